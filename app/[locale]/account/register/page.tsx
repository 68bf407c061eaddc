import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { redirect } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { readSession } from '@/lib/flows/session';
import { queryValue, safeNextPath, type SearchParams, signInHref } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { productToSave, saveForLaterHref } from '@/lib/shared/save-for-later';
import styles from '../account.module.css';
import { RegisterForm } from './register-form';
import { inPageLanguage } from '@/lib/i18n/request-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('register'))('title') };
}

export default function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('register');
  return (
    <div className="container page page-narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
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
  const t = await getTranslations('register');
  return (
    <>
      <div className="card">
        <RegisterForm next={next} save={save} />
      </div>
      <p className={styles.after}>
        {t('haveAccount')}{' '}
        <Link
          href={
            save === null
              ? signInHref(next ?? undefined)
              : saveForLaterHref(next ?? pagePath('account'), save)
          }
        >
          {t('signIn')}
        </Link>
      </p>
    </>
  );
}
