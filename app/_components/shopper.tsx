'use client';

import { usePathname } from 'next/navigation';
import {
  type ReactNode,
  Suspense,
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFormStatus } from 'react-dom';
import {
  MEMBER_HINT_COOKIE,
  SHOPPER_ENDPOINT,
  type ShopperSnapshot,
  type ShopperVariantPrices,
} from '@/lib/shared/shopper-snapshot';

/**
 * The shopper's own parts of every page (name, cart count, their prices), in the browser.
 * Pages come from the cache, the same for everyone; this asks GET /api/shopper once per
 * page view, for the product on screen if there is one, and after the shopper changes
 * something (adds to the cart, signs out).
 */
interface ShopperState {
  /** Null until the first answer. */
  snapshot: ShopperSnapshot | null;
  /** Someone is signed in on this browser, as far as the member hint cookie says; null until read (after hydration). */
  memberHint: boolean | null;
}

interface ShopperActions {
  /** Asks again (after the shopper changed their cart or session). */
  refresh: () => void;
  /** The product whose prices the next request asks for, in the page's currency ('' the default); a product page sets it. */
  watchProduct: (product: WatchedProduct | null) => void;
}

/*
 * Two contexts: what components show changes when an answer comes, what forms call never
 * does. A form inside a part of the page still hydrating must not re-render when the
 * answer comes (React would redraw that part from scratch), so it reads only the actions.
 * For the same reason every change of the state is a transition.
 */
interface WatchedProduct {
  id: number;
  currency: string;
}

const ShopperStateContext = createContext<ShopperState | null>(null);
const ShopperActionsContext = createContext<ShopperActions | null>(null);

const hasMemberHint = () => document.cookie.split('; ').includes(`${MEMBER_HINT_COOKIE}=1`);

export function ShopperProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ShopperState>({ snapshot: null, memberHint: null });
  /** How many times to ask so far: each page view (PageViews) and each refresh asks once. */
  const [asks, setAsks] = useState(0);
  const product = useRef<WatchedProduct | null>(null);

  useEffect(() => {
    startTransition(() => setState((previous) => ({ ...previous, memberHint: hasMemberHint() })));
  }, []);

  // Runs in the commit after the page view's: the page has said which product it shows.
  useEffect(() => {
    if (asks === 0) return;
    const controller = new AbortController();
    const watched = product.current;
    const query =
      watched === null
        ? ''
        : `?${new URLSearchParams({ product: String(watched.id), ...(watched.currency ? { currency: watched.currency } : {}) })}`;
    fetch(`${SHOPPER_ENDPOINT}${query}`, {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    })
      // A 503 (the store is down) still holds what could be said: who is signed in.
      .then((response) =>
        response.ok || response.status === 503
          ? (response.json() as Promise<ShopperSnapshot>)
          : null,
      )
      .then((answer) => {
        if (answer)
          startTransition(() => setState({ snapshot: answer, memberHint: answer.signedIn }));
      })
      // Offline or a failed answer: the page keeps its shared content and guest prices.
      .catch(() => undefined);
    return () => controller.abort();
  }, [asks]);

  const refresh = useCallback(() => startTransition(() => setAsks((n) => n + 1)), []);
  const watchProduct = useCallback((watched: WatchedProduct | null) => {
    product.current = watched;
  }, []);
  const actions = useMemo(() => ({ refresh, watchProduct }), [refresh, watchProduct]);
  return (
    <ShopperActionsContext value={actions}>
      <ShopperStateContext value={state}>
        {/* The address is not known to a page prerendered for any id: it is read in the browser. */}
        <Suspense fallback={null}>
          <PageViews onView={refresh} />
        </Suspense>
        {children}
      </ShopperStateContext>
    </ShopperActionsContext>
  );
}

/** Calls `onView` once per page the shopper sees (each new address). */
function PageViews({ onView }: { onView: () => void }) {
  const pathname = usePathname();
  useEffect(() => onView(), [pathname, onView]);
  return null;
}

function useShopperActions(): ShopperActions {
  const actions = use(ShopperActionsContext);
  if (!actions)
    throw new Error('Shopper hooks need a ShopperProvider above them (app/layout.tsx has one).');
  return actions;
}

/** What the page shows of the shopper: their snapshot (null until the first answer) and the member hint. */
export function useShopper(): ShopperState {
  const state = use(ShopperStateContext);
  if (!state)
    throw new Error('Shopper hooks need a ShopperProvider above them (app/layout.tsx has one).');
  return state;
}

/**
 * The prices this shopper pays for a product's variants (in the page's currency), and whether the page may show
 * prices yet: `prices` is null for a guest, or when the store quotes them no differently.
 * `shown` is 'ready' once it is known whose prices to show; 'pending' while a signed-in
 * shopper's own may still come (the guest price must not be shown as theirs); 'shared'
 * before the browser has read the member hint, when CSS decides from <html data-member>.
 */
export function useShopperPrices(
  productId: number,
  currency: string,
): { prices: readonly ShopperVariantPrices[] | null; shown: 'shared' | 'pending' | 'ready' } {
  const { snapshot, memberHint } = useShopper();
  const { watchProduct } = useShopperActions();
  useEffect(() => {
    watchProduct({ id: productId, currency });
    return () => watchProduct(null);
  }, [productId, currency, watchProduct]);
  const answered = snapshot?.product?.id === productId;
  const prices = answered && snapshot.signedIn ? (snapshot.product?.prices ?? null) : null;
  if (answered || (snapshot && !snapshot.signedIn)) return { prices, shown: 'ready' };
  if (memberHint === null) return { prices, shown: 'shared' };
  return { prices, shown: memberHint || snapshot?.signedIn ? 'pending' : 'ready' };
}

/**
 * Inside a form: asks for the shopper's parts again once the form's action has run (the
 * cart count after adding to the cart, the header after signing out).
 */
export function RefreshShopperAfterSubmit() {
  const { pending } = useFormStatus();
  const { refresh } = useShopperActions();
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) refresh();
    wasPending.current = pending;
  }, [pending, refresh]);
  return null;
}
