import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { readSession } from '@/lib/flows/session';
import { queryValue, safeNextPath, type SearchParams, withQuery } from '@/lib/shared/links';
import { pagePath, routePath } from '@/lib/shared/routes';
import { productToSave } from '@/lib/shared/save-for-later';
import { accountNoticeOf } from '@/lib/shared/account-notices';
import { Notice } from '../../_components/notice';
import { PageNoticeView } from '../page-notice';
import styles from '../account.module.css';
import { SignInForm } from './sign-in-form';
import { inPageLanguage } from '@/lib/i18n/request-language';

export const metadata: Metadata = { title: 'Sign in' };

export default function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="container page page-narrow">
      <h1>Sign in</h1>
      <p className="lead">
        Sign in to see your orders and check out faster. Your cart comes with you.
      </p>
      <Suspense fallback={<div className="card" aria-busy="true" />}>
        <SignInPanel searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function SignInPanel({ searchParams }: { searchParams: SearchParams }) {
  const [query, { customerId }] = await Promise.all([searchParams, readSession()]);
  const next = safeNextPath(queryValue(query.next));
  const save = productToSave(queryValue(query.save));
  // Already signed in: nothing to do here.
  if (customerId) redirect(await inPageLanguage(next ?? pagePath('account')));
  return (
    <>
      <PageNoticeView notice={accountNoticeOf(queryValue(query.notice))} />
      {save !== null && (
        <Notice tone="info" title="Sign in to save this for later">
          <p>
            Your wishlists are kept in your account. Once you are signed in, the item is saved and
            you are back where you were.
          </p>
        </Notice>
      )}
      <div className="card">
        <SignInForm next={next} save={save} />
        <p className={styles.cardFooter}>
          <Link href={routePath('forgot_password')}>Forgot your password?</Link>
        </p>
      </div>
      <p className={styles.after}>
        New here?{' '}
        <Link href={withQuery(routePath('create_account'), { next, save })}>Create an account</Link>
      </p>
    </>
  );
}
