import 'server-only';
import type { Metadata } from 'next';
import {
  DEFAULT_LISTING_STATE,
  type ListingState,
  filterCount,
  listingHref,
} from '../shared/listing-state';

/**
 * What search engines are told about catalog pages: one canonical address per page (its
 * currency, order and filters are variants of it) and the Open Graph and Twitter card tags
 * link previews use.
 *
 * Prerendered pages carry no origin: their canonical link and structured data name
 * addresses relative to the page (app/_components/canonical-link.tsx), which a browser or
 * crawler resolves against the address it fetched. Writing PUBLIC_URL (or the port) into
 * them would tie the build to it, and `npm start` reuses one build across ports
 * (scripts/start/build-stamp.ts). Only answers made per request (robots.txt, the
 * sitemaps) write absolute URLs, from the running server's PUBLIC_URL (lib/runtime/public-url.ts).
 */

/**
 * The canonical address of a listing in a state: the listing itself (a search keeps its
 * term). A page of the plain listing is its own canonical page, as search engines ask of
 * paginated series; the same page in another order, with filters or in another currency
 * is a variant of the listing.
 */
export function canonicalListing(path: string, state: ListingState): string {
  const plain = !state.sort && !state.currency && filterCount(state) === 0;
  return listingHref(path, {
    ...DEFAULT_LISTING_STATE,
    q: state.q,
    after: plain ? state.after : null,
  });
}

/**
 * A listing page's metadata: title, description and link previews. Its canonical link is
 * rendered by the listing itself (relative, see above).
 */
export function listingMetadata(page: {
  title: string;
  description: string;
  image?: string | null;
}): Metadata {
  return {
    title: page.title,
    description: page.description,
    openGraph: {
      type: 'website',
      title: page.title,
      description: page.description,
      ...(page.image ? { images: [page.image] } : {}),
    },
    twitter: {
      card: page.image ? 'summary_large_image' : 'summary',
      title: page.title,
      description: page.description,
    },
  };
}
