import { NextRequest, type NextResponse } from 'next/server';
import { getRedirectUrl } from 'next/experimental/testing/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CURRENCY_COOKIE } from '@/lib/shared/currency';
import { withActionGuard } from '@/lib/proxy/with-action-guard';
import { withListingQuery } from '@/lib/proxy/with-listing-query';
import { withCurrency } from '@/lib/proxy/with-currency';
import { withOutage } from '@/lib/proxy/with-outage';
import { withLocalizedPage } from '@/lib/proxy/with-locale';
import { stubStorefrontEnv } from '../support/storefront-env';

/**
 * proxy.ts's steps one by one (lib/proxy/): what each decides, and that each leaves what is
 * not its own to the next (null). The steps that ask the store (the cart's outage check,
 * the order pages) are tested against a local store in tests/integration/proxy.test.ts.
 */
const SHOP = 'http://shop.test';
beforeAll(() => stubStorefrontEnv(null, { PUBLIC_URL: SHOP }));
afterAll(() => vi.unstubAllEnvs());

const request = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) => new NextRequest(`${SHOP}${path}`, init);
const passedOn = (response: NextResponse | null) =>
  response?.headers.get('x-middleware-next') === '1';
const inEuro = { cookie: `${CURRENCY_COOKIE}=EUR` };

describe('withActionGuard', () => {
  const actionPost = (headers: Record<string, string>, body = '[]') =>
    request('/cart', {
      method: 'POST',
      headers: { 'next-action': `60${'a'.repeat(40)}`, ...headers },
      body,
    });

  it('refuses a cross-origin post (403) and one past 1 MB (413)', async () => {
    expect((await withActionGuard(actionPost({ origin: 'https://evil.example' })))?.status).toBe(
      403,
    );
    const large = await withActionGuard(actionPost({ origin: SHOP }, 'a'.repeat(1024 * 1024 + 1)));
    expect(large?.status).toBe(413);
  });

  it('lets a same-origin post go on to Next.js whatever its body, and other posts untouched', async () => {
    expect(passedOn(await withActionGuard(actionPost({ origin: SHOP }, '[zxc')))).toBe(true);
    expect(
      passedOn(await withActionGuard(actionPost({ origin: SHOP, 'next-action': 'not-an-id' }))),
    ).toBe(true);
    expect(passedOn(await withActionGuard(request('/currency', { method: 'POST' })))).toBe(true);
  });

  it('leaves a GET to the next step, unless the action matchers let it in', async () => {
    expect(await withActionGuard(request('/search?q=mug'))).toBeNull();
    const withActionHeader = request('/search?q=mug', { headers: { 'next-action': 'x' } });
    expect(passedOn(await withActionGuard(withActionHeader))).toBe(true);
  });
});

describe('withListingQuery', () => {
  it('sends a listing query to the address with the state in the path (308, the same for everyone)', () => {
    const response = withListingQuery(request('/search?q=mug&utm_source=mail'));
    expect(response?.status).toBe(308);
    expect(getRedirectUrl(response!)).toBe(`${SHOP}/search/~/q=mug?utm_source=mail`);
  });

  it('makes it a private 307 when the currency cookie chose the address', () => {
    const response = withListingQuery(request('/search?q=mug', { headers: inEuro }));
    expect(response?.status).toBe(307);
    expect(response?.headers.get('cache-control')).toBe('private, no-store');
    expect(new URL(getRedirectUrl(response!)!).pathname).toBe('/search/~/q=mug/currency=EUR');
  });

  it('keeps the language prefix of a listing in another language', () => {
    const response = withListingQuery(request('/fr/search?q=po%C3%AAle'));
    expect(response?.status).toBe(308);
    expect(getRedirectUrl(response!)).toBe(`${SHOP}/fr/search/~/q=po%C3%AAle`);
    const sorted = withListingQuery(request('/de/categories/kitchen?sort=newest'));
    expect(new URL(getRedirectUrl(sorted!)!).pathname).toBe('/de/categories/kitchen/~/sort=newest');
  });

  it('leaves other pages, and listings without a query they read, to the next step', () => {
    expect(withListingQuery(request('/cart?q=mug'))).toBeNull();
    expect(withListingQuery(request('/search?utm_source=mail'))).toBeNull();
  });
});

describe('withCurrency', () => {
  it("sends a page with prices to its address in the shopper's currency (private 307)", () => {
    const response = withCurrency(request('/', { headers: inEuro }));
    expect(response?.status).toBe(307);
    expect(new URL(getRedirectUrl(response!)!).pathname).toBe('/~/currency=EUR');
  });

  it('lets the page through without a currency choice or already in it; leaves pages without prices', () => {
    expect(passedOn(withCurrency(request('/')))).toBe(true);
    expect(passedOn(withCurrency(request('/~/currency=EUR', { headers: inEuro })))).toBe(true);
    expect(withCurrency(request('/cart', { headers: inEuro }))).toBeNull();
  });

  it('keeps the language prefix of a page in another language', () => {
    const response = withCurrency(request('/fr/products/mug', { headers: inEuro }));
    expect(new URL(getRedirectUrl(response!)!).pathname).toBe('/fr/products/mug/~/currency=EUR');
    expect(
      new URL(getRedirectUrl(withCurrency(request('/fr', { headers: inEuro }))!)!).pathname,
    ).toBe('/fr/~/currency=EUR');
    expect(passedOn(withCurrency(request('/fr/~/currency=EUR', { headers: inEuro })))).toBe(true);
    expect(withCurrency(request('/fr/help', { headers: inEuro }))).toBeNull();
  });
});

describe('withLocalizedPage', () => {
  it("lets a page in another language through, before the cart's and the account's steps", () => {
    expect(passedOn(withLocalizedPage(request('/fr/help')))).toBe(true);
    expect(passedOn(withLocalizedPage(request('/fr')))).toBe(true);
    expect(withLocalizedPage(request('/account/orders/7'))).toBeNull();
    expect(withLocalizedPage(request('/cart'))).toBeNull();
  });

  it("leaves the cart and the account's guarded pages in every language to their steps, but not their prefetches", () => {
    expect(withLocalizedPage(request('/fr/cart'))).toBeNull();
    expect(withLocalizedPage(request('/fr/account'))).toBeNull();
    expect(withLocalizedPage(request('/de/account/orders/7/return'))).toBeNull();
    expect(withLocalizedPage(request('/fr/account/orders/x'))).toBeNull();
    expect(passedOn(withLocalizedPage(request('/fr/account/sign-in')))).toBe(true);
    expect(passedOn(withLocalizedPage(request('/fr/gift-certificates')))).toBe(true);
    const prefetch = { headers: { 'next-router-prefetch': '1' } };
    expect(passedOn(withLocalizedPage(request('/fr/account', prefetch)))).toBe(true);
  });
});

describe('withOutage', () => {
  it('is about the cart page only', async () => {
    expect(await withOutage(request('/account'))).toBeNull();
    expect(await withOutage(request('/fr/account'))).toBeNull();
  });
});
