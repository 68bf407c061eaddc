import type { Metadata } from 'next';
import { Suspense } from 'react';
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
import { formatMoney, itemCount } from '@/lib/shared/format';
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

export const metadata: Metadata = { title: 'Your cart' };

export default async function CartPage({ searchParams }: { searchParams: SearchParams }) {
  // Shared by every shopper (cached), so it is part of the page's static shell.
  const regions = await getRegions('CART');
  return (
    <div className="container page">
      <ContentRegion regions={regions} name="header_bottom" />
      <h1>Your cart</h1>
      <Suspense>
        <CartNotice searchParams={searchParams} />
      </Suspense>
      <Suspense fallback={<p aria-busy="true">Loading your cart…</p>}>
        <CartContents regions={regions} />
      </Suspense>
    </div>
  );
}

async function CartNotice({ searchParams }: { searchParams: SearchParams }) {
  const notice = cartNoticeOf(queryValue((await searchParams).notice));
  if (!notice) return null;
  const { tone, title, text } = notice;
  return (
    <Notice tone={tone} title={title}>
      <p>{text}</p>
    </Notice>
  );
}

async function CartContents({ regions }: { regions: Regions }) {
  const { cartId, customerId } = await readSession();
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
        ...cart.lineItems.customItems.map(customLine),
        ...cart.lineItems.giftCertificates.map(giftCertificateLine),
      ]
    : [];
  if (!cart || lines.length + otherLines.length === 0) {
    return (
      <EmptyState title="Your cart is empty.">
        <p>Find something you like and add it to your cart.</p>
        <CatalogLink href={pagePath('search')} className="button">
          Start shopping
        </CatalogLink>
      </EmptyState>
    );
  }
  return (
    <div className={styles.layout}>
      <section aria-labelledby="lines-title">
        <h2 id="lines-title" className="visually-hidden">
          Items in your cart
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
          each
          {bulkDiscount && (
            <span className={styles.bulkNote}>
              {' '}
              · {formatMoney(line.salePrice)} each with the bulk discount
            </span>
          )}
        </p>
        <LineForm lineItemId={line.entityId} quantity={line.quantity} name={line.name} />
      </div>
      <p className={styles.lineTotal}>
        <span className="visually-hidden">Line total </span>
        {formatMoney(line.extendedSalePrice)}
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

const customLine = (item: Cart['lineItems']['customItems'][number]): OtherLineView => ({
  entityId: item.entityId,
  name: item.name,
  detail: `Quantity ${item.quantity}`,
  total: item.extendedListPrice,
});

const giftCertificateLine = (
  item: Cart['lineItems']['giftCertificates'][number],
): OtherLineView => ({
  entityId: item.entityId,
  name: item.name,
  detail: `Gift certificate for ${item.recipient.name}`,
  total: item.amount,
});

/** A line that is no catalog product: shown with its total, changed only by the merchant. */
function OtherLine({ line }: { line: OtherLineView }) {
  return (
    <li className={styles.line}>
      <div className={styles.lineImage} aria-hidden="true" />
      <div className={styles.lineInfo}>
        <h3 className={styles.lineName}>{line.name}</h3>
        <p className={styles.unitPrice}>{line.detail}</p>
      </div>
      <p className={styles.lineTotal}>
        <span className="visually-hidden">Line total </span>
        {formatMoney(line.total)}
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
  const summary = cartSummary(cart, checkout);
  const physicalIds = cart.lineItems.physicalItems.map((line) => line.entityId);
  const consignment = checkout?.shippingConsignments?.[0] ?? null;
  const couponSaving = summary.coupon
    ? summary.coupon.amount.value > 0
      ? `−${formatMoney(summary.coupon.amount)}${summary.coupon.shipping ? ' on shipping' : ''}`
      : summary.coupon.shipping
        ? 'free shipping once you choose it'
        : 'no discount on these items yet'
    : '';
  return (
    <aside className={`card ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal ({itemCount(cart.lineItems.totalQuantity)})</dt>
          <dd>{formatMoney(summary.subtotal)}</dd>
        </div>
        {summary.discounts && (
          <div className={styles.discount}>
            <dt>Discounts</dt>
            <dd>−{formatMoney(summary.discounts)}</dd>
          </div>
        )}
        {summary.coupon && summary.coupon.amount.value > 0 && (
          <div className={styles.discount}>
            <dt>Coupon {summary.coupon.code}</dt>
            <dd>−{formatMoney(summary.coupon.amount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping{summary.shipping ? ` (${summary.shipping.description})` : ''}</dt>
          <dd>
            {summary.shipping
              ? summary.shipping.cost.value
                ? formatMoney(summary.shipping.cost)
                : 'Free'
              : 'Not estimated'}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatMoney(summary.total)}</dd>
        </div>
      </dl>
      <p className="hint">Taxes are calculated at checkout.</p>
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
        Check out
      </a>
      <CatalogLink href={pagePath('search')} className={styles.continue}>
        Continue shopping
      </CatalogLink>
    </aside>
  );
}
