import type { Metadata } from 'next';
import { Suspense } from 'react';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { UnsubscribeForm } from './unsubscribe-form';

export const metadata: Metadata = {
  title: 'Unsubscribe from the newsletter',
  robots: { index: false },
};

/** Where the store's e-mails link to (`?email=`): one confirmation click, no sign-in needed. */
export default function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="container page page-narrow">
      <h1>Unsubscribe from the newsletter</h1>
      <p className="lead">Confirm the address that should stop receiving our newsletter.</p>
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
