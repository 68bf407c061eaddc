import type { Metadata } from 'next';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { accountNoticeOf } from '@/lib/shared/account-notices';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { getAddressBook } from '@/lib/data/addresses';
import { getCountries } from '@/lib/data/geography';
import { Breadcrumbs } from '@/app/[locale]/_components/breadcrumbs';
import { requireCustomer } from '../../require-customer';
import { PageNoticeView } from '../../page-notice';
import { AddressForm } from '../address-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('addresses'))('newTitle'), robots: { index: false } };
}

export default function NewAddressPage({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('addresses');
  return (
    <div className="container page page-narrow">
      <Breadcrumbs
        trail={[{ label: t('title'), href: pagePath('addresses') }]}
        current={t('newTitle')}
      />
      <h1>{t('newTitle')}</h1>
      <Suspense fallback={null}>
        <FormNotice searchParams={searchParams} />
      </Suspense>
      <div className="card">
        <Suspense fallback={<p aria-busy="true">{t('loadingForm')}</p>}>
          <NewAddress />
        </Suspense>
      </div>
    </div>
  );
}

async function NewAddress() {
  const customerId = await requireCustomer(pagePath('newAddress'));
  const [countries, book] = await Promise.all([getCountries(), getAddressBook(customerId)]);
  // The first address is the default anyway: no need to ask.
  return (
    <AddressForm
      countries={countries}
      initial={{ countryCode: 'US' }}
      addressId={null}
      isDefault={book.addresses.length === 0}
    />
  );
}

/** The outcome of a post without JavaScript (`?notice=`, from the account's table). */
async function FormNotice({ searchParams }: { searchParams: SearchParams }) {
  return <PageNoticeView notice={accountNoticeOf(queryValue((await searchParams).notice))} />;
}
