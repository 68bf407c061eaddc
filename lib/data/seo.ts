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
 * Canonical links are absolute on the origin the build was given (PUBLIC_URL, written
 * into the build as CANONICAL_ORIGIN by next.config.mjs; lib/shared/canonical-origin.mjs),
 * as search engines ask. The local demo's build has none: its links stay relative to the
 * page, so that one build serves any port. Structured data names addresses relative to
 * the page. Answers made per request (robots.txt, the sitemaps) write absolute URLs from
 * the running server's PUBLIC_URL (lib/runtime/public-url.ts).
 */

/** A page's canonical URL: its path on the build's canonical origin (none: the path alone). */
export const canonicalUrl = (path: string) => `${process.env.CANONICAL_ORIGIN ?? ''}${path}`;

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
 * rendered by the listing itself (see above).
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
