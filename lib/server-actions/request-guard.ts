import 'server-only';
import { NextResponse } from 'next/server';
import { boundedBody, declaredLength } from '../shared/bounded-body';
import { getStorefrontConfig } from '../store/config';

/**
 * The proxy's two checks of a post (a server action's, or any other that reaches it), and
 * nothing more: where it came from (403) and how large it is (413). Both read only HTTP:
 * the Origin header and the byte count. What the body says, and whether it is a call of
 * one of this build's actions, is Next.js's to decide; a check here that read the body's
 * encoding would turn every legitimate form into a refusal the day Next.js or React
 * changes that encoding.
 */

/** The largest post the shop takes: Next.js's default serverActions.bodySizeLimit (1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

export interface Refusal {
  status: 403 | 413;
  message: string;
}

/**
 * The answer for a refusal. Never quotes the request: a message says what was wrong, not
 * what was sent. The body was not read to its end, so the connection closes rather than
 * carry the rest of it into the next request.
 */
export function refusalResponse(refusal: Refusal): NextResponse {
  return new NextResponse(`${refusal.message}\n`, {
    status: refusal.status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    },
  });
}

/**
 * The origins the shop's own pages are served from: PUBLIC_URL's (scheme, host and port).
 * The local demo, whose PUBLIC_URL follows its port (PUBLIC_URL_FOLLOWS_PORT=1, set by
 * `npm start`), is also its plain-http address as the browser named it (localhost or
 * 127.0.0.1). Forwarded headers (X-Forwarded-Host, X-Forwarded-Proto) are never believed
 * here: a client can send them, and PUBLIC_URL already says where the shop is.
 */
function shopOrigins(request: Request): string[] {
  const origins = [new URL(getStorefrontConfig().PUBLIC_URL).origin];
  const host = request.headers.get('host');
  if (process.env.PUBLIC_URL_FOLLOWS_PORT === '1' && host) origins.push(`http://${host}`);
  return origins;
}

/**
 * 403 when the post comes from a page of another site (or from an opaque origin, `null`):
 * a browser always sends Origin with a POST, so this is the CSRF case (Next.js's own check
 * answers it with a 500). The Origin must be the shop's own, scheme and port included (an
 * https page posting to an http shop is another origin). A post with no Origin at all
 * (curl, a server) carries no shopper's cookies by accident and goes on, as in Next.js.
 */
export function crossOriginRefusal(request: Request): Refusal | null {
  const origin = request.headers.get('origin');
  if (origin === null) return null;
  let given: string | null = null;
  try {
    given = origin === 'null' ? null : new URL(origin).origin;
  } catch {
    return {
      status: 403,
      message:
        'The Origin header is not an origin (scheme://host[:port]); the shop accepts posts from its own pages only.',
    };
  }
  if (given !== null && shopOrigins(request).includes(given)) return null;
  return {
    status: 403,
    message: 'The shop accepts posts from its own pages only; this one came from another origin.',
  };
}

/**
 * 413 when the body is past ACTION_BODY_LIMIT. A declared Content-Length is the body's
 * length (the server's HTTP parser reads no more), so a post that has one, as every
 * browser's does, is judged without reading it. Only a chunked body is read, on a copy
 * (Next.js still gets the original), and never more than the limit of it.
 */
export async function oversizeRefusal(request: Request): Promise<Refusal | null> {
  const declared = declaredLength(request);
  const fits =
    declared !== null
      ? declared <= ACTION_BODY_LIMIT
      : (await boundedBody(request.clone(), ACTION_BODY_LIMIT)) !== null;
  return fits ? null : { status: 413, message: 'A post to the shop may be at most 1 MB.' };
}

/**
 * The refusal of a post, or null to go on to Next.js. Cross-origin first, so a foreign
 * page learns nothing about what the shop does with a body, and its body is never read.
 */
export async function refusedPost(request: Request): Promise<NextResponse | null> {
  const refusal = crossOriginRefusal(request) ?? (await oversizeRefusal(request));
  return refusal ? refusalResponse(refusal) : null;
}
