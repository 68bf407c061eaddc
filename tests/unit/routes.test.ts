import { describe, expect, it } from 'vitest';
import {
  PAGES,
  ROUTES,
  ROUTE_TYPES,
  expandRoute,
  matchRoute,
  routePath,
  routeVariables,
} from '@/lib/shared/routes';

const sample = { id: 42, slug: 'kitchen/mugs/enamel-mug', lang: 'en', token: 'a1B2-c3' };

describe('route table', () => {
  it('has a pattern for each of the ten route types of the seed', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...ROUTE_TYPES].sort());
    expect(ROUTE_TYPES).toHaveLength(10);
  });

  it('uses only the {id}, {slug}, {lang} and {token} variables', () => {
    for (const pattern of [...Object.values(ROUTES), ...Object.values(PAGES)]) {
      expect(() => routeVariables(pattern)).not.toThrow();
    }
  });

  it.each(ROUTE_TYPES)('expands and matches %s as a round trip', (type) => {
    const path = routePath(type, sample);
    expect(path.startsWith('/')).toBe(true);
    const variables = matchRoute(ROUTES[type], path);
    expect(variables).not.toBeNull();
    for (const name of routeVariables(ROUTES[type]))
      expect(String(variables![name])).toBe(String(sample[name]));
  });

  it('gives each route type its own path', () => {
    const paths = ROUTE_TYPES.map((type) => routePath(type, sample));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('expandRoute / matchRoute', () => {
  const patterns = ['/{lang}/{slug}', '/p/{id}/{slug}', '/{lang}/orders/{id}', '/{slug}?id={id}'];

  it.each(patterns)('round-trips every variable through %s', (pattern) => {
    for (const slug of ['mug', 'kitchen/mugs/enamel-mug', 'café au lait', 'a/b/c/d']) {
      const vars = { id: 7, slug, lang: 'fr-CA', token: 'x' };
      const path = expandRoute(pattern, vars);
      const matched = matchRoute(pattern.split('?')[0]!, path.split('?')[0]!);
      for (const name of routeVariables(pattern.split('?')[0]!))
        expect(String(matched![name])).toBe(String(vars[name]));
    }
  });

  it('takes a token as one segment, encoded', () => {
    expect(expandRoute('/wishlists/{token}', { token: 'a b/c' })).toBe('/wishlists/a%20b%2Fc');
    expect(matchRoute('/wishlists/{token}', '/wishlists/a%20b%2Fc')).toEqual({ token: 'a b/c' });
    expect(matchRoute('/wishlists/{token}', '/wishlists/a/b')).toBeNull();
  });

  it('keeps the slashes of a slug and encodes each segment', () => {
    expect(expandRoute('/products/{slug}', { slug: '/kitchen/café mugs/' })).toBe(
      '/products/kitchen/caf%C3%A9%20mugs',
    );
    expect(matchRoute('/products/{slug}', '/products/kitchen/caf%C3%A9%20mugs/')).toEqual({
      slug: 'kitchen/café mugs',
    });
  });

  it('does not match other paths', () => {
    expect(matchRoute('/account/orders/{id}', '/account/orders/abc')).toBeNull();
    expect(matchRoute('/account/orders/{id}', '/account/orders/1/return')).toBeNull();
    expect(matchRoute('/cart', '/cart/recover')).toBeNull();
    expect(matchRoute('/cart', '/cart?x=1')).toEqual({});
  });

  it('refuses unknown variables and missing values', () => {
    expect(() => expandRoute('/x/{name}', {})).toThrow(
      /only \{id\}, \{slug\}, \{lang\} and \{token\}/,
    );
    expect(() => expandRoute('/orders/{id}', {})).toThrow(/needs \{id\}/);
  });
});

describe('links built from what a form posted', () => {
  it('expand a slug holding half a character (a lone surrogate) instead of throwing', () => {
    expect(routePath('product', { slug: 'mug\uD800/x' })).toBe('/products/mug%EF%BF%BD/x');
  });

  it('keep a page in a currency only for a currency code', async () => {
    const { productHref } = await import('@/lib/shared/links');
    expect(productHref('mug', 'EUR')).toMatch(/currency=EUR/);
    expect(productHref('mug', 'EUR\r\nX: y')).toBe('/products/mug');
    expect(productHref('mug', '€')).toBe('/products/mug');
  });
});
