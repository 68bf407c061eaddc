import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { Suspense } from 'react';
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

export const metadata: Metadata = { title: 'Your account' };

export default function AccountPage() {
  return (
    <div className="container page">
      <Suspense
        fallback={
          <>
            <h1>Your account</h1>
            <p aria-busy="true">Loading your account…</p>
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
  const [customer, orders] = await Promise.all([getCustomer(customerId), getOrders(customerId)]);
  return (
    <>
      <div className={`page-header ${styles.headerRow}`}>
        <h1>{customer ? `Hello, ${customer.firstName}` : 'Your account'}</h1>
        <SignOutForm />
      </div>
      <AccountNav current="account" />
      <div className={styles.grid}>
        <section className="card" aria-labelledby="details-title">
          <h2 id="details-title">Your details</h2>
          {customer ? (
            <dl className={styles.details}>
              <div>
                <dt>Name</dt>
                <dd>
                  {customer.firstName} {customer.lastName}
                </dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>{customer.email}</dd>
              </div>
              {customer.phone && (
                <div>
                  <dt>Phone</dt>
                  <dd>{customer.phone}</dd>
                </div>
              )}
              {customer.company && (
                <div>
                  <dt>Company</dt>
                  <dd>{customer.company}</dd>
                </div>
              )}
            </dl>
          ) : (
            <p className="muted">We could not load your details.</p>
          )}
          <p className={styles.cardFooter}>
            <Link href={pagePath('accountSettings')}>Change your details or password</Link>
          </p>
        </section>
        <section aria-labelledby="orders-title">
          <h2 id="orders-title">Your orders</h2>
          {orders.length === 0 ? (
            <EmptyState title="You have not placed any orders yet.">
              <CatalogLink href={pagePath('search')} className="button">
                Start shopping
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
                      <Link href={orderHref(order.entityId)}>Order #{order.entityId}</Link>
                    </h3>
                    <p className={styles.orderTotal}>{formatMoney(order.totalIncTax)}</p>
                    <p className={`${styles.orderMeta} ${styles.placed}`}>
                      Placed {formatDate(order.orderedAt.utc)}
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
