import 'server-only';
import { NextResponse } from 'next/server';
import { STORE_RETRY_AFTER_SECONDS } from '../store/errors';

/** What a shopper reads when the store could not be asked before a page started. */
export const UNAVAILABLE_SENTENCE =
  'The shop is unavailable for a moment. Please try again shortly.';

/**
 * A 503 with Retry-After and a small page for a request answered before any page renders
 * (the proxy): kept out of search engines (noindex, in the HTML and in X-Robots-Tag) and
 * out of caches, readable without JavaScript.
 */
export function storeUnavailableResponse(): NextResponse {
  return shortPage(503, 'The shop is taking a short break', `<p>${UNAVAILABLE_SENTENCE}</p>`, {
    'retry-after': String(STORE_RETRY_AFTER_SECONDS),
  });
}

/**
 * A 404 for an order page that is not this shopper's (or no order at all), answered in
 * this process: a rewrite to the not-found page would send Next.js to fetch it from the
 * request's own origin, which behind a TLS load balancer (X-Forwarded-Proto: https) is an
 * address this server does not answer on.
 */
export function orderNotFoundResponse(): NextResponse {
  return shortPage(
    404,
    'We could not find that page',
    '<p>There is no such order in your account.</p><p><a href="/account">See your orders</a> or <a href="/">go back to the shop</a>.</p>',
  );
}

/**
 * A 404 for an address in a language the channel does not offer (`/xx/...`), answered in
 * this process as the order pages' is.
 */
export function languageNotFoundResponse(): NextResponse {
  return shortPage(
    404,
    'We could not find that page',
    '<p>This shop is not offered in that language.</p><p><a href="/">Go to the shop</a>.</p>',
  );
}

/** A small HTML page answered before any page renders: out of search engines and caches. */
function shortPage(
  status: number,
  title: string,
  body: string,
  headers: Record<string, string> = {},
): NextResponse {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="robots" content="noindex"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><style>body{font-family:system-ui,sans-serif;line-height:1.5;color:#1f2a27;margin:0}main{max-width:40rem;margin:4rem auto;padding:0 1.25rem}a{color:#2d5b4e}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  return new NextResponse(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      ...headers,
    },
  });
}
