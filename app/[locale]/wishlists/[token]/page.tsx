import type { Metadata } from 'next';
import { Suspense } from 'react';
import { pagePath } from '@/lib/shared/routes';
import { getSharedWishlist } from '@/lib/data/wishlists';
import { EmptyState } from '../../_components/empty-state';
import { ProductGrid } from '../../_components/product-card';
import { CatalogLink } from '@/app/[locale]/_components/catalog-link';

/** A shared list is its owner's choice to show, not a page for search engines. */
export const metadata: Metadata = {
  title: 'Shared wishlist',
  robots: { index: false, follow: false },
};

type Params = Promise<{ token: string }>;

/**
 * A wishlist its owner shared: anyone with the link sees it, signed in or not. The page
 * reads no session: it is the same for everyone with the link, cached per token and
 * refreshed when the owner changes the list.
 */
export default function SharedWishlistPage({ params }: { params: Params }) {
  return (
    <div className="container page">
      <Suspense fallback={<p aria-busy="true">Loading the list…</p>}>
        <SharedWishlist params={params} />
      </Suspense>
    </div>
  );
}

async function SharedWishlist({ params }: { params: Params }) {
  const { token } = await params;
  const list = await getSharedWishlist(token);
  if (!list) {
    return (
      <EmptyState title="This wishlist is not shared.">
        <p>The link may be mistyped, or its owner stopped sharing the list.</p>
        <CatalogLink href={pagePath('search')} className="button">
          Browse products
        </CatalogLink>
      </EmptyState>
    );
  }
  const products = list.items.edges?.map((edge) => edge.node.product) ?? [];
  return (
    <>
      <p className="muted">A wishlist shared with you</p>
      <h1>{list.name}</h1>
      {products.length === 0 ? (
        <EmptyState title="There is nothing on this list yet." />
      ) : (
        <ProductGrid products={products} headingLevel={2} />
      )}
    </>
  );
}
