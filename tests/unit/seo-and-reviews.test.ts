import { describe, expect, it } from 'vitest';
import Validator from '@adobe/structured-data-validator';
import { DEFAULT_LISTING_STATE, type ListingState } from '@/lib/shared/listing-state';
import { reviewInput } from '@/lib/shared/review-input';
import { inEnglish } from '../support/english-problems';
import { sitemapEntries } from '@/lib/shared/sitemap-entries';
import { sitemapXml } from '@/lib/shared/sitemap-xml';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  type ProductFacts,
  webSiteJsonLd,
} from '@/lib/shared/structured-data';

const { canonicalListing } = await import('@/lib/data/seo');

const state = (parts: Partial<ListingState>): ListingState => ({
  ...DEFAULT_LISTING_STATE,
  ...parts,
});

describe('canonical addresses', () => {
  it('name the plain listing for its filtered, sorted and other-currency variants, and keep a search term and a plain page', () => {
    expect(
      canonicalListing(
        '/categories/kitchen',
        state({ brands: [3], sort: 'price-asc', currency: 'EUR', after: 'abc' }),
      ),
    ).toBe('/categories/kitchen');
    expect(canonicalListing('/categories/kitchen', state({ after: 'abc' }))).toBe(
      '/categories/kitchen/~/after=YWJj',
    );
    expect(
      canonicalListing(
        '/search',
        state({ q: 'mug', attributes: [{ name: 'Material', values: ['Glass'] }] }),
      ),
    ).toBe('/search/~/q=mug');
  });
});

const MUG: ProductFacts = {
  name: 'Enamel Camp Mug',
  description: 'A light, tough mug.',
  sku: 'MUG-1',
  url: '/products/kitchen/mugs/enamel-camp-mug',
  images: ['https://cdn.example/mug.jpg'],
  brand: 'Alder & Co.',
  offers: [
    { price: 18, inStock: true },
    { price: 22, inStock: false },
  ],
  currency: 'EUR',
  preorder: false,
  rating: { average: 4.33, count: 6 },
  reviews: [
    {
      author: 'Priya N.',
      title: 'Lives on my desk now',
      text: 'Light and tough.',
      rating: 5,
      date: '2026-11-20T10:00:00Z',
    },
  ],
};

/** Google's rich result rules for each block, as the validator checks them (errors only). */
async function errorsOf(blocks: Array<Record<string, unknown>>): Promise<string[]> {
  const jsonld: Record<string, Array<Record<string, unknown>>> = {};
  for (const block of blocks) (jsonld[String(block['@type'])] ??= []).push(block);
  const issues = await new Validator().validate({ jsonld, microdata: {}, rdfa: {} });
  return issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage);
}

describe('structured data', () => {
  it('describes a product with variants at different prices as an AggregateOffer with its rating and reviews, valid', async () => {
    const product = productJsonLd(MUG) as unknown as Record<string, unknown>;
    expect(product).toMatchObject({
      '@type': 'Product',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '18.00',
        highPrice: '22.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 6 },
      brand: { '@type': 'Brand', name: 'Alder & Co.' },
    });
    expect(await errorsOf([product])).toEqual([]);
  });

  it('gives one Offer for one price, and no rating when there are no reviews; still valid', async () => {
    const product = productJsonLd({
      ...MUG,
      offers: [{ price: 18, inStock: false }],
      rating: null,
      reviews: [],
    }) as unknown as Record<string, unknown>;
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '18.00',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(product).not.toHaveProperty('aggregateRating');
    expect(await errorsOf([product])).toEqual([]);
  });

  it('is valid for a trail and for the shop (WebSite with its search, Organization)', async () => {
    const trail = breadcrumbJsonLd([
      { name: 'Home', url: '/' },
      { name: 'Kitchen', url: '/categories/kitchen' },
    ]) as unknown as Record<string, unknown>;
    const site = webSiteJsonLd({ name: 'Demo', origin: '' }) as unknown as Record<string, unknown>;
    const org = organizationJsonLd({
      name: 'Demo',
      origin: '',
      logo: '/icon.svg',
    }) as unknown as Record<string, unknown>;
    expect(await errorsOf([trail, site, org])).toEqual([]);
    expect(site).toMatchObject({
      potentialAction: { target: { urlTemplate: '/search?q={search_term_string}' } },
    });
  });

  it("names the shop's website in the page's language: its home, its search and its language", async () => {
    const site = webSiteJsonLd({
      name: 'Demo',
      origin: 'https://shop.example',
      home: '/fr',
      language: 'fr',
    }) as unknown as Record<string, unknown>;
    expect(await errorsOf([site])).toEqual([]);
    expect(site).toMatchObject({
      url: 'https://shop.example/fr',
      inLanguage: 'fr',
      potentialAction: {
        target: { urlTemplate: 'https://shop.example/fr/search?q={search_term_string}' },
      },
    });
  });

  it('cannot be ended early by a product name with a script end tag (the component escapes <)', async () => {
    const { JsonLd } = await import('@/app/[locale]/_components/json-ld');
    const element = JsonLd({
      data: productJsonLd({ ...MUG, name: '</script><script>alert(1)</script>' }),
    });
    const html = (element.props as { dangerouslySetInnerHTML: { __html: string } })
      .dangerouslySetInnerHTML.__html;
    expect(html).not.toContain('</script>');
    expect((JSON.parse(html) as { name: string }).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('a review as the form sends it', () => {
  it('is accepted when complete, with an optional e-mail address', () => {
    expect(
      reviewInput.safeParse({
        rating: '4',
        title: ' Good ',
        text: 'Works well every day.',
        author: 'Sam',
        email: '',
      }),
    ).toMatchObject({
      success: true,
      data: { rating: 4, title: 'Good' },
    });
  });

  it('names each field that is wrong, in words a shopper understands', () => {
    const result = reviewInput.safeParse({
      rating: '',
      title: '',
      text: 'short',
      author: ' ',
      email: 'not-an-address',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], inEnglish(issue.message)]),
    );
    expect(fields).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      title: 'Give your review a title.',
      text: 'Tell other shoppers a little more: at least 10 characters.',
      author: 'Enter the name to show with your review.',
      email: 'Enter an e-mail address like name@example.com, or leave it empty.',
    });
    expect(
      reviewInput.safeParse({
        rating: '9',
        title: 'x',
        text: 'long enough text',
        author: 'A',
        email: '',
      }).success,
    ).toBe(false);
  });
});

describe('sitemap XML', () => {
  it('escapes addresses and writes a urlset or a sitemap index', () => {
    const xml = sitemapXml('urlset', ['https://shop.example/products/salt-&-pepper']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://shop.example/products/salt-&amp;-pepper</loc></url>');
    expect(sitemapXml('sitemapindex', ['https://shop.example/sitemap/0.xml'])).toContain(
      '<sitemap><loc>https://shop.example/sitemap/0.xml</loc></sitemap>',
    );
  });

  it('writes hreflang alternates as xhtml:link, escaped, and declares their namespace only then', () => {
    const xml = sitemapXml('urlset', [
      {
        loc: 'https://shop.example/fr/products/a-&-b',
        alternates: [
          { hreflang: 'en', href: 'https://shop.example/products/a-&-b' },
          { hreflang: 'fr', href: 'https://shop.example/fr/products/a-&-b' },
        ],
      },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<loc>https://shop.example/fr/products/a-&amp;-b</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/products/a-&amp;-b"/>',
    );
    expect(sitemapXml('urlset', [{ loc: 'https://shop.example/', alternates: [] }])).toBe(
      sitemapXml('urlset', ['https://shop.example/']),
    );
  });
});

describe('sitemap entries', () => {
  const paths = ['/', '/products/mug', '/categories/kitchen'];

  it('list the default language alone, without alternates, where the channel speaks one', () => {
    const entries = sitemapEntries(paths, { default: 'en', all: ['en'] });
    expect(entries.count).toBe(3);
    expect(entries.urls(0, 50, 'https://s.example')).toEqual(
      paths.map((path) => ({ loc: `https://s.example${path}`, alternates: [] })),
    );
  });

  it('list every language after the default, each entry with all the alternates, sliced by index', () => {
    const entries = sitemapEntries(paths, { default: 'en', all: ['en', 'fr', 'de'] });
    expect(entries.count).toBe(9);
    const all = entries.urls(0, 9, 'https://s.example');
    expect(all.map(({ loc }) => loc)).toEqual([
      'https://s.example/',
      'https://s.example/products/mug',
      'https://s.example/categories/kitchen',
      'https://s.example/fr',
      'https://s.example/fr/products/mug',
      'https://s.example/fr/categories/kitchen',
      'https://s.example/de',
      'https://s.example/de/products/mug',
      'https://s.example/de/categories/kitchen',
    ]);
    expect(all[4]!.alternates).toEqual([
      { hreflang: 'en', href: 'https://s.example/products/mug' },
      { hreflang: 'fr', href: 'https://s.example/fr/products/mug' },
      { hreflang: 'de', href: 'https://s.example/de/products/mug' },
      { hreflang: 'x-default', href: 'https://s.example/products/mug' },
    ]);
    // A file is a window of the same list, its end clamped to the last entry.
    expect(entries.urls(4, 7, 'https://s.example')).toEqual(all.slice(4, 7));
    expect(entries.urls(8, 50_000, 'https://s.example')).toEqual(all.slice(8));
  });

  it("list a page with an address per language at each language's own, every entry naming them all", () => {
    const mug = { en: '/products/kitchen/mug', fr: '/products/cuisine/tasse' };
    const entries = sitemapEntries(['/', mug], { default: 'en', all: ['en', 'fr'] });
    const all = entries.urls(0, 10, 'https://s.example');
    expect(all.map(({ loc }) => loc)).toEqual([
      'https://s.example/',
      'https://s.example/products/kitchen/mug',
      'https://s.example/fr',
      'https://s.example/fr/products/cuisine/tasse',
    ]);
    const alternates = [
      { hreflang: 'en', href: 'https://s.example/products/kitchen/mug' },
      { hreflang: 'fr', href: 'https://s.example/fr/products/cuisine/tasse' },
      { hreflang: 'x-default', href: 'https://s.example/products/kitchen/mug' },
    ];
    expect(all[1]!.alternates).toEqual(alternates);
    expect(all[3]!.alternates).toEqual(alternates);
  });

  it('list an address that has no page per language (a route handler) once, in the default language', () => {
    const entries = sitemapEntries(['/products/mug', '/checkout'], {
      default: 'en',
      all: ['en', 'fr'],
    });
    expect(entries.urls(0, 10, '').map(({ loc, alternates }) => [loc, alternates?.length])).toEqual(
      [
        ['/products/mug', 3],
        ['/checkout', 0],
        ['/fr/products/mug', 3],
      ],
    );
  });
});
