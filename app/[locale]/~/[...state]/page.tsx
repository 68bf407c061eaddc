import { notFound } from 'next/navigation';
import {
  DEFAULT_LISTING_STATE,
  isDefaultState,
  listingHref,
  splitListingPath,
} from '@/lib/shared/listing-state';
import { Home } from '../../home';

type Params = Promise<{ state: string[] }>;

/**
 * The home page in another currency: `/~/currency=EUR` (the home page's own address with
 * its state, lib/shared/listing-state.ts), static and cached like the plain one, whoever asks.
 */
export const ensureStatic = 'navigation';

/** Prerendering needs one address: the page in euros stands in (any currency renders on its first visit). */
export function generateStaticParams() {
  // `/~/currency=EUR`: this folder is the `~`, the segments after it are the state.
  return [
    {
      state: listingHref('/', { ...DEFAULT_LISTING_STATE, currency: 'EUR' })
        .split('/')
        .slice(2),
    },
  ];
}

async function currencyOf(params: Params): Promise<string> {
  const { state: segments } = await params;
  const { state } = splitListingPath('home', ['~', ...segments]);
  // Only a currency lives below the home page.
  if (isDefaultState(state)) notFound();
  return state.currency;
}

export default async function HomeInCurrency({ params }: { params: Params }) {
  return <Home currency={await currencyOf(params)} />;
}
