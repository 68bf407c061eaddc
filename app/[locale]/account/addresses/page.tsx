import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { Suspense } from 'react';
import { accountNoticeOf } from '@/lib/shared/account-notices';
import { findCountry } from '@/lib/shared/countries';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { type SavedAddress, getAddressBook } from '@/lib/data/addresses';
import { getCountries } from '@/lib/data/geography';
import { EmptyState } from '../../_components/empty-state';
import { AccountNav } from '../account-nav';
import { PageNoticeView } from '../page-notice';
import { requireCustomer } from '../require-customer';
import { deleteAddressAction, setDefaultAddressAction } from './actions';
import styles from '../account.module.css';

export const metadata: Metadata = { title: 'Your addresses', robots: { index: false } };

export default function AddressesPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="container page">
      <h1>Your addresses</h1>
      <AccountNav current="addresses" />
      <Suspense fallback={<p aria-busy="true">Loading your addresses…</p>}>
        <AddressBook searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function AddressBook({ searchParams }: { searchParams: SearchParams }) {
  const customerId = await requireCustomer(pagePath('addresses'));
  const [book, countries, query] = await Promise.all([
    getAddressBook(customerId),
    getCountries(),
    searchParams,
  ]);
  const countryName = (code: string) => findCountry(countries, code)?.name ?? code;
  return (
    <>
      <PageNoticeView notice={accountNoticeOf(queryValue(query.notice))} />
      <p>
        <Link href={pagePath('newAddress')} className="button">
          Add an address
        </Link>
      </p>
      {book.addresses.length === 0 ? (
        <EmptyState title="Your address book is empty.">
          <p>Save an address and checkout fills it in for you.</p>
        </EmptyState>
      ) : (
        <ul className={styles.cards} aria-label="Saved addresses">
          {book.addresses.map((address) => (
            <li key={address.entityId} className={`card ${styles.addressCard}`}>
              <AddressLines address={address} countryName={countryName(address.countryCode)} />
              <div className={styles.actions}>
                {address.entityId === book.defaultId && (
                  <span className={styles.badge}>Default</span>
                )}
                <Link href={pagePath('address', { id: address.entityId })}>
                  Edit<span className="visually-hidden"> {address.address1}</span>
                </Link>
                {address.entityId !== book.defaultId && (
                  <form action={setDefaultAddressAction}>
                    <input type="hidden" name="addressId" value={address.entityId} />
                    <button type="submit" className="link-button">
                      Make default<span className="visually-hidden"> ({address.address1})</span>
                    </button>
                  </form>
                )}
                <form action={deleteAddressAction}>
                  <input type="hidden" name="addressId" value={address.entityId} />
                  <button type="submit" className="link-button">
                    Delete<span className="visually-hidden"> {address.address1}</span>
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AddressLines({ address, countryName }: { address: SavedAddress; countryName: string }) {
  return (
    <address>
      <strong>
        {address.firstName} {address.lastName}
      </strong>
      {address.company && <br />}
      {address.company}
      <br />
      {address.address1}
      {address.address2 && (
        <>
          <br />
          {address.address2}
        </>
      )}
      <br />
      {address.city}
      {address.stateOrProvince ? `, ${address.stateOrProvince}` : ''} {address.postalCode}
      <br />
      {countryName}
      {address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}
