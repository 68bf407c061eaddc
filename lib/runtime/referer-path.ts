import 'server-only';
import type { NextRequest } from 'next/server';
import { safeNextPath } from '../shared/links';

/** The path of the page a request came from, when the browser says and it is this site's. */
export function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === request.nextUrl.host ? safeNextPath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}
