/**
 * `npm run bench -- --catalog 45,10000,100000`: the scale section (issue 33). For each
 * catalog size, in one run on this machine: a local store grown to that many products
 * (`--demo-products`), a production build against it, and then
 * - the build's time (target at the largest size: within 1.2x of the smallest's);
 * - the store's own answer time for a category listing (first page and page 50), a brand
 *   listing, a search and a product page (target: under 50 ms at every size);
 * - the storefront's time for the same pages, uncached (the first request of an address
 *   no one asked for yet) and cached (target: uncached listings within 1.5x of the
 *   smallest size's);
 * - the sitemap: the index and the first file, their time and size;
 * - the storefront's memory (RSS of its processes) after 1,000 page views;
 * - the time to fresh after a burst of 10,000 product changes (the store sends a webhook
 *   for each, with bounded concurrency): until the cached page of the product whose
 *   webhooks come last in the store's queue shows its last price.
 * Every request sends a browser's Accept-Encoding. Prints a table, writes
 * bench-results/scale.json.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { print } from 'graphql';
import { ListingDocument, ProductPageDocument } from '../../graphql/generated/operations';
import { getProduct, updateProduct } from '../../emulator/catalog';
import { cursorOf } from '../../emulator/graphql/relay';
import {
  DEFAULT_LISTING_STATE,
  LISTING_PAGE_SIZE,
  type ListingState,
  listingHref,
} from '../../lib/shared/listing-state';
import { brandHref, categoryHref, productHref } from '../../lib/shared/links';
import { pagePath } from '../../lib/shared/routes';
import { type LocalStack, startLocalStack } from '../lib/local-stack';
import { BROWSER_ENCODINGS } from './edge';
import { type Check, ms, printTable, ratio, writeJson } from './report';

const DEEP_PAGE = 50;
const STORE_SAMPLES = 5;
const CACHED_SAMPLES = 10;
const CRAWL = 1_000;
const BURST = 10_000;

/** The store's cursor a listing's page N (from 1) starts after: the last product of page N - 1. */
const pageCursor = (page: number) => cursorOf((page - 1) * LISTING_PAGE_SIZE - 1);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function timed(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: BROWSER_ENCODINGS });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

/** Resident memory of a process group (the server and any children it started), in MB. */
function groupRssMb(leader: number | undefined): number {
  if (leader === undefined) return NaN;
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, pgrp, ...
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== leader) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      kb += Number(rss?.[1] ?? 0);
    } catch {
      // The process ended while being read.
    }
  }
  return kb / 1024;
}

interface Kind {
  key: string;
  label: string;
  /** The store's GraphQL document and variables for this page's data. */
  store: { document: typeof ListingDocument | typeof ProductPageDocument; variables: object };
  /** Addresses of this kind no one has asked for yet (each is one uncached sample). */
  fresh: string[];
}

async function storeQueryMs(stack: LocalStack, token: string, kind: Kind): Promise<number> {
  const samples: number[] = [];
  const body = JSON.stringify({
    query: print(kind.store.document),
    variables: kind.store.variables,
  });
  for (let i = 0; i < STORE_SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(stack.store.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const answer = (await response.json()) as { errors?: unknown };
    if (answer.errors)
      throw new Error(`${kind.label}: the store answered ${JSON.stringify(answer.errors)}`);
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function storefrontToken(stack: LocalStack): Promise<string> {
  const response = await fetch(`${stack.store.apiUrl}/v3/storefront/api-token`, {
    method: 'POST',
    headers: {
      'x-auth-token': stack.store.primaryAccount.accessToken,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({
      channel_id: Number(stack.env.STORE_CHANNEL_ID),
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function kindsOf(stack: LocalStack): Kind[] {
  const db = stack.store.ctx.db;
  const idOf = (sql: string, ...params: unknown[]) =>
    (db.prepare(sql).get(...params) as { id: number }).id;
  const kitchen = idOf("SELECT id FROM catalog_categories WHERE url = '/kitchen/'");
  const hollowOak = idOf("SELECT id FROM catalog_brands WHERE name = 'Hollow Oak Linens'");
  const category = categoryHref('/kitchen/');
  const brand = brandHref(
    (db.prepare('SELECT url FROM catalog_brands WHERE id = ?').get(hollowOak) as { url: string })
      .url,
  );
  const sorted = (path: string, sort: string, extra: Partial<ListingState> = {}) =>
    listingHref(path, { ...DEFAULT_LISTING_STATE, sort, ...extra });
  // Products past the ones the build prerenders, in the shop's order; at the smallest size
  // every product is prerendered, so their pages in another currency are the uncached ones.
  const productPaths = (
    db
      .prepare(
        'SELECT url FROM catalog_products WHERE is_visible = 1 ORDER BY sort_order, id LIMIT 3 OFFSET 20',
      )
      .all() as Array<{ url: string }>
  ).map((row) => row.url);
  return [
    {
      key: 'category',
      label: 'category, first page',
      store: {
        document: ListingDocument,
        variables: { filters: { categoryEntityId: kitchen }, first: LISTING_PAGE_SIZE },
      },
      fresh: ['newest', 'a-z', 'z-a'].map((sort) => sorted(category, sort)),
    },
    {
      key: 'category-deep',
      label: `category, page ${DEEP_PAGE}`,
      store: {
        document: ListingDocument,
        variables: {
          filters: { categoryEntityId: kitchen },
          first: LISTING_PAGE_SIZE,
          after: pageCursor(DEEP_PAGE),
        },
      },
      fresh: [DEEP_PAGE, DEEP_PAGE + 1, DEEP_PAGE + 2].map((page) =>
        sorted(category, '', { after: pageCursor(page) }),
      ),
    },
    {
      key: 'brand',
      label: 'brand listing',
      store: {
        document: ListingDocument,
        variables: { filters: { brandEntityIds: [hollowOak] }, first: LISTING_PAGE_SIZE },
      },
      fresh: ['newest', 'a-z', 'z-a'].map((sort) => sorted(brand, sort)),
    },
    {
      key: 'search',
      label: 'search',
      store: {
        document: ListingDocument,
        variables: { filters: { searchTerm: 'linen' }, first: LISTING_PAGE_SIZE },
      },
      fresh: ['linen', 'copper', 'walnut'].map((q) => sorted(pagePath('search'), '', { q })),
    },
    {
      key: 'product',
      label: 'product page',
      store: { document: ProductPageDocument, variables: { path: productPaths[0] } },
      fresh: productPaths.map((path) => productHref(path, 'EUR')),
    },
  ];
}

/** Up to `count` page views over distinct addresses (products, then listings in their states). */
function crawlList(stack: LocalStack, count: number): string[] {
  const products = (
    stack.store.ctx.db
      .prepare('SELECT url FROM catalog_products WHERE is_visible = 1 ORDER BY id DESC LIMIT ?')
      .all(count) as Array<{ url: string }>
  ).map((row) => productHref(row.url));
  const listings = ['/kitchen/', '/decor/', '/garden/'].flatMap((path) =>
    Array.from({ length: 30 }, (_, page) =>
      listingHref(categoryHref(path), {
        ...DEFAULT_LISTING_STATE,
        after: page ? pageCursor(page + 1) : null,
      }),
    ),
  );
  const distinct = [...products, ...listings];
  return Array.from({ length: count }, (_, i) => distinct[i % distinct.length]!);
}

/**
 * 10,000 product price changes in the store (a webhook each, delivered a few at a time),
 * then the time until the product whose first change came last shows its last price: its
 * webhooks are the last in the store's queue. Its page is cached before the burst, so
 * only those webhooks can refresh it.
 */
async function burstToFresh(stack: LocalStack): Promise<{ changeMs: number; freshMs: number }> {
  const ctx = stack.store.ctx;
  const ids = (
    ctx.db
      .prepare('SELECT id FROM catalog_products WHERE is_visible = 1 ORDER BY id')
      .all() as Array<{ id: number }>
  ).map((row) => row.id);
  const watched = ids[Math.min(BURST, ids.length) - 1]!;
  const url = `${stack.publicUrl}${productHref(getProduct(ctx, watched)!.custom_url.url)}`;
  for (let i = 0; i < 3; i++) await timed(url);
  const started = performance.now();
  let watchedPrice = 0;
  for (let i = 0; i < BURST; i++) {
    const id = ids[i % ids.length]!;
    const price = 1000 + i / 100;
    if (id === watched) watchedPrice = price;
    updateProduct(ctx, id, { price, sale_price: 0 });
  }
  const changed = performance.now();
  const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    watchedPrice,
  );
  for (;;) {
    // A kept-alive connection the server closed between polls fails once; the next poll retries.
    const html = await fetch(url, { headers: BROWSER_ENCODINGS }).then(
      (response) => response.text(),
      () => '',
    );
    if (html.includes(shown)) break;
    if (performance.now() - changed > 600_000)
      throw new Error(`${url} did not show ${shown} within 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { changeMs: changed - started, freshMs: performance.now() - changed };
}

interface SizeResult {
  products: number;
  generateMs: number;
  buildMs: number;
  pages: Record<string, { label: string; storeMs: number; uncachedMs: number; cachedMs: number }>;
  sitemap: {
    indexMs: number;
    fileMs: number;
    cachedFileMs: number;
    fileBytes: number;
    urls: number;
  };
  rssAfterCrawlMb: number;
  crawlDistinct: number;
  burst: { changeMs: number; freshMs: number };
}

/** The scale bench's build folder: every size's build, and the warm-up's, go here. */
const SCALE_DIST_DIR = '.next-bench-scale';

async function measureSize(products: number): Promise<SizeResult> {
  console.log(
    `\n${products.toLocaleString('en')} products: growing the demo store and building the storefront...`,
  );
  const generateStarted = performance.now();
  let generateMs = 0;
  const stack = await startLocalStack({
    distDir: SCALE_DIST_DIR,
    // BENCH_SERVER_OUTPUT=1 shows the storefront's own output (a line per webhook).
    quiet: process.env.BENCH_SERVER_OUTPUT !== '1',
    demoProducts: products,
    env: { CDN_CACHE_SECONDS: '3600' },
    log: (line) => {
      if (line.startsWith('Demo products:')) generateMs = performance.now() - generateStarted;
      console.log(`  ${line}`);
    },
  });
  try {
    const token = await storefrontToken(stack);
    const pages: SizeResult['pages'] = {};
    for (const kind of kindsOf(stack)) {
      const storeMs = await storeQueryMs(stack, token, kind);
      const uncached: number[] = [];
      for (const path of kind.fresh) {
        const answer = await timed(`${stack.publicUrl}${path}`);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        uncached.push(answer.ms);
      }
      const cached: number[] = [];
      for (let i = 0; i < CACHED_SAMPLES; i++)
        cached.push((await timed(`${stack.publicUrl}${kind.fresh[0]}`)).ms);
      pages[kind.key] = {
        label: kind.label,
        storeMs,
        uncachedMs: median(uncached),
        cachedMs: median(cached),
      };
      console.log(
        `  ${kind.label}: store ${ms(storeMs)}, uncached ${ms(median(uncached))}, cached ${ms(median(cached))}`,
      );
    }

    const index = await timed(`${stack.publicUrl}/sitemap.xml`);
    const file = await timed(`${stack.publicUrl}/sitemap/0.xml`);
    const again = await timed(`${stack.publicUrl}/sitemap/0.xml`);
    const fileText = await (await fetch(`${stack.publicUrl}/sitemap/0.xml`)).text();
    const sitemap = {
      indexMs: index.ms,
      fileMs: file.ms,
      cachedFileMs: again.ms,
      fileBytes: Buffer.byteLength(fileText),
      urls: fileText.split('<loc>').length - 1,
    };
    console.log(
      `  sitemap: index ${ms(index.ms)} (reads the catalog), first file ${ms(file.ms)}, ${sitemap.urls} URLs`,
    );

    const crawl = crawlList(stack, CRAWL);
    for (const path of crawl) await timed(`${stack.publicUrl}${path}`);
    const rssAfterCrawlMb = groupRssMb(stack.serverPid);
    console.log(`  after ${CRAWL} page views: ${rssAfterCrawlMb.toFixed(0)} MB`);

    const burst = await burstToFresh(stack);
    console.log(
      `  ${BURST.toLocaleString('en')} changes made in ${ms(burst.changeMs)}; fresh ${ms(burst.freshMs)} after the last`,
    );
    return {
      products,
      generateMs,
      buildMs: stack.buildMs,
      pages,
      sitemap,
      rssAfterCrawlMb,
      crawlDistinct: new Set(crawl).size,
      burst,
    };
  } finally {
    await stack.stop();
  }
}

/**
 * One build before the measured ones, at the first size: the first build of a checkout
 * type-checks from cold (72 s of a 150 s build, against 13 s in the builds after it), and
 * the sizes' builds are compared with each other.
 */
async function warmUpBuild(products: number): Promise<void> {
  console.log('Warming up: one build first, not measured (its type check starts cold)...');
  const stack = await startLocalStack({
    distDir: SCALE_DIST_DIR,
    quiet: true,
    demoProducts: products,
    log: () => undefined,
  });
  await stack.stop();
}

export async function scaleBench(sizes: readonly number[]): Promise<Check[]> {
  const results: SizeResult[] = [];
  await warmUpBuild(sizes[0]!);
  for (const size of sizes) results.push(await measureSize(size));
  const keys = Object.keys(results[0]!.pages);
  printTable(
    'Scale: each catalog size in one run (times are medians)',
    ['', ...results.map((r) => `${r.products.toLocaleString('en')} products`)],
    [
      ['demo products made', ...results.map((r) => ms(r.generateMs))],
      ['build', ...results.map((r) => ms(r.buildMs))],
      ...keys.flatMap((key) => [
        [
          `${results[0]!.pages[key]!.label}: store`,
          ...results.map((r) => ms(r.pages[key]!.storeMs)),
        ],
        [`  uncached`, ...results.map((r) => ms(r.pages[key]!.uncachedMs))],
        [`  cached`, ...results.map((r) => ms(r.pages[key]!.cachedMs))],
      ]),
      ['sitemap index (reads the catalog)', ...results.map((r) => ms(r.sitemap.indexMs))],
      [
        'sitemap file 0',
        ...results.map(
          (r) =>
            `${ms(r.sitemap.fileMs)}, ${r.sitemap.urls} URLs, ${(r.sitemap.fileBytes / 1024).toFixed(0)} KB`,
        ),
      ],
      ['sitemap file 0, again', ...results.map((r) => ms(r.sitemap.cachedFileMs))],
      [
        `RSS after ${CRAWL} views`,
        ...results.map((r) => `${r.rssAfterCrawlMb.toFixed(0)} MB (${r.crawlDistinct} addresses)`),
      ],
      [
        `fresh after ${BURST.toLocaleString('en')} changes`,
        ...results.map((r) => ms(r.burst.freshMs)),
      ],
    ],
  );
  const smallest = results[0]!;
  const largest = results[results.length - 1]!;
  const checks: Check[] = [
    {
      name: `build at ${largest.products.toLocaleString('en')} against ${smallest.products}`,
      value: ratio(largest.buildMs / smallest.buildMs),
      target: '<= 120%',
      met: largest.buildMs <= smallest.buildMs * 1.2,
    },
    ...results.flatMap((r) =>
      (['category', 'category-deep', 'brand', 'search'] as const).map((key) => ({
        name: `store ${r.pages[key]!.label} at ${r.products.toLocaleString('en')}`,
        value: ms(r.pages[key]!.storeMs),
        target: '< 50 ms',
        met: r.pages[key]!.storeMs < 50,
      })),
    ),
    ...results.slice(1).flatMap((r) =>
      (['category', 'category-deep', 'brand', 'search'] as const).map((key) => ({
        name: `uncached ${r.pages[key]!.label} at ${r.products.toLocaleString('en')} against ${smallest.products}`,
        value: ratio(r.pages[key]!.uncachedMs / smallest.pages[key]!.uncachedMs),
        target: '<= 150%',
        met: r.pages[key]!.uncachedMs <= smallest.pages[key]!.uncachedMs * 1.5,
      })),
    ),
  ];
  printTable(
    'Scale targets',
    ['check', 'value', 'target', 'met'],
    checks.map((c) => [c.name, c.value, c.target, c.met ? 'yes' : 'NO']),
  );
  const file = writeJson({ sizes: results, checks }, 'scale');
  console.log(`\nWrote ${file}`);
  return checks;
}
