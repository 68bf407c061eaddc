import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { searchProducts } from '@/lib/storefront/catalog';
import { getRegions } from '@/lib/storefront/content';
import { queryValue, type SearchParams, withQuery } from '@/lib/links';
import { pagePath, routePath } from '@/lib/routes';
import { sortChoice } from '@/lib/sorting';
import { ContentRegion } from '../_components/content-region';
import { EmptyState } from '../_components/empty-state';
import { ListingSkeleton } from '../_components/listing-skeleton';
import { ProductListing } from '../_components/product-listing';
import { SearchForm } from '../_components/search-form';
import { SortForm } from '../_components/sort-form';

export const metadata: Metadata = { title: 'Search' };

/** Search results; with no search term, every product (the "All products" page). */
export default function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="container page">
      <Suspense
        fallback={
          <>
            <h1>Search</h1>
            <ListingSkeleton label="Searching…" />
          </>
        }
      >
        <SearchResults searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function SearchResults({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const term = (queryValue(query.q) ?? '').trim().slice(0, 200);
  const sort = sortChoice(queryValue(query.sort));
  const after = queryValue(query.after) ?? null;
  const [products, regions] = await Promise.all([searchProducts(term, sort.search, after), getRegions('SEARCH')]);
  const here = pagePath('search');
  return (
    <>
      <ContentRegion regions={regions} name="header_bottom" />
      <header className="page-header">
        <h1>{term ? `Results for “${term}”` : 'All products'}</h1>
        <SearchForm id="search-page-input" defaultValue={term} size="lg" />
      </header>
      <ContentRegion regions={regions} name="search_below_header" />
      <ProductListing
        products={products}
        hrefFor={(cursor) => withQuery(here, { q: term, sort: sort.value, after: cursor })}
        toolbar={<SortForm action={here} current={sort} keep={term ? { q: term } : {}} />}
        empty={
          <EmptyState title={term ? `No products match “${term}”.` : 'There are no products yet.'}>
            <p>Check the spelling, try a more general word, or browse the shop.</p>
            <Link href={routePath('home')}>Back to the home page</Link>
          </EmptyState>
        }
      />
    </>
  );
}
