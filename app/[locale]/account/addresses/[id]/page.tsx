import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { accountNoticeOf, accountPageWith } from '@/lib/shared/account-notices';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { getAddressBook } from '@/lib/data/addresses';
import { getCountries } from '@/lib/data/geography';
import { Breadcrumbs } from '@/app/[locale]/_components/breadcrumbs';
import { requireCustomer } from '../../require-customer';
import { PageNoticeView } from '../../page-notice';
import { AddressForm } from '../address-form';
import { inPageLanguage } from '@/lib/i18n/request-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('addresses'))('editTitle'), robots: { index: false } };
}

export default function EditAddressPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: SearchParams;
}) {
  const t = useTranslations('addresses');
  return (
    <div className="container page page-narrow">
      <Breadcrumbs
        trail={[{ label: t('title'), href: pagePath('addresses') }]}
        current={t('editTitle')}
      />
      <h1>{t('editTitle')}</h1>
      <Suspense fallback={null}>
        <FormNotice searchParams={searchParams} />
      </Suspense>
      <div className="card">
        <Suspense fallback={<p aria-busy="true">{t('loadingForm')}</p>}>
          <EditAddress params={params} />
        </Suspense>
      </div>
    </div>
  );
}

async function EditAddress({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const customerId = await requireCustomer(pagePath('address', { id }));
  const [countries, book] = await Promise.all([getCountries(), getAddressBook(customerId)]);
  // Only an address of this customer's own book: anything else is not theirs to edit.
  const address = book.addresses.find((a) => String(a.entityId) === id);
  if (!address)
    redirect(await inPageLanguage(accountPageWith(pagePath('addresses'), 'address-gone')));
  const initial = {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    countryCode: address.countryCode,
    stateOrProvince: address.stateOrProvince ?? '',
    postalCode: address.postalCode ?? '',
    phone: address.phone ?? '',
  };
  return (
    <AddressForm
      countries={countries}
      initial={initial}
      addressId={address.entityId}
      isDefault={address.entityId === book.defaultId}
    />
  );
}

/** The outcome of a post without JavaScript (`?notice=`, from the account's table). */
async function FormNotice({ searchParams }: { searchParams: SearchParams }) {
  return <PageNoticeView notice={accountNoticeOf(queryValue((await searchParams).notice))} />;
}
