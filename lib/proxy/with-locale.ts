import { type NextRequest, NextResponse } from 'next/server';
import { isLocalizedPage, splitLocale } from '../shared/locale-path';
import { languageNotFoundResponse } from '../runtime/unavailable-response';
import { channelLocales } from './channel-locales';

/**
 * An address with a language prefix (`/fr/...`; the matcher's `/:locale(...)` patterns):
 * - in a language the channel does not offer: 404;
 * - in the default language (`/en/...`): a permanent redirect to the address without it;
 * - a page that has no address per language (the cart, the account: lib/shared/locale-path.ts)
 *   : a redirect to its one address;
 * - otherwise on to the page, `app/[locale]/`. Addresses without a prefix never come here:
 *   next.config.mjs rewrites them to the default language's pages.
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
 * A catalog page in another language that the steps between (a listing's query string, the
 * chosen currency: they read the address without its prefix) left alone: on to the page.
 * The steps after this one are the cart's and the account's, which have no address per
 * language (withLocale sent those to their one address) and must not take `/fr/help` for
 * one of theirs.
 */
export function withLocalizedPage(request: NextRequest): NextResponse | null {
  return splitLocale(request.nextUrl.pathname).code ? NextResponse.next() : null;
}
