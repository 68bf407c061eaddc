import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { RETURN_REASONS, getOrder } from '@/lib/data/orders';
import { orderIdOf } from '@/lib/shared/order-id';
import { orderHref } from '@/lib/shared/links';
import { pagePath, routePath } from '@/lib/shared/routes';
import { Breadcrumbs } from '@/app/[locale]/_components/breadcrumbs';
import { EmptyState } from '@/app/[locale]/_components/empty-state';
import { requireCustomer } from '@/app/[locale]/account/require-customer';
import { returnableItems } from '../order-lines';
import { ReturnForm } from './return-form';

type Params = Promise<{ id: string }>;

export const metadata: Metadata = { title: 'Start a return' };

export default function NewReturnPage({ params }: { params: Params }) {
  return (
    <div className="container page page-medium">
      <Suspense fallback={<p aria-busy="true">Loading your order…</p>}>
        <NewReturn params={params} />
      </Suspense>
    </div>
  );
}

async function NewReturn({ params }: { params: Params }) {
  const orderId = orderIdOf((await params).id);
  if (!orderId) notFound();
  const customerId = await requireCustomer(routePath('account_new_return', { id: orderId }));
  const order = await getOrder(orderId, customerId);
  if (!order) notFound();

  const items = returnableItems(order);
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Your account', href: pagePath('account') },
          { label: `Order #${orderId}`, href: orderHref(orderId) },
        ]}
        current="Start a return"
      />
      <h1>Start a return</h1>
      <p className="lead">
        Order #{orderId}. Tell us what you are sending back and why; we will e-mail you the next
        steps.
      </p>
      {items.some((item) => item.returnable > 0) ? (
        <div className="card">
          <ReturnForm orderId={orderId} items={items} reasons={RETURN_REASONS} />
        </div>
      ) : (
        <EmptyState title="Every item of this order has already been returned or requested.">
          <Link href={orderHref(orderId)}>Back to the order</Link>
        </EmptyState>
      )}
    </>
  );
}
