import type { Metadata } from 'next';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { UnsubscribeForm } from './unsubscribe-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('unsubscribe'))('title'), robots: { index: false } };
}

/** Where the store's e-mails link to (`?email=`): one confirmation click, no sign-in needed. */
export default function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('unsubscribe');
  return (
    <div className="container page page-narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className="card">
        <Suspense fallback={<UnsubscribeForm email="" />}>
          <PrefilledForm searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  );
}

async function PrefilledForm({ searchParams }: { searchParams: SearchParams }) {
  const email = (queryValue((await searchParams).email) ?? '').trim().slice(0, 254);
  return <UnsubscribeForm email={email} />;
}
