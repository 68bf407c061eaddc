import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { callbackBody, callbackHeaders } from '../../scripts/bench/callback';
import { storeApi } from '../support/e2e-store';
import {
  type StorefrontInstance,
  e2eStorefrontEnv,
  startStorefrontInstance,
} from '../support/storefront-instance';

/**
 * The deploy path: `npm run build` in a build stage that has no store (no settings at
 * all, as in a CI or Docker stage without credentials), then the standalone server it
 * makes, started against the store, serving the shop and draining on SIGTERM.
 */
const DIST_DIR = '.next-test-deploy';
const STANDALONE = join(DIST_DIR, 'standalone');
const PRODUCT = 'Half Sheet Pan';
const PAGE = '/products/half-sheet-pan';
const ONE_LANGUAGE_COPY = `${DIST_DIR}-one-language`;

let buildOutput = '';
let server: StorefrontInstance;

/** The storefront's settings emptied: set but empty wins over .env.local, so none is read. */
const NO_STORE_SETTINGS = Object.fromEntries(
  [
    'STORE_API_URL',
    'STORE_API_TOKEN',
    'STORE_CLIENT_ID',
    'STOREFRONT_GRAPHQL_URL',
    'STORE_CHANNEL_ID',
    'PUBLIC_URL',
    'SESSION_SECRET',
    'WEBHOOK_SECRET',
    'REDIS_URL',
  ].map((key) => [key, '']),
);

function runBuild(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    env: {
      ...process.env,
      ...NO_STORE_SETTINGS,
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * A new storefront channel in the e2e store, made through the management API, by its id;
 * `remove` takes away what the store added to it (the demo's consent tags, scripts of the
 * primary API account, which may install ten in all: the tests after this one add theirs).
 */
async function newChannel(name: string): Promise<{ id: number; remove(): Promise<void> }> {
  const { data } = await storeApi<{ data: { id: number } }>('POST', '/v3/channels', {
    name,
    type: 'storefront',
    platform: 'custom',
  });
  return {
    id: data.id,
    async remove() {
      const scripts = await storeApi<{ data: Array<{ uuid: string }> }>(
        'GET',
        `/v3/content/scripts?channel_id:in=${data.id}`,
      );
      for (const { uuid } of scripts.data) await storeApi('DELETE', `/v3/content/scripts/${uuid}`);
    },
  };
}

type Outcome = 'answered' | 'not taken' | 'cut mid-response' | 'failed';

/**
 * One webhook callback on a connection of its own, its body sent in two halves `gapMs`
 * apart so that it is under way on the server for that long. `onBegun` runs when the
 * server has read its head (Expect: 100-continue: the server says so), before the first
 * half goes. "not taken": the connection was refused, or dropped before any byte of an
 * answer (queued, never accepted).
 */
function slowCallback(
  url: string,
  body: string,
  gapMs: number,
  onBegun: () => void = () => undefined,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let answerStarted = false;
    const req = httpRequest(
      `${url}/api/webhooks`,
      {
        method: 'POST',
        agent: false,
        headers: {
          ...callbackHeaders(body, {
            webhookSecret: e2eStorefrontEnv().WEBHOOK_SECRET!,
            clientSecret: e2eStorefrontEnv().STORE_CLIENT_SECRET,
          }),
          'content-length': Buffer.byteLength(body),
          connection: 'close',
          expect: '100-continue',
        },
      },
      (response) => {
        answerStarted = true;
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('error', () => resolve('cut mid-response'));
        response.on('end', () => {
          if (!response.complete) return resolve('cut mid-response');
          try {
            JSON.parse(text);
            resolve(response.statusCode === 200 ? 'answered' : 'failed');
          } catch {
            resolve('cut mid-response');
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answerStarted) return resolve('cut mid-response');
      resolve(
        error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' ? 'not taken' : 'failed',
      );
    });
    req.once('continue', () => {
      onBegun();
      const half = Math.floor(body.length / 2);
      req.write(body.slice(0, half));
      setTimeout(() => req.end(body.slice(half)), gapMs);
    });
    req.flushHeaders();
  });
}

const productCallback = (productId: number) =>
  callbackBody(
    { storeHash: process.env.E2E_STORE_HASH!, storeId: Number(process.env.E2E_STORE_ID) },
    'store/product/updated',
    { type: 'product', id: productId },
  );

test.describe.serial('a build without a store, deployed as the standalone server', () => {
  test.setTimeout(600_000);

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const build = await runBuild();
    buildOutput = build.output;
    expect(build.code, build.output.slice(-3000)).toBe(0);
    // A copy of the server as built, for another channel: the pages one server renders are
    // kept in its folder, and would serve the other's.
    rmSync(ONE_LANGUAGE_COPY, { recursive: true, force: true });
    cpSync(STANDALONE, ONE_LANGUAGE_COPY, { recursive: true });
    server = await startStorefrontInstance(
      { NEXT_DIST_DIR: DIST_DIR },
      { standaloneServer: join(STANDALONE, 'server.js') },
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(ONE_LANGUAGE_COPY, { recursive: true, force: true });
  });

  test('npm run build succeeds with no store configured, and says nothing was prerendered from it', () => {
    const said = buildOutput
      .split('\n')
      .filter((line) => line.includes('nothing was prerendered from the store'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('pages render on their first request and are cached from then on');
    // No placeholder page is left in the build or its standalone copy.
    for (const dir of [
      join(DIST_DIR, 'server', 'app'),
      join(STANDALONE, DIST_DIR, 'server', 'app'),
    ]) {
      expect(existsSync(join(dir, 'index.html'))).toBe(false);
      expect(existsSync(join(dir, 'help.html'))).toBe(false);
    }
  });

  test('the standalone server holds only the storefront: none of the local store service or the build tools', () => {
    const packages = readdirSync(join(STANDALONE, 'node_modules'));
    for (const excluded of [
      'fastify',
      'better-sqlite3',
      'graphql-http',
      '@graphql-codegen',
      '@fastify',
      'typescript',
      'vitest',
      'playwright',
    ]) {
      expect(packages, `${excluded} is in the standalone server`).not.toContain(excluded);
    }
    expect(existsSync(join(STANDALONE, 'emulator'))).toBe(false);
    // The build's static files are in it, so the folder alone serves the shop.
    expect(existsSync(join(STANDALONE, DIST_DIR, 'static'))).toBe(true);
  });

  test('it serves a product page from the store, rendered on the first request and cached from then on', async ({
    page,
  }) => {
    const first = await page.goto(`${server.url}${PAGE}`);
    expect(first?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    // The store's name and categories, not a build-time placeholder.
    const navigation = page.getByRole('navigation', { name: 'Categories' });
    await expect(navigation.getByRole('link').first()).toBeVisible();
    // Styles come from the copied static files.
    const styled = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => sheet.cssRules.length > 0),
    );
    expect(styled).toBe(true);

    const again = await fetch(`${server.url}${PAGE}`);
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await again.text()).toContain(PRODUCT);
  });

  test('it answers its health checks', async () => {
    const live = await fetch(`${server.url}/api/health`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { store: { status: 'up' }, sharedCache: { status: 'off' } },
    });
  });

  test('started with REDIS_URL it says that the shared cache needs a build made with it', async () => {
    const withRedis = await startStorefrontInstance(
      { NEXT_DIST_DIR: DIST_DIR, REDIS_URL: 'redis://127.0.0.1:6379' },
      { standaloneServer: join(STANDALONE, 'server.js') },
    );
    try {
      await expect
        .poll(() => withRedis.output(), { timeout: 10_000 })
        .toContain('this standalone server was built without it');
    } finally {
      await withRedis.stop();
    }
  });

  test('against a channel of one language, the shop has no language prefix, no language switch and no alternates', async ({
    page,
  }) => {
    // A new channel offers the store's default language alone; the e2e channel, the demo's
    // three.
    const channel = await newChannel('One language');
    const oneLanguage = await startStorefrontInstance(
      { NEXT_DIST_DIR: DIST_DIR, STORE_CHANNEL_ID: String(channel.id) },
      { standaloneServer: join(ONE_LANGUAGE_COPY, 'server.js') },
    );
    try {
      const answer = await page.goto(`${oneLanguage.url}${PAGE}`);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${PAGE}$`),
      );
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(10);
      expect(hrefs.filter((href) => /^\/[a-z]{2}(-[A-Za-z]{2})?(\/|$)/.test(href))).toEqual([]);
      // Another language's address is not found, and a French browser stays on the home page.
      expect((await fetch(`${oneLanguage.url}/fr${PAGE}`)).status).toBe(404);
      const home = await fetch(`${oneLanguage.url}/`, {
        headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
        redirect: 'manual',
      });
      expect(home.status).toBe(200);
    } finally {
      await oneLanguage.stop();
      await channel.remove();
    }
  });

  test('on SIGTERM it finishes the webhook callbacks under way, takes no new ones, and exits as Next.js does after a drain', async () => {
    const begun: Array<Promise<void>> = [];
    const underWay = Array.from({ length: 20 }, (_, i) => {
      let onBegun!: () => void;
      begun.push(new Promise((resolve) => (onBegun = resolve)));
      return slowCallback(server.url, productCallback(9000 + i), 800, onBegun);
    });
    // Every one of them is under way on the server when the signal comes.
    await Promise.all(begun);
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const late = Array.from({ length: 10 }, (_, i) =>
      slowCallback(server.url, productCallback(9100 + i), 0),
    );

    const outcomes = await Promise.all(underWay);
    expect(
      outcomes.filter((o) => o !== 'answered'),
      `outcomes: ${outcomes.join(', ')}`,
    ).toEqual([]);
    const lateOutcomes = await Promise.all(late);
    expect(
      lateOutcomes.every((o) => o === 'not taken'),
      `late outcomes: ${lateOutcomes.join(', ')}`,
    ).toBe(true);
    await stopped;
    // Next.js's exit after a finished drain: 128 + SIGTERM (not our timer's 1).
    expect(await server.exited()).toBe(143);
    expect(server.output()).toContain('SIGTERM; finishing the requests under way');
  });
});
