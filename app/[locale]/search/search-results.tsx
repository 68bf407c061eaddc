import Link from '@/app/[locale]/_components/link';
import { getTranslations } from 'next-intl/server';
import { getRegions } from '@/lib/data/content';
import { type ListingState } from '@/lib/shared/listing-state';
import { pagePath, routePath } from '@/lib/shared/routes';
import { inCurrency } from '@/lib/shared/links';
import { ContentRegion } from '../_components/content-region';
import { EmptyState } from '../_components/empty-state';
import { Listing } from '../_components/listing';
import { SearchForm } from '../_components/search-form';

/**
 * Search results for a listing state; with no search term, every product (the "All
 * products" page). The state comes from the page's path (see lib/shared/listing-state.ts), so
 * each search, with each set of filters, is rendered once and then served from the cache.
 */
export async function SearchResults({ state }: { state: ListingState }) {
  const [regions, t] = await Promise.all([getRegions('SEARCH'), getTranslations('search')]);
  const term = state.q;
  return (
    // The header's own search box gives way to this page's (site-header.module.css).
    <div className="container page" data-search-page="">
      <ContentRegion regions={regions} name="header_bottom" />
      <header className="page-header">
        <h1>{term ? t('resultsFor', { term }) : t('allProducts')}</h1>
        <SearchForm id="search-page-input" defaultValue={term} size="lg" />
      </header>
      <ContentRegion regions={regions} name="search_below_header" />
      <Listing
        kind="search"
        path={pagePath('search')}
        scope={{ kind: 'search' }}
        state={state}
        empty={
          <EmptyState title={term ? t('noMatch', { term }) : t('noProducts')}>
            <p>{t('hint')}</p>
            <Link href={inCurrency(routePath('home'), state.currency)}>{t('backHome')}</Link>
          </EmptyState>
        }
      />
    </div>
  );
}
