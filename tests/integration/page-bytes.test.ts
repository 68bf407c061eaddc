import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_BYTES_MIN_LENGTH,
  pageBytes,
  pageBytesKept,
  sendLargeBodiesAsBytes,
} from '@/lib/runtime/page-bytes';

/** A page's text as Next.js holds it: over 64K characters, one of them outside Latin-1. */
const page = `<!DOCTYPE html><p>Mug · €12 → ${'x'.repeat(70_000)}</p>`;

/** Another page, sent by the last test only. */
const freshPage = `${page}<p>another</p>`;

/** What each path answers, the way Next.js's sendRenderResult and others call `end`. */
const answers: Record<string, (end: (...args: unknown[]) => void) => void> = {
  '/page': (end) => end(page),
  '/page-utf8-callback': (end) => end(page, 'utf8', () => undefined),
  '/page-callback': (end) => end(page, () => undefined),
  '/latin1': (end) => end('é'.repeat(PAGE_BYTES_MIN_LENGTH), 'latin1'),
  '/small': (end) => end('ok €'),
  '/bytes': (end) => end(Buffer.from(page)),
  '/fresh': (end) => end(freshPage),
};

describe('large page bodies sent as bytes', () => {
  let server: Server;
  let origin: string;

  /** The texts Node.js's own Buffer.byteLength walked (the installer wraps this one). */
  const walked: string[] = [];

  beforeAll(async () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a static method, `this` unused
    const nodeByteLength = Buffer.byteLength;
    Buffer.byteLength = (value: string, encoding?: BufferEncoding) => {
      if (typeof value === 'string') walked.push(value);
      return nodeByteLength(value, encoding);
    };
    sendLargeBodiesAsBytes();
    server = createServer((request, response) => {
      const answer = answers[request.url ?? ''];
      if (!answer) return response.writeHead(404).end();
      response.setHeader('content-type', 'text/html; charset=utf-8');
      if (request.url === '/page') response.setHeader('content-length', Buffer.byteLength(page));
      answer((...args) => (response.end as (...a: unknown[]) => void)(...args));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the same bytes as before, with a Content-Length that matches them', async () => {
    for (const path of ['/page', '/page-utf8-callback', '/page-callback', '/bytes']) {
      const response = await fetch(`${origin}${path}`);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(Buffer.from(page, 'utf8')), path).toBe(true);
      if (path === '/page')
        expect(Number(response.headers.get('content-length'))).toBe(body.length);
    }
  });

  it('leaves other encodings and small bodies as they are', async () => {
    const latin1 = Buffer.from(await (await fetch(`${origin}/latin1`)).arrayBuffer());
    expect(latin1.equals(Buffer.from('é'.repeat(PAGE_BYTES_MIN_LENGTH), 'latin1'))).toBe(true);
    expect(await (await fetch(`${origin}/small`)).text()).toBe('ok €');
  });

  it('encodes a page once, whatever the number of responses', async () => {
    expect(pageBytesKept(freshPage)).toBe(false);
    await fetch(`${origin}/fresh`).then((r) => r.arrayBuffer());
    expect(pageBytesKept(freshPage)).toBe(true);
    await Promise.all([1, 2, 3].map(() => fetch(`${origin}/page`).then((r) => r.arrayBuffer())));
    expect(pageBytes(page)).toBe(pageBytes(page));
    // Another string of the same text finds the same bytes.
    expect(pageBytes(page.slice(0, -1) + page.slice(-1))).toBe(pageBytes(page));
  });

  it('measures a kept page by its bytes, and anything else as Node.js does', async () => {
    await fetch(`${origin}/page`).then((r) => r.arrayBuffer());
    expect(pageBytesKept(page)).toBe(true);
    const utf8Length = new TextEncoder().encode(page).length;
    walked.length = 0;
    expect(Buffer.byteLength(page)).toBe(utf8Length);
    expect(Buffer.byteLength(page, 'utf8')).toBe(utf8Length);
    // Answered from the kept bytes: the text itself was not walked.
    expect(walked).not.toContain(page);
    // Other encodings, texts never sent, and binary values are measured as they always were.
    expect(Buffer.byteLength(page, 'latin1')).toBe(page.length);
    const neverSent = `${page}<p>never sent</p>`;
    expect(Buffer.byteLength(neverSent)).toBe(new TextEncoder().encode(neverSent).length);
    expect(walked).toContain(neverSent);
    expect(pageBytesKept(neverSent)).toBe(false);
    expect(Buffer.byteLength(new Uint8Array(3))).toBe(3);
    expect(Buffer.byteLength('ok €')).toBe(6);
  });
});
