import Link from '@/app/[locale]/_components/link';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { activeFilters, facetGroups, type FacetLabels } from '@/lib/shared/facets';
import type { ListingScope } from '@/lib/shared/listing-filters';
import {
  type ListingKind,
  type ListingState,
  filterCount,
  listingHref,
  withoutFilters,
} from '@/lib/shared/listing-state';
import { getListing } from '@/lib/data/catalog';
import { canonicalListing } from '@/lib/data/seo';
import { type PathsByLocale, mapPaths } from '@/lib/shared/locale-path';
import { CanonicalLink } from './canonical-link';
import { EmptyState } from './empty-state';
import { ActiveFilters } from './filters/active-filters';
import { FilterPanel } from './filters/filter-panel';
import type { GridLayout } from './product-card';
import { ProductListing } from './product-listing';
import { SortForm } from './sort-form';
import styles from './listing.module.css';

/**
 * A listing with its filters: the facets the store offers for it beside (or, on a small
 * screen, in a drawer above) the products, the values chosen as removable chips, the
 * sort order and the pages. Everything comes from the listing's state, which is in the
 * page's path: the page is the same for everyone and served from the cache.
 */
export async function Listing({
  kind,
  path,
  paths = path,
  scope,
  state,
  empty,
  layout,
  showCount,
}: {
  kind: ListingKind;
  /** The listing's own address, without state. */
  path: string;
  /**
   * The listing's address in each language, for its canonical link and `hreflang`
   * (a category's or brand's translated custom URLs); `path` where it is the same in all.
   */
  paths?: PathsByLocale;
  scope: ListingScope;
  state: ListingState;
  /** What an empty listing (nothing to filter) shows. */
  empty: ReactNode;
  layout?: GridLayout;
  showCount?: boolean;
}) {
  const [{ products, facets, currency }, t, f, locale] = await Promise.all([
    getListing(scope, state),
    getTranslations('listing'),
    getTranslations('filters'),
    getLocale(),
  ]);
  const chosen = filterCount(state);
  const total = products.collectionInfo?.totalItems ?? products.edges?.length ?? 0;
  const onFirstPage = !products.pageInfo.hasPreviousPage;
  const canonical = (
    <CanonicalLink paths={mapPaths(paths, (address) => canonicalListing(address, state))} />
  );
  if (total === 0 && chosen === 0 && onFirstPage)
    return (
      <>
        {canonical}
        {empty}
      </>
    );

  const labels: FacetLabels = {
    categoryGroup: f('categoryGroup'),
    brandGroup: f('brandGroup'),
    priceGroup: f('priceGroup'),
    customerRating: f('customerRating'),
    availability: f('availability'),
    inStock: f('inStock'),
    freeShipping: f('freeShipping'),
    starsAndUp: (rating) => f('starsAndUp', { rating }),
    priceFrom: (price) => f('priceFrom', { price }),
    priceUpTo: (price) => f('priceUpTo', { price }),
    priceRange: (min, max) => f('priceRange', { min, max }),
    category: (id) => f('category', { id: String(id) }),
    brand: (id) => f('brand', { id: String(id) }),
    attribute: (name, value) => f('attribute', { name, value }),
    locale,
  };
  const groups = facetGroups(kind, facets, state, labels);
  const clearHref = listingHref(path, withoutFilters(state));
  return (
    <div className={styles.layout}>
      {canonical}
      <FilterPanel
        kind={kind}
        action={path}
        state={state}
        groups={groups}
        currencySymbol={currency.symbol}
        clearHref={chosen ? clearHref : null}
        chosen={chosen}
        total={total}
      />
      <div className={styles.results}>
        <ActiveFilters
          filters={activeFilters(path, state, groups, currency.code, labels)}
          clearHref={clearHref}
        />
        <ProductListing
          products={products}
          currency={state.currency}
          layout={layout}
          showCount={showCount}
          hrefFor={(cursor) => listingHref(path, { ...state, after: cursor })}
          toolbar={<SortForm kind={kind} action={path} state={state} />}
          empty={
            <EmptyState title={t('noFilterMatch')}>
              <p>{t('noFilterMatchHint')}</p>
              <Link href={clearHref} scroll={false}>
                {t('clearAllFilters')}
              </Link>
            </EmptyState>
          }
        />
      </div>
    </div>
  );
}
