import { NextResponse } from 'next/server';

/** A temporary redirect that depends on the request's cookies: never kept by a shared cache. */
export function privateRedirect(url: URL): NextResponse {
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
