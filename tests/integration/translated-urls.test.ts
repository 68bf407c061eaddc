import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DomUtils, parseDocument } from 'htmlparser2';
import { loadStorefrontGraphQL } from '../support/storefront-env';
import { type TestStore, startTestStore } from '../support/store-service';
import { DEFAULT_LISTING_STATE } from '@/lib/shared/listing-state';
import type * as Catalog from '@/lib/data/catalog';
import type * as CanonicalLinkModule from '@/app/[locale]/_components/canonical-link';
import type * as PagePaths from '@/app/[locale]/_components/catalog-page-paths';
import type * as LanguageChoice from '@/lib/flows/language-choice';
import type * as Seo from '@/lib/data/seo';
import type * as LocalePath from '@/lib/shared/locale-path';

vi.mock(
  '@apollo/client-integration-nextjs',
  async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc,
);
vi.mock('next/cache', async () => (await import('../support/storefront-lib')).nextCacheOutsideNext);

/** The page's `[locale]` segment, as Next.js's compiler would hand it to the render. */
let segment = 'default';
vi.mock('next/root-params', () => ({ locale: async () => segment }));

/**
 * A catalog page's canonical link and `hreflang` alternates where the store gives its
 * products, categories and brands an address of their own in each language: the local
 * store's demo channel (English, its default, with the demo's French and German, whose
 * products and categories have translated custom URLs; a brand's translations are given
 * them here), the page's own chain (its loader in the page's language, then
 * catalogPagePathsHere and CanonicalLink, rendered), with 'use cache' off so every call
 * asks the store. Then the header's language switch finds the same page in another language.
 */
let store: TestStore;
let catalog: typeof Catalog;
let canonical: typeof CanonicalLinkModule;
let pagePaths: typeof PagePaths;
let choice: typeof LanguageChoice;
let seo: typeof Seo;
let localePath: typeof LocalePath;
let brand: { id: number; path: string };

beforeAll(async () => {
  store = await startTestStore();
  await loadStorefrontGraphQL(store);
  [catalog, canonical, pagePaths, choice, seo, localePath] = await Promise.all([
    import('@/lib/data/catalog'),
    import('@/app/[locale]/_components/canonical-link'),
    import('@/app/[locale]/_components/catalog-page-paths'),
    import('@/lib/flows/language-choice'),
    import('@/lib/data/seo'),
    import('@/lib/shared/locale-path'),
  ]);
  const found = (
    await store.api<{ data: Array<{ id: number; name: string; custom_url: { url: string } }> }>(
      'GET',
      '/v3/catalog/brands',
    )
  ).body.data.find(({ name }) => name === 'Alder & Ash')!;
  brand = { id: found.id, path: found.custom_url.url };
  for (const [locale, url] of [
    ['fr', '/marques/aulne-et-frene/'],
    ['de', '/marken/erle-und-esche/'],
  ] as const)
    expect(
      (
        await store.api('PUT', `/v3/catalog/brands/${brand.id}/translations/${locale}`, {
          body: { custom_url: { url } },
        })
      ).status,
    ).toBe(200);
});
afterAll(() => store.close());

/** A rendered CanonicalLink: its canonical href and its alternates by hreflang. */
async function linksOf(paths: LocalePath.PathsByLocale) {
  const element = await canonical.CanonicalLink({ paths });
  const document = parseDocument(element ? renderToStaticMarkup(element) : '');
  const links = DomUtils.getElementsByTagName('link', document);
  return {
    canonical: links.filter((l) => l.attribs.rel === 'canonical').map((l) => l.attribs.href),
    alternates: Object.fromEntries(
      links
        .filter((l) => l.attribs.rel === 'alternate')
        .map((l) => [l.attribs.hreflang!, l.attribs.href!]),
    ),
  };
}

const MUG = {
  en: '/products/kitchen/mugs/enamel-camp-mug',
  fr: '/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille',
  de: '/de/products/kueche/becher-und-tassen/emaille-campingbecher',
};
const KITCHEN = {
  en: '/categories/kitchen',
  fr: '/fr/categories/cuisine',
  de: '/de/categories/kueche',
};
const ALDER = {
  en: '/brands/alder-and-ash',
  fr: '/fr/brands/marques/aulne-et-frene',
  de: '/de/brands/marken/erle-und-esche',
};
const withDefault = (addresses: Record<'en' | 'fr' | 'de', string>) => ({
  ...addresses,
  'x-default': addresses.en,
});

/** A product page's links in the language of `page`, read at the store path `path`. */
async function productPageLinks(page: string, path: string) {
  segment = page;
  const product = await catalog.getProductPage(path, '', null);
  expect(product, `${page} ${path}`).not.toBeNull();
  return linksOf(
    await pagePaths.catalogPagePathsHere(
      { kind: 'product', entityId: product!.entityId },
      product!.path,
    ),
  );
}

describe("a catalog page's alternates: each language's own address", () => {
  it('a product page, in each language, names every language at its translated address', async () => {
    for (const [page, path, own] of [
      ['default', '/kitchen/mugs/enamel-camp-mug/', MUG.en],
      ['fr', '/cuisine/mugs-et-tasses/mug-de-camping-emaille/', MUG.fr],
      ['de', '/kueche/becher-und-tassen/emaille-campingbecher/', MUG.de],
    ] as const) {
      const links = await productPageLinks(page, path);
      expect(links.canonical, page).toEqual([own]);
      expect(links.alternates, page).toEqual(withDefault(MUG));
    }
  });

  it("a product reached at another language's path names its own address in the page's language as canonical", async () => {
    // The store resolves the default language's path in every language.
    const links = await productPageLinks('fr', '/kitchen/mugs/enamel-camp-mug/');
    expect(links.canonical).toEqual([MUG.fr]);
    expect(links.alternates).toEqual(withDefault(MUG));
  });

  it('a category page, and a page of its listing, name each language at its translated address', async () => {
    for (const [page, path, own] of [
      ['default', '/kitchen/', KITCHEN.en],
      ['fr', '/cuisine/', KITCHEN.fr],
      ['de', '/kueche/', KITCHEN.de],
    ] as const) {
      segment = page;
      const category = await catalog.getCategoryPage(path);
      expect(category, page).not.toBeNull();
      const addresses = await pagePaths.catalogPagePathsHere(
        { kind: 'category', entityId: category!.entityId },
        category!.path,
      );
      const links = await linksOf(addresses);
      expect(links.canonical, page).toEqual([own]);
      expect(links.alternates, page).toEqual(withDefault(KITCHEN));
      // The listing's canonical (lib/data/seo.ts): an order is a variant of the listing.
      const sorted = await linksOf(
        localePath.mapPaths(addresses, (address) =>
          seo.canonicalListing(address, { ...DEFAULT_LISTING_STATE, sort: 'price-asc' }),
        ),
      );
      expect(sorted).toEqual(links);
    }
  });

  it('a brand page names each language at its translated address', async () => {
    for (const [page, path, own] of [
      ['default', brand.path, ALDER.en],
      ['fr', '/marques/aulne-et-frene/', ALDER.fr],
      ['de', '/marken/erle-und-esche/', ALDER.de],
    ] as const) {
      segment = page;
      const found = await catalog.getBrandPage(path);
      expect(found?.entityId, page).toBe(brand.id);
      const links = await linksOf(
        await pagePaths.catalogPagePathsHere({ kind: 'brand', entityId: brand.id }, found!.path),
      );
      expect(links.canonical, page).toEqual([own]);
      expect(links.alternates, page).toEqual(withDefault(ALDER));
    }
  });

  it('a page whose address is the same in every language keeps it under each prefix', async () => {
    segment = 'fr';
    expect(await linksOf('/help')).toEqual({
      canonical: ['/fr/help'],
      alternates: { en: '/help', fr: '/fr/help', de: '/de/help', 'x-default': '/help' },
    });
  });
});

describe('the language switch finds the same page at its address in the language chosen', () => {
  const shop = { default: 'en', all: ['en', 'fr', 'de'] };
  const unprefixed = (address: string) => localePath.unprefixedPath(address);

  it('a product, a category with its state, and a brand', async () => {
    expect(await choice.samePageIn(unprefixed(MUG.fr), 'fr', 'de', shop)).toBe(unprefixed(MUG.de));
    expect(await choice.samePageIn(unprefixed(MUG.de), 'de', 'en', shop)).toBe(MUG.en);
    expect(await choice.samePageIn(`${MUG.en}/~/currency=EUR`, 'en', 'fr', shop)).toBe(
      `${unprefixed(MUG.fr)}/~/currency=EUR`,
    );
    expect(
      await choice.samePageIn(`${unprefixed(KITCHEN.fr)}/~/sort=price-asc`, 'fr', 'en', shop),
    ).toBe(`${KITCHEN.en}/~/sort=price-asc`);
    // Another language's path the store resolves in this one (the default's, in French).
    expect(await choice.samePageIn(KITCHEN.en, 'fr', 'de', shop)).toBe(unprefixed(KITCHEN.de));
    expect(await choice.samePageIn(unprefixed(ALDER.fr), 'fr', 'en', shop)).toBe(ALDER.en);
  });

  it('leaves any other page, and a path the store does not know, as it is', async () => {
    expect(await choice.samePageIn('/help', 'fr', 'en', shop)).toBe('/help');
    expect(await choice.samePageIn('/products/no-such-thing', 'en', 'fr', shop)).toBe(
      '/products/no-such-thing',
    );
  });
});
