import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('wishlists'))('title'), robots: { index: false } };
}

export default function WishlistsPage({ searchParams }: { searchParams: SearchParams }) {
  const t = useTranslations('wishlists');
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <AccountNav current="wishlists" />
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <Wishlists searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Wishlists({ searchParams }: { searchParams: SearchParams }) {
  const customerId = await requireCustomer(pagePath('wishlists'));
  const [lists, query, t] = await Promise.all([
    getWishlists(customerId),
    searchParams,
    getTranslations('wishlists'),
  ]);
  return (
    <>
      <PageNoticeView notice={accountNoticeOf(queryValue(query.notice))} />
      <div className={styles.layout}>
        <section aria-label={t('lists')}>
          {lists.length === 0 ? (
            <EmptyState title={t('none')}>
              <p>{t('noneHint')}</p>
              <CatalogLink href={pagePath('search')} className="button">
                {t('browse')}
              </CatalogLink>
            </EmptyState>
          ) : (
            <ul className={styles.lists}>
              {lists.map((list) => (
                <li key={list.entityId} className={styles.list}>
                  <h2>
                    <Link href={pagePath('wishlist', { id: list.entityId })}>{list.name}</Link>
                  </h2>
                  <p className={styles.meta}>{list.isPublic ? t('shared') : t('private')}</p>
                  <p className={styles.meta}>
                    {t('itemCount', { count: list.items.edges?.length ?? 0 })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card" aria-labelledby="new-list-title">
          <h2 id="new-list-title">{t('newList')}</h2>
          <CreateWishlistForm />
        </section>
      </div>
    </>
  );
}
