'use client';

import Link from '@/app/[locale]/_components/link';
import { useRouter } from 'next/navigation';
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
} from 'react';
import type { FacetGroup, FacetOption } from '@/lib/shared/facets';
import {
  type ListingKind,
  type ListingState,
  listingHref,
  listingHrefOfForm,
  queryOfState,
  withoutFilters,
} from '@/lib/shared/listing-state';
import { useTranslations } from 'next-intl';
import { Stars } from '../stars';
import styles from './filter-panel.module.css';

/**
 * Each choice is a navigation to the listing's new address, which mounts a new panel: the
 * open drawer and the box just ticked are kept here for it (this tab only), so a shopper
 * on a phone can tick several values in one go.
 */
const DRAWER_KEY = 'listing-filters:drawer';
const TICKED_KEY = 'listing-filters:ticked';

/**
 * The filters of a listing: a GET form to the listing's address, so it works without
 * JavaScript (the proxy redirects its query string to the listing's own address, and that
 * page is served from the cache). With JavaScript a ticked box applies at once, as a
 * client navigation to the same address the proxy would choose (the same
 * listingStateOfQuery), without a full reload; the price range applies with its button.
 * On a small screen the panel is a drawer behind a "Filters" button; without JavaScript it
 * stays in the page above the products.
 */
export function FilterPanel({
  kind,
  action,
  state,
  groups,
  currencySymbol,
  clearHref,
  chosen,
  total,
}: {
  kind: ListingKind;
  /** The listing's own address, without state. */
  action: string;
  state: ListingState;
  groups: FacetGroup[];
  currencySymbol: string;
  /** The listing without filters, or null when none is chosen. */
  clearHref: string | null;
  /** How many values are chosen (the button says so). */
  chosen: number;
  /** Products the listing shows now (the drawer's button says so). */
  total: number;
}) {
  const router = useRouter();
  const t = useTranslations('filters');
  const [pending, startTransition] = useTransition();
  // Without script the panel stays in the page (the drawer's CSS needs <html data-js>).
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const stateKey = listingHref('', state);

  // After a navigation the form shows the new state (a chip or "Clear all" took values
  // away) without remounting its inputs, so the box a keyboard user just ticked keeps focus.
  useEffect(() => {
    const chosen = new Set(
      groups.flatMap((group) =>
        group.kind === 'price'
          ? []
          : group.options.filter((o) => o.selected).map((o) => `${o.name}=${o.value}`),
      ),
    );
    for (const input of form.current?.querySelectorAll('input') ?? []) {
      if (input.type === 'checkbox' || input.type === 'radio')
        input.checked =
          chosen.has(`${input.name}=${input.value}`) ||
          (input.name === 'rating' && !input.value && !state.rating);
      if (input.name === 'min') input.value = state.price?.min?.toString() ?? '';
      if (input.name === 'max') input.value = state.price?.max?.toString() ?? '';
    }
    // stateKey stands for `state` and `groups`, which are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);

  const apply = useCallback(
    (form: HTMLFormElement) =>
      startTransition(() => router.push(listingHrefOfForm(action, kind, form), { scroll: false })),
    [action, kind, router],
  );

  const openDrawer = () => {
    sessionStorage.setItem(DRAWER_KEY, '1');
    setOpen(true);
  };
  const closeDrawer = useCallback(() => {
    sessionStorage.removeItem(DRAWER_KEY);
    sessionStorage.removeItem(TICKED_KEY);
    setOpen(false);
    toggle.current?.focus();
  }, []);

  // The drawer was open on the page this one replaced: open again, focus on the same box.
  const restored = useRef(false);
  useEffect(() => {
    if (
      sessionStorage.getItem(DRAWER_KEY) !== '1' ||
      !toggle.current ||
      getComputedStyle(toggle.current).display === 'none'
    )
      return;
    restored.current = true;
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const ticked = sessionStorage.getItem(TICKED_KEY);
    const again =
      restored.current && ticked
        ? [...(form.current?.querySelectorAll('input') ?? [])].find(
            (input) => `${input.name}=${input.value}` === ticked,
          )
        : undefined;
    restored.current = false;
    (again ?? close.current)?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeDrawer();
    document.addEventListener('keydown', onKey);
    document.body.classList.add(styles.locked!);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove(styles.locked!);
    };
  }, [open, closeDrawer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
    // In the drawer the button says "Show N products": the shopper is done choosing.
    if (open) closeDrawer();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // Boxes and choices apply as they are ticked; typed prices wait for their button.
    if (target.type === 'checkbox' || target.type === 'radio') {
      if (open) sessionStorage.setItem(TICKED_KEY, `${target.name}=${target.value}`);
      apply(event.currentTarget);
    }
  };

  // The parts of the state this form does not show travel as hidden fields.
  const kept = [...queryOfState(withoutFilters(state))];
  return (
    <div className={styles.filters}>
      {/* In the HTML for everyone: CSS shows it on phones once <html data-js> says script
          runs (set before paint), so the page does not move when it hydrates. */}
      <button
        ref={toggle}
        type="button"
        className={`button button-secondary ${styles.toggle}`}
        aria-expanded={open}
        onClick={openDrawer}
      >
        {t('title')}
        {chosen > 0 && <span className={styles.badge}> ({chosen})</span>}
      </button>
      {open && <div className={styles.backdrop} onClick={closeDrawer} aria-hidden="true" />}
      <section
        className={styles.panel}
        data-drawer={open ? 'open' : 'closed'}
        aria-labelledby={titleId}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-busy={pending || undefined}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          {open && (
            <button ref={close} type="button" className={styles.close} onClick={closeDrawer}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('close')}</span>
            </button>
          )}
        </div>
        <form
          ref={form}
          action={action}
          method="get"
          onSubmit={onSubmit}
          onChange={onChange}
          className={styles.form}
        >
          {kept.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          {groups.map((group) => (
            <fieldset key={group.id} className={styles.group}>
              <legend className={styles.legend}>{group.title}</legend>
              {group.kind === 'price' ? (
                <PriceRange min={group.min} max={group.max} symbol={currencySymbol} />
              ) : (
                <ul className={styles.options}>
                  {group.kind === 'rating' && (
                    <li>
                      <Choice
                        option={{
                          name: 'rating',
                          value: '',
                          label: t('anyRating'),
                          count: -1,
                          selected: !state.rating,
                          depth: 0,
                        }}
                        type="radio"
                      />
                    </li>
                  )}
                  {group.options.map((option) => (
                    <li
                      key={`${option.name}=${option.value}`}
                      className={option.depth ? styles.nested : undefined}
                    >
                      <Choice
                        option={option}
                        type={group.kind === 'rating' ? 'radio' : 'checkbox'}
                        stars={group.kind === 'rating'}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          ))}
          <div className={styles.actions}>
            <button type="submit" className="button">
              {open ? t('showProducts', { count: total }) : t('apply')}
            </button>
            {clearHref && (
              <Link href={clearHref} scroll={false} className={styles.clear}>
                {t('clearAllFilters')}
              </Link>
            )}
          </div>
        </form>
        <p className="visually-hidden" role="status">
          {pending ? t('updating') : ''}
        </p>
      </section>
    </div>
  );
}

/**
 * One value of a facet. The label wraps its box, with no id between them: after a client
 * navigation Next.js keeps the previous page's DOM (hidden) next to the new one, and ids
 * would then name two boxes, giving each the other's label too.
 */
function Choice({
  option,
  type,
  stars = false,
}: {
  option: FacetOption;
  type: 'checkbox' | 'radio';
  stars?: boolean;
}) {
  const t = useTranslations('filters');
  return (
    <label className={styles.choice}>
      <input type={type} name={option.name} value={option.value} defaultChecked={option.selected} />
      {stars && option.value && <Stars rating={Number(option.value)} size="sm" />}
      <span className={styles.label}>{stars && option.value ? t('andUp') : option.label}</span>
      {option.count >= 0 && <span className={styles.count}>({option.count})</span>}
    </label>
  );
}

/** The price range's two boxes, each inside its label (no ids: see Choice). */
function PriceRange({
  min,
  max,
  symbol,
}: {
  min: number | null;
  max: number | null;
  symbol: string;
}) {
  const t = useTranslations('filters');
  const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;
  return (
    <div className={styles.price}>
      <PriceField name="min" label={t.rich('minimum', { hidden })} value={min} symbol={symbol} />
      <span aria-hidden="true" className={styles.dash}>
        –
      </span>
      <PriceField name="max" label={t.rich('maximum', { hidden })} value={max} symbol={symbol} />
    </div>
  );
}

/** One bound of the price range: its label, the currency's symbol and the amount. */
function PriceField({
  name,
  label,
  value,
  symbol,
}: {
  name: 'min' | 'max';
  label: ReactNode;
  value: number | null;
  symbol: string;
}) {
  return (
    <label className={styles.priceField}>
      <span className={styles.priceLabel}>{label}</span>
      <span className={styles.money}>
        <span aria-hidden="true">{symbol}</span>
        <input
          name={name}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          defaultValue={value ?? ''}
          className="input"
        />
      </span>
    </label>
  );
}
