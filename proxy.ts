import { type NextRequest, NextResponse } from 'next/server';
import type { ProxyStep } from '@/lib/proxy/step';
import { withActionGuard } from '@/lib/proxy/with-action-guard';
import { withLocale, withLocalizedPage } from '@/lib/proxy/with-locale';
import { withFirstVisitLanguage } from '@/lib/proxy/with-first-visit-language';
import { withListingQuery } from '@/lib/proxy/with-listing-query';
import { withCurrency } from '@/lib/proxy/with-currency';
import { withOutage } from '@/lib/proxy/with-outage';
import { withOrderAccess } from '@/lib/proxy/with-order-access';

/**
 * Runs before server action posts (any page) and four kinds of page (see `config` below),
 * as these steps, in this order (lib/proxy/, one file each). The first that answers ends
 * the chain; a step that answers NextResponse.next() lets the page answer.
 * A shopper in the default currency has no cookie, so the catalog's plain addresses never
 * run the proxy at all.
 */
const STEPS: readonly ProxyStep[] = [
  // Posts: cross-origin 403, past 1 MB 413; the rest go on to Next.js untouched.
  withActionGuard,
  // Addresses with a language prefix: one the channel lacks is a 404, the default's goes
  // to the address without it (next.config.mjs rewrites those to their pages).
  withLocale,
  // The home page's first visit: to the browser's language once, then to the one chosen.
  withFirstVisitLanguage,
  // Listings asked for with a query string: to the address with the state in the path.
  withListingQuery,
  // Pages with prices for a shopper who chose a currency: to that currency's address.
  withCurrency,
  // Any other page in another language: on to it (what follows is the cart's and the account's).
  withLocalizedPage,
  // The cart page: 503 before streaming while the store is down.
  withOutage,
  // The account and order pages: sign in first, another shopper's order is a 404.
  withOrderAccess,
];

export async function proxy(request: NextRequest): Promise<NextResponse> {
  for (const step of STEPS) {
    const answer = await step(request);
    if (answer) return answer;
  }
  return NextResponse.next();
}

/**
 * - Server action posts, wherever their form is;
 * - the listings of lib/shared/routes.ts (PAGES.search, category, brand) when their query string
 *   has a parameter that kind of listing reads (queryKeysOf in lib/shared/listing-state.ts);
 * - the home page, for its first-visit language (lib/shared/first-visit-language.ts), when the
 *   browser names its languages or the shopper chose one;
 * - the catalog pages with prices (home, products, categories, brands, search; their
 *   addresses in a currency too) when the shopper has the currency cookie;
 * - the cart page (ROUTES.cart);
 * - the account's own pages (MEMBER_PAGES in lib/proxy/with-order-access.ts) and the order pages
 *   (ROUTES.account_order_status and account_new_return).
 * Next.js needs the patterns written out here (literally: the cookie is CURRENCY_COOKIE),
 * and a test holds them to the tables. A catalog page asked for without those parameters
 * and that cookie, and every other page, never runs the proxy. Prefetches of the account
 * and order pages are left alone: they fetch the pages' shared shell, which shows nothing
 * of the shopper.
 */
export const config = {
  matcher: [
    // Server action posts, wherever their form is (sign-out is in every page's header):
    // fetch calls carry Next-Action; forms without JavaScript post multipart bodies.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // (Next.js's own fetch of the page an action redirects to keeps the form's Content-Type
    // and adds RSC: left out.)
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
      missing: [{ type: 'header', key: 'rsc' }],
    },
    { source: '/search', has: [{ type: 'query', key: 'q' }] },
    { source: '/search', has: [{ type: 'query', key: 'brand' }] },
    { source: '/search', has: [{ type: 'query', key: 'category' }] },
    { source: '/search', has: [{ type: 'query', key: 'attr' }] },
    { source: '/search', has: [{ type: 'query', key: 'min' }] },
    { source: '/search', has: [{ type: 'query', key: 'max' }] },
    { source: '/search', has: [{ type: 'query', key: 'rating' }] },
    { source: '/search', has: [{ type: 'query', key: 'stock' }] },
    { source: '/search', has: [{ type: 'query', key: 'ship' }] },
    { source: '/search', has: [{ type: 'query', key: 'sort' }] },
    { source: '/search', has: [{ type: 'query', key: 'currency' }] },
    { source: '/search', has: [{ type: 'query', key: 'after' }] },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'brand' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'attr' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'min' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'max' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'rating' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'stock' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'ship' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'sort' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'currency' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'query', key: 'after' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'category' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'attr' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'min' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'max' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'rating' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'stock' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'ship' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'sort' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'currency' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'query', key: 'after' }],
    },
    // Addresses with a language prefix (lib/shared/locale-path.ts; the default language's
    // have none, so its pages never come here), but for the product, category and brand
    // pages': running the proxy cost those a fifth of their speed (docs/performance.md).
    // Those pages answer the default language's own code and a language the channel does
    // not offer themselves (answerForeignAddress in lib/i18n/page-locale.ts); with a query
    // string or the currency cookie they come here (the patterns above and below, whose
    // language prefix is optional).
    { source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})' },
    {
      source:
        '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})/:first((?!(?:products|categories|brands)(?:/|$))[^/]+)/:rest*',
    },
    // The home page's first-visit language (LANGUAGE_COOKIE is storefront_language): a
    // browser's request for the document, never a prefetch or the router's RSC fetch.
    {
      source: '/',
      has: [{ type: 'header', key: 'accept-language' }],
      missing: [
        { type: 'header', key: 'rsc' },
        { type: 'header', key: 'next-router-prefetch' },
      ],
    },
    {
      source: '/',
      has: [{ type: 'cookie', key: 'storefront_language' }],
      missing: [
        { type: 'header', key: 'rsc' },
        { type: 'header', key: 'next-router-prefetch' },
      ],
    },
    { source: '/', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    { source: '/~/:state+', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/products/:slug+',
      has: [{ type: 'cookie', key: 'storefront_currency' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/categories/:slug+',
      has: [{ type: 'cookie', key: 'storefront_currency' }],
    },
    {
      source: '/:locale([a-z]{2}|[a-z]{2}-[A-Za-z]{2})?/brands/:slug+',
      has: [{ type: 'cookie', key: 'storefront_currency' }],
    },
    { source: '/search', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    { source: '/search/:state+', has: [{ type: 'cookie', key: 'storefront_currency' }] },
    {
      source: '/cart',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/addresses',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/addresses/:id',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/settings',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/wishlists',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/wishlists/:id',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/orders/:id',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/account/orders/:id/return',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
