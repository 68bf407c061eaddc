import { describe, expect, it } from 'vitest';
import {
  brandHref,
  brandStorePaths,
  catalogHref,
  catalogPageOf,
  categoryHref,
  isStorePath,
  productHref,
  safeNextPath,
  signInHref,
  slugOf,
  storePathOf,
  withQuery,
} from '@/lib/shared/links';

describe('catalog links', () => {
  it('link products and categories with their store paths, nested slugs kept', () => {
    expect(productHref('/kitchen/mugs/enamel-camp-mug/')).toBe(
      '/products/kitchen/mugs/enamel-camp-mug',
    );
    expect(productHref('/stoneware-coffee-mug/')).toBe('/products/stoneware-coffee-mug');
    expect(categoryHref('/kitchen/mugs/')).toBe('/categories/kitchen/mugs');
  });

  it('turn a slug back into the store path, and the other way round', () => {
    expect(storePathOf(['kitchen', 'mugs', 'enamel-camp-mug'])).toBe(
      '/kitchen/mugs/enamel-camp-mug/',
    );
    expect(slugOf('/kitchen/mugs/enamel-camp-mug/')).toEqual([
      'kitchen',
      'mugs',
      'enamel-camp-mug',
    ]);
  });

  it('link brands without repeating the store’s /brands/ prefix, and find them again', () => {
    expect(brandHref('/brands/alder-ash/')).toBe('/brands/alder-ash');
    expect(brandStorePaths(['alder-ash'])).toEqual(['/brands/alder-ash/', '/alder-ash/']);
  });
});

describe('isStorePath', () => {
  it('takes what the store can keep as a custom URL: 1 to 255 characters', () => {
    expect(isStorePath('/stoneware-coffee-mug/')).toBe(true);
    expect(isStorePath(`/${'a'.repeat(254)}`)).toBe(true);
    expect(isStorePath('')).toBe(false);
    expect(isStorePath(`/${'a'.repeat(255)}`)).toBe(false);
  });
});

describe('withQuery', () => {
  it('adds the parameters that have a value', () => {
    expect(withQuery('/search', { q: 'mug', sort: '', after: null })).toBe('/search?q=mug');
    expect(withQuery('/cart', {})).toBe('/cart');
  });
});

describe('safeNextPath', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/account/orders/12')).toBe('/account/orders/12');
    expect(safeNextPath('/cart/recover?t=abc')).toBe('/cart/recover?t=abc');
  });

  it('refuses anything that could lead to another site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'account',
      '',
      null,
      42,
    ]) {
      expect(safeNextPath(next)).toBeNull();
    }
  });

  it('refuses paths that only resolve to another site (dot segments, encoded dots, backslashes, tabs)', () => {
    const offSite = [
      '/.//evil.com',
      '/a/..//evil.com',
      '/%2e//evil.com',
      '/%2E//evil.com',
      '/./\\evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r\n/evil.com',
      '/ /evil.com'.replace(' ', '\u0000'),
      '/a/../..//evil.com',
      '/././/evil.com/path?x=1',
      'https://evil.com',
      'http:evil.com',
      'javascript:alert(1)',
      ' /evil.com',
      '///evil.com',
    ];
    for (const next of offSite) {
      const path = safeNextPath(next);
      expect(path, JSON.stringify(next)).toBeNull();
    }
  });

  it('returns the resolved path, which always stays on this site', () => {
    expect(safeNextPath('/account/./orders/../orders/12')).toBe('/account/orders/12');
    expect(safeNextPath('/a/b/..')).toBe('/a/');
    for (const next of ['/', '/cart', '/search?q=%2F%2Fevil.com', '/x#//evil.com', '/a/..%2f/b']) {
      const path = safeNextPath(next);
      expect(path, next).not.toBeNull();
      expect(new URL(path!, 'https://shop.example').host, next).toBe('shop.example');
      expect(path!.startsWith('//'), next).toBe(false);
    }
  });

  it('refuses a path longer than any page of the shop, which would not fit a Location header', () => {
    expect(safeNextPath(`/search?q=${'a'.repeat(2000)}`)).not.toBeNull();
    expect(safeNextPath(`/${'a'.repeat(300_000)}`)).toBeNull();
  });

  it('builds the sign-in link with the way back', () => {
    expect(signInHref('/account/orders/3')).toBe('/account/sign-in?next=%2Faccount%2Forders%2F3');
    expect(signInHref()).toBe('/account/sign-in');
  });
});

describe("a catalog page's address taken apart (the language switch)", () => {
  it('finds the kind, the store paths and the state as written', () => {
    expect(catalogPageOf('/products/cuisine/mugs/mug-emaille/~/currency=EUR')).toEqual({
      kind: 'product',
      storePaths: ['/cuisine/mugs/mug-emaille/'],
      state: '/~/currency=EUR',
    });
    expect(catalogPageOf('/categories/kitchen')).toEqual({
      kind: 'category',
      storePaths: ['/kitchen/'],
      state: '',
    });
    expect(catalogPageOf('/brands/alder-and-ash/~/sort=newest')).toEqual({
      kind: 'brand',
      storePaths: ['/brands/alder-and-ash/', '/alder-and-ash/'],
      state: '/~/sort=newest',
    });
    expect(catalogPageOf('/products/caf%C3%A9')?.storePaths).toEqual(['/café/']);
  });

  it('is null for any other page, and builds the address back from a store path', () => {
    for (const path of ['/', '/help', '/search/~/q=mug', '/products', '/products/', '/pages/about'])
      expect(catalogPageOf(path), path).toBeNull();
    expect(catalogHref('product', '/cuisine/mug/')).toBe('/products/cuisine/mug');
    expect(catalogHref('category', '/cuisine/')).toBe('/categories/cuisine');
    expect(catalogHref('brand', '/brands/alder-and-ash/')).toBe('/brands/alder-and-ash');
  });
});
