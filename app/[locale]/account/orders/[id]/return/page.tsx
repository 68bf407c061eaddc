import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('returns'))('title') };
}

export default function NewReturnPage({ params }: { params: Params }) {
  const t = useTranslations('order');
  return (
    <div className="container page page-medium">
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
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
  const [t, orderWords] = await Promise.all([getTranslations('returns'), getTranslations('order')]);
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: orderWords('yourAccount'), href: pagePath('account') },
          { label: orderWords('orderNumber', { id: orderId }), href: orderHref(orderId) },
        ]}
        current={t('title')}
      />
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead', { id: orderId })}</p>
      {items.some((item) => item.returnable > 0) ? (
        <div className="card">
          <ReturnForm orderId={orderId} items={items} reasons={RETURN_REASONS} />
        </div>
      ) : (
        <EmptyState title={t('nothingLeft')}>
          <Link href={orderHref(orderId)}>{t('backToOrder')}</Link>
        </EmptyState>
      )}
    </>
  );
}
