import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubStorefrontEnv } from '../support/storefront-env';
import { ACTION_BODY_LIMIT, refusedPost } from '@/lib/server-actions/request-guard';

/**
 * The proxy's check of posts (lib/server-actions): another origin is refused with 403, a
 * body past 1 MB with 413, each with a sentence; everything else, whatever its body says,
 * goes on to Next.js, which alone knows how an action call is encoded.
 */
const SHOP = 'http://shop.test';
const BOUNDARY = 'b0undary';

// The guard compares Origin with the shop's PUBLIC_URL.
beforeAll(() => stubStorefrontEnv(null, { PUBLIC_URL: SHOP }));
afterAll(() => vi.unstubAllEnvs());

function post(
  headers: Record<string, string>,
  body: BodyInit = 'email=a%40b.co',
  path = '/account/sign-in',
): Request {
  return new Request(`${SHOP}${path}`, {
    method: 'POST',
    headers: { host: 'shop.test', 'next-action': 'any', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function refusal(request: Request) {
  const response = await refusedPost(request);
  return (
    response && {
      status: response.status,
      text: await response.text(),
      connection: response.headers.get('connection'),
      type: response.headers.get('content-type'),
    }
  );
}

/** A body of `size` bytes in 64 KB chunks, with no Content-Length (as a chunked upload). */
function chunkedBody(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, size - sent)).fill(97);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('posts the proxy refuses', () => {
  it('answers a post from another origin with 403, quoting nothing of it', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://shop.test.evil.example',
      'not a url',
    ]) {
      const answer = await refusal(post({ origin }));
      expect(answer?.status, origin).toBe(403);
      expect(answer?.text).toMatch(/its own pages only/);
      expect(answer?.text).not.toContain('evil');
      expect(answer?.type).toMatch(/^text\/plain/);
      expect(answer?.connection).toBe('close');
    }
  });

  it("compares the Origin's scheme, host and port with PUBLIC_URL, believing no forwarded header", async () => {
    for (const [origin, headers] of [
      ['https://shop.test', {}],
      ['http://shop.test:8080', {}],
      ['http://evil.example', { 'x-forwarded-host': 'evil.example' }],
      ['https://shop.test', { 'x-forwarded-proto': 'https' }],
    ] as const) {
      expect((await refusal(post({ origin, ...headers })))?.status, origin).toBe(403);
    }
    // Behind a reverse proxy the Host may be internal: PUBLIC_URL says where the shop is.
    expect(await refusal(post({ origin: SHOP, host: 'internal:3000' }))).toBeNull();
    // The local demo (PUBLIC_URL follows the port) is also its address as the browser named it.
    vi.stubEnv('PUBLIC_URL_FOLLOWS_PORT', '1');
    try {
      const local = post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
      expect(await refusal(local)).toBeNull();
      const other = post({ origin: 'http://127.0.0.1:3001', host: '127.0.0.1:3000' });
      expect((await refusal(other))?.status).toBe(403);
    } finally {
      vi.stubEnv('PUBLIC_URL_FOLLOWS_PORT', '');
    }
  });

  it('answers a body past 1 MB with 413, by its length or once read that far', async () => {
    const declared = await refusal(post({ origin: SHOP }, 'a'.repeat(ACTION_BODY_LIMIT + 1)));
    expect(declared?.status).toBe(413);
    expect(declared?.text).toMatch(/at most 1 MB/);
    expect(declared?.connection).toBe('close');
    const chunked = await refusal(post({ origin: SHOP }, chunkedBody(ACTION_BODY_LIMIT + 1)));
    expect(chunked?.status).toBe(413);
    // Exactly the limit is taken.
    expect(await refusal(post({ origin: SHOP }, chunkedBody(ACTION_BODY_LIMIT)))).toBeNull();
  });

  it('refuses a cross-origin post before its size: a foreign page learns nothing of the body', async () => {
    const answer = await refusal(
      post({ origin: 'https://evil.example' }, 'a'.repeat(ACTION_BODY_LIMIT + 1)),
    );
    expect(answer?.status).toBe(403);
  });
});

describe('posts the proxy lets through to Next.js', () => {
  it("lets through any body from the shop's own origin, well-formed or not: its encoding is Next.js's to judge", async () => {
    const bodies: [string, Record<string, string>, string][] = [
      ['text call', { 'content-type': 'text/plain;charset=UTF-8' }, '[]'],
      ['garbage text', { 'content-type': 'text/plain' }, '[zxc'],
      ['garbage multipart', { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, '--x'],
      ['no action id', { 'next-action': 'not-an-id', 'content-type': 'text/plain' }, '[]'],
    ];
    for (const [name, headers, body] of bodies)
      expect(await refusal(post({ origin: SHOP, ...headers }, body)), name).toBeNull();
  });

  it("lets through a post without Origin (curl, a server): no shopper's cookies ride along by accident", async () => {
    expect(await refusal(post({}))).toBeNull();
  });

  it('leaves the body whole for Next.js after reading its copy', async () => {
    const request = post({ origin: SHOP }, 'email=a%40b.co');
    expect(await refusedPost(request)).toBeNull();
    expect(await request.text()).toBe('email=a%40b.co');
  });
});
