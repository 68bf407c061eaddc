import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { Suspense } from 'react';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import styles from '../account.module.css';
import { RequestResetForm } from './request-form';
import { ResetPasswordForm } from './reset-form';

// The reset link's token is in the URL: keep it out of Referer headers sent to other sites.
// Not 'no-referrer': under it a browser posts the form with `Origin: null`, which the
// cross-origin check (lib/server-actions/) refuses, so the form failed without JavaScript.
export const metadata: Metadata = { title: 'Reset your password', referrer: 'same-origin' };

/**
 * Two steps on one route (the store links its reset e-mail here): without parameters, ask
 * for a reset e-mail; with the e-mail's `?c=&t=`, choose the new password.
 */
export default function ForgotPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="container page page-narrow">
      <Suspense fallback={<h1>Reset your password</h1>}>
        <ResetStep searchParams={searchParams} />
      </Suspense>
      <p className={styles.after}>
        Remembered it? <Link href={pagePath('signIn')}>Sign in</Link>
      </p>
    </div>
  );
}

async function ResetStep({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const customerId = queryValue(query.c);
  const token = queryValue(query.t);
  if (customerId && token) {
    return (
      <>
        <h1>Choose a new password</h1>
        <div className="card">
          <ResetPasswordForm customerId={customerId} token={token} />
        </div>
      </>
    );
  }
  return (
    <>
      <h1>Reset your password</h1>
      <p className="lead">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <div className="card">
        <RequestResetForm />
      </div>
    </>
  );
}
