import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LISTING_STATE } from '@/lib/shared/listing-state';
import { listingMetadata } from '@/lib/data/seo';
import { SearchResults } from './search-results';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('search');
  return listingMetadata({ title: t('allProducts'), description: t('allProductsDescription') });
}

/** Every product; a search term, an order or a page is the [state] page next to this one. */
export const ensureStatic = 'navigation';

export default function AllProductsPage() {
  return <SearchResults state={DEFAULT_LISTING_STATE} />;
}
