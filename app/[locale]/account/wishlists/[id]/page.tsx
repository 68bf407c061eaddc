import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { accountNoticeOf, accountPageWith } from '@/lib/shared/account-notices';
import { getStorefrontConfig } from '@/lib/store/config';
import { productHref, queryValue, type SearchParams } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { getWishlists } from '@/lib/data/wishlists';
import { Breadcrumbs } from '@/app/[locale]/_components/breadcrumbs';
import { EmptyState } from '@/app/[locale]/_components/empty-state';
import { Price } from '@/app/[locale]/_components/price';
import { StoreImage } from '@/app/[locale]/_components/store-image';
import { PageNoticeView } from '../../page-notice';
import { requireCustomer } from '../../require-customer';
import { deleteWishlistAction } from '../actions';
import { ItemActions, RenameWishlistForm, ShareWishlistForm } from '../wishlist-forms';
import styles from '../wishlists.module.css';
import { CatalogLink } from '@/app/[locale]/_components/catalog-link';
import { inPageLanguage } from '@/lib/i18n/request-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('wishlists'))('wishlist'), robots: { index: false } };
}

type Params = Promise<{ id: string }>;

export default function WishlistPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const t = useTranslations('wishlists');
  return (
    <div className="container page">
      <Breadcrumbs
        trail={[{ label: t('title'), href: pagePath('wishlists') }]}
        current={t('wishlist')}
      />
      <Suspense fallback={<p aria-busy="true">{t('loadingList')}</p>}>
        <Wishlist params={params} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Wishlist({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { id } = await params;
  const customerId = await requireCustomer(pagePath('wishlist', { id }));
  const [lists, query, t] = await Promise.all([
    getWishlists(customerId),
    searchParams,
    getTranslations('wishlists'),
  ]);
  // Only the customer's own lists: anyone else's is simply not there.
  const list = lists.find((l) => String(l.entityId) === id);
  if (!list)
    redirect(await inPageLanguage(accountPageWith(pagePath('wishlists'), 'wishlist-gone')));
  const items = list.items.edges?.map((edge) => edge.node) ?? [];
  const shareLink = new URL(
    pagePath('sharedWishlist', { token: list.token }),
    getStorefrontConfig().PUBLIC_URL,
  ).toString();
  return (
    <>
      <PageNoticeView notice={accountNoticeOf(queryValue(query.notice))} />
      <h1>{list.name}</h1>
      <div className={styles.layout}>
        <section aria-label={t('items')}>
          {items.length === 0 ? (
            <EmptyState title={t('emptyList')}>
              <p>{t('emptyListHint')}</p>
              <CatalogLink href={pagePath('search')} className="button">
                {t('browse')}
              </CatalogLink>
            </EmptyState>
          ) : (
            <ul className={styles.items}>
              {items.map((item) => {
                const prices = item.product.prices;
                return (
                  <li key={item.entityId} className={styles.item}>
                    {item.product.defaultImage ? (
                      <StoreImage
                        src={item.product.defaultImage.url}
                        alt=""
                        width={280}
                        height={280}
                        className={styles.itemImage}
                      />
                    ) : (
                      <div className={styles.itemImage} aria-hidden="true" />
                    )}
                    <h2 className={styles.itemName}>
                      <CatalogLink href={productHref(item.product.path)}>
                        {item.product.name}
                      </CatalogLink>
                    </h2>
                    {prices && (
                      <Price
                        price={prices.price}
                        basePrice={prices.basePrice}
                        salePrice={prices.salePrice}
                        from={prices.priceRange.min}
                      />
                    )}
                    {!item.product.inventory.isInStock && (
                      <p className="muted">{t('outOfStock')}</p>
                    )}
                    <ItemActions
                      wishlistId={list.entityId}
                      itemId={item.entityId}
                      productName={item.product.name}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <aside className={styles.side}>
          <section className="card" aria-labelledby="share-title">
            <h2 id="share-title">{t('sharing')}</h2>
            <ShareWishlistForm wishlistId={list.entityId} shared={list.isPublic} link={shareLink} />
          </section>
          <section className="card" aria-labelledby="manage-title">
            <h2 id="manage-title">{t('manage')}</h2>
            <RenameWishlistForm wishlistId={list.entityId} name={list.name} />
            <form action={deleteWishlistAction}>
              <input type="hidden" name="wishlistId" value={list.entityId} />
              <button type="submit" className={`link-button ${styles.danger}`}>
                {t('delete')}
              </button>
            </form>
          </section>
        </aside>
      </div>
    </>
  );
}
