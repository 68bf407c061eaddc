import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('addresses'))('title'), robots: { index: false } };
}

export default function AddressesPage({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('addresses');
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <AccountNav current="addresses" />
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <AddressBook searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function AddressBook({ searchParams }: { searchParams: SearchParams }) {
  const customerId = await requireCustomer(pagePath('addresses'));
  const [book, countries, query, t] = await Promise.all([
    getAddressBook(customerId),
    getCountries(),
    searchParams,
    getTranslations('addresses'),
  ]);
  const countryName = (code: string) => findCountry(countries, code)?.name ?? code;
  return (
    <>
      <PageNoticeView notice={accountNoticeOf(queryValue(query.notice))} />
      <p>
        <Link href={pagePath('newAddress')} className="button">
          {t('newTitle')}
        </Link>
      </p>
      {book.addresses.length === 0 ? (
        <EmptyState title={t('empty')}>
          <p>{t('emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul className={styles.cards} aria-label={t('saved')}>
          {book.addresses.map((address) => (
            <li key={address.entityId} className={`card ${styles.addressCard}`}>
              <AddressLines address={address} countryName={countryName(address.countryCode)} />
              <div className={styles.actions}>
                {address.entityId === book.defaultId && (
                  <span className={styles.badge}>{t('default')}</span>
                )}
                <Link href={pagePath('address', { id: address.entityId })}>
                  {t('edit')}
                  <span className="visually-hidden"> {address.address1}</span>
                </Link>
                {address.entityId !== book.defaultId && (
                  <form action={setDefaultAddressAction}>
                    <input type="hidden" name="addressId" value={address.entityId} />
                    <button type="submit" className="link-button">
                      {t('makeDefaultButton')}
                      <span className="visually-hidden"> ({address.address1})</span>
                    </button>
                  </form>
                )}
                <form action={deleteAddressAction}>
                  <input type="hidden" name="addressId" value={address.entityId} />
                  <button type="submit" className="link-button">
                    {t('delete')}
                    <span className="visually-hidden"> {address.address1}</span>
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
