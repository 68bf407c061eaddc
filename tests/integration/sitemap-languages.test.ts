import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import type * as NextServer from 'next/server';
import { loadStorefrontGraphQL } from '../support/storefront-env';
import { type TestStore, startTestStore } from '../support/store-service';
import type * as IndexRoute from '@/app/sitemap.xml/route';
import type * as FileRoute from '@/app/sitemap/[file]/route';

vi.mock(
  '@apollo/client-integration-nextjs',
  async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc,
);
vi.mock('next/cache', async () => (await import('../support/storefront-lib')).nextCacheOutsideNext);
// connection() needs a request of Next's own; here the route handlers answer a plain call.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof NextServer>()),
  connection: async () => undefined,
}));

/**
 * The sitemaps of a shop in several languages, from the store to the XML: the local store's
 * demo channel (English, with the demo's French and German, whose products, categories and
 * here a brand have addresses of their own in each), the storefront's loaders (their
 * 'use cache' off, so each call reads the store) and its two route handlers, whose answers
 * are parsed as XML. The same handlers with one language keep the plain protocol.
 */
const ORIGIN = 'http://127.0.0.1:3999'; // PUBLIC_URL in tests/support/storefront-env.ts
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

let store: TestStore;
let index: typeof IndexRoute;
let file: typeof FileRoute;
beforeAll(async () => {
  store = await startTestStore();
  await loadStorefrontGraphQL(store);
  index = await import('@/app/sitemap.xml/route');
  file = await import('@/app/sitemap/[file]/route');
});
afterAll(() => store.close());

const locales = async () =>
  (await store.api<{ data: Array<{ code: string }> }>('GET', '/v3/channels/1/settings/locales'))
    .body.data;

interface Entry {
  loc: string;
  /** `hreflang` → href of its `<xhtml:link rel="alternate">`s. */
  alternates: Record<string, string>;
  links: number;
}

/** One sitemap file's answer, parsed as XML: its root element and its `<url>` entries. */
async function sitemapFile(name: string) {
  const response = await file.GET(new Request(`${ORIGIN}/sitemap/${name}`), {
    params: Promise.resolve({ file: name }),
  });
  expect(response.status, name).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const document = parseDocument(await response.text(), { xmlMode: true });
  const root = document.children.find((node): node is Element => DomUtils.isTag(node))!;
  const entries: Entry[] = DomUtils.getElementsByTagName('url', root.children, false).map((url) => {
    const links = DomUtils.getElementsByTagName('xhtml:link', url.children, false);
    for (const link of links) expect(link.attribs.rel).toBe('alternate');
    return {
      loc: DomUtils.textContent(DomUtils.getElementsByTagName('loc', url.children, false)[0]!),
      alternates: Object.fromEntries(links.map((l) => [l.attribs.hreflang!, l.attribs.href!])),
      links: links.length,
    };
  });
  return { root, entries };
}

/** The sitemap files the index names, by their file names. */
async function indexedFiles(): Promise<string[]> {
  const document = parseDocument(await (await index.GET()).text(), { xmlMode: true });
  return DomUtils.getElementsByTagName('loc', document).map((loc) => {
    const url = DomUtils.textContent(loc);
    expect(url.startsWith(`${ORIGIN}/sitemap/`), url).toBe(true);
    return url.slice(`${ORIGIN}/sitemap/`.length);
  });
}

describe('the sitemaps of a channel in English, French and German', () => {
  it("list every page in each language at that language's own address, each entry naming all three and x-default", async () => {
    expect((await locales()).map(({ code }) => code)).toEqual(['en', 'fr', 'de']);
    // The demo's brands have no URLs of their own in French and German: one is given them.
    const brands = await store.api<{ data: Array<{ id: number; name: string }> }>(
      'GET',
      '/v3/catalog/brands',
    );
    const brand = brands.body.data.find(({ name }) => name === 'Alder & Ash')!;
    for (const [code, url] of [
      ['fr', '/marques/aulne-et-frene/'],
      ['de', '/marken/erle-und-esche/'],
    ])
      expect(
        (
          await store.api('PUT', `/v3/catalog/brands/${brand.id}/translations/${code}`, {
            body: { custom_url: { url } },
          })
        ).status,
      ).toBe(200);
    const files = await indexedFiles();
    expect(files).toEqual(['0.xml']);
    const { root, entries } = await sitemapFile(files[0]!);
    expect(root.name).toBe('urlset');
    expect(root.attribs['xmlns:xhtml']).toBe(XHTML_NS);

    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(
        ['de', 'en', 'fr', 'x-default'].sort(),
      );
      expect(entry.links, entry.loc).toBe(4);
      // x-default is the default language's address: the one without a prefix.
      expect(entry.alternates['x-default'], entry.loc).toBe(entry.alternates.en);
      expect(entry.alternates.en!.startsWith(`${ORIGIN}/`), entry.loc).toBe(true);
      expect(/^\/(fr|de)(\/|$)/.test(entry.alternates.en!.slice(ORIGIN.length))).toBe(false);
      // Each entry is one of its own alternates.
      expect(Object.values(entry.alternates), entry.loc).toContain(entry.loc);
    }

    // Each language's address is an entry of its own, and all name the same set.
    const locs = entries.map(({ loc }) => loc);
    expect(new Set(locs).size).toBe(locs.length);
    const english = entries.filter((entry) => entry.loc === entry.alternates.en);
    expect(entries.length).toBe(english.length * 3);
    for (const entry of english) {
      for (const code of ['fr', 'de']) {
        const other = entries.find(({ loc }) => loc === entry.alternates[code]);
        expect(other?.alternates, `${entry.loc} in ${code}`).toEqual(entry.alternates);
      }
    }

    // A product: each language's address is its translated custom URL, as the page's own
    // hreflang has it, and each is an entry naming the same set.
    const mug = english.find(({ loc }) => loc.endsWith('/products/kitchen/mugs/enamel-camp-mug'));
    expect(mug?.loc).toBe(`${ORIGIN}/products/kitchen/mugs/enamel-camp-mug`);
    expect(mug?.alternates.fr).toBe(
      `${ORIGIN}/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille`,
    );
    expect(mug?.alternates.de).toBe(
      `${ORIGIN}/de/products/kueche/becher-und-tassen/emaille-campingbecher`,
    );
    expect(mug?.alternates['x-default']).toBe(mug?.loc);
    // A product without a translated URL keeps its path under each prefix.
    const oven = english.find(({ loc }) => loc.endsWith('/products/enamelled-dutch-oven'));
    expect(oven?.alternates.fr).toBe(`${ORIGIN}/fr/products/enamelled-dutch-oven`);
    // A category, and a brand given French and German URLs, likewise.
    const kitchen = english.find(({ loc }) => loc === `${ORIGIN}/categories/kitchen`);
    expect(kitchen?.alternates).toEqual({
      en: `${ORIGIN}/categories/kitchen`,
      fr: `${ORIGIN}/fr/categories/cuisine`,
      de: `${ORIGIN}/de/categories/kueche`,
      'x-default': `${ORIGIN}/categories/kitchen`,
    });
    const alder = english.find(({ loc }) => loc === `${ORIGIN}/brands/alder-and-ash`);
    expect(alder?.alternates).toEqual({
      en: `${ORIGIN}/brands/alder-and-ash`,
      fr: `${ORIGIN}/fr/brands/marques/aulne-et-frene`,
      de: `${ORIGIN}/de/brands/marken/erle-und-esche`,
      'x-default': `${ORIGIN}/brands/alder-and-ash`,
    });
    for (const code of ['fr', 'de']) expect(locs).toContain(alder?.alternates[code]);
    // No entry is another language's path under this language's prefix.
    expect(locs).not.toContain(`${ORIGIN}/fr/categories/kitchen`);
    expect(locs).not.toContain(`${ORIGIN}/de/products/kitchen/mugs/enamel-camp-mug`);
    // The home page in French is /fr, not /fr/.
    expect(english.find(({ loc }) => loc === `${ORIGIN}/`)?.alternates.fr).toBe(`${ORIGIN}/fr`);
  });

  it('has no file past the last one', async () => {
    const response = await file.GET(new Request(`${ORIGIN}/sitemap/1.xml`), {
      params: Promise.resolve({ file: '1.xml' }),
    });
    expect(response.status).toBe(404);
  });
});

describe('the sitemaps of a channel in one language', () => {
  it('list the default addresses alone, with no xhtml:link and no xhtml namespace', async () => {
    for (const code of ['fr', 'de'])
      expect(
        (await store.api('DELETE', `/v3/channels/1/settings/locales/${code}`)).status,
        code,
      ).toBe(200);
    expect((await locales()).map(({ code }) => code)).toEqual(['en']);
    const files = await indexedFiles();
    expect(files).toEqual(['0.xml']);
    const { root, entries } = await sitemapFile(files[0]!);
    expect(root.attribs).toEqual({ xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    expect(DomUtils.getElementsByTagName('xhtml:link', root)).toEqual([]);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every(({ links }) => links === 0)).toBe(true);
    const locs = entries.map(({ loc }) => loc);
    expect(locs).toContain(`${ORIGIN}/products/kitchen/mugs/enamel-camp-mug`);
    expect(locs.some((loc) => /^\/(fr|de)(\/|$)/.test(loc.slice(ORIGIN.length)))).toBe(false);
  });
});
