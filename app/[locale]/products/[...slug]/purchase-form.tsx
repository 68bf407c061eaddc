'use client';

import Link from '@/app/[locale]/_components/link';
import { useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { stockStatus } from '@/lib/shared/format';
import { routePath } from '@/lib/shared/routes';
import { initialChoice, optionFieldName, pickVariant } from '@/lib/shared/variants';
import { Price } from '../../_components/price';
import { RefreshShopperAfterSubmit, useShopperPrices } from '../../_components/shopper';
import { SubmitButton } from '../../_components/submit-button';
import { useProblemText } from '../../_components/problem-text';
import { type AddToCartState, addToCartAction } from './actions';
import {
  ENHANCED_FIELD,
  NO_SCRIPT_OUTCOMES,
  type PurchaseView,
  maxQuantityOf,
  withShopperPrices,
} from './purchase-data';
import styles from './purchase-form.module.css';

/**
 * Options, price, stock, quantity and the add-to-cart button. Choosing options updates the
 * price and stock shown for that combination; without JavaScript the form still posts the
 * chosen option values and the action picks the variant.
 */
export function PurchaseForm({ path, view: guestView }: { path: string; view: PurchaseView }) {
  const t = useTranslations('purchase');
  const word = useProblemText();
  const { prices: shopperPrices, shown: priceShown } = useShopperPrices(guestView.productId);
  const view = shopperPrices ? withShopperPrices(guestView, shopperPrices) : guestView;
  const [state, formAction] = useActionState<AddToCartState, FormData>(addToCartAction, {
    status: 'idle',
  });
  // The message after Add to cart is under the button, below the first screen on a phone:
  // it is scrolled into view, so the shopper sees more than the header's badge change.
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== 'idle') result.current?.scrollIntoView({ block: 'nearest' });
  }, [state]);
  const [chosen, setChosen] = useState(() => initialChoice(view.options, view.variants));
  // React resets a form after its action, controlled radios too (react/react#31695): the
  // radios would show the first colour while the label and price keep the chosen one. Each
  // reset remounts them, so they show the choice again.
  const [resets, setResets] = useState(0);
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const optionIds = view.options.map((option) => option.id);
  const variant = pickVariant(view.variants, optionIds, chosen);
  const stock = variant ? stockStatus(variant.inStock, variant.available) : null;
  const max = maxQuantityOf(view, variant);
  const canBuy = Boolean(variant?.purchasable);

  const choose = (optionId: number, valueId: number) =>
    setChosen((previous) => new Map(previous).set(optionId, valueId));
  /** Whether picking this value (with the other current choices) leads to something in stock. */
  const valueAvailable = (optionId: number, valueId: number) =>
    Boolean(
      pickVariant(view.variants, optionIds, new Map(chosen).set(optionId, valueId))?.purchasable,
    );

  return (
    <form
      action={formAction}
      onReset={() => setResets((count) => count + 1)}
      className={styles.form}
    >
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="currency" value={view.currency} />
      <RefreshShopperAfterSubmit />
      {enhanced && <input type="hidden" name={ENHANCED_FIELD} value="1" />}

      {/*
        The cached page has the guest price. While a signed-in shopper's own may still come
        (or, before hydration: 'shared', while <html data-member> says one is signed in), it is held
        back behind a placeholder of the same size: never shown as theirs.
      */}
      <div
        className={styles.price}
        data-testid="product-price"
        data-price={priceShown}
        aria-busy={priceShown !== 'ready'}
      >
        {variant ? (
          <Price
            price={variant.price}
            basePrice={variant.basePrice}
            salePrice={variant.salePrice}
            size="lg"
          />
        ) : (
          <span className={styles.unavailable}>{t('unavailable')}</span>
        )}
      </div>

      {view.options.map((option) => {
        const selected = option.values.find((value) => value.id === chosen.get(option.id));
        return (
          <fieldset key={option.id} className={styles.option}>
            <legend className={styles.legend}>
              {option.name}
              {selected && <span className={styles.selected}>: {selected.label}</span>}
            </legend>
            <div className={styles.values}>
              {option.values.map((value) => {
                const available = valueAvailable(option.id, value.id);
                return (
                  <label
                    key={`${value.id}-${resets}`}
                    className={`${styles.value} ${available ? '' : styles.valueOut}`}
                  >
                    <input
                      type="radio"
                      name={optionFieldName(option.id)}
                      value={value.id}
                      checked={chosen.get(option.id) === value.id}
                      onChange={() => choose(option.id, value.id)}
                      className={styles.radio}
                    />
                    <span className={styles.valueLabel}>
                      {value.label}
                      {!available && (
                        <span className="visually-hidden"> ({t('valueOutOfStock')})</span>
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}

      <p className={`${styles.stock} ${stock ? styles[stock.level] : ''}`} aria-live="polite">
        {stock
          ? stock.level === 'low-stock'
            ? t('lowStock', { count: variant?.available ?? 0 })
            : t(stock.level === 'in-stock' ? 'inStock' : 'outOfStock')
          : t('chooseAbove')}
      </p>

      <div className={styles.buy}>
        <div className={styles.quantity}>
          <label htmlFor="quantity" className="label">
            {t('quantity')}
          </label>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={view.minQuantity}
            max={max ?? undefined}
            defaultValue={view.minQuantity}
            required
            className={`input ${styles.quantityInput}`}
          />
        </div>
        <SubmitButton
          pendingLabel={t('adding')}
          disabled={!canBuy}
          className={`button ${styles.add}`}
        >
          {canBuy ? t('add') : t('outOfStock')}
        </SubmitButton>
      </div>

      {/* Without JavaScript the action comes back to #<outcome>: CSS shows that message. */}
      {!enhanced && (
        <div className={styles.noScriptOutcomes}>
          {Object.entries(NO_SCRIPT_OUTCOMES).map(([outcome, { tone, text }]) => (
            <p
              key={outcome}
              id={outcome}
              className={tone === 'added' ? styles.added : styles.error}
            >
              {t(`noScript.${text}`)}{' '}
              {tone === 'added' && <Link href={routePath('cart')}>{t('viewCart')}</Link>}
            </p>
          ))}
        </div>
      )}

      <div aria-live="polite" className={styles.result} ref={result}>
        {state.status === 'added' && (
          <p className={styles.added} key={state.at}>
            {state.choice
              ? t('addedWithChoice', {
                  quantity: state.quantity,
                  name: state.name,
                  choice: state.choice,
                })
              : t('added', { quantity: state.quantity, name: state.name })}{' '}
            <Link href={routePath('cart')}>{t('viewCart')}</Link>
          </p>
        )}
        {state.status === 'error' && (
          <p className={styles.error} key={state.at}>
            {problemMessage(state, t, word)}
          </p>
        )}
      </div>
    </form>
  );
}

/** The words of what went wrong with an add to cart, in the page's language. */
function problemMessage(
  state: Extract<AddToCartState, { status: 'error' }>,
  t: (key: string, values?: Record<string, string | number>) => string,
  word: (text: string) => string,
): string {
  switch (state.problem) {
    case 'store':
      // The store is out of reach: the page's own words for it (the action's are English).
      if (state.outcome === 'cart-unavailable') return t('noScript.unavailable');
      // The storefront's own sentence for a refusal the store did not word for shoppers
      // (lib/shared/problems.ts), in the page's language; the store's own words as they are.
      return word(state.message);
    case 'chooseOptions':
      return t('chooseOptions', { options: state.options.join(` ${t('and')} `) });
    case 'quantityAtLeast':
      return t('quantityAtLeast', { min: state.min });
    case 'quantityRange':
      return t('quantityRange', { min: state.min, max: state.max });
    default:
      return t(state.problem);
  }
}

/** True in the browser, false in the server's HTML: nothing to subscribe to. */
const noSubscription = () => () => undefined;
