import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import {
  DEFAULT_LISTING_STATE,
  isDefaultState,
  listingHref,
  splitListingPath,
} from '@/lib/shared/listing-state';
import { pagePath } from '@/lib/shared/routes';
import { listingMetadata } from '@/lib/data/seo';
import { SearchResults } from '../search-results';

type Params = Promise<{ state: string[] }>;

/**
 * A search, filters, an order, a page or a currency of the product list:
 * `/search/~/q=mug/brand=3/sort=newest` (lib/shared/listing-state.ts; `/search?q=mug` is
 * redirected here), rendered once and then served from the cache, whoever asks.
 */
export const ensureStatic = 'navigation';

/** Prerendering needs one: the "newest first" order of all products stands in. */
export function generateStaticParams() {
  const newest = listingHref(pagePath('search'), { ...DEFAULT_LISTING_STATE, sort: 'newest' });
  return [{ state: newest.split('/').slice(2) }];
}

async function stateOf(params: Params) {
  const { state: segments } = await params;
  const { segments: own, state } = splitListingPath('search', segments);
  // Only a state lives below /search: /search/anything-else is not a page.
  if (own.length > 0 || isDefaultState(state)) notFound();
  return state;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [state, t] = await Promise.all([stateOf(params), getTranslations('search')]);
  const term = state.q;
  return listingMetadata({
    title: term ? t('resultsFor', { term }) : t('allProducts'),
    description: term ? t('matching', { term }) : t('allProductsDescription'),
  });
}

export default async function SearchStatePage({ params }: { params: Params }) {
  return <SearchResults state={await stateOf(params)} />;
}
