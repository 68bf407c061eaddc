import 'server-only';
import type { NextRequest } from 'next/server';
import { safeNextPath } from '../shared/links';
import { getStorefrontConfig } from '../store/config';

/**
 * The path of the page a request came from, when the browser says and it is this site's:
 * the Referer's host is the one the browser sent this request to (its Host header), or
 * PUBLIC_URL's. Not `request.nextUrl.host`: in a route handler Next.js builds that from the
 * address the server listens on, not from the one the browser used.
 */
export function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const hosts = [request.headers.get('host'), new URL(getStorefrontConfig().PUBLIC_URL).host];
    return hosts.includes(url.host) ? safeNextPath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}
