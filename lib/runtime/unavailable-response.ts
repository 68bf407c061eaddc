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
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="robots" content="noindex"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>The shop is taking a short break</title></head><body><main><h1>The shop is taking a short break</h1><p>${UNAVAILABLE_SENTENCE}</p></main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(STORE_RETRY_AFTER_SECONDS),
      'x-robots-tag': 'noindex',
    },
  });
}
