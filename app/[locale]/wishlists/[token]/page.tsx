import type { Metadata } from 'next';
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/lib/shared/routes';
import { getSharedWishlist } from '@/lib/data/wishlists';
import { EmptyState } from '../../_components/empty-state';
import { ProductGrid } from '../../_components/product-card';
import { CatalogLink } from '@/app/[locale]/_components/catalog-link';

/** A shared list is its owner's choice to show, not a page for search engines. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sharedWishlist');
  return { title: t('title'), robots: { index: false, follow: false } };
}

type Params = Promise<{ token: string }>;

/**
 * A wishlist its owner shared: anyone with the link sees it, signed in or not. The page
 * reads no session: it is the same for everyone with the link, cached per token and
 * refreshed when the owner changes the list.
 */
export default function SharedWishlistPage({ params }: { params: Params }) {
  const t = useTranslations('sharedWishlist');
  return (
    <div className="container page">
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <SharedWishlist params={params} />
      </Suspense>
    </div>
  );
}

async function SharedWishlist({ params }: { params: Params }) {
  const { token } = await params;
  const [list, t] = await Promise.all([
    getSharedWishlist(token),
    getTranslations('sharedWishlist'),
  ]);
  if (!list) {
    return (
      <EmptyState title={t('notShared')}>
        <p>{t('notSharedText')}</p>
        <CatalogLink href={pagePath('search')} className="button">
          {t('browse')}
        </CatalogLink>
      </EmptyState>
    );
  }
  const products = list.items.edges?.map((edge) => edge.node.product) ?? [];
  return (
    <>
      <p className="muted">{t('sharedWithYou')}</p>
      <h1>{list.name}</h1>
      {products.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ProductGrid products={products} headingLevel={2} />
      )}
    </>
  );
}
