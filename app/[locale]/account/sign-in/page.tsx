import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { redirect } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('signIn'))('title') };
}

export default function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('signIn');
  return (
    <div className="container page page-narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
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
  const t = await getTranslations('signIn');
  return (
    <>
      <PageNoticeView notice={accountNoticeOf(queryValue(query.notice))} />
      {save !== null && (
        <Notice tone="info" title={t('saveTitle')}>
          <p>{t('saveText')}</p>
        </Notice>
      )}
      <div className="card">
        <SignInForm next={next} save={save} />
        <p className={styles.cardFooter}>
          <Link href={routePath('forgot_password')}>{t('forgot')}</Link>
        </p>
      </div>
      <p className={styles.after}>
        {t('newHere')}{' '}
        <Link href={withQuery(routePath('create_account'), { next, save })}>
          {t('createAccount')}
        </Link>
      </p>
    </>
  );
}
