import { sortChoice } from './sorting';

/**
 * What a catalog page shows beyond its category, brand or product: the search term, the
 * filters chosen, the order, the page (a cursor), and the currency. It lives in the
 * page's path, after a `~` segment: `/categories/kitchen/~/brand=3,5/price=10-50/sort=price-asc`,
 * `/search/~/q=mug/attr=Color:Sage`, `/products/enamel-camp-mug/~/currency=EUR`. A page must
 * not read the query string or a cookie, or it would render per request; from its path,
 * each state is rendered once and then served from the cache to everyone. A query string
 * a form sends (`/search?q=mug`, the filter form without JavaScript) is redirected to
 * that path by the proxy. The state is normalised first (unknown keys and values a kind
 * does not read dropped, lists sorted and without repeats, the defaults left out, keys in
 * one order), so equal states share one address and one cached page.
 */
export interface ListingState {
  /** The search term (search only); trimmed, spaces collapsed. */
  q: string;
  /** A sort choice's URL value; '' is the default order. */
  sort: string;
  /** The store's cursor of the page to show; null: the first page. */
  after: string | null;
  /** Chosen brands (entity ids, ascending): any of them. */
  brands: number[];
  /** Chosen categories (entity ids, ascending): any of them. */
  categories: number[];
  /** Chosen values of product attributes (options, custom fields), by attribute name: any of each attribute's values. */
  attributes: AttributeChoice[];
  /** A price range in the page's currency; either end may be open. */
  price: PriceRange | null;
  /** At least this many stars on average (1 to 5). */
  rating: number | null;
  /** Only products in stock. */
  inStock: boolean;
  /** Only products that ship free. */
  freeShipping: boolean;
  /** The currency prices are shown in (ISO 4217); '' is the channel's default. */
  currency: string;
  /** A product page's page of reviews (the store's cursor); null: the first. */
  reviews: string | null;
}

export interface AttributeChoice {
  name: string;
  /** Ascending, without repeats. */
  values: string[];
}

export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** The pages whose state lives in their path: the listings, and the pages that only have a currency (and a product its reviews). */
export type ListingKind = 'search' | 'category' | 'brand' | 'product' | 'home';

/** Every filter unchosen: one place for what "no filter" is. */
const NO_FILTERS = {
  brands: [],
  categories: [],
  attributes: [],
  price: null,
  rating: null,
  inStock: false,
  freeShipping: false,
} as const satisfies Partial<ListingState>;

export const DEFAULT_LISTING_STATE: ListingState = {
  q: '',
  sort: '',
  after: null,
  ...NO_FILTERS,
  currency: '',
  reviews: null,
};

/** The parts of a state, each with the path key that carries it, in the order the path carries them. */
const PARTS = [
  'q',
  'brand',
  'category',
  'attr',
  'price',
  'rating',
  'stock',
  'ship',
  'sort',
  'currency',
  'after',
  'reviews',
] as const;
type Part = (typeof PARTS)[number];

/** The filters: what a filter form sets, and what "Clear all filters" takes away. */
export const FILTER_PARTS: ReadonlySet<Part> = new Set([
  'brand',
  'category',
  'attr',
  'price',
  'rating',
  'stock',
  'ship',
]);

const FILTERS = [...FILTER_PARTS];

/** What each kind of page reads. A category page narrows by its own subcategories instead of a category filter; a brand page has its brand. */
const READS: Record<ListingKind, ReadonlySet<Part>> = {
  search: new Set(['q', ...FILTERS, 'sort', 'currency', 'after']),
  category: new Set([
    ...FILTERS.filter((part) => part !== 'category'),
    'sort',
    'currency',
    'after',
  ]),
  brand: new Set([...FILTERS.filter((part) => part !== 'brand'), 'sort', 'currency', 'after']),
  product: new Set(['currency', 'reviews']),
  home: new Set(['currency']),
};

export const readsPart = (kind: ListingKind, part: Part) => READS[kind].has(part);

/**
 * The query parameters a listing's GET forms send, which the proxy redirects to the path:
 * one per part, except the price range (its two inputs) and the reviews page (a link).
 */
export const LISTING_KEYS = [
  'q',
  'brand',
  'category',
  'attr',
  'min',
  'max',
  'rating',
  'stock',
  'ship',
  'sort',
  'currency',
  'after',
] as const;
export type ListingKey = (typeof LISTING_KEYS)[number];

/** Which query parameters a kind of listing reads (the proxy's matcher runs for these only). */
export function queryKeysOf(kind: ListingKind): ListingKey[] {
  return LISTING_KEYS.filter((key) =>
    READS[kind].has(key === 'min' || key === 'max' ? 'price' : key),
  );
}

/** The path segment after which a listing's state follows. */
/** Products on one page of a listing. */
export const LISTING_PAGE_SIZE = 12;

export const STATE_MARK = '~';
/** Longest search term kept: longer ones are cut. */
const MAX_TERM_LENGTH = 200;
/** Most values kept per list (brands, an attribute's values, attributes): more is not a shopper's choice. */
const MAX_CHOICES = 30;
const MAX_ATTRIBUTE_TEXT = 100;
/** Highest price a range can name. */
const MAX_PRICE = 10_000_000;

/**
 * A listing cursor, or null (the first page) when it cannot be one: cursors are the
 * store's opaque strings, but never empty, long or outside printable ASCII.
 */
export const listingCursor = (after: string | null | undefined): string | null =>
  after && /^[\x21-\x7E]{1,512}$/.test(after) ? after : null;

/** Raw values of a state's parts, as a query string or a path has them (repeated parts as several). */
type RawValues = (part: Part) => string[];

const first = (values: string[]) => values[0] ?? null;

/** Positive whole ids, ascending, without repeats. */
function idList(values: string[]): number[] {
  const ids = values
    .flatMap((value) => value.split(','))
    .filter((text) => /^[1-9][0-9]{0,9}$/.test(text))
    .map(Number);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_CHOICES);
}

/** An amount of money as a shopper types it: up to two decimals, not negative; null for anything else. */
function amount(text: string | null | undefined): number | null {
  const trimmed = text?.trim().replace(/,/g, '') ?? '';
  if (!/^\d{1,8}(\.\d{0,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_PRICE ? value : null;
}

/** A range from its ends; a lower end of 0 is no lower end, and ends given the wrong way round are swapped. */
function priceRange(from: number | null, to: number | null): PriceRange | null {
  const [min, max] = from !== null && to !== null && from > to ? [to, from] : [from, to];
  const lower = min === 0 ? null : min;
  return lower === null && max === null ? null : { min: lower, max };
}

const cleanText = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_ATTRIBUTE_TEXT);

/** Attribute choices from `Name:Value` pairs, grouped by name, names and values sorted. */
function attributeChoices(pairs: ReadonlyArray<[string, string]>): AttributeChoice[] {
  const byName = new Map<string, Set<string>>();
  for (const [rawName, rawValue] of pairs) {
    const name = cleanText(rawName);
    const value = cleanText(rawValue);
    if (!name || !value) continue;
    if (!byName.has(name)) byName.set(name, new Set());
    byName.get(name)!.add(value);
  }
  return [...byName]
    .sort(([a], [b]) => compareText(a, b))
    .slice(0, MAX_CHOICES)
    .map(([name, values]) => ({
      name,
      values: [...values].sort(compareText).slice(0, MAX_CHOICES),
    }));
}

/** One order for texts, the same on the server and in the browser. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A state from the raw values of its parts, keeping what the kind reads, normalised. */
function normalised(
  kind: ListingKind,
  raw: RawValues,
  attributes: ReadonlyArray<[string, string]>,
  price: PriceRange | null,
): ListingState {
  const reads = READS[kind];
  const rating = Number(first(raw('rating')));
  const currency = (first(raw('currency')) ?? '').trim().toUpperCase();
  return {
    q: reads.has('q')
      ? (first(raw('q')) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_LENGTH)
      : '',
    sort: reads.has('sort') ? sortChoice(first(raw('sort'))).value : '',
    after: reads.has('after') ? listingCursor(first(raw('after'))) : null,
    brands: reads.has('brand') ? idList(raw('brand')) : [],
    categories: reads.has('category') ? idList(raw('category')) : [],
    attributes: reads.has('attr') ? attributeChoices(attributes) : [],
    price: reads.has('price') ? price : null,
    rating:
      reads.has('rating') && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    inStock: reads.has('stock') && first(raw('stock')) === 'in',
    freeShipping: reads.has('ship') && first(raw('ship')) === 'free',
    currency: reads.has('currency') && /^[A-Z]{3}$/.test(currency) ? currency : '',
    reviews: reads.has('reviews') ? listingCursor(first(raw('reviews'))) : null,
  };
}

/**
 * `Color:Sage` as a form's checkbox sends an attribute value: the name escaped (attrText),
 * so that a colon in it cannot be taken for the one that ends it.
 */
export const attributeValueOf = (name: string, value: string) => `${attrText(name)}:${value}`;

/**
 * The state a query string asks for (what a GET form sends): `brand` and `attr`
 * repeated, `min` and `max` for the price range, `stock=in`, `ship=free`.
 */
export function listingStateOfQuery(kind: ListingKind, query: URLSearchParams): ListingState {
  const raw: RawValues = (part) => query.getAll(part);
  const pairs = query.getAll('attr').flatMap((pair): Array<[string, string]> => {
    const colon = pair.indexOf(':');
    return colon > 0 ? [[fromAttrText(pair.slice(0, colon)), pair.slice(colon + 1)]] : [];
  });
  return normalised(
    kind,
    raw,
    pairs,
    priceRange(amount(query.get('min')), amount(query.get('max'))),
  );
}

/**
 * The query string a GET form sends for a state (the inverse of listingStateOfQuery):
 * what a form puts in hidden fields to carry the parts it does not show.
 */
export function queryOfState(state: ListingState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.q) query.append('q', state.q);
  for (const id of state.brands) query.append('brand', String(id));
  for (const id of state.categories) query.append('category', String(id));
  for (const attribute of state.attributes)
    for (const value of attribute.values)
      query.append('attr', attributeValueOf(attribute.name, value));
  if (state.price?.min != null) query.append('min', String(state.price.min));
  if (state.price?.max != null) query.append('max', String(state.price.max));
  if (state.rating) query.append('rating', String(state.rating));
  if (state.inStock) query.append('stock', 'in');
  if (state.freeShipping) query.append('ship', 'free');
  if (state.sort) query.append('sort', state.sort);
  if (state.currency) query.append('currency', state.currency);
  if (state.after) query.append('after', state.after);
  return query;
}

/**
 * Where a listing's GET form leads with what it holds now: the address the proxy would
 * redirect its query string to, so a form that navigates itself with JavaScript lands on
 * the same cached page as one that submits without it.
 */
export function listingHrefOfForm(
  action: string,
  kind: ListingKind,
  form: HTMLFormElement,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === 'string') query.append(key, value);
  return listingHref(action, listingStateOfQuery(kind, query));
}

/** Whether a state shows what the page shows without one. */
export const isDefaultState = (state: ListingState) => listingHref('', state) === '/';

/** The same listing with no filter chosen (its term, order and currency kept), from its first page. */
export const withoutFilters = (state: ListingState): ListingState => ({
  ...state,
  ...NO_FILTERS,
  after: null,
});

/** The number of filter values chosen (for "Filters (3)"). */
export const filterCount = (state: ListingState) =>
  state.brands.length +
  state.categories.length +
  state.attributes.reduce((n, a) => n + a.values.length, 0) +
  (state.price ? 1 : 0) +
  (state.rating ? 1 : 0) +
  (state.inStock ? 1 : 0) +
  (state.freeShipping ? 1 : 0);

const priceText = (value: number | null) => (value === null ? '' : String(value));

/**
 * A listing's address: its page path, and for a non-default state, `~` and one
 * `key=value` segment per part, in PARTS order. Cursors, the store's opaque strings, travel
 * as URL-safe base64 and attribute names and values in a URL-safe escape (attrText), so
 * that nothing in them is percent-encoded: the address reads the same whether or not a
 * server decodes its path first.
 */
export function listingHref(path: string, state: ListingState): string {
  const values: Record<Part, string | null> = {
    q: state.q ? encodeURIComponent(state.q) : null,
    brand: state.brands.length ? state.brands.join(',') : null,
    category: state.categories.length ? state.categories.join(',') : null,
    attr: state.attributes.length
      ? state.attributes
          .map((a) => `${attrText(a.name)}:${a.values.map(attrText).join(',')}`)
          .join(';')
      : null,
    price: state.price ? `${priceText(state.price.min)}-${priceText(state.price.max)}` : null,
    rating: state.rating ? String(state.rating) : null,
    stock: state.inStock ? 'in' : null,
    ship: state.freeShipping ? 'free' : null,
    sort: state.sort ? encodeURIComponent(state.sort) : null,
    currency: state.currency || null,
    after: state.after ? base64url(state.after) : null,
    reviews: state.reviews ? base64url(state.reviews) : null,
  };
  const parts = PARTS.flatMap((part) => (values[part] === null ? [] : [`${part}=${values[part]}`]));
  const base = path.replace(/\/+$/, '') || '/';
  return parts.length ? `${base === '/' ? '' : base}/${STATE_MARK}/${parts.join('/')}` : base;
}

/**
 * Splits a page's path segments (as Next.js hands them to the page) into the
 * page's own and its state. Unknown or malformed parts are left out, as a query
 * string's would be.
 */
export function splitListingPath(
  kind: ListingKind,
  segments: readonly string[],
): { segments: string[]; state: ListingState } {
  const mark = segments.indexOf(STATE_MARK);
  if (mark < 0) return { segments: [...segments], state: DEFAULT_LISTING_STATE };
  const values = new Map<string, string>();
  for (const part of segments.slice(mark + 1).map(decodedSegment)) {
    const equals = part.indexOf('=');
    if (equals > 0) values.set(part.slice(0, equals), part.slice(equals + 1));
  }
  const raw: RawValues = (part) => {
    const value = values.get(part);
    if (value === undefined) return [];
    return part === 'after' || part === 'reviews' ? [fromBase64url(value) ?? ''] : [value];
  };
  const pairs = (values.get('attr') ?? '').split(';').flatMap((group): Array<[string, string]> => {
    const colon = group.indexOf(':');
    if (colon <= 0) return [];
    const name = fromAttrText(group.slice(0, colon));
    return group
      .slice(colon + 1)
      .split(',')
      .map((value) => [name, fromAttrText(value)]);
  });
  const [min, max] = (values.get('price') ?? '').split('-');
  const price = values.has('price') ? priceRange(amount(min), amount(max)) : null;
  return { segments: segments.slice(0, mark), state: normalised(kind, raw, pairs, price) };
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

/**
 * An attribute name or value in a path: letters, digits and `-._~` as they are, a space
 * as `+`, anything else as `*` and its UTF-8 bytes in hex (`Black & White` →
 * `Black+*26+White`). None of it is percent-encoded, and `:`, `,` and `;` stay free to
 * separate names and values.
 */
export function attrText(text: string): string {
  return Array.from(text, (char) => {
    if (/^[A-Za-z0-9\-._~]$/.test(char)) return char;
    if (char === ' ') return '+';
    return Array.from(
      new TextEncoder().encode(char),
      (byte) => `*${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    ).join('');
  }).join('');
}

function fromAttrText(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '*' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(char === '+' ? ' ' : char));
    }
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Uint8Array.from(bytes));
}

/** URL-safe base64 of a string, in the browser and on the server alike. */
function base64url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) =>
    String.fromCharCode(byte),
  ).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(encoded: string | undefined): string | null {
  if (!encoded || !/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}
