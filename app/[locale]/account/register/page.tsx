import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { readSession } from '@/lib/flows/session';
import { queryValue, safeNextPath, type SearchParams, signInHref } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { productToSave, saveForLaterHref } from '@/lib/shared/save-for-later';
import styles from '../account.module.css';
import { RegisterForm } from './register-form';
import { inPageLanguage } from '@/lib/i18n/request-language';

export const metadata: Metadata = { title: 'Create an account' };

export default function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="container page page-narrow">
      <h1>Create an account</h1>
      <p className="lead">Track your orders, start returns and check out faster.</p>
      <Suspense fallback={<div className="card" aria-busy="true" />}>
        <RegisterPanel searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function RegisterPanel({ searchParams }: { searchParams: SearchParams }) {
  const [query, { customerId }] = await Promise.all([searchParams, readSession()]);
  const next = safeNextPath(queryValue(query.next));
  const save = productToSave(queryValue(query.save));
  if (customerId) redirect(await inPageLanguage(next ?? pagePath('account')));
  return (
    <>
      <div className="card">
        <RegisterForm next={next} save={save} />
      </div>
      <p className={styles.after}>
        Already have an account?{' '}
        <Link
          href={
            save === null
              ? signInHref(next ?? undefined)
              : saveForLaterHref(next ?? pagePath('account'), save)
          }
        >
          Sign in
        </Link>
      </p>
    </>
  );
}
