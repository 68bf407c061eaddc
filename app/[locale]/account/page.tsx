import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { getCustomer } from '@/lib/data/customer';
import { getOrders } from '@/lib/data/orders';
import { formatDate, formatMoney } from '@/lib/shared/format';
import { orderHref } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { EmptyState } from '../_components/empty-state';
import { SignOutForm } from '../_components/sign-out-form';
import { AccountNav } from './account-nav';
import styles from './account.module.css';
import { requireCustomer } from './require-customer';
import { CatalogLink } from '@/app/[locale]/_components/catalog-link';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('title') };
}

export default function AccountPage() {
  const t = useTranslations('account');
  return (
    <div className="container page">
      <Suspense
        fallback={
          <>
            <h1>{t('title')}</h1>
            <p aria-busy="true">{t('loading')}</p>
          </>
        }
      >
        <AccountOverview />
      </Suspense>
    </div>
  );
}

async function AccountOverview() {
  const customerId = await requireCustomer(pagePath('account'));
  const [customer, orders, t, locale] = await Promise.all([
    getCustomer(customerId),
    getOrders(customerId),
    getTranslations('account'),
    getLocale(),
  ]);
  return (
    <>
      <div className={`page-header ${styles.headerRow}`}>
        <h1>{customer ? t('hello', { firstName: customer.firstName }) : t('title')}</h1>
        <SignOutForm />
      </div>
      <AccountNav current="account" />
      <div className={styles.grid}>
        <section className="card" aria-labelledby="details-title">
          <h2 id="details-title">{t('details')}</h2>
          {customer ? (
            <dl className={styles.details}>
              <div>
                <dt>{t('name')}</dt>
                <dd>
                  {customer.firstName} {customer.lastName}
                </dd>
              </div>
              <div>
                <dt>{t('email')}</dt>
                <dd>{customer.email}</dd>
              </div>
              {customer.phone && (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>{customer.phone}</dd>
                </div>
              )}
              {customer.company && (
                <div>
                  <dt>{t('company')}</dt>
                  <dd>{customer.company}</dd>
                </div>
              )}
            </dl>
          ) : (
            <p className="muted">{t('detailsUnavailable')}</p>
          )}
          <p className={styles.cardFooter}>
            <Link href={pagePath('accountSettings')}>{t('changeDetails')}</Link>
          </p>
        </section>
        <section aria-labelledby="orders-title">
          <h2 id="orders-title">{t('orders')}</h2>
          {orders.length === 0 ? (
            <EmptyState title={t('noOrders')}>
              <CatalogLink href={pagePath('search')} className="button">
                {t('startShopping')}
              </CatalogLink>
            </EmptyState>
          ) : (
            <ul className={styles.orders}>
              {orders.map((order) => {
                const items =
                  order.consignments?.shipping?.edges?.[0]?.node.lineItems.edges?.map(
                    (edge) => edge.node,
                  ) ?? [];
                return (
                  <li key={order.entityId} className={styles.order}>
                    <h3 className={styles.orderTitle}>
                      <Link href={orderHref(order.entityId)}>
                        {t('orderNumber', { id: order.entityId })}
                      </Link>
                    </h3>
                    <p className={styles.orderTotal}>{formatMoney(order.totalIncTax, locale)}</p>
                    <p className={`${styles.orderMeta} ${styles.placed}`}>
                      {t('placed', { date: formatDate(order.orderedAt.utc, locale) })}
                      <span className={styles.status}>{order.status.label}</span>
                    </p>
                    {items.length > 0 && (
                      <p className={styles.orderMeta}>
                        {items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
