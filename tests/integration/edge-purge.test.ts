import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '@/lib/store/config';
import { edgePurgeConfigOf } from '@/lib/edge/config';
import { edgeKeysFor } from '@/lib/edge/edge-keys';
import { EdgePurgeQueue } from '@/lib/edge/purge-queue';
import { purgerFor } from '@/lib/edge/purgers';
import { cacheTags, edgeKeys } from '@/lib/shared/cache-tags.mjs';

/**
 * Fastly's and Cloudflare's purge APIs cannot run here: a local HTTP double answers in
 * their place and records every call, so the tests check the documented request shape
 * (method, path, auth header, body, batching) and what a 429 does.
 */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

async function apiDouble(
  answer: (call: Recorded, index: number, res: ServerResponse) => void,
): Promise<{ url: string; calls: Recorded[] }> {
  const calls: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const call = { method: req.method!, path: req.url!, headers: req.headers, body };
      calls.push(call);
      answer(call, calls.length - 1, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

const ok = (res: ServerResponse, body: object = { status: 'ok' }) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A purge queue for Cloudflare zone `zone1`, its API at `apiUrl` (a double). */
const cloudflareQueue = (
  apiUrl: string,
  options: ConstructorParameters<typeof EdgePurgeQueue>[1],
  token = 't',
) =>
  new EdgePurgeQueue(
    purgerFor(
      edgePurgeConfigOf({
        EDGE_PURGE: 'cloudflare:zone1',
        CLOUDFLARE_API_TOKEN: token,
        EDGE_PURGE_API_URL: apiUrl,
      })!,
    ),
    options,
  );

const keys = (n: number) => Array.from({ length: n }, (_, i) => `product-page:/products/p${i}`);

describe('EDGE_PURGE', () => {
  it('is off when unset, and names what is wrong without echoing a token', () => {
    expect(edgePurgeConfigOf({})).toBeNull();
    expect(edgePurgeConfigOf({ EDGE_PURGE: 'varnish:http://127.0.0.1:6081/' })).toEqual({
      kind: 'varnish',
      urls: ['http://127.0.0.1:6081'],
      soft: true,
    });
    const wrong = (env: Record<string, string>) => {
      try {
        edgePurgeConfigOf(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(wrong({ EDGE_PURGE: 'akamai:x' })).toMatch(/EDGE_PURGE must be varnish:/);
    expect(wrong({ EDGE_PURGE: 'varnish:' })).toMatch(/varnish: takes the Varnish addresses/);
    expect(wrong({ EDGE_PURGE: 'fastly:svc' })).toMatch(/FASTLY_API_TOKEN is not set/);
    const message = wrong({ EDGE_PURGE: 'cloudflare:zone', CLOUDFLARE_API_TOKEN: 'sec ret' });
    expect(message).toMatch(/CLOUDFLARE_API_TOKEN must be printable ASCII/);
    expect(message).not.toContain('sec ret');
  });
});

describe('the Fastly purger', () => {
  it('sends a batch surrogate-key purge, soft, with the Fastly-Key header, 256 keys a call', async () => {
    const api = await apiDouble((_, __, res) => ok(res));
    const config = edgePurgeConfigOf({
      EDGE_PURGE: 'fastly:SU1Z0isxPaozGVKXdv0eY',
      FASTLY_API_TOKEN: 'fastly-token',
      EDGE_PURGE_API_URL: api.url,
    })!;
    const queue = new EdgePurgeQueue(purgerFor(config), { log: () => undefined });
    expect(await queue.purgeNow(keys(300))).toBe(true);
    expect(api.calls).toHaveLength(2);
    for (const call of api.calls) {
      expect(call.method).toBe('POST');
      expect(call.path).toBe('/service/SU1Z0isxPaozGVKXdv0eY/purge');
      expect(call.headers['fastly-key']).toBe('fastly-token');
      expect(call.headers['fastly-soft-purge']).toBe('1');
      expect(call.headers['content-type']).toBe('application/json');
    }
    expect(JSON.parse(api.calls[0]!.body).surrogate_keys).toEqual(keys(256));
    expect(JSON.parse(api.calls[1]!.body).surrogate_keys).toEqual(keys(300).slice(256));
  });
});

describe('the Cloudflare purger', () => {
  it('purges by tag with a bearer token, 100 tags a call', async () => {
    const api = await apiDouble((_, __, res) => ok(res, { success: true, result: {} }));
    const config = edgePurgeConfigOf({
      EDGE_PURGE: 'cloudflare:023e105f4ecef8ad9ca31a8372d0c353',
      CLOUDFLARE_API_TOKEN: 'cf-token',
      EDGE_PURGE_API_URL: api.url,
    })!;
    const queue = new EdgePurgeQueue(purgerFor(config), { log: () => undefined });
    expect(await queue.purgeNow(keys(250))).toBe(true);
    expect(api.calls.map((call) => JSON.parse(call.body).tags.length)).toEqual([100, 100, 50]);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
    });
    expect(api.calls[0]!.headers.authorization).toBe('Bearer cf-token');
  });

  it('waits as long as a 429 says, keeps the keys, and logs the failure and the recovery once each', async () => {
    const api = await apiDouble((_, index, res) => {
      if (index < 3) {
        res.writeHead(429, { 'retry-after': '0.05', 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, errors: [{ code: 10000 }] }));
      } else ok(res, { success: true });
    });
    const logs: string[] = [];
    const queue = cloudflareQueue(
      api.url,
      { log: (line) => logs.push(line), minDelayMs: 10 },
      'cf-token',
    );
    expect(await queue.purgeNow(['products'])).toBe(false);
    // Purges asked for while the edge refuses wait with the others, merged.
    expect(await queue.purgeNow(['products', 'currencies'])).toBe(false);
    expect(queue.waiting).toBe(2);
    await vi.waitFor(() => expect(queue.waiting).toBe(0), { timeout: 5000 });
    const last = JSON.parse(api.calls.at(-1)!.body).tags;
    expect(last.sort()).toEqual(['currencies', 'products']);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatch(/failed \(Cloudflare answered 429\).*retried with backoff/);
    expect(logs[1]).toMatch(/answers again; purged 2 waiting key/);
    expect(logs.join('\n')).not.toContain('cf-token');
  });

  it('says at a stop how many keys still wait, and again what the drain left', async () => {
    const api = await apiDouble((_, __, res) => {
      res.writeHead(503);
      res.end();
    });
    const logs: string[] = [];
    const queue = cloudflareQueue(api.url, { log: (line) => logs.push(line), minDelayMs: 20 });
    expect(await queue.purgeNow(['products', 'categories'])).toBe(false);
    await queue.drain(100);
    expect(logs.slice(1)).toEqual([
      expect.stringMatching(/stopping with 2 key\(s\) not purged at Cloudflare zone zone1/),
      expect.stringMatching(/2 key\(s\) still not purged .* at the end of the drain/),
    ]);
  });

  it('counts a 200 without success as a failure', async () => {
    const api = await apiDouble((_, __, res) => ok(res, { success: false }));
    const queue = cloudflareQueue(api.url, { log: () => undefined, minDelayMs: 60_000 });
    expect(await queue.purgeNow(['products'])).toBe(false);
    expect(queue.waiting).toBe(1);
  });
});

describe('edge keys for revalidated tags', () => {
  const hrefOf = async (id: number) =>
    id === 7 ? ['/products/kitchen/mug', '/products/cuisine/mug'] : [];

  it('purges a tag every page carries as it is, and nothing narrower with it', async () => {
    expect(await edgeKeysFor([cacheTags.product(7), cacheTags.productListings()], hrefOf)).toEqual([
      'products',
    ]);
    expect(await edgeKeysFor([cacheTags.themeContent()], hrefOf)).toEqual(['theme-content']);
  });

  it("turns one product's tag into its pages (each language's address) and the listings, or every product page when its address is unknown", async () => {
    expect(await edgeKeysFor([cacheTags.product(7)], hrefOf)).toEqual([
      edgeKeys.listings(),
      edgeKeys.productPage('/products/kitchen/mug'),
      edgeKeys.productPage('/products/cuisine/mug'),
    ]);
    expect(await edgeKeysFor([cacheTags.product(8)], hrefOf)).toEqual([
      edgeKeys.listings(),
      edgeKeys.productPages(),
    ]);
  });

  it('purges nothing for what no shared page shows', async () => {
    expect(
      await edgeKeysFor([cacheTags.cart('c'), cacheTags.order(3), cacheTags.customer(2)], hrefOf),
    ).toEqual([]);
  });
});
