import { type NextRequest, NextResponse } from 'next/server';
import { splitLocale } from '../shared/locale-path';
import { PAGE_LANGUAGE_HEADER } from '../shared/page-language-header';
import { refusedPost } from '../server-actions/request-guard';

/**
 * Posts (server actions on any page, and any other post the matcher lets in): one from
 * another origin gets its 403 and one past 1 MB its 413 here (lib/server-actions/); the
 * rest go on to Next.js, which decodes the action call and answers what it cannot read
 * itself. Posts are never redirected or rewritten by a later step: that would hand the
 * action's request to a page that does not know it. A GET that came through the action
 * matchers only for their headers (proxy.ts) goes on too.
 */
export async function withActionGuard(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return (
      (await refusedPost(request)) ?? NextResponse.next({ request: withPageLanguage(request) })
    );
  return matchedForActionHeaders(request) ? NextResponse.next() : null;
}

/**
 * The post's headers with the language of the page it was posted to, from its address: an
 * action has no page parameters to read it from (lib/i18n/request-language.ts). Always set
 * or removed here, so a browser cannot choose it with a header of its own.
 */
function withPageLanguage(request: NextRequest): { headers: Headers } {
  const headers = new Headers(request.headers);
  const { code } = splitLocale(request.nextUrl.pathname);
  if (code) headers.set(PAGE_LANGUAGE_HEADER, code);
  else headers.delete(PAGE_LANGUAGE_HEADER);
  return { headers };
}

/** Whether a request has the headers proxy.ts's action matchers look for. */
function matchedForActionHeaders(request: NextRequest): boolean {
  return (
    request.headers.has('next-action') ||
    (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
  );
}
