import { sortChoice } from './sorting';

/**
 * What a listing page shows beyond its category or brand: the search term, the order and
 * the page (a cursor). It lives in the page's path, after a `~` segment:
 * `/categories/kitchen/~/sort=price-asc/after=…`, `/search/~/q=mug`. A page must not read
 * the query string, or it would render per request; from its path, each listing is
 * rendered once and then served from the cache to everyone. A query string a form sends
 * (`/search?q=mug`, the sort form without JavaScript) is redirected to that path by the
 * proxy. The state is normalised first (unknown keys dropped, the default order left out,
 * keys in one order), so equal listings share one address and one cached page.
 */
export interface ListingState {
  /** The search term (search only); trimmed, spaces collapsed. */
  q: string;
  /** A sort choice's URL value; '' is the default order. */
  sort: string;
  /** The store's cursor of the page to show; null: the first page. */
  after: string | null;
}

export type ListingKind = 'search' | 'category' | 'brand';

export const DEFAULT_LISTING_STATE: ListingState = { q: '', sort: '', after: null };

/** The query parameters a listing reads, in the order its path carries them. */
export const LISTING_KEYS = ['q', 'sort', 'after'] as const;
type ListingKey = (typeof LISTING_KEYS)[number];

/** What each kind of listing reads: a search its term and order, a category its order, a brand only its pages. */
const READS: Record<ListingKind, ReadonlySet<ListingKey>> = {
  search: new Set(['q', 'sort', 'after']),
  category: new Set(['sort', 'after']),
  brand: new Set(['after']),
};

/** The path segment after which a listing's state follows. */
export const STATE_MARK = '~';
/** Longest search term kept: longer ones are cut. */
const MAX_TERM_LENGTH = 200;

/**
 * A listing cursor, or null (the first page) when it cannot be one: cursors are the
 * store's opaque strings, but never empty, long or outside printable ASCII.
 */
export const listingCursor = (after: string | null | undefined): string | null =>
  after && /^[\x21-\x7E]{1,512}$/.test(after) ? after : null;

/** A listing's state from its values (a query string's or a path's), normalised. */
function normalised(kind: ListingKind, value: (key: ListingKey) => string | null | undefined): ListingState {
  const reads = READS[kind];
  return {
    q: reads.has('q') ? (value('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_LENGTH) : '',
    sort: reads.has('sort') ? sortChoice(value('sort')).value : '',
    after: reads.has('after') ? listingCursor(value('after')) : null,
  };
}

/** The state a query string asks for (what a GET form sends). */
export function listingStateOfQuery(kind: ListingKind, query: URLSearchParams): ListingState {
  return normalised(kind, (key) => query.get(key));
}

export const isDefaultState = (state: ListingState) => !state.q && !state.sort && !state.after;

/** Whether a query string names any part of a listing's state (the proxy then redirects it). */
export const queryNamesListingState = (query: URLSearchParams) => LISTING_KEYS.some((key) => query.has(key));

/**
 * A listing's address: its page path, and for a non-default state, `~` and one
 * `key=value` segment per part. The cursor, an opaque string of the store's, travels as
 * URL-safe base64 so that no `/` or `%` of its own reaches the path.
 */
export function listingHref(path: string, state: ListingState): string {
  const parts: string[] = [];
  if (state.q) parts.push(`q=${encodeURIComponent(state.q)}`);
  if (state.sort) parts.push(`sort=${encodeURIComponent(state.sort)}`);
  if (state.after) parts.push(`after=${base64url(state.after)}`);
  const base = path.replace(/\/+$/, '') || '/';
  return parts.length ? `${base === '/' ? '' : base}/${STATE_MARK}/${parts.join('/')}` : base;
}

/**
 * Splits a page's path segments (as Next.js hands them to the page) into the
 * page's own and its listing state. Unknown or malformed parts are left out, as a query
 * string's would be.
 */
export function splitListingPath(kind: ListingKind, segments: readonly string[]): { segments: string[]; state: ListingState } {
  const mark = segments.indexOf(STATE_MARK);
  if (mark < 0) return { segments: [...segments], state: DEFAULT_LISTING_STATE };
  const values = new Map<string, string>();
  for (const part of segments.slice(mark + 1).map(decodedSegment)) {
    const equals = part.indexOf('=');
    if (equals > 0) values.set(part.slice(0, equals), part.slice(equals + 1));
  }
  const state = normalised(kind, (key) => (key === 'after' ? fromBase64url(values.get('after')) : values.get(key)));
  return { segments: segments.slice(0, mark), state };
}

/**
 * A path segment as the address had it before URL-encoding: Next.js hands params to a page
 * still encoded (`sort%3Dnewest`) on some paths and decoded on others, and decoding a
 * decoded segment that holds a lone `%` fails, which leaves it as it is.
 */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** URL-safe base64 of a string, in the browser and on the server alike. */
function base64url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(encoded: string | undefined): string | null {
  if (!encoded || !/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}
