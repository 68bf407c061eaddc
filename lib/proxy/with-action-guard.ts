import { type NextRequest, NextResponse } from 'next/server';
import { carriesActionHeaders, isActionPost } from '../server-actions/request-guard';
import { refusedActionPost } from '../server-actions/refused-action-post';

/**
 * Server action posts (any page): a cross-origin or malformed one gets its 403 or 400 here,
 * before Next.js would answer it with a 500 (lib/server-actions/request-guard.ts); the rest
 * go on to Next.js. Form posts are never redirected or rewritten by a later step: that
 * would hand the action's request to a page that does not know it. A GET that came through
 * the action matchers only for their headers goes on too.
 */
export async function withActionGuard(request: NextRequest): Promise<NextResponse | null> {
  if (isActionPost(request)) return (await refusedActionPost(request)) ?? NextResponse.next();
  if (carriesActionHeaders(request)) return NextResponse.next();
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  return null;
}
