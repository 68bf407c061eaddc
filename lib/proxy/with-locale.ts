import { type NextRequest, NextResponse } from 'next/server';
import { isLocalizedPage, splitLocale } from '../shared/locale-path';
import { languageNotFoundResponse } from '../runtime/unavailable-response';
import { ROUTES } from '../shared/routes';
import { channelLocales } from './channel-locales';
import { isAccessGuarded } from './with-order-access';

/**
 * An address with a language prefix (`/fr/...`; the matcher's `/:locale(...)` patterns):
 * - in a language the channel does not offer: 404;
 * - in the default language (`/en/...`): a permanent redirect to the address without it;
 * - an address that has no page per language (the checkout, the switches: lib/shared/locale-path.ts)
 *   : a redirect to its one address;
 * - otherwise on to the page, `app/[locale]/`. Addresses without a prefix never come here:
 *   next.config.mjs rewrites them to the default language's pages; nor do the product,
 *   category and brand pages' prefixed ones without a query string or the currency cookie,
 *   which answer the first two cases themselves (proxy.ts).
 * Before the store has answered once, the page itself decides (its layout is not found).
 */
export async function withLocale(request: NextRequest): Promise<NextResponse | null> {
  const { code, path } = splitLocale(request.nextUrl.pathname);
  if (!code) return null;
  const locales = await channelLocales();
  if (!locales) return null;
  if (!locales.all.includes(code)) return languageNotFoundResponse();
  if (code !== locales.default && isLocalizedPage(path)) return null;
  const url = request.nextUrl.clone();
  url.pathname = path;
  return NextResponse.redirect(url, code === locales.default ? 308 : 307);
}

/**
 * A page in another language that the steps between (a listing's query string, the chosen
 * currency: they read the address without its prefix) left alone: on to the page, unless it
 * is the cart or one of the account's guarded pages, which the steps after this one check
 * in every language (they read the address without its prefix too). Prefetches of those
 * are left alone, as proxy.ts's matcher leaves the unprefixed ones: they fetch the shared
 * shell, which shows nothing of the shopper.
 */
export function withLocalizedPage(request: NextRequest): NextResponse | null {
  const { code, path } = splitLocale(request.nextUrl.pathname);
  if (!code) return null;
  const guarded = path === ROUTES.cart || isAccessGuarded(path);
  return guarded && !isPrefetch(request) ? null : NextResponse.next();
}

const isPrefetch = (request: NextRequest) =>
  request.headers.has('next-router-prefetch') || request.headers.get('purpose') === 'prefetch';
