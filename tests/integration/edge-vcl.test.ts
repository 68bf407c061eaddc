import { type Server, createServer, request as httpRequest } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalEdge, startLocalEdge } from '../../scripts/lib/varnish';

/**
 * edge/default.vcl in a real Varnish (Debian's, with varnish-modules), in front of a
 * small origin whose answers each test chooses: what the edge keeps, what it never keeps,
 * how it is purged and what it serves while the origin is down.
 */
let origin: Server;
let edge: LocalEdge;
let served = 0;
let down = false;
/** What the origin answers for a path: status, headers and a body naming the request. */
const answers = new Map<string, { status?: number; headers: Record<string, string> }>();

beforeAll(async () => {
  origin = createServer((req, res) => {
    if (req.url === '/api/health') {
      if (down) return void res.destroy();
      return void res.end('{"status":"up"}');
    }
    if (down) return void res.destroy();
    served += 1;
    const path = new URL(req.url!, 'http://x').pathname;
    const answer = answers.get(path) ?? {
      headers: { 'cache-control': 'public, s-maxage=3600', xkey: `page:${path} products` },
    };
    res.writeHead(answer.status ?? 200, { 'content-type': 'text/html', ...answer.headers });
    res.end(
      `<p>${served} ${req.headers.rsc ? 'rsc' : 'html'} cookie=${req.headers.cookie ?? ''}</p>`,
    );
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  edge = await startLocalEdge({
    origins: [{ host: '127.0.0.1', port: (origin.address() as AddressInfo).port }],
  });
}, 120_000);

afterAll(async () => {
  await edge?.stop();
  origin?.close();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${edge.url}${path}`, {
    headers: { 'accept-encoding': 'gzip', ...headers },
    redirect: 'manual',
  });
  return {
    status: response.status,
    edge: response.headers.get('x-edge'),
    text: await response.text(),
    headers: response.headers,
  };
};
const purge = (keys: string, soft = false) =>
  fetch(`${edge.url}/`, {
    method: 'PURGE',
    headers: { [soft ? 'xkey-softpurge' : 'xkey-purge']: keys },
  });

describe('the edge', () => {
  it('keeps a public catalog page, ignoring cookies, and compresses it once', async () => {
    const first = await get('/products/a', { cookie: 'storefront_session=secret' });
    expect(first.edge).toBe('miss');
    expect(first.text).toContain('cookie=<');
    const second = await get('/products/a', { cookie: 'storefront_session=other' });
    expect(second.edge).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('xkey')).toBeNull();
  });

  it('keeps the sitemaps, which are catalog addresses too', async () => {
    for (const path of ['/sitemap.xml', '/sitemap/0.xml']) {
      await get(path, { cookie: 'storefront_session=secret' });
      expect((await get(path)).edge, path).toBe('hit');
    }
  });

  it('keeps the catalog in every language, the prefixed addresses as the default ones', async () => {
    for (const path of [
      '/fr',
      '/fr?ref=mail',
      '/fr/products/a',
      '/de/categories/kitchen',
      '/pt-BR/help',
    ]) {
      await get(path, { cookie: 'storefront_session=secret' });
      expect((await get(path, { cookie: 'storefront_session=other' })).edge, path).toBe('hit');
    }
    // A prefix is two letters (and a region): other first segments are not catalog pages.
    for (const path of ['/api/products/a', '/cart', '/account/orders']) {
      const seen = await get(path, { cookie: 'storefront_session=mine' });
      expect(seen.text, path).toContain('storefront_session=mine');
      expect((await get(path, { cookie: 'storefront_session=mine' })).edge, path).toBe('miss');
    }
  });

  it("keeps one copy of the home page per first-visit answer, never one shopper's for another", async () => {
    const home = (acceptLanguage: string, headers: Record<string, string> = {}) =>
      get('/', { 'accept-language': acceptLanguage, ...headers });
    expect((await home('fr-FR,fr;q=0.9')).edge).toBe('miss');
    expect((await home('fr-CA,en;q=0.5')).edge).toBe('hit');
    // Another first language, a crawler, a remembered choice: each its own copy.
    expect((await home('en-US,en;q=0.9')).edge).toBe('miss');
    expect((await home('en-GB')).edge).toBe('hit');
    const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
    expect((await home('fr', crawler)).edge).toBe('miss');
    expect((await home('fr', crawler)).edge).toBe('hit');
    const chosen = await home('fr', {
      cookie: 'storefront_session=secret; storefront_language=en',
    });
    expect(chosen.edge).toBe('miss');
    // The choice goes on to the origin, which decides; the shopper's other cookies do not.
    expect(chosen.text).toContain('cookie=storefront_language=en<');
    expect((await home('fr', { cookie: 'storefront_language=en' })).edge).toBe('hit');
    // Other pages are the same for every language of the browser.
    await get('/products/home-test', { 'accept-language': 'fr' });
    expect((await get('/products/home-test', { 'accept-language': 'de' })).edge).toBe('hit');
  });

  it('keeps the RSC variant apart from the HTML (Vary: rsc)', async () => {
    answers.set('/products/v', {
      headers: { 'cache-control': 'public, s-maxage=3600', vary: 'rsc', xkey: 'page:/products/v' },
    });
    await get('/products/v');
    const rsc = await get('/products/v', { rsc: '1' });
    expect(rsc.text).toContain('rsc');
    expect((await get('/products/v')).text).toContain('html');
    expect((await get('/products/v', { rsc: '1' })).edge).toBe('hit');
  });

  it('never keeps an answer that sets a cookie, is private or no-store, or is not public', async () => {
    for (const [path, headers] of [
      ['/products/cookie', { 'cache-control': 'public, s-maxage=3600', 'set-cookie': 'a=b' }],
      ['/products/private', { 'cache-control': 'private, no-store' }],
      ['/products/no-store', { 'cache-control': 'public, no-store' }],
      ['/products/plain', {}],
    ] as const) {
      answers.set(path, { headers: { ...headers } });
      await get(path);
      const again = await get(path);
      expect(again.edge, path).toBe('miss');
    }
    expect((await get('/products/cookie')).headers.get('set-cookie')).toBe('a=b');
  });

  it('refuses TRACE and TRACK (and CONNECT) with 405 before the origin (Next.js answers them 500)', async () => {
    for (const [method, path] of [
      ['TRACE', '/account'],
      ['TRACK', '/cart'],
      ['trace', '/api/webhooks'],
      // (CONNECT too, by the same rule: Node's client hands its answer to a 'connect' event.)
    ] as const) {
      const before = served;
      // fetch cannot send these methods (the same reason the origin cannot answer them).
      const answer = await new Promise<{ status?: number; allow?: string }>((resolve, reject) => {
        const request = httpRequest(`${edge.url}${path}`, { method }, (response) => {
          response.resume();
          resolve({ status: response.statusCode, allow: response.headers.allow });
        });
        request.on('error', reject);
        request.end();
      });
      expect(answer.status, method).toBe(405);
      expect(answer.allow, method).toBe('GET, HEAD, POST');
      expect(served, `${method} never reaches the origin`).toBe(before);
    }
  });

  it('passes what is one shopper’s to the origin with its cookies', async () => {
    for (const path of ['/api/shopper', '/cart', '/account', '/checkout']) {
      const seen = await get(path, { cookie: 'storefront_session=mine' });
      expect(seen.text, path).toContain('storefront_session=mine');
      expect((await get(path, { cookie: 'storefront_session=mine' })).edge, path).toBe('miss');
    }
  });

  it('passes a catalog page to the origin for a currency the address does not carry', async () => {
    const asked = await get('/categories/kitchen', { cookie: 'storefront_currency=EUR' });
    expect(asked.text).toContain('storefront_currency=EUR');
    await get('/categories/kitchen/~/currency=EUR');
    const inIt = await get('/categories/kitchen/~/currency=EUR', {
      cookie: 'storefront_currency=EUR',
    });
    expect(inIt.edge).toBe('hit');
  });

  it('forgets a page when one of its keys is purged, and the next answer is fresh', async () => {
    await get('/products/p');
    expect((await get('/products/p')).edge).toBe('hit');
    expect(await (await purge('page:/products/other')).text()).toContain('Purged 0');
    expect((await get('/products/p')).edge).toBe('hit');
    expect((await purge('page:/products/p')).status).toBe(200);
    expect((await get('/products/p')).edge).toBe('miss');
    // A soft purge too: the origin answers, so the next answer is fresh, not the stale copy.
    const before = (await get('/products/p')).text;
    await purge('page:/products/p', true);
    const after = await get('/products/p');
    expect(after.edge).toBe('miss');
    expect(after.text).not.toBe(before);
  });

  it('serves the kept copy while the origin is down or failing, soft-purged or expired', async () => {
    await get('/products/s');
    const kept = (await get('/products/s')).text;
    await purge('page:/products/s', true);
    down = true;
    try {
      const during = await get('/products/s');
      expect(during.status).toBe(200);
      expect(during.text).toBe(kept);
      // Once the probe has marked it sick too.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect((await get('/products/s')).text).toBe(kept);
      // A page it never had: the edge says so.
      expect((await get('/products/never')).status).toBe(503);
    } finally {
      down = false;
    }
    // A 5xx from the origin: the kept copy too.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    answers.set('/products/s', { status: 500, headers: { 'cache-control': 'no-store' } });
    await purge('page:/products/s', true);
    const failing = await get('/products/s');
    expect(failing.status).toBe(200);
    expect(failing.text).toBe(kept);
    answers.delete('/products/s');
  }, 30_000);
});
