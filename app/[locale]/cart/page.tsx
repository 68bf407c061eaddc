import type { Metadata } from 'next';
import { Suspense } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { cartNoticeOf } from '@/lib/shared/cart-notices';
import { cartSummary, estimateIsCurrent } from '@/lib/shared/cart-summary';
import { type Country } from '@/lib/shared/countries';
import { type Cart, getCart } from '@/lib/data/cart';
import { cartLines } from '@/lib/shared/cart-lines';
import { type Checkout, getCheckout } from '@/lib/data/checkout';
import { getCountries } from '@/lib/data/geography';
import { orWithout } from '@/lib/store/or-without';
import { type Regions, getRegions } from '@/lib/data/content';
import { readSession } from '@/lib/flows/session';
import { formatMoney } from '@/lib/shared/format';
import { productHref, queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath, routePath } from '@/lib/shared/routes';
import { ContentRegion } from '../_components/content-region';
import { EmptyState } from '../_components/empty-state';
import { Notice } from '../_components/notice';
import { Price } from '../_components/price';
import { StoreImage } from '../_components/store-image';
import { CouponForm } from './coupon-form';
import { LineForm } from './line-form';
import { ShippingEstimate } from './shipping-estimate';
import styles from './cart.module.css';
import { CatalogLink } from '@/app/[locale]/_components/catalog-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('cart'))('title') };
}

export default async function CartPage({ searchParams }: { searchParams: SearchParams }) {
  // Shared by every shopper (cached), so it is part of the page's static shell.
  const [regions, t] = await Promise.all([getRegions('CART'), getTranslations('cart')]);
  return (
    <div className="container page">
      <ContentRegion regions={regions} name="header_bottom" />
      <h1>{t('title')}</h1>
      <Suspense>
        <CartNotice searchParams={searchParams} />
      </Suspense>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <CartContents regions={regions} />
      </Suspense>
    </div>
  );
}

async function CartNotice({ searchParams }: { searchParams: SearchParams }) {
  const notice = cartNoticeOf(queryValue((await searchParams).notice));
  if (!notice) return null;
  const t = await getTranslations();
  return (
    <Notice tone={notice.tone} title={t(`${notice.message}.title`)}>
      <p>{t(`${notice.message}.text`)}</p>
    </Notice>
  );
}

async function CartContents({ regions }: { regions: Regions }) {
  const [{ cartId, customerId }, t] = await Promise.all([readSession(), getTranslations('cart')]);
  // The checkout (coupon, shipping estimate) is a part the cart can be shown without.
  const [cart, checkout, countries] = cartId
    ? await Promise.all([
        getCart(cartId, customerId ?? null),
        orWithout(
          'the coupon and shipping estimate',
          () => getCheckout(cartId, customerId ?? null),
          null,
        ),
        orWithout('the countries of the shipping estimate', getCountries, []),
      ])
    : [null, null, []];
  const lines = cart ? cartLines(cart) : [];
  // Custom items and gift certificates come only from carts the merchant made; they have no product page.
  const otherLines = cart
    ? [
        ...cart.lineItems.customItems.map((item) => customLine(item, t)),
        ...cart.lineItems.giftCertificates.map((item) => giftCertificateLine(item, t)),
      ]
    : [];
  if (!cart || lines.length + otherLines.length === 0) {
    return (
      <EmptyState title={t('empty')}>
        <p>{t('emptyHint')}</p>
        <CatalogLink href={pagePath('search')} className="button">
          {t('startShopping')}
        </CatalogLink>
      </EmptyState>
    );
  }
  return (
    <div className={styles.layout}>
      <section aria-labelledby="lines-title">
        <h2 id="lines-title" className="visually-hidden">
          {t('items')}
        </h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <CartLine key={line.entityId} line={line} />
          ))}
          {otherLines.map((line) => (
            <OtherLine key={line.entityId} line={line} />
          ))}
        </ul>
      </section>
      <CartSummary cart={cart} checkout={checkout} countries={countries} regions={regions} />
    </div>
  );
}

type Line = Cart['lineItems']['physicalItems'][number] | Cart['lineItems']['digitalItems'][number];

function CartLine({ line }: { line: Line }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const bulkDiscount = line.salePrice.value < line.listPrice.value;
  return (
    <li className={styles.line}>
      {line.image ? (
        <StoreImage
          src={line.image.url}
          alt=""
          width={96}
          height={96}
          className={styles.lineImage}
        />
      ) : (
        <div className={styles.lineImage} aria-hidden="true" />
      )}
      <div className={styles.lineInfo}>
        {line.brand && <p className={styles.lineBrand}>{line.brand}</p>}
        <h3 className={styles.lineName}>
          <CatalogLink href={productHref(line.url)}>{line.name}</CatalogLink>
        </h3>
        {line.selectedOptions.length > 0 && (
          <dl className={styles.options}>
            {line.selectedOptions.map((option) => (
              <div key={option.name}>
                <dt>{option.name}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className={styles.unitPrice}>
          {/* listPrice: this shopper's unit price before quantity tiers; salePrice: after them. */}
          <Price
            price={line.listPrice}
            basePrice={line.originalPrice}
            salePrice={line.listPrice}
          />{' '}
          {t('each')}
          {bulkDiscount && (
            <span className={styles.bulkNote}>
              {' '}
              · {t('bulkEach', { price: formatMoney(line.salePrice, locale) })}
            </span>
          )}
        </p>
        <LineForm lineItemId={line.entityId} quantity={line.quantity} name={line.name} />
      </div>
      <p className={styles.lineTotal}>
        <span className="visually-hidden">{t('lineTotal')} </span>
        {formatMoney(line.extendedSalePrice, locale)}
      </p>
    </li>
  );
}

interface OtherLineView {
  entityId: string;
  name: string;
  detail: string;
  total: Cart['amount'];
}

/** The cart's messages (`cart.*`), as getTranslations('cart') gives them. */
type CartWords = (key: string, values?: Record<string, string | number>) => string;

const customLine = (
  item: Cart['lineItems']['customItems'][number],
  t: CartWords,
): OtherLineView => ({
  entityId: item.entityId,
  name: item.name,
  detail: t('customQuantity', { quantity: item.quantity }),
  total: item.extendedListPrice,
});

const giftCertificateLine = (
  item: Cart['lineItems']['giftCertificates'][number],
  t: CartWords,
): OtherLineView => ({
  entityId: item.entityId,
  name: item.name,
  detail: t('giftCertificateFor', { name: item.recipient.name }),
  total: item.amount,
});

/** A line that is no catalog product: shown with its total, changed only by the merchant. */
function OtherLine({ line }: { line: OtherLineView }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  return (
    <li className={styles.line}>
      <div className={styles.lineImage} aria-hidden="true" />
      <div className={styles.lineInfo}>
        <h3 className={styles.lineName}>{line.name}</h3>
        <p className={styles.unitPrice}>{line.detail}</p>
      </div>
      <p className={styles.lineTotal}>
        <span className="visually-hidden">{t('lineTotal')} </span>
        {formatMoney(line.total, locale)}
      </p>
    </li>
  );
}

function CartSummary({
  cart,
  checkout,
  countries,
  regions,
}: {
  cart: Cart;
  checkout: Checkout | null;
  countries: readonly Country[];
  regions: Regions;
}) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const money = (amount: Cart['amount']) => formatMoney(amount, locale);
  const summary = cartSummary(cart, checkout);
  const physicalIds = cart.lineItems.physicalItems.map((line) => line.entityId);
  const consignment = checkout?.shippingConsignments?.[0] ?? null;
  const couponSaving = summary.coupon
    ? summary.coupon.amount.value > 0
      ? summary.coupon.shipping
        ? t('couponOnShipping', { amount: money(summary.coupon.amount) })
        : `−${money(summary.coupon.amount)}`
      : summary.coupon.shipping
        ? t('couponFreeShipping')
        : t('couponNoDiscount')
    : '';
  return (
    <aside className={`card ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title">{t('summary')}</h2>
      <dl className={styles.totals}>
        <div>
          <dt>{t('subtotal', { count: cart.lineItems.totalQuantity })}</dt>
          <dd>{money(summary.subtotal)}</dd>
        </div>
        {summary.discounts && (
          <div className={styles.discount}>
            <dt>{t('discounts')}</dt>
            <dd>−{money(summary.discounts)}</dd>
          </div>
        )}
        {summary.coupon && summary.coupon.amount.value > 0 && (
          <div className={styles.discount}>
            <dt>{t('coupon', { code: summary.coupon.code })}</dt>
            <dd>−{money(summary.coupon.amount)}</dd>
          </div>
        )}
        <div>
          <dt>
            {summary.shipping
              ? t('shippingWith', { option: summary.shipping.description })
              : t('shipping')}
          </dt>
          <dd>
            {summary.shipping
              ? summary.shipping.cost.value
                ? money(summary.shipping.cost)
                : t('free')
              : t('notEstimated')}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('total')}</dt>
          <dd>{money(summary.total)}</dd>
        </div>
      </dl>
      <p className="hint">{t('taxes')}</p>
      {checkout && (
        <CouponForm
          applied={summary.coupon ? { code: summary.coupon.code, saving: couponSaving } : null}
        />
      )}
      {checkout && physicalIds.length > 0 && countries.length > 0 && (
        <ShippingEstimate
          countries={countries}
          consignment={consignment}
          current={estimateIsCurrent(checkout, physicalIds)}
        />
      )}
      <ContentRegion regions={regions} name="cart_below_totals" />
      {/* A plain link: /checkout is a route handler that redirects to the store's checkout. */}
      <a href={routePath('checkout')} className="button button-block">
        {t('checkOut')}
      </a>
      <CatalogLink href={pagePath('search')} className={styles.continue}>
        {t('continueShopping')}
      </CatalogLink>
    </aside>
  );
}
