import type { Metadata } from 'next';
import { DEFAULT_LISTING_STATE } from '@/lib/shared/listing-state';
import { listingMetadata } from '@/lib/data/seo';
import { SearchResults } from './search-results';

export function generateMetadata(): Metadata {
  return listingMetadata({ title: 'All products', description: 'Every product in the shop.' });
}

/** Every product; a search term, an order or a page is the [state] page next to this one. */
export const ensureStatic = 'navigation';

export default function AllProductsPage() {
  return <SearchResults state={DEFAULT_LISTING_STATE} />;
}
