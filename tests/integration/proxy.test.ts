import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealData } from 'iron-session';
import { NextRequest, type NextResponse } from 'next/server';
import {
  getRedirectUrl,
  isRewrite,
  unstable_doesMiddlewareMatch,
} from 'next/experimental/testing/server';
import { CURRENCY_COOKIE } from '@/lib/shared/currency';
import { type ListingKind, queryKeysOf } from '@/lib/shared/listing-state';
import { ROUTES, expandRoute, pagePath, routePath } from '@/lib/shared/routes';
import type * as Proxy from '@/proxy';
import { SESSION_COOKIE, newSignedIn } from '@/lib/flows/session-cookie';
import { billingAddress, createApiOrder, inStockVariant, newCustomer } from '../support/orders';
import { type TestStore, startTestStore } from '../support/store-service';
import { stubStorefrontEnv } from '../support/storefront-env';
import { captureLogs } from '../support/captured-logs';

/**
 * proxy.ts in front of the account and order pages, against a local store service: a real
 * 404 for an order that is not the shopper's and a real redirect for a signed-out shopper,
 * decided before the page starts to stream; everything else passes through to the page.
 */
const SESSION_SECRET = 'a-session-secret-for-the-proxy-tests-0123456789';
const ORIGIN = 'http://127.0.0.1:3999';

let store: TestStore;
let proxy: typeof Proxy.proxy;
let config: typeof Proxy.config;
let alex: number;
let sam: number;
let alexsOrder: number;
let samsOrder: number;
let guestOrder: number;

async function orderOf(customerId: number): Promise<number> {
  const mug = await inStockVariant(store, 1, 1);
  const order = await createApiOrder(store, {
    customer_id: customerId,
    products: [{ product_id: 1, variant_id: mug.id, quantity: 1 }],
    billing_address: billingAddress(),
  });
  return order.id as number;
}

/** A session cookie as the storefront seals it; a customer in it is signed in now. */
const cookieOf = async (data: Record<string, unknown>) =>
  `${SESSION_COOKIE}=${await sealData(data.customerId ? { signedIn: newSignedIn(), ...data } : data, { password: SESSION_SECRET, ttl: 3600 })}`;

async function visit(path: string, cookie?: string) {
  return proxy(new NextRequest(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }));
}

const passedOn = (response: NextResponse) => response.headers.get('x-middleware-next') === '1';
/** A 404 answered by the proxy itself: no rewrite, so no request from the server to itself. */
const notFoundPage = (response: NextResponse) => !isRewrite(response) && response.status === 404;
const orderPath = (id: number | string) => expandRoute(ROUTES.account_order_status, { id });
const returnPath = (id: number | string) => expandRoute(ROUTES.account_new_return, { id });

beforeAll(async () => {
  store = await startTestStore();
  [alex, sam] = [
    await newCustomer(store, 'alex.proxy@example.com'),
    await newCustomer(store, 'sam.proxy@example.com'),
  ];
  [alexsOrder, samsOrder, guestOrder] = [await orderOf(alex), await orderOf(sam), await orderOf(0)];
  stubStorefrontEnv(store, { SESSION_SECRET });
  vi.resetModules();
  ({ proxy, config } = await import('@/proxy'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await store.close();
});

describe('the proxy in front of the account and order pages', () => {
  it('lets a signed-in shopper through to the account page, their own order and its return page', async () => {
    const cookie = await cookieOf({ customerId: alex });
    expect(passedOn(await visit(pagePath('account'), cookie))).toBe(true);
    expect(passedOn(await visit(orderPath(alexsOrder), cookie))).toBe(true);
    expect(passedOn(await visit(returnPath(alexsOrder), cookie))).toBe(true);
  });

  it("answers another shopper's order, a guest's order and an order the store does not have with the not-found page", async () => {
    const cookie = await cookieOf({ customerId: alex });
    for (const path of [
      orderPath(samsOrder),
      returnPath(samsOrder),
      orderPath(guestOrder),
      orderPath(999_999),
    ]) {
      expect(notFoundPage(await visit(path, cookie)), path).toBe(true);
    }
  });

  it('answers an id no order can have with the not-found page, signed in or not', async () => {
    const cookie = await cookieOf({ customerId: alex });
    for (const id of ['0', String(2 ** 31), '99999999999999999999', 'abc', '4%2F2', '%E0%A4%A']) {
      expect(notFoundPage(await visit(`/account/orders/${id}`)), id).toBe(true);
      expect(notFoundPage(await visit(`/account/orders/${id}/return`, cookie)), id).toBe(true);
    }
  });

  it('reads an encoded id as the page will, so the check applies to it', async () => {
    const encoded = (id: number) => [...String(id)].map((digit) => `%3${digit}`).join('');
    const cookie = await cookieOf({ customerId: alex });
    expect(passedOn(await visit(`/account/orders/${encoded(alexsOrder)}`, cookie))).toBe(true);
    expect(notFoundPage(await visit(`/account/orders/${encoded(samsOrder)}`, cookie))).toBe(true);
  });

  it('asks the store again before turning a shopper away from an order that changed hands', async () => {
    const order = await orderOf(sam);
    const cookie = await cookieOf({ customerId: alex });
    expect(notFoundPage(await visit(orderPath(order), cookie))).toBe(true);
    expect(
      (await store.api('PUT', `/v2/orders/${order}`, { body: { customer_id: alex } })).status,
    ).toBe(200);
    // Remembered for half a minute: within it, the answer stands (the page would refuse too
    // until its own cache entry of the order is refreshed).
    expect(notFoundPage(await visit(orderPath(order), cookie))).toBe(true);
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    try {
      expect(passedOn(await visit(orderPath(order), cookie))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a signed-out shopper, or one with a cookie that does not unseal, to sign in and back', async () => {
    for (const cookie of [
      undefined,
      `${SESSION_COOKIE}=tampered`,
      await cookieOf({ cartId: 'not-a-customer' }),
    ]) {
      for (const path of [
        returnPath(alexsOrder),
        pagePath('account'),
        pagePath('addresses'),
        pagePath('address', { id: 3 }),
        pagePath('wishlists'),
        pagePath('accountSettings'),
      ]) {
        const location = new URL(getRedirectUrl(await visit(path, cookie))!);
        expect(location.pathname + location.search).toBe(
          `/account/sign-in?next=${encodeURIComponent(path)}`,
        );
      }
    }
  });

  it('checks the account and order pages in every language the same way, keeping the language', async () => {
    const fr = (path: string) => `/fr${path}`;
    const signedOut = new URL(getRedirectUrl(await visit(fr(orderPath(alexsOrder))))!);
    expect(signedOut.pathname + signedOut.search).toBe(
      `/fr/account/sign-in?next=${encodeURIComponent(fr(orderPath(alexsOrder)))}`,
    );
    const cookie = await cookieOf({ customerId: alex });
    expect(passedOn(await visit(fr(orderPath(alexsOrder)), cookie))).toBe(true);
    expect(passedOn(await visit(`/de${pagePath('accountSettings')}`, cookie))).toBe(true);
    expect(notFoundPage(await visit(fr(orderPath(samsOrder)), cookie))).toBe(true);
    expect(notFoundPage(await visit(`/de${returnPath('abc')}`, cookie))).toBe(true);
  });

  it('lets a signed-in shopper through to the account’s own pages, whatever their ids (the pages check them)', async () => {
    const cookie = await cookieOf({ customerId: alex });
    for (const path of [
      pagePath('addresses'),
      pagePath('newAddress'),
      pagePath('address', { id: 99999 }),
      pagePath('wishlist', { id: 5 }),
      pagePath('accountSettings'),
    ]) {
      expect(passedOn(await visit(path, cookie)), path).toBe(true);
    }
  });

  it("leaves form posts (the return form's action) to the page, which answers them itself", async () => {
    const cookie = await cookieOf({ customerId: alex });
    const post = (path: string, headers: Record<string, string>) =>
      proxy(new NextRequest(`${ORIGIN}${path}`, { method: 'POST', headers }));
    expect(passedOn(await post(returnPath(samsOrder), { cookie }))).toBe(true);
    expect(passedOn(await post(returnPath(alexsOrder), {}))).toBe(true);
  });

  it('answers 503 with Retry-After and a short noindex page when the store cannot be asked: unreachable or rate limiting, without waiting', async () => {
    const busy = await startTestStore({ config: { rateLimit: { quota: 1, windowMs: 60_000 } } });
    // The one request of this minute is spent: the store answers 429 until the window ends.
    expect((await busy.api('GET', '/v2/orders/1')).status).not.toBe(429);
    expect((await busy.api('GET', '/v2/orders/1')).status).toBe(429);
    const logs = captureLogs();
    try {
      for (const target of [null, busy]) {
        vi.unstubAllEnvs();
        stubStorefrontEnv(target, { SESSION_SECRET });
        vi.resetModules();
        const { proxy: cutOff } = await import('@/proxy');
        const started = Date.now();
        const visits: [string, string][] = [
          [orderPath(samsOrder), await cookieOf({ customerId: alex })],
          [orderPath(samsOrder + 1), await cookieOf({ customerId: alex })],
          [returnPath(samsOrder), await cookieOf({ customerId: alex })],
          // Back from a checkout: whether the order is this cart's cannot be asked either.
          [
            orderPath(guestOrder),
            await cookieOf({ cartId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }),
          ],
        ];
        for (const [path, cookie] of visits) {
          const response = await cutOff(
            new NextRequest(`${ORIGIN}${path}`, { headers: { cookie } }),
          );
          expect(response.status, path).toBe(503);
          expect(passedOn(response), path).toBe(false);
          expect(Number(response.headers.get('retry-after')), path).toBeGreaterThan(0);
          expect(response.headers.get('cache-control'), path).toMatch(/no-store/);
          expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
          const html = await response.text();
          expect(html, path).toMatch(/<meta name="robots" content="noindex"\/>/);
          expect(html, path).toMatch(/unavailable.*try again shortly/);
        }
        // A signed-out shopper is still sent to sign in, and the account's own pages need no store here.
        expect(
          getRedirectUrl(await cutOff(new NextRequest(`${ORIGIN}${orderPath(samsOrder)}`))),
        ).toMatch(/sign-in|login/);
        // An empty cart needs no store.
        expect(
          passedOn(await cutOff(new NextRequest(`${ORIGIN}${routePath('cart')}`))),
          'empty cart',
        ).toBe(true);
        // The account's own pages and a cart need the store too: while it does not answer at
        // all, the same 503. A store that only rate-limits its management API still serves
        // them: whether the session was signed out was read moments ago (the tests above),
        // which the proxy keeps for 15 s rather than ask the store on every page.
        const withCart = await cookieOf({
          customerId: alex,
          cartId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        });
        for (const path of [
          pagePath('account'),
          pagePath('addresses'),
          pagePath('accountSettings'),
          pagePath('wishlists'),
          pagePath('wishlist', { id: 7 }),
          routePath('cart'),
        ]) {
          const response = await cutOff(
            new NextRequest(`${ORIGIN}${path}`, { headers: { cookie: withCart } }),
          );
          if (target) expect(passedOn(response), path).toBe(true);
          else {
            expect(response.status, path).toBe(503);
            expect(Number(response.headers.get('retry-after')), path).toBeGreaterThan(0);
            expect(await response.text(), path).toMatch(
              /<meta name="robots" content="noindex"\/>.*unavailable.*try again shortly/,
            );
          }
        }
        // The store asks to wait a minute; the shopper does not.
        expect(Date.now() - started).toBeLessThan(10_000);
      }
      // One line per store that could not be asked (not one per order), saying why.
      const lines = logs.messages('warn');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/without the early check of whose order .*Cannot reach the store/);
      expect(lines[1]).toMatch(/without the early check of whose order .*429/);
      expect(logs.text()).not.toContain(busy.primaryAccount.accessToken);
    } finally {
      logs.restore();
      await busy.close();
    }
  });
});

describe("the proxy's matcher", () => {
  const runsFor = (
    url: string,
    headers: Record<string, string> = {},
    cookies: Record<string, string> = {},
  ) => unstable_doesMiddlewareMatch({ config, url, headers, cookies });

  it('covers the cart, the account’s pages and the order pages of the route table, and nothing else', () => {
    expect(runsFor(pagePath('account'))).toBe(true);
    for (const path of [
      pagePath('addresses'),
      pagePath('newAddress'),
      pagePath('address', { id: 7 }),
      pagePath('accountSettings'),
      pagePath('wishlists'),
      pagePath('wishlist', { id: 7 }),
    ]) {
      expect(runsFor(path), path).toBe(true);
    }
    expect(runsFor(orderPath(42))).toBe(true);
    expect(runsFor(returnPath(42))).toBe(true);
    expect(runsFor(routePath('cart'))).toBe(true);
    for (const path of [
      '/',
      '/account/sign-in',
      '/account/register',
      '/account/orders',
      '/account/orders/42/other',
      '/products/a',
      '/cart/recover',
      '/wishlists/abc',
      '/gift-certificates',
    ]) {
      expect(runsFor(path), path).toBe(false);
    }
  });

  it('covers listings asked for with a query string they read, and no other listing address', () => {
    const listings: Array<[ListingKind, string]> = [
      ['search', pagePath('search')],
      ['category', pagePath('category', { slug: 'kitchen/mugs' })],
      ['brand', pagePath('brand', { slug: 'alder-and-ash' })],
    ];
    for (const [kind, path] of listings) {
      for (const key of queryKeysOf(kind))
        expect(runsFor(`${path}?${key}=x`), `${kind} ${key}`).toBe(true);
    }
    // What a kind does not read does not run it: a category has no search term, a brand page no brand filter.
    expect(runsFor(`${pagePath('category', { slug: 'kitchen' })}?q=mug&category=3`)).toBe(false);
    expect(runsFor(`${pagePath('brand', { slug: 'alder-and-ash' })}?brand=3`)).toBe(false);
    // The cached pages themselves never pay for the proxy, whatever else the query holds.
    for (const path of [
      '/search',
      '/search/~/q=mug',
      '/categories/kitchen',
      '/categories/kitchen/~/sort=newest/brand=3',
      '/categories/kitchen?utm_source=mail',
      '/products/a?sort=x',
      '/',
    ]) {
      expect(runsFor(path), path).toBe(false);
    }
  });

  it('covers the pages with prices, in any currency, for a shopper who chose a currency, and no other page', () => {
    const cookie = { [CURRENCY_COOKIE]: 'EUR' };
    for (const path of [
      '/',
      '/~/currency=EUR',
      '/products/kitchen/mugs/enamel-camp-mug',
      '/categories/kitchen/~/sort=newest',
      '/brands/alder-and-ash',
      '/search',
      '/search/~/q=mug',
    ]) {
      expect(runsFor(path, {}, cookie), path).toBe(true);
      expect(runsFor(path), `${path} without the cookie`).toBe(false);
    }
    // (The cart runs it anyway, with or without the cookie: a store outage stops it there.)
    for (const path of [
      '/help',
      '/pages/about-us',
      '/account/sign-in',
      '/checkout',
      '/api/shopper',
    ])
      expect(runsFor(path, {}, cookie), path).toBe(false);
  });

  it("leaves a product's, category's or brand's prefixed address alone unless a query string or the currency cookie needs it; runs for every other prefixed address", () => {
    const cookie = { [CURRENCY_COOKIE]: 'EUR' };
    for (const path of [
      '/fr/products/cuisine/mugs-et-tasses/mug-de-camping-emaille',
      '/fr/categories/cuisine/~/sort=newest',
      '/de/brands/alder-and-ash',
      '/pt-BR/categories/kitchen',
      // The page answers these itself (answerForeignAddress): 308 and 404.
      '/en/products/kitchen/mugs/enamel-camp-mug',
      '/es/categories/kitchen',
    ]) {
      expect(runsFor(path), path).toBe(false);
      expect(runsFor(path, {}, cookie), `${path} with the cookie`).toBe(true);
    }
    expect(runsFor('/fr/categories/cuisine?sort=newest')).toBe(true);
    expect(runsFor('/de/brands/alder-and-ash?category=4')).toBe(true);
    for (const path of [
      '/fr',
      '/en',
      '/fr/~/currency=EUR',
      '/fr/help',
      '/es/help',
      '/fr/search',
      '/fr/cart',
      '/fr/account/orders/7',
      '/fr/checkout',
      '/fr/productsandmore',
      '/pt-BR/pages/about-us',
    ])
      expect(runsFor(path), path).toBe(true);
  });

  it('leaves prefetches alone: they fetch a shell that shows no order', () => {
    expect(runsFor(orderPath(42), { 'next-router-prefetch': '1' })).toBe(false);
    expect(runsFor(orderPath(42), { purpose: 'prefetch' })).toBe(false);
    expect(runsFor(routePath('cart'), { 'next-router-prefetch': '1' })).toBe(false);
  });
});

describe('the proxy in front of listings', () => {
  const redirectOf = async (path: string) => {
    const response = await visit(path);
    expect(response.status, path).toBe(308);
    const target = new URL(getRedirectUrl(response)!);
    return `${target.pathname}${target.search}`;
  };

  it('sends a query string to the listing’s own address, normalised, keeping what it does not read', async () => {
    expect(await redirectOf('/search?q=%20linen%20%20towel%20')).toBe('/search/~/q=linen%20towel');
    expect(await redirectOf('/search?sort=newest&q=mug&utm_source=mail')).toBe(
      '/search/~/q=mug/sort=newest?utm_source=mail',
    );
    expect(await redirectOf('/categories/kitchen?sort=price-asc&after=YWJj')).toBe(
      `/categories/kitchen/~/sort=price-asc/after=${Buffer.from('YWJj').toString('base64url')}`,
    );
    // What a listing does not read goes: a category has no search term, a brand page no brand filter.
    expect(await redirectOf('/categories/kitchen?q=mug&sort=bogus')).toBe('/categories/kitchen');
    expect(await redirectOf('/brands/alder-and-ash?brand=3&after=')).toBe('/brands/alder-and-ash');
    // A state already in the path gives way to the one the form sent.
    expect(await redirectOf('/categories/kitchen/~/sort=newest?sort=price-asc')).toBe(
      '/categories/kitchen/~/sort=price-asc',
    );
  });

  it('sends a filter form to the one address of its filter set, in the currency the shopper chose', async () => {
    expect(
      await redirectOf(
        '/categories/kitchen?stock=in&max=50&brand=3&attr=Color:Sage&brand=1&min=10&attr=Color:Cream&sort=newest',
      ),
    ).toBe(
      '/categories/kitchen/~/brand=1,3/attr=Color:Cream,Sage/price=10-50/stock=in/sort=newest',
    );
    expect(await redirectOf('/search?q=towel&attr=Size:8%20in&rating=4&ship=free')).toBe(
      '/search/~/q=towel/attr=Size:8+in/rating=4/ship=free',
    );
    const response = await visit(
      '/brands/alder-and-ash?category=4&min=&max=',
      `${CURRENCY_COOKIE}=EUR`,
    );
    expect(new URL(getRedirectUrl(response)!).pathname).toBe(
      '/brands/alder-and-ash/~/category=4/currency=EUR',
    );
    // The cookie chose that address: a temporary answer for this shopper alone, which an
    // edge in front must not keep for everyone.
    expect(response.status).toBe(307);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The same form naming its currency is the same for everyone.
    const named = await visit('/search?q=mug&currency=EUR', `${CURRENCY_COOKIE}=GBP`);
    expect(named.status).toBe(308);
    expect(new URL(getRedirectUrl(named)!).pathname).toBe('/search/~/q=mug/currency=EUR');
  });
});

describe('the proxy for a shopper who chose a currency', () => {
  const withCurrency = (code: string) => `${CURRENCY_COOKIE}=${code}`;

  it("sends each page with prices to its address in that currency, keeping the page's state and query, for no shared cache to keep", async () => {
    const cases: Array<[string, string]> = [
      ['/', '/~/currency=EUR'],
      [
        '/products/kitchen/mugs/enamel-camp-mug',
        '/products/kitchen/mugs/enamel-camp-mug/~/currency=EUR',
      ],
      [
        '/categories/kitchen/~/brand=3/sort=newest',
        '/categories/kitchen/~/brand=3/sort=newest/currency=EUR',
      ],
      ['/search?utm_source=mail', '/search/~/currency=EUR?utm_source=mail'],
      // A link in another currency is followed in the shopper's.
      [
        '/products/kitchen/mugs/enamel-camp-mug/~/currency=GBP',
        '/products/kitchen/mugs/enamel-camp-mug/~/currency=EUR',
      ],
    ];
    for (const [path, target] of cases) {
      const response = await visit(path, withCurrency('EUR'));
      expect(response.status, path).toBe(307);
      const location = new URL(getRedirectUrl(response)!);
      expect(`${location.pathname}${location.search}`, path).toBe(target);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('lets the page in that currency through, and ignores a cookie that names no currency', async () => {
    expect(
      passedOn(
        await visit('/products/kitchen/mugs/enamel-camp-mug/~/currency=EUR', withCurrency('EUR')),
      ),
    ).toBe(true);
    expect(passedOn(await visit('/~/currency=EUR', withCurrency('EUR')))).toBe(true);
    expect(
      passedOn(await visit('/products/kitchen/mugs/enamel-camp-mug', withCurrency('euro<script>'))),
    ).toBe(true);
  });
});
