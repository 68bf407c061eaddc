import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_STATE, isDefaultState, listingHref, listingStateOfQuery, splitListingPath } from '@/lib/listing-state';

/** Path segments as a page gets them for an address (Next.js hands them over encoded). */
const segmentsOf = (href: string, base: string) => href.slice(base.length).split('/').filter(Boolean);

describe('a listing’s state', () => {
  it('round-trips through its address: term, order and an opaque cursor with any characters', () => {
    const state = { q: 'linen & 100% wool/cotton', sort: 'price-desc', after: 'eyJvZmZzZXQiOjEyfQ==/+?' };
    const href = listingHref('/search', state);
    expect(href).toMatch(/^\/search\/~\/q=linen%20%26%20100%25%20wool%2Fcotton\/sort=price-desc\/after=[\w-]+$/);
    expect(splitListingPath('search', segmentsOf(href, '/search'))).toEqual({ segments: [], state });
    // The same segments, decoded as some requests hand them over.
    expect(splitListingPath('search', segmentsOf(href, '/search').map(decodeURIComponent)).state).toEqual(state);
  });

  it('keeps a category’s or brand’s own path apart from the state', () => {
    const href = listingHref('/categories/kitchen/mugs', { ...DEFAULT_LISTING_STATE, sort: 'newest' });
    expect(href).toBe('/categories/kitchen/mugs/~/sort=newest');
    expect(splitListingPath('category', segmentsOf(href, '/categories'))).toEqual({
      segments: ['kitchen', 'mugs'],
      state: { ...DEFAULT_LISTING_STATE, sort: 'newest' },
    });
    expect(listingHref('/categories/kitchen', DEFAULT_LISTING_STATE)).toBe('/categories/kitchen');
  });

  it('is normalised: unknown keys, the default order, what a kind does not read and unusable cursors are dropped', () => {
    expect(listingStateOfQuery('search', new URLSearchParams('q=%20a%20%20b%20&sort=&utm=1'))).toEqual({ q: 'a b', sort: '', after: null });
    expect(listingStateOfQuery('search', new URLSearchParams('sort=bogus&after=%00bad'))).toEqual(DEFAULT_LISTING_STATE);
    expect(listingStateOfQuery('category', new URLSearchParams('q=mug&sort=newest'))).toEqual({ q: '', sort: 'newest', after: null });
    expect(listingStateOfQuery('brand', new URLSearchParams('sort=newest&after=abc'))).toEqual({ q: '', sort: '', after: 'abc' });
    expect(isDefaultState(listingStateOfQuery('search', new URLSearchParams('q=%20%20')))).toBe(true);
  });

  it('reads a made-up or broken address as the parts it can use', () => {
    expect(splitListingPath('search', ['~', 'q=mug', 'nonsense', 'after=!!!', 'sort=zzz']).state).toEqual({ q: 'mug', sort: '', after: null });
    expect(splitListingPath('search', ['~', 'q=100%']).state.q).toBe('100%');
    expect(splitListingPath('category', ['kitchen'])).toEqual({ segments: ['kitchen'], state: DEFAULT_LISTING_STATE });
  });
});
