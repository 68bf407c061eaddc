import { type NextRequest, NextResponse } from 'next/server';
import { readableCookieOptions } from '@/lib/flows/session';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/lib/shared/first-visit-language';
import { getShopLocales } from '@/lib/i18n/shop-locales';
import { refererPath } from '@/lib/runtime/referer-path';
import { drainAware } from '@/lib/runtime/draining';
import { cartFollowsLanguage, samePageIn } from '@/lib/flows/language-choice';
import { seeOther } from '@/lib/shared/see-other';
import {
  isLocalizedPage,
  localePrefix,
  splitLocale,
  unprefixedPath,
  withLocalePrefix,
} from '@/lib/shared/locale-path';

/** An answer to a request this endpoint cannot use, in words, never as a stack. */
const refused = (message: string, status = 400) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * GET /language?to=fr (the header's language switch: plain links, so it works without
 * JavaScript, and the same in every page's static HTML): the page the shopper was on
 * (the Referer) in that language, a product's, category's or brand's at that language's
 * own address (samePageIn: the store's translated custom URL). An address with no page
 * per language (the checkout) and a browser that does not say where it was lead to that
 * language's home page. The choice
 * is remembered, so `/` no longer follows the browser's language, and the shopper's cart
 * speaks it too (its hosted checkout, the store's e-mails).
 */
async function answer(request: NextRequest): Promise<Response> {
  const to = request.nextUrl.searchParams.get('to') ?? '';
  let locales: Awaited<ReturnType<typeof getShopLocales>>;
  try {
    locales = await getShopLocales();
  } catch {
    return refused(
      'The shop cannot change the language just now: it cannot reach the store. Please try again in a moment.',
      503,
    );
  }
  if (!locales.all.includes(to))
    return refused(`Choose one of the shop's languages: to=${locales.all.join(', to=')}.`);
  await cartFollowsLanguage(to);
  const prefix = localePrefix(to, locales.default);
  const from = new URL(refererPath(request) ?? '/', 'http://storefront.invalid');
  const path = unprefixedPath(from.pathname);
  if (!isLocalizedPage(path)) return remembered(to, prefix || '/');
  // The language the shopper read the page in: its prefix's, else the default's.
  const code = splitLocale(from.pathname).code;
  const read = code && locales.all.includes(code) ? code : locales.default;
  const there = await samePageIn(path, read, to, locales);
  return remembered(to, `${withLocalePrefix(there, prefix)}${from.search}`);
}

/** The redirect, with the choice remembered: the home page then opens in it (proxy's withFirstVisitLanguage). */
function remembered(code: string, location: string): Response {
  const response = new NextResponse(null, { status: 303, headers: seeOther(location).headers });
  response.cookies.set(LANGUAGE_COOKIE, code, readableCookieOptions(LANGUAGE_COOKIE_MAX_AGE));
  return response;
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
