import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  isLocalizedPage,
  languageAlternates,
  localizedHref,
  shopLocalesOf,
  splitLocale,
  unprefixedPath,
  withLocalePrefix,
} from '@/lib/shared/locale-path';
import { withLocaleDirective } from '@/lib/store/locale-directive';
import { UNPREFIXED_PAGES } from '@/lib/shared/locale-rewrite.mjs';
// How Next.js matches a rewrite's source (next.config.mjs) against an address.
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';

describe('languages in addresses', () => {
  it('splits a language prefix off an address, and only one shaped like a code', () => {
    expect(splitLocale('/fr/products/mug')).toEqual({ code: 'fr', path: '/products/mug' });
    expect(splitLocale('/pt-BR')).toEqual({ code: 'pt-BR', path: '/' });
    expect(splitLocale('/products/mug')).toEqual({ code: null, path: '/products/mug' });
    expect(splitLocale('/~/currency=EUR')).toEqual({ code: null, path: '/~/currency=EUR' });
  });

  it('reads the same default-language path from an address and from a prerender', () => {
    expect(unprefixedPath('/default/categories/kitchen')).toBe('/categories/kitchen');
    expect(unprefixedPath('/fr/categories/kitchen')).toBe('/categories/kitchen');
    expect(unprefixedPath('/categories/kitchen')).toBe('/categories/kitchen');
    expect(unprefixedPath('/default')).toBe('/');
  });

  it('prefixes every page, and leaves route handlers, prefixed paths and outside links alone', () => {
    expect(withLocalePrefix('/', '/fr')).toBe('/fr');
    expect(localizedHref('/products/mug/~/currency=EUR', '/fr')).toBe(
      '/fr/products/mug/~/currency=EUR',
    );
    expect(localizedHref('/search', '/de')).toBe('/de/search');
    expect(localizedHref('/cart?notice=coupon-applied', '/fr')).toBe(
      '/fr/cart?notice=coupon-applied',
    );
    expect(localizedHref('/account/orders/1', '/fr')).toBe('/fr/account/orders/1');
    expect(localizedHref('/fr/account/orders/1', '/fr')).toBe('/fr/account/orders/1');
    expect(localizedHref('/de/account', '/fr')).toBe('/de/account');
    expect(localizedHref('/checkout', '/fr')).toBe('/checkout');
    expect(localizedHref('/cart/recover?t=x', '/fr')).toBe('/cart/recover?t=x');
    expect(localizedHref('/language?to=de', '/fr')).toBe('/language?to=de');
    expect(localizedHref('/api/webhooks', '/fr')).toBe('/api/webhooks');
    expect(localizedHref('/sitemap/0.xml', '/fr')).toBe('/sitemap/0.xml');
    expect(localizedHref('//evil.example/x', '/fr')).toBe('//evil.example/x');
    expect(localizedHref('/products/mug', '')).toBe('/products/mug');
    expect(isLocalizedPage('/help')).toBe(true);
    expect(isLocalizedPage('/gift-certificates')).toBe(true);
    expect(isLocalizedPage('/cartoons')).toBe(true);
    expect(isLocalizedPage('/currency')).toBe(false);
  });

  it("takes the store's list with its default first, or English where it names none", () => {
    expect(
      shopLocalesOf([
        { code: 'fr', isDefault: false },
        { code: 'de', isDefault: true },
      ]),
    ).toEqual({ default: 'de', all: ['de', 'fr'] });
    expect(shopLocalesOf([])).toEqual({ default: 'en', all: ['en'] });
  });
});

describe('hreflang alternates (the pages and the sitemaps)', () => {
  const shop = { default: 'en', all: ['en', 'fr', 'de'] };

  it('name the page in each language and the default one as x-default', () => {
    expect(languageAlternates('/products/mug', shop)).toEqual([
      { hreflang: 'en', path: '/products/mug' },
      { hreflang: 'fr', path: '/fr/products/mug' },
      { hreflang: 'de', path: '/de/products/mug' },
      { hreflang: 'x-default', path: '/products/mug' },
    ]);
    expect(languageAlternates('/', shop).map(({ path }) => path)).toEqual(['/', '/fr', '/de', '/']);
  });

  it('are none where the channel speaks one language', () => {
    expect(languageAlternates('/products/mug', { default: 'en', all: ['en'] })).toEqual([]);
  });

  it("name each language's own address where the page has one per language, and leave out one it lacks", () => {
    const paths = {
      en: '/products/kitchen/mug',
      fr: '/products/cuisine/tasse',
      de: '/products/kueche/becher',
    };
    expect(languageAlternates(paths, shop)).toEqual([
      { hreflang: 'en', path: '/products/kitchen/mug' },
      { hreflang: 'fr', path: '/fr/products/cuisine/tasse' },
      { hreflang: 'de', path: '/de/products/kueche/becher' },
      { hreflang: 'x-default', path: '/products/kitchen/mug' },
    ]);
    expect(
      languageAlternates({ en: '/a', de: '/b' }, shop).map(({ hreflang }) => hreflang),
    ).toEqual(['en', 'de', 'x-default']);
    expect(languageAlternates(paths, { default: 'en', all: ['en'] })).toEqual([]);
  });
});

describe("the rewrite of the default language's addresses", () => {
  const rewritten = (path: string) =>
    UNPREFIXED_PAGES.some(({ source }) => getPathMatch(source, { strict: true })(path) !== false);

  it('rewrites every address without a language prefix, to the depth of the page', () => {
    for (const path of ['/', '/help', '/products/kitchen/mugs/mug', '/fra', '/apis', '/sitemaps'])
      expect(rewritten(path), path).toBe(true);
  });

  it("leaves a language's addresses, at any depth, and Next.js's and the route handlers' alone", () => {
    for (const path of ['/fr', '/fr/help', '/pt-BR/categories/kitchen', '/de/~/currency=EUR'])
      expect(rewritten(path), path).toBe(false);
    for (const path of ['/_next/static/x.js', '/api/shopper', '/sitemap/products-1.xml'])
      expect(rewritten(path), path).toBe(false);
  });
});

describe('the store asked in a language', () => {
  it('puts @shopperPreferences(locale:) on the queries, once, and leaves the document as it was', () => {
    const document = parse('query P @shopperPreferences(locale: "de") { site { id } }');
    const french = withLocaleDirective(document, 'fr');
    expect(print(french)).toContain('query P @shopperPreferences(locale: "fr")');
    expect(print(french)).not.toContain('"de"');
    expect(withLocaleDirective(document, 'fr')).toBe(french);
    expect(print(document)).toContain('"de"');
  });

  it('leaves mutations as they are (the directive is for queries)', () => {
    const document = parse('mutation M { logout { result } }');
    expect(print(withLocaleDirective(document, 'fr'))).toBe(print(document));
  });
});
