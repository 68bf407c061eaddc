import type { ReactNode } from 'react';
import type { ProductConnectionFieldsFragment } from '@/graphql/generated/operations';
import { useTranslations } from 'next-intl';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { type GridLayout, ProductGrid } from './product-card';
import styles from './product-listing.module.css';

/**
 * A page of products with its toolbar (count, sort) and cursor pagination. `hrefFor`
 * builds the link to the page after a cursor (null: the first page). Whether this is the
 * first page is the store's word (pageInfo), not the query string's: a cursor the store
 * refused was answered with the first page.
 */
export function ProductListing({
  products,
  hrefFor,
  toolbar,
  empty,
  layout = 'default',
  showCount = true,
  currency = '',
}: {
  products: ProductConnectionFieldsFragment;
  /** The page's currency, which product links keep. */
  currency?: string;
  hrefFor: (after: string | null) => string;
  toolbar?: ReactNode;
  empty: ReactNode;
  layout?: GridLayout;
  /** False: no product count above the grid (a brand's minimal.html). */
  showCount?: boolean;
}) {
  const t = useTranslations('listing');
  const count = useTranslations('catalog');
  const items = products.edges?.map((edge) => edge.node) ?? [];
  const total = products.collectionInfo?.totalItems ?? null;
  const { hasNextPage, hasPreviousPage, endCursor } = products.pageInfo;
  const onFirstPage = !hasPreviousPage;
  if (items.length === 0 && onFirstPage) return <>{empty}</>;
  return (
    <section aria-label={t('products')}>
      <div className={styles.toolbar}>
        {showCount && (
          <p className={styles.count} aria-live="polite">
            {count('productCount', { count: total ?? items.length })}
          </p>
        )}
        {toolbar}
      </div>
      {items.length > 0 ? (
        <ProductGrid products={items} headingLevel={2} layout={layout} currency={currency} />
      ) : (
        <EmptyState title={t('noMoreOnPage')} />
      )}
      <Pagination
        firstHref={onFirstPage ? null : hrefFor(null)}
        nextHref={hasNextPage && endCursor ? hrefFor(endCursor) : null}
      />
    </section>
  );
}
