import Link from '@/app/[locale]/_components/link';
import { Notice } from '@/app/[locale]/_components/notice';
import { getOrder as getStoreOrder } from '@/lib/store/management/orders';
import { formatMoney } from '@/lib/shared/format';
import { orWithout } from '@/lib/store/or-without';
import { storeApi } from '@/lib/store/management-client';
import { routePath } from '@/lib/shared/routes';
import styles from './order.module.css';
import { CatalogLink } from '@/app/[locale]/_components/catalog-link';

/**
 * Shown once, on the view the checkout returns the shopper to (the proxy marks it in the
 * session): the order is placed, and what happens next.
 */
export function OrderPlacedNotice({ orderId }: { orderId: number }) {
  return (
    <Notice tone="success" title={`Thank you! Order #${orderId} is placed.`}>
      <p>
        A confirmation is on its way to your inbox. We will e-mail you again when its status
        changes; you can follow it here at any time.
      </p>
      <p>
        <CatalogLink href={routePath('home')}>Continue shopping</CatalogLink>
      </p>
    </Notice>
  );
}

/**
 * The same confirmation for a guest: they have no account to show the order in, so the
 * page says what the store knows of it (from the management API) and offers an account.
 */
export async function GuestOrderPlaced({ orderId }: { orderId: number }) {
  const order = await orWithout(
    'the summary of a guest’s new order',
    () => getStoreOrder(storeApi(), orderId),
    null,
  );
  const email = order?.billing_address?.email;
  const total =
    order?.total_inc_tax && order.currency_code
      ? formatMoney({ value: Number(order.total_inc_tax), currencyCode: order.currency_code })
      : null;
  return (
    <div className={styles.placed}>
      <h1>Thank you! Order #{orderId} is placed.</h1>
      <p>
        A confirmation is on its way to {email ? <strong>{email}</strong> : 'your inbox'}, and we
        will e-mail you again when its status changes.
      </p>
      {order && (
        <dl className={styles.placedFacts}>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={styles.status}>{order.status}</span>
            </dd>
          </div>
          {total && (
            <div>
              <dt>Total</dt>
              <dd>{total}</dd>
            </div>
          )}
        </dl>
      )}
      <p className={styles.placedActions}>
        <CatalogLink href={routePath('home')} className="button">
          Continue shopping
        </CatalogLink>
        <Link href={routePath('create_account')} className="button button-secondary">
          Create an account to follow your orders
        </Link>
      </p>
    </div>
  );
}
