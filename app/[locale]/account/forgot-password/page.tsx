import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import styles from '../account.module.css';
import { RequestResetForm } from './request-form';
import { ResetPasswordForm } from './reset-form';

// The reset link's token is in the URL: keep it out of Referer headers sent to other sites.
// Not 'no-referrer': under it a browser posts the form with `Origin: null`, which the
// cross-origin check (lib/server-actions/) refuses, so the form failed without JavaScript.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('resetPassword'))('title'), referrer: 'same-origin' };
}

/**
 * Two steps on one route (the store links its reset e-mail here): without parameters, ask
 * for a reset e-mail; with the e-mail's `?c=&t=`, choose the new password.
 */
export default function ForgotPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('resetPassword');
  return (
    <div className="container page page-narrow">
      <Suspense fallback={<h1>{t('title')}</h1>}>
        <ResetStep searchParams={searchParams} />
      </Suspense>
      <p className={styles.after}>
        {t('remembered')} <Link href={pagePath('signIn')}>{t('signIn')}</Link>
      </p>
    </div>
  );
}

async function ResetStep({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const customerId = queryValue(query.c);
  const token = queryValue(query.t);
  const t = await getTranslations('resetPassword');
  if (customerId && token) {
    return (
      <>
        <h1>{t('chooseTitle')}</h1>
        <div className="card">
          <ResetPasswordForm customerId={customerId} token={token} />
        </div>
      </>
    );
  }
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className="card">
        <RequestResetForm />
      </div>
    </>
  );
}
