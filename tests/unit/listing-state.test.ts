import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_STATE,
  type ListingState,
  filterCount,
  isDefaultState,
  listingHref,
  listingStateOfQuery,
  queryKeysOf,
  queryOfState,
  splitListingPath,
  withoutFilters,
} from '@/lib/shared/listing-state';

/** Path segments as a page gets them for an address (Next.js hands them over encoded). */
const segmentsOf = (href: string, base: string) =>
  href.slice(base.length).split('/').filter(Boolean);

const state = (parts: Partial<ListingState>): ListingState => ({
  ...DEFAULT_LISTING_STATE,
  ...parts,
});

/** Everything a search can carry at once, with characters that need escaping everywhere. */
const EVERYTHING = state({
  q: 'linen & 100% wool/cotton',
  brands: [3, 12],
  attributes: [
    { name: 'Color', values: ['Black & White', 'Sage'] },
    { name: 'Size: EU/UK', values: ['8 in', 'Große, 1;2'] },
  ],
  price: { min: 10.5, max: 80 },
  rating: 4,
  inStock: true,
  freeShipping: true,
  categories: [7],
  sort: 'price-desc',
  currency: 'EUR',
  after: 'eyJvZmZzZXQiOjEyfQ==/+?',
});

describe('a listing’s state', () => {
  it('round-trips through its address: term, filters, order, currency and an opaque cursor with any characters', () => {
    const href = listingHref('/search', EVERYTHING);
    expect(href).toMatch(
      /^\/search\/~\/q=linen%20%26%20100%25%20wool%2Fcotton\/brand=3,12\/category=7\/attr=Color:Black\+\*26\+White,Sage;Size\*3A\+EU\*2FUK:8\+in,Gro\*C3\*9Fe\*2C\+1\*3B2\/price=10.5-80\/rating=4\/stock=in\/ship=free\/sort=price-desc\/currency=EUR\/after=[\w-]+$/,
    );
    expect(splitListingPath('search', segmentsOf(href, '/search'))).toEqual({
      segments: [],
      state: EVERYTHING,
    });
    // The same segments, decoded as some requests hand them over.
    expect(
      splitListingPath('search', segmentsOf(href, '/search').map(decodeURIComponent)).state,
    ).toEqual(EVERYTHING);
    // Nothing but the term is percent-encoded, so a server decoding the path first reads the same.
    expect(href.replace(/q=[^/]*/, '')).not.toContain('%');
  });

  it('keeps a category’s, brand’s or product’s own path apart from the state', () => {
    const href = listingHref('/categories/kitchen/mugs', state({ sort: 'newest' }));
    expect(href).toBe('/categories/kitchen/mugs/~/sort=newest');
    expect(splitListingPath('category', segmentsOf(href, '/categories'))).toEqual({
      segments: ['kitchen', 'mugs'],
      state: state({ sort: 'newest' }),
    });
    expect(listingHref('/categories/kitchen', DEFAULT_LISTING_STATE)).toBe('/categories/kitchen');
    const product = listingHref(
      '/products/kitchen/mug',
      state({ currency: 'EUR', reviews: 'b2Zmc2V0OjQ=' }),
    );
    expect(product).toBe(
      `/products/kitchen/mug/~/currency=EUR/reviews=${Buffer.from('b2Zmc2V0OjQ=').toString('base64url')}`,
    );
    expect(splitListingPath('product', segmentsOf(product, '/products'))).toEqual({
      segments: ['kitchen', 'mug'],
      state: state({ currency: 'EUR', reviews: 'b2Zmc2V0OjQ=' }),
    });
    // The home page in a currency.
    expect(listingHref('/', state({ currency: 'EUR' }))).toBe('/~/currency=EUR');
    expect(splitListingPath('home', ['~', 'currency=EUR']).state).toEqual(
      state({ currency: 'EUR' }),
    );
  });

  it('gives equal filter sets one address, whatever order and repeats they came in', () => {
    const fromForm = listingStateOfQuery(
      'category',
      new URLSearchParams(
        'attr=Size:Large&brand=12&attr=Color:Sage&brand=3&attr=Color:Cream&brand=12&max=80&min=10.50&stock=in&attr=Color:%20Sage%20',
      ),
    );
    const fromOtherForm = listingStateOfQuery(
      'category',
      new URLSearchParams(
        'brand=3&brand=12&attr=Color:Cream&attr=Color:Sage&attr=Size:Large&min=10.5&max=80&stock=in',
      ),
    );
    expect(fromForm).toEqual(fromOtherForm);
    expect(listingHref('/categories/kitchen', fromForm)).toBe(
      '/categories/kitchen/~/brand=3,12/attr=Color:Cream,Sage;Size:Large/price=10.5-80/stock=in',
    );
    // A range given the wrong way round is the same range.
    expect(listingStateOfQuery('search', new URLSearchParams('min=80&max=10')).price).toEqual({
      min: 10,
      max: 80,
    });
    expect(listingStateOfQuery('search', new URLSearchParams('max=25')).price).toEqual({
      min: null,
      max: 25,
    });
    expect(listingHref('/search', state({ price: { min: null, max: 25 } }))).toBe(
      '/search/~/price=-25',
    );
  });

  it('is normalised: unknown keys, the default order, what a kind does not read and unusable values are dropped', () => {
    expect(
      listingStateOfQuery('search', new URLSearchParams('q=%20a%20%20b%20&sort=&utm=1')),
    ).toEqual(state({ q: 'a b' }));
    expect(listingStateOfQuery('search', new URLSearchParams('sort=bogus&after=%00bad'))).toEqual(
      DEFAULT_LISTING_STATE,
    );
    expect(
      listingStateOfQuery('category', new URLSearchParams('q=mug&sort=newest&category=3')),
    ).toEqual(state({ sort: 'newest' }));
    expect(
      listingStateOfQuery('brand', new URLSearchParams('sort=newest&after=abc&brand=2&category=4')),
    ).toEqual(state({ sort: 'newest', after: 'abc', categories: [4] }));
    expect(
      listingStateOfQuery('product', new URLSearchParams('sort=newest&brand=2&currency=eur')),
    ).toEqual(state({ currency: 'EUR' }));
    expect(
      listingStateOfQuery(
        'search',
        new URLSearchParams(
          'brand=0&brand=-1&brand=x&rating=6&rating=4.5&stock=yes&ship=1&min=-5&max=abc&currency=EURO&attr=NoColon&attr=:x&attr=x:',
        ),
      ),
    ).toEqual(DEFAULT_LISTING_STATE);
    expect(
      isDefaultState(listingStateOfQuery('search', new URLSearchParams('q=%20%20&min=0'))),
    ).toBe(true);
  });

  it('reads a made-up or broken address as the parts it can use', () => {
    expect(
      splitListingPath('search', [
        '~',
        'q=mug',
        'nonsense',
        'after=!!!',
        'sort=zzz',
        'price=a-b',
        'attr=;;:,',
      ]).state,
    ).toEqual(state({ q: 'mug' }));
    expect(splitListingPath('search', ['~', 'q=100%']).state.q).toBe('100%');
    expect(splitListingPath('search', ['~', 'attr=Color:Sage*Z']).state.attributes).toEqual([
      { name: 'Color', values: ['Sage*Z'] },
    ]);
    expect(splitListingPath('category', ['kitchen'])).toEqual({
      segments: ['kitchen'],
      state: DEFAULT_LISTING_STATE,
    });
  });

  it('counts and clears filters, keeping the term, order and currency', () => {
    expect(filterCount(EVERYTHING)).toBe(2 + 1 + 4 + 1 + 1 + 1 + 1);
    expect(withoutFilters(EVERYTHING)).toEqual(
      state({ q: EVERYTHING.q, sort: 'price-desc', currency: 'EUR' }),
    );
    expect(filterCount(DEFAULT_LISTING_STATE)).toBe(0);
  });

  it('is what a form sends for it: its query string reads back as the same state', () => {
    expect(listingStateOfQuery('search', queryOfState(EVERYTHING))).toEqual(EVERYTHING);
    expect(
      queryOfState(state({ q: 'mug', price: { min: null, max: 25 }, currency: 'EUR' })).toString(),
    ).toBe('q=mug&max=25&currency=EUR');
  });

  it('says which query parameters each kind of listing reads', () => {
    expect(queryKeysOf('search')).toEqual([
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
    ]);
    expect(queryKeysOf('category')).toEqual([
      'brand',
      'attr',
      'min',
      'max',
      'rating',
      'stock',
      'ship',
      'sort',
      'currency',
      'after',
    ]);
    expect(queryKeysOf('brand')).toEqual([
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
    ]);
  });
});
