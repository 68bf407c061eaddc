import type { Metadata } from 'next';
import { DEFAULT_LISTING_STATE } from '@/lib/listing-state';
import { SearchResults } from './search-results';

export const metadata: Metadata = { title: 'All products' };

/** Every product; a search term, an order or a page is the [state] page next to this one. */
export const ensureStatic = 'navigation';

export default function AllProductsPage() {
  return <SearchResults state={DEFAULT_LISTING_STATE} />;
}
