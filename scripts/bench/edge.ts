import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { StoreApiClient } from '../../lib/store/management/client';
import { createHook, updateHook } from '../../lib/store/management/hooks';
import { SUBSCRIBED_SCOPES } from '../../lib/webhooks/scope-tags';
import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import { SHOPPER_ENDPOINT } from '../../lib/shared/shopper-snapshot';
import { type LocalStack } from '../lib/local-stack';
import { freePort } from '../lib/free-port';
import { startLocalEdge } from '../lib/varnish';
import { type LoadResult, loadInRounds } from './http-load';
import { multipartBody, noScriptFormFields } from './no-script-form';
import { wrkLoad } from './wrk-load';

/** What every browser sends, and so every request of these measures. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface BenchPage {
  key: string;
  label: string;
  path: string;
}

export interface EdgeBenchInput {
  stack: LocalStack;
  /** The stack's build folder: the fixed object is written into its static files. */
  distDir: string;
  /** The guest catalog pages to load. */
  pages: readonly BenchPage[];
  product: { id: number; path: string; price: number };
  /** A signed-in shopper's session cookie (name=value). */
  shopperCookie: string;
  durationSeconds: number;
  rounds: number;
  /** How long the shopper mix runs, each way. */
  mixSeconds: number;
  log: (line: string) => void;
}

export interface MixResult {
  label: string;
  classes: Array<LoadResult & { errorsCounted: number }>;
  /** Of every answer in the mix, whichever shopper asked. */
  p50Ms: number;
  p99Ms: number;
  errors: number;
  requests: number;
}

export interface EdgeBenchResult {
  fixedObject: { path: string; gzipBytes: number; pageGzipBytes: number };
  loads: Record<string, LoadResult>;
  originRequestsPerThousandViews: number;
  pageViews: number;
  originRequests: number;
  freshnessMs: number[];
  mixThroughEdge: MixResult;
  mixAtOrigin: MixResult;
}

/** The bytes of an answer as they cross the wire (compressed), for a browser's request. */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: BROWSER_ENCODINGS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * 200 shoppers at once for `seconds`: 90% guests browsing catalog pages (a guest's page
 * asks nothing more), 8% signed in (each page and the shopper request it makes), 2% adding
 * to the cart through the product page's form as a browser without JavaScript posts it.
 * An error is a 4xx, a 5xx, a timeout or a failed connection (the add's 303 is its answer).
 */
async function shopperMix(
  origin: string,
  /** The shop's public origin (PUBLIC_URL): the Origin a browser on its pages posts with. */
  publicOrigin: string,
  input: EdgeBenchInput,
  addFields: Array<[string, string]>,
  seconds: number,
  label: string,
): Promise<MixResult> {
  const pageRequests = input.pages.map((page) => ({ method: 'GET' as const, path: page.path }));
  const signedIn = { ...BROWSER_ENCODINGS, cookie: input.shopperCookie };
  const form = multipartBody(addFields);
  // Every answer's time, of all three kinds of shopper: the mix's own percentiles.
  const times: number[] = [];
  const run = (name: string, connections: number, options: Partial<autocannon.Options>) =>
    new Promise<MixResult['classes'][number]>((resolve, reject) => {
      const instance = autocannon(
        {
          url: origin,
          connections,
          duration: seconds,
          timeout: 10,
          headers: BROWSER_ENCODINGS,
          ...options,
        },
        (error, result) => {
          if (error) return reject(error as Error);
          resolve({
            label: name,
            requestsPerSecond: result.requests.average,
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            requests: result.requests.total,
            non2xx: result.non2xx,
            errors: result.errors + result.timeouts,
            errorsCounted: result['4xx'] + result['5xx'] + result.errors + result.timeouts,
          });
        },
      );
      instance.on('response', (_client, _status, _bytes, ms: number) => times.push(ms));
    });
  const classes = await Promise.all([
    run('guests browsing (180)', 180, { requests: pageRequests }),
    run('signed in: page + shopper request (16)', 16, {
      requests: [
        { method: 'GET', path: input.product.path, headers: signedIn },
        {
          method: 'GET',
          path: `${SHOPPER_ENDPOINT}?product=${input.product.id}`,
          headers: signedIn,
        },
      ],
    }),
    run('adding to the cart, no JavaScript (4)', 4, {
      requests: [
        {
          method: 'POST',
          path: input.product.path,
          headers: { 'content-type': form.contentType, origin: publicOrigin },
          body: form.body,
        },
      ],
    }),
  ]);
  times.sort((x, y) => x - y);
  const percentile = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
  return {
    label,
    classes,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    errors: classes.reduce((sum, c) => sum + c.errorsCounted, 0),
    requests: classes.reduce((sum, c) => sum + c.requests, 0),
  };
}

/**
 * The same build behind the edge (Debian's Varnish with edge/default.vcl), purged by that
 * server's webhook receiver, measured against the same edge serving a fixed object of the
 * page's size; the time from a change in the store to the edge's first fresh answer; and
 * the shopper mix through the edge and at the origin alone.
 */
export async function edgeBench(input: EdgeBenchInput): Promise<EdgeBenchResult> {
  const { stack, log } = input;
  const edgePort = await freePort();
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  // The fixed object: the product page's own bytes as a static file of the build, which
  // the server sends as it is, kept and compressed by the same edge. The same size on the
  // wire, so the pages' ratios to it are the edge's own cost per page, not a size
  // difference (a script of the build picked by its size was half the page's at times).
  // Written before the server behind the edge starts: Next.js lists its static files then.
  const productHtml = await (await fetch(`${stack.publicUrl}${input.product.path}`)).text();
  const fixedName = `bench-fixed-${createHash('sha256').update(productHtml).digest('hex').slice(0, 12)}.js`;
  await writeFile(join(input.distDir, 'static', 'chunks', fixedName), productHtml);
  const originUrl = await stack.startServer(() => ({
    PUBLIC_URL: edgeUrl,
    EDGE_PURGE: `varnish:${edgeUrl}`,
  }));
  const edge = await startLocalEdge({
    port: edgePort,
    origins: [{ host: '127.0.0.1', port: Number(new URL(originUrl).port) }],
    log,
  });
  const hooks: number[] = [];
  // The management API as the setup script uses it: the store's hooks for the server
  // behind the edge, as setup registers them for a shop, and the price changes.
  const api = new StoreApiClient({
    baseUrl: stack.store.apiUrl,
    token: stack.store.primaryAccount.accessToken,
    clientId: stack.store.primaryAccount.clientId,
  });
  const setPrice = (price: number) =>
    api.request('PUT', `/v3/catalog/products/${input.product.id}`, {
      schema: z.unknown(),
      body: { price },
    });
  try {
    for (const scope of SUBSCRIBED_SCOPES) {
      const hook = await createHook(api, {
        scope,
        destination: `${edgeUrl}/api/webhooks`,
        is_active: true,
        headers: { [WEBHOOK_SECRET_HEADER]: stack.setup.webhookSecret },
      });
      hooks.push(hook.id);
    }

    log('Warming the edge...');
    for (const page of input.pages)
      for (let i = 0; i < 5; i++)
        await (await fetch(`${edgeUrl}${page.path}`, { headers: BROWSER_ENCODINGS })).text();

    const pageGzipBytes = await wireBytes(`${edgeUrl}${input.product.path}`);
    const fixedPath = `/_next/static/chunks/${fixedName}`;
    const fixed = { path: fixedPath, gzipBytes: await wireBytes(`${edgeUrl}${fixedPath}`) };

    log(
      `Loading the edge with 100 connections: the fixed object ${fixed.path} (${fixed.gzipBytes} B compressed) and each page (${pageGzipBytes} B for the product page)...`,
    );
    const before = edge.backendRequests();
    const loads = await loadInRounds(
      [
        {
          key: 'fixed',
          label: `fixed object (${fixed.gzipBytes} B gzip)`,
          url: `${edgeUrl}${fixed.path}`,
        },
        ...input.pages.map((page) => ({ ...page, url: `${edgeUrl}${page.path}` })),
      ].map((target) => ({ ...target, headers: BROWSER_ENCODINGS })),
      { rounds: input.rounds, durationSeconds: input.durationSeconds, connections: 100 },
      // wrk: a load generator in C, as the edge answers faster than autocannon asks.
      wrkLoad,
    );
    const originRequests = edge.backendRequests() - before;
    const pageViews = input.pages.reduce((sum, page) => sum + loads[page.key]!.requests, 0);

    log('Changing a price in the store 50 times, each time until the edge answers with it...');
    const freshnessMs: number[] = [];
    for (let i = 1; i <= 50; i++) {
      const price = Math.round((input.product.price + i / 100) * 100) / 100;
      const shown = `$${price.toFixed(2)}`;
      // Back to back: the store's signed callbacks name each change by its own webhook-id,
      // so two changes within one second are two events.
      const started = performance.now();
      await setPrice(price);
      for (;;) {
        const html = await (
          await fetch(`${edgeUrl}${input.product.path}`, { headers: BROWSER_ENCODINGS })
        ).text();
        if (html.includes(shown)) break;
        if (performance.now() - started > 30_000) throw new Error(`the edge never showed ${shown}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      freshnessMs.push(performance.now() - started);
    }
    await setPrice(input.product.price);

    const addFields = noScriptFormFields(
      await (await fetch(`${originUrl}${input.product.path}`)).text(),
      'Add to cart',
    );
    log(`The shopper mix: 200 shoppers for ${input.mixSeconds} s through the edge...`);
    const mixThroughEdge = await shopperMix(
      edgeUrl,
      edgeUrl,
      input,
      addFields,
      input.mixSeconds,
      'through the edge',
    );
    log(`The same mix for ${input.mixSeconds} s at the origin alone...`);
    // The same shoppers, on the same shop's pages (their posts name its public origin),
    // with nothing in front of the storefront.
    const mixAtOrigin = await shopperMix(
      originUrl,
      edgeUrl,
      input,
      addFields,
      input.mixSeconds,
      'origin alone',
    );

    return {
      fixedObject: { ...fixed, pageGzipBytes },
      loads,
      originRequestsPerThousandViews: (originRequests / pageViews) * 1000,
      pageViews,
      originRequests,
      freshnessMs,
      mixThroughEdge,
      mixAtOrigin,
    };
  } finally {
    for (const id of hooks) await updateHook(api, id, { is_active: false }).catch(() => undefined);
    await edge.stop();
  }
}
