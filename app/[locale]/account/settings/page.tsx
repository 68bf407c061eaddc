import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { accountNoticeOf } from '@/lib/shared/account-notices';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { getPasswordRules } from '@/lib/data/account';
import { getCustomer } from '@/lib/data/customer';
import { getsNewsletter } from '@/lib/flows/newsletter';
import { orWithout } from '@/lib/store/or-without';
import { AccountNav } from '../account-nav';
import { PageNoticeView } from '../page-notice';
import { requireCustomer } from '../require-customer';
import { DetailsForm, NewsletterForm, PasswordForm } from './settings-forms';
import styles from '../account.module.css';
import { inPageLanguage } from '@/lib/i18n/request-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('title'), robots: { index: false } };
}

export default function AccountSettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('settings');
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <AccountNav current="accountSettings" />
      <Suspense fallback={null}>
        <SettingsNotice searchParams={searchParams} />
      </Suspense>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <Settings />
      </Suspense>
    </div>
  );
}

async function Settings() {
  const customerId = await requireCustomer(pagePath('accountSettings'));
  const customer = await getCustomer(customerId);
  if (!customer) redirect(await inPageLanguage(pagePath('signIn')));
  const [rules, subscribed] = await Promise.all([
    orWithout('the password rules', getPasswordRules, null),
    orWithout('the newsletter choice', () => getsNewsletter(customer.email), null),
  ]);
  const t = await getTranslations('settings');
  return (
    <div className={styles.sections}>
      <section className="card" aria-labelledby="details-title">
        <h2 id="details-title">{t('details')}</h2>
        <DetailsForm
          initial={{
            firstName: customer.firstName,
            lastName: customer.lastName,
            email: customer.email,
            phone: customer.phone,
          }}
        />
      </section>
      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title">{t('password')}</h2>
        <PasswordForm rules={rules} />
      </section>
      <section className="card" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{t('newsletter')}</h2>
        <NewsletterForm subscribed={subscribed} />
      </section>
    </div>
  );
}

/** The outcome of a post without JavaScript (`?notice=`, from the account's table). */
async function SettingsNotice({ searchParams }: { searchParams: SearchParams }) {
  return <PageNoticeView notice={accountNoticeOf(queryValue((await searchParams).notice))} />;
}
