import Link from 'next/link';
import { searchProducts } from '@/lib/storefront/catalog';
import { getRegions } from '@/lib/storefront/content';
import { type ListingState, listingHref } from '@/lib/listing-state';
import { pagePath, routePath } from '@/lib/routes';
import { sortChoice } from '@/lib/sorting';
import { ContentRegion } from '../_components/content-region';
import { EmptyState } from '../_components/empty-state';
import { ProductListing } from '../_components/product-listing';
import { SearchForm } from '../_components/search-form';
import { SortForm } from '../_components/sort-form';

/**
 * Search results for a listing state; with no search term, every product (the "All
 * products" page). The state comes from the page's path (see lib/listing-state.ts), so
 * each search is rendered once and then served from the cache.
 */
export async function SearchResults({ state }: { state: ListingState }) {
  const sort = sortChoice(state.sort);
  const [products, regions] = await Promise.all([searchProducts(state.q, sort.search, state.after), getRegions('SEARCH')]);
  const here = pagePath('search');
  const term = state.q;
  return (
    <div className="container page">
      <ContentRegion regions={regions} name="header_bottom" />
      <header className="page-header">
        <h1>{term ? `Results for “${term}”` : 'All products'}</h1>
        <SearchForm id="search-page-input" defaultValue={term} size="lg" />
      </header>
      <ContentRegion regions={regions} name="search_below_header" />
      <ProductListing
        products={products}
        hrefFor={(cursor) => listingHref(here, { ...state, after: cursor })}
        toolbar={<SortForm action={here} state={state} />}
        empty={
          <EmptyState title={term ? `No products match “${term}”.` : 'There are no products yet.'}>
            <p>Check the spelling, try a more general word, or browse the shop.</p>
            <Link href={routePath('home')}>Back to the home page</Link>
          </EmptyState>
        }
      />
    </div>
  );
}
