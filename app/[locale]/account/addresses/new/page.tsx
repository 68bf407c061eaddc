import type { Metadata } from 'next';
import { Suspense } from 'react';
import { accountNoticeOf } from '@/lib/shared/account-notices';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { getAddressBook } from '@/lib/data/addresses';
import { getCountries } from '@/lib/data/geography';
import { Breadcrumbs } from '@/app/[locale]/_components/breadcrumbs';
import { requireCustomer } from '../../require-customer';
import { PageNoticeView } from '../../page-notice';
import { AddressForm } from '../address-form';

export const metadata: Metadata = { title: 'Add an address', robots: { index: false } };

export default function NewAddressPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="container page page-narrow">
      <Breadcrumbs
        trail={[{ label: 'Your addresses', href: pagePath('addresses') }]}
        current="Add an address"
      />
      <h1>Add an address</h1>
      <Suspense fallback={null}>
        <FormNotice searchParams={searchParams} />
      </Suspense>
      <div className="card">
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
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
