import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { Suspense } from 'react';
import { accountNoticeOf } from '@/lib/shared/account-notices';
import { queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { getWishlists } from '@/lib/data/wishlists';
import { EmptyState } from '../../_components/empty-state';
import { AccountNav } from '../account-nav';
import { PageNoticeView } from '../page-notice';
import { requireCustomer } from '../require-customer';
import { CreateWishlistForm } from './wishlist-forms';
import styles from './wishlists.module.css';
import { CatalogLink } from '@/app/[locale]/_components/catalog-link';

export const metadata: Metadata = { title: 'Your wishlists', robots: { index: false } };

export default function WishlistsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="container page">
      <h1>Your wishlists</h1>
      <AccountNav current="wishlists" />
      <Suspense fallback={<p aria-busy="true">Loading your wishlists…</p>}>
        <Wishlists searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

async function Wishlists({ searchParams }: { searchParams: SearchParams }) {
  const customerId = await requireCustomer(pagePath('wishlists'));
  const [lists, query] = await Promise.all([getWishlists(customerId), searchParams]);
  return (
    <>
      <PageNoticeView notice={accountNoticeOf(queryValue(query.notice))} />
      <div className={styles.layout}>
        <section aria-label="Lists">
          {lists.length === 0 ? (
            <EmptyState title="You have no wishlists yet.">
              <p>Press “Save for later” on any product, or create a list here.</p>
              <CatalogLink href={pagePath('search')} className="button">
                Browse products
              </CatalogLink>
            </EmptyState>
          ) : (
            <ul className={styles.lists}>
              {lists.map((list) => (
                <li key={list.entityId} className={styles.list}>
                  <h2>
                    <Link href={pagePath('wishlist', { id: list.entityId })}>{list.name}</Link>
                  </h2>
                  <p className={styles.meta}>{list.isPublic ? 'Shared' : 'Private'}</p>
                  <p className={styles.meta}>{itemCount(list.items.edges?.length ?? 0)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card" aria-labelledby="new-list-title">
          <h2 id="new-list-title">New list</h2>
          <CreateWishlistForm />
        </section>
      </div>
    </>
  );
}
