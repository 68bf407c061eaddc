import type {
  AggregateOffer,
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Organization,
  Product,
  Review,
  SearchAction,
  WebSite,
  WithContext,
} from 'schema-dts';

/**
 * Structured data (schema.org, as JSON-LD) for search engines, built from the page's own
 * data: what a product page, a listing's trail and the home page show. Typed with
 * schema-dts, so a property schema.org does not have, or a value of the wrong kind, does
 * not compile; tests check the result against Google's rich result rules too. URLs are
 * canonical (no currency or listing state) and relative to the page, which schema.org
 * allows; only the canonical link is made absolute (lib/data/seo.ts).
 */

const CONTEXT = 'https://schema.org' as const;

/** What a product page knows that the markup says. */
export interface ProductFacts {
  name: string;
  description: string;
  sku: string;
  /** Canonical, relative to the page. */
  url: string;
  images: string[];
  brand: string | null;
  /** Each variant's price (in `currency`) and whether it can be bought now. */
  offers: Array<{ price: number; inStock: boolean }>;
  currency: string;
  preorder: boolean;
  rating: { average: number; count: number } | null;
  /** The reviews the page shows. */
  reviews: Array<{ author: string; title: string; text: string; rating: number; date: string }>;
}

const availability = (inStock: boolean, preorder: boolean): ItemAvailability =>
  preorder
    ? 'https://schema.org/PreOrder'
    : inStock
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock';

/** Prices as schema.org wants them: a plain decimal number, two places. */
const priceText = (value: number) => value.toFixed(2);

/**
 * A product with one Offer, or an AggregateOffer over its variants when they cost
 * different amounts; its rating and reviews when it has them.
 */
export function productJsonLd(product: ProductFacts): WithContext<Product> {
  const prices = product.offers.map((offer) => offer.price);
  const anyInStock = product.offers.some((offer) => offer.inStock);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const offers: Offer | AggregateOffer =
    low === high
      ? {
          '@type': 'Offer',
          url: product.url,
          price: priceText(low),
          priceCurrency: product.currency,
          availability: availability(anyInStock, product.preorder),
          itemCondition: 'https://schema.org/NewCondition',
        }
      : {
          '@type': 'AggregateOffer',
          url: product.url,
          lowPrice: priceText(low),
          highPrice: priceText(high),
          priceCurrency: product.currency,
          offerCount: product.offers.length,
          availability: availability(anyInStock, product.preorder),
        };
  const reviews: Review[] = product.reviews.map((review) => ({
    '@type': 'Review',
    name: review.title,
    reviewBody: review.text,
    datePublished: review.date.slice(0, 10),
    author: { '@type': 'Person', name: review.author },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  }));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    url: product.url,
    ...(product.images.length ? { image: product.images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(prices.length ? { offers } : {}),
    ...(product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(product.rating.average.toFixed(1)),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length ? { review: reviews } : {}),
  };
}

/** A page's trail: each crumb with its canonical address, the page itself last. */
export function breadcrumbJsonLd(
  crumbs: ReadonlyArray<{ name: string; url: string }>,
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * The shop as a website whose search search engines can offer (SearchAction: the search
 * page takes `?q=`, which the proxy sends to the search's own address), in one language:
 * `home` is the home page's path in it (`/`, `/fr`), `language` its code.
 */
export function webSiteJsonLd(shop: {
  name: string;
  origin: string;
  home?: string;
  language?: string;
}): WithContext<WebSite> {
  const home = shop.home ?? '/';
  const searchPage = home === '/' ? '/search' : `${home}/search`;
  // `query-input` names the template's variable: schema.org's input annotation, which schema-dts does not type.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${shop.origin}${searchPage}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: shop.name,
    url: `${shop.origin}${home}`,
    ...(shop.language ? { inLanguage: shop.language } : {}),
    potentialAction: search,
  };
}

/** The business behind the shop, with its logo. */
export function organizationJsonLd(shop: {
  name: string;
  origin: string;
  logo: string;
}): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: shop.name,
    url: `${shop.origin}/`,
    logo: shop.logo,
  };
}
