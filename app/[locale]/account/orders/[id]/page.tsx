import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { getOrder } from '@/lib/data/orders';
import { orderIdOf } from '@/lib/shared/order-id';
import { formatDate, formatMoney } from '@/lib/shared/format';
import { orderHref, queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath, routePath } from '@/lib/shared/routes';
import { Breadcrumbs } from '@/app/[locale]/_components/breadcrumbs';
import { Notice } from '@/app/[locale]/_components/notice';
import { StoreImage } from '@/app/[locale]/_components/store-image';
import { ConsentGatedScripts } from '@/app/[locale]/_components/consent/consent-manager';
import { StoreScripts, gatedScriptOf } from '@/app/[locale]/_components/store-scripts';
import { getPrivacySettings } from '@/lib/data/privacy';
import { ORDER_CONFIRMATION, consentSplit, getScripts } from '@/lib/data/scripts';
import { readSession } from '@/lib/flows/session';
import { requireCustomer } from '../../require-customer';
import { GuestOrderPlaced, OrderPlacedNotice } from './order-placed';
import { Address } from './address';
import { orderLines, returnableQuantities, shippingAddresses } from './order-lines';
import styles from './order.module.css';

type Params = Promise<{ id: string }>;
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('order'))('title') };
}

export default function OrderPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const t = useTranslations('order');
  return (
    <div className="container page">
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <OrderDetails params={params} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function OrderDetails({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const orderId = orderIdOf(id);
  if (!orderId) notFound();
  const { customerId: signedIn, placedOrderId } = await readSession();
  const justPlaced = placedOrderId === orderId;
  if (!signedIn && justPlaced) return <GuestOrderPlaced orderId={orderId} />;
  const customerId = await requireCustomer(orderHref(orderId));
  // Null for an order of another customer: it does not exist as far as this shopper knows.
  const [order, allConfirmationScripts, privacy, t, locale] = await Promise.all([
    getOrder(orderId, customerId),
    getScripts(ORDER_CONFIRMATION),
    getPrivacySettings(),
    getTranslations('order'),
    getLocale(),
  ]);
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  const { always: confirmationScripts, gated } = consentSplit(
    allConfirmationScripts,
    privacy.cookieConsentEnabled,
  );
  if (!order) notFound();

  const lines = orderLines(order);
  const canReturn = [...returnableQuantities(order).values()].some((quantity) => quantity > 0);
  const discount = order.discounts.nonCouponDiscountTotal;
  return (
    <>
      <Breadcrumbs
        trail={[{ label: t('yourAccount'), href: pagePath('account') }]}
        current={t('orderNumber', { id: order.entityId })}
      />
      {justPlaced && <OrderPlacedNotice orderId={order.entityId} />}
      {queryValue(query.notice) === 'return-started' && (
        <Notice tone="success" title={t('returnSentTitle')}>
          <p>{t('returnSentText')}</p>
        </Notice>
      )}
      <header className={`page-header ${styles.header}`}>
        <div>
          <h1>{t('orderNumber', { id: order.entityId })}</h1>
          {/* Date and status side by side, the status under the date when there is no room. */}
          <p className={`muted ${styles.placed}`}>
            {t('placedOn', { date: formatDate(order.orderedAt.utc, locale) })}
            <span className={styles.status}>{order.status.label}</span>
          </p>
        </div>
        {canReturn && (
          <Link
            href={routePath('account_new_return', { id: order.entityId })}
            className="button button-secondary"
          >
            {t('startReturn')}
          </Link>
        )}
      </header>

      <div className={styles.layout}>
        <section aria-labelledby="items-title">
          <h2 id="items-title">{t('items')}</h2>
          <ul className={styles.items}>
            {lines.map((line) => (
              <li key={line.entityId} className={styles.item}>
                {line.image ? (
                  <StoreImage
                    src={line.image.url}
                    alt=""
                    width={72}
                    height={72}
                    className={styles.itemImage}
                  />
                ) : (
                  <div className={styles.itemImage} aria-hidden="true" />
                )}
                <div>
                  <p className={styles.itemName}>{line.name}</p>
                  {line.productOptions.length > 0 && (
                    <p className={styles.itemMeta}>
                      {line.productOptions
                        .map((option) => `${option.name}: ${option.value}`)
                        .join(' · ')}
                    </p>
                  )}
                  <p className={styles.itemMeta}>
                    {t('quantity', { quantity: line.quantity })}
                    {line.refundedQuantity > 0 &&
                      ` · ${t('refunded', { count: line.refundedQuantity })}`}
                  </p>
                </div>
                <p className={styles.itemPrice}>{money(line.subTotalSalePrice)}</p>
              </li>
            ))}
          </ul>

          {order.returns.length > 0 && (
            <section aria-labelledby="returns-title" className={styles.returns}>
              <h2 id="returns-title">{t('returns')}</h2>
              <ul className={styles.returnList}>
                {order.returns.map((request) => (
                  <li key={request.id} className="card">
                    <p className={styles.returnTitle}>
                      {t('returnRequestedOn', { date: formatDate(request.requestedAt, locale) })} ·{' '}
                      <span className={styles.status}>{t('requested')}</span>
                    </p>
                    <p>
                      <strong>{t('reason')}</strong> {request.reason}
                    </p>
                    <ul>
                      {request.items.map((item) => (
                        <li key={item.lineItemId}>
                          {item.quantity} × {item.name}
                        </li>
                      ))}
                    </ul>
                    {request.comments && <p className="muted">“{request.comments}”</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </section>

        <aside className={styles.aside}>
          <section className="card" aria-labelledby="totals-title">
            <h2 id="totals-title">{t('summary')}</h2>
            <dl className={styles.totals}>
              <div>
                <dt>{t('subtotal')}</dt>
                <dd>{money(order.subTotal)}</dd>
              </div>
              {order.discounts.couponDiscounts.map((coupon) => (
                <div key={coupon.couponCode}>
                  <dt>{t('coupon', { code: coupon.couponCode })}</dt>
                  <dd>−{money(coupon.discountedAmount)}</dd>
                </div>
              ))}
              {discount.value > 0 && (
                <div>
                  <dt>{t('discounts')}</dt>
                  <dd>−{money(discount)}</dd>
                </div>
              )}
              <div>
                <dt>{t('shipping')}</dt>
                <dd>{money(order.shippingCostTotal)}</dd>
              </div>
              <div>
                <dt>{t('tax')}</dt>
                <dd>{money(order.taxTotal)}</dd>
              </div>
              <div className={styles.grandTotal}>
                <dt>{t('total')}</dt>
                <dd>{money(order.totalIncTax)}</dd>
              </div>
            </dl>
          </section>
          {shippingAddresses(order).map((address, i) => (
            <section key={i} className="card" aria-label={t('shippingAddress')}>
              <h2>{t('shippingTo')}</h2>
              <Address address={address} />
            </section>
          ))}
          <section className="card" aria-labelledby="billing-title">
            <h2 id="billing-title">{t('billingAddress')}</h2>
            <Address address={order.billingAddress} />
          </section>
          {order.customerMessage && (
            <section className="card" aria-labelledby="message-title">
              <h2 id="message-title">{t('yourNote')}</h2>
              <p>{order.customerMessage}</p>
            </section>
          )}
        </aside>
      </div>
      {/*
        The store's checkout sends the shopper here after the order, so this is the order
        confirmation page: the channel's order_confirmation scripts (conversion tracking)
        run here, only for the order's own shopper. Both locations go at the end: a page
        below the shared layout has no <head> of its own.
      */}
      <StoreScripts scripts={confirmationScripts} location="head" />
      <StoreScripts scripts={confirmationScripts} location="footer" />
      <ConsentGatedScripts scripts={gated.flatMap((script) => gatedScriptOf(script) ?? [])} />
    </>
  );
}
