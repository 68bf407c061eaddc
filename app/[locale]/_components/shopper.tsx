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
import { CURRENCY_COOKIE } from '@/lib/shared/currency';
import { ROUTES, matchRoute } from '@/lib/shared/routes';
import {
  GUEST_SNAPSHOT,
  MEMBER_HINT_COOKIE,
  SHOPPER_ENDPOINT,
  SHOPPER_HINT_COOKIE,
  type ShopperSnapshot,
  type ShopperVariantPrices,
} from '@/lib/shared/shopper-snapshot';

/**
 * The shopper's own parts of every page (name, cart count, their prices), in the browser.
 * Pages come from the cache, the same for everyone. A browser with something to ask (the
 * shopper or member hint cookie, or a currency choice) asks GET /api/shopper once per page
 * view, with the product on screen if there is one, and after the shopper changes something
 * (adds to the cart, signs out). A guest with no cart asks nothing: their parts are
 * GUEST_SNAPSHOT, so browsing costs the origin and the edge no dynamic request.
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
  /** How many times refresh was called: each page view's request runs again when it moves. */
  version: number;
  /** Loads the shopper's parts, for the product on the page if any; aborted by the returned function. */
  load: (product: ShownProduct | null) => () => void;
}

/** The product a page shows, in the page's currency ('' the default). */
interface ShownProduct {
  id: number;
  currency: string;
}

/*
 * Two contexts: what components show changes when an answer comes, what forms call only
 * when the shopper acts. A form inside a part of the page still hydrating must not
 * re-render when the answer comes (React would redraw that part from scratch), so it reads
 * only the actions. For the same reason every change of the state is a transition.
 */
const ShopperStateContext = createContext<ShopperState | null>(null);
const ShopperActionsContext = createContext<ShopperActions | null>(null);

const hasCookie = (name: string, value?: string) =>
  document.cookie
    .split('; ')
    .some((pair) =>
      value === undefined ? pair.startsWith(`${name}=`) : pair === `${name}=${value}`,
    );

/** Whether this browser has anything the shared page cannot show by itself. */
const hasSomethingToAsk = () =>
  hasCookie(SHOPPER_HINT_COOKIE, '1') ||
  hasCookie(MEMBER_HINT_COOKIE, '1') ||
  hasCookie(CURRENCY_COOKIE);

export function ShopperProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ShopperState>({ snapshot: null, memberHint: null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    startTransition(() =>
      setState((previous) => ({ ...previous, memberHint: hasCookie(MEMBER_HINT_COOKIE, '1') })),
    );
  }, []);

  const load = useCallback((product: ShownProduct | null) => {
    if (!hasSomethingToAsk()) {
      startTransition(() => setState({ snapshot: GUEST_SNAPSHOT, memberHint: false }));
      return () => undefined;
    }
    const controller = new AbortController();
    const query =
      product === null
        ? ''
        : `?${new URLSearchParams({ product: String(product.id), ...(product.currency ? { currency: product.currency } : {}) })}`;
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
  }, []);

  const refresh = useCallback(() => startTransition(() => setVersion((n) => n + 1)), []);
  const actions = useMemo(() => ({ refresh, version, load }), [refresh, version, load]);
  return (
    <ShopperActionsContext value={actions}>
      <ShopperStateContext value={state}>
        {/* The address is not known to a page prerendered for any id: it is read in the browser. */}
        <Suspense fallback={null}>
          <PageViews load={load} version={version} />
        </Suspense>
        {children}
      </ShopperStateContext>
    </ShopperActionsContext>
  );
}

/**
 * Asks once per page the shopper sees (each new address) and per refresh. A product page
 * asks for itself, with its product (ShopperProductView), so it is skipped here.
 */
function PageViews({ load, version }: Pick<ShopperActions, 'load' | 'version'>) {
  const pathname = usePathname();
  const productPage = matchRoute(ROUTES.product, pathname) !== null;
  useEffect(() => (productPage ? undefined : load(null)), [pathname, productPage, load, version]);
  return null;
}

/**
 * A product page's view: asks for the shopper's parts with this product's prices for them.
 * Rendered once by the product page, with the product it shows.
 */
export function ShopperProductView({
  productId,
  currency,
}: {
  productId: number;
  currency: string;
}) {
  const { load, version } = useShopperActions();
  useEffect(() => load({ id: productId, currency }), [productId, currency, load, version]);
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
export function useShopperPrices(productId: number): {
  prices: readonly ShopperVariantPrices[] | null;
  shown: 'shared' | 'pending' | 'ready';
} {
  const { snapshot, memberHint } = useShopper();
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
