import { type NextRequest } from 'next/server';
import { readableCookieOptions } from '../flows/session';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  homeLanguageRedirect,
} from '../shared/first-visit-language';
import { channelLocales } from './channel-locales';
import { privateRedirect } from './private-redirect';

/**
 * The home page (`/`, a browser's request for the document, never a prefetch or the
 * router's RSC fetch) for a shopper who has not chosen a language: to the home page in the
 * browser's first language when the shop offers it, remembered in a cookie so that it
 * happens once; a remembered choice other than the default leads there too. The rule is
 * lib/shared/first-visit-language.ts's, which the edge repeats to keep one copy of `/` per
 * answer. The redirect is private: a shared cache never keeps it.
 */
export async function withFirstVisitLanguage(request: NextRequest) {
  if (request.nextUrl.pathname !== '/') return null;
  // The router's fetches (a prefetch, a client navigation) follow a redirect badly, and the
  // matcher runs this for the currency cookie's `/` too.
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return null;
  const locales = await channelLocales();
  if (!locales) return null;
  const redirect = homeLanguageRedirect(
    {
      cookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
      userAgent: request.headers.get('user-agent'),
    },
    locales,
  );
  if (!redirect) return null;
  const url = request.nextUrl.clone();
  url.pathname = `/${redirect.code}`;
  const response = privateRedirect(url);
  if (redirect.remember)
    response.cookies.set(
      LANGUAGE_COOKIE,
      redirect.code,
      readableCookieOptions(LANGUAGE_COOKIE_MAX_AGE),
    );
  return response;
}
