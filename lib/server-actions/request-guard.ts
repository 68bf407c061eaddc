import 'server-only';
import { NextResponse } from 'next/server';
import { actionReplyProblem, mpaFormProblem } from './reply-shape';
import { boundedBody } from '../shared/bounded-body';
import { getStorefrontConfig } from '../store/config';

/**
 * Server action posts that Next.js would answer with a 500: a cross-origin post (its CSRF
 * check throws), and a post whose action id or body cannot be a server action call (its
 * decoder throws on them). The proxy answers those first, with 403 and 400 and a sentence
 * saying what is wrong, so a hostile or broken client never reads as a failure of the shop.
 * Everything that passes still goes through Next.js's own checks.
 */

/** Next.js's server reference ids: 42 hex digits (next/dist/shared/lib/server-reference-info). */
const ACTION_ID = /^[0-9a-f]{42}$/;

/** Next.js's own limit for server action bodies (serverActions.bodySizeLimit, 1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

export interface Refusal {
  status: 400 | 403 | 413;
  message: string;
  /** Whether the whole body was read before refusing (else the connection must close). */
  bodyRead?: boolean;
}

const plainText = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** The answer for a refusal. Never quotes the request: a message says what was wrong, not what was sent. */
export function refusalResponse(refusal: Refusal): NextResponse {
  // A body not read would stay on a kept-alive connection: that connection closes.
  const headers = refusal.bodyRead ? plainText : { ...plainText, connection: 'close' };
  return new NextResponse(`${refusal.message}\n`, { status: refusal.status, headers });
}

/** Whether a request is one Next.js would treat as a server action post (its action-handler's test). */
export function isActionPost(request: Request): boolean {
  if (request.method !== 'POST') return false;
  if (request.headers.has('next-action')) return true;
  const type = request.headers.get('content-type') ?? '';
  return type.startsWith('multipart/form-data') || type === 'application/x-www-form-urlencoded';
}

/** Whether a request has the headers the proxy's action matchers look for. */
export function carriesActionHeaders(request: Request): boolean {
  return (
    request.headers.has('next-action') ||
    (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
  );
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
 * a browser always sends Origin with a POST, so this is the CSRF case. The Origin must be
 * the shop's own, scheme and port included (an https page posting to an http shop is
 * another origin). A post with no Origin at all (curl, a server) carries no shopper's
 * cookies by accident and goes on, as in Next.js.
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
        'The Origin header is not an origin (scheme://host[:port]); server actions accept posts from this shop only.',
    };
  }
  if (given !== null && shopOrigins(request).includes(given)) return null;
  return {
    status: 403,
    message:
      "Server actions accept posts from this shop's own pages only; this one came from another origin.",
  };
}

/**
 * Whether every part header of a multipart body holds only the characters a header may
 * (tab, visible ASCII, bytes from 0x80), at most PART_HEADERS_LIMIT bytes of them: busboy,
 * Next.js's parser, throws on any other (a control character or 16 KB in a field name)
 * where the Fetch API's parser goes on.
 */
const PART_HEADERS_LIMIT = 8 * 1024;

function partHeadersClean(body: Uint8Array, contentType: string): boolean {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  for (
    let at = bytes.indexOf(delimiter);
    at >= 0;
    at = bytes.indexOf(delimiter, at + delimiter.length)
  ) {
    const start = at + delimiter.length;
    const end = bytes.indexOf('\r\n\r\n', start);
    if (end < 0) break;
    // busboy also throws on a part's headers past its 16 KB (a huge field name).
    if (end - start > PART_HEADERS_LIMIT) return false;
    // From after the delimiter's own line to the blank line: the part's headers.
    for (let i = bytes.indexOf('\r\n', start) + 2; i < end; i++) {
      const byte = bytes[i]!;
      const lineBreak = byte === 0x0d && bytes[i + 1] === 0x0a;
      if (lineBreak) {
        i++;
        continue;
      }
      if (byte !== 0x09 && (byte < 0x20 || byte === 0x7f)) return false;
    }
  }
  return true;
}

/** The form fields of a multipart body, or null when it is not one. */
async function formFields(body: Uint8Array, contentType: string): Promise<FormData | null> {
  try {
    return await new Response(new Blob([body as Uint8Array<ArrayBuffer>]), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return null;
  }
}

/**
 * 400 when the post cannot be a call of one of this shop's server actions: an action id
 * that is not one, a body that is not the encoding React's forms and fetches send, or a
 * reference in it to something the shop's actions never take. Reads a copy of the body
 * (`request` is the proxy's clone; Next.js still gets the original).
 */
export async function malformedActionRefusal(request: Request): Promise<Refusal | null> {
  const actionId = request.headers.get('next-action');
  if (actionId !== null && !ACTION_ID.test(actionId)) {
    return {
      status: 400,
      message: 'The Next-Action header must be a server action id (42 hexadecimal digits).',
    };
  }
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = contentType.startsWith('multipart/form-data');
  // Without Next-Action, only multipart posts can be actions (forms without JavaScript);
  // urlencoded posts are not, and Next.js hands them to the page.
  if (actionId === null && !multipart) return null;

  const body = await boundedBody(request, ACTION_BODY_LIMIT);
  if (body === null) return { status: 413, message: 'A server action body may be at most 1 MB.' };

  if (multipart) {
    const form = await formFields(body, contentType);
    if (!form)
      return {
        status: 400,
        message: 'The body is not multipart/form-data that matches its Content-Type boundary.',
        bodyRead: true,
      };
    if (!partHeadersClean(body, contentType))
      return {
        status: 400,
        message:
          'A part header of the multipart body holds a control character or is longer than 8 KB.',
        bodyRead: true,
      };
    const problem = actionId === null ? mpaFormProblem(form) : actionReplyProblem(actionId, form);
    return problem ? { status: 400, message: problem, bodyRead: true } : null;
  }
  if (contentType === 'application/x-www-form-urlencoded') return null; // Next.js answers these itself (404).
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return {
      status: 400,
      message: 'The body of a server action call must be UTF-8 text or multipart/form-data.',
      bodyRead: true,
    };
  }
  const problem = actionReplyProblem(actionId as string, text);
  return problem ? { status: 400, message: problem, bodyRead: true } : null;
}
