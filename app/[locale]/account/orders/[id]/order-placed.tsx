import Link from '@/app/[locale]/_components/link';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
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
  const t = useTranslations('order');
  return (
    <Notice tone="success" title={t('placedTitle', { id: orderId })}>
      <p>{t('placedText')}</p>
      <p>
        <CatalogLink href={routePath('home')}>{t('continueShopping')}</CatalogLink>
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
  const [t, locale] = await Promise.all([getTranslations('order'), getLocale()]);
  const email = order?.billing_address?.email;
  const total =
    order?.total_inc_tax && order.currency_code
      ? formatMoney(
          { value: Number(order.total_inc_tax), currencyCode: order.currency_code },
          locale,
        )
      : null;
  return (
    <div className={styles.placed}>
      <h1>{t('placedTitle', { id: orderId })}</h1>
      <p>
        {email
          ? t.rich('guestPlacedTo', { email, strong: (chunks) => <strong>{chunks}</strong> })
          : t('guestPlaced')}
      </p>
      {order && (
        <dl className={styles.placedFacts}>
          <div>
            <dt>{t('status')}</dt>
            <dd>
              <span className={styles.status}>{order.status}</span>
            </dd>
          </div>
          {total && (
            <div>
              <dt>{t('total')}</dt>
              <dd>{total}</dd>
            </div>
          )}
        </dl>
      )}
      <p className={styles.placedActions}>
        <CatalogLink href={routePath('home')} className="button">
          {t('continueShopping')}
        </CatalogLink>
        <Link href={routePath('create_account')} className="button button-secondary">
          {t('createAccount')}
        </Link>
      </p>
    </div>
  );
}
