import { type APIRequestContext, expect, test as base } from '@playwright/test';
import { DEMO, addToCart, signIn } from './fixtures';
import { cutLink, restoreLink } from '../support/switchable-link';

/**
 * A probe, not a check: every kind of page the shop has, at an address it has not served
 * before, during a store outage. Prints, per page, the status, whether `noindex` is in the
 * HTML before the first streamed part, and what a client without JavaScript reads. Run it
 * with OUTAGE_PROBE=1.
 */
const test = base.extend({
  baseURL: async ({}, provide) => provide(process.env.E2E_STORE_DOWN_URL),
});
test.skip(!process.env.OUTAGE_PROBE, 'a probe: OUTAGE_PROBE=1 runs it');

const STREAM_MARK = /<div hidden id="S:|<template|\$RC/;

async function raw(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const mark = html.search(STREAM_MARK);
  const head = mark === -1 ? html : html.slice(0, mark);
  return {
    status: response.status(),
    noindexBeforeStream: /noindex/.test(head),
    streams: mark !== -1,
    location: response.headers()['location'],
  };
}

test('outage probe', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const link = process.env.E2E_STORE_LINK!;
  await restoreLink(link);
  await signIn(page, DEMO.alex);
  await addToCart(page, '/products/stoneware-coffee-mug');
  const state = await page.context().storageState();
  const now = Date.now();
  const paths = [
    `/products/not-a-product-${now}`,
    `/categories/kitchen/~/sort=price-asc`,
    `/categories/kitchen/~/after=probe${now}`,
    `/brands/alder-and-ash/~/after=probe${now}`,
    `/search/~/q=probe${now}`,
    `/search?q=probe${now}`,
    `/pages/probe-${now}`,
    `/pages/about-us`,
    `/`,
    `/help`,
    `/cart`,
    `/account`,
    `/account/addresses`,
    `/account/addresses/new`,
    `/account/settings`,
    `/account/wishlists`,
    `/account/wishlists/1`,
    `/account/orders/1`,
    `/account/orders/1/return`,
    `/account/sign-in`,
    `/gift-certificates`,
    `/gift-certificates/balance`,
    `/wishlists/probe${now}`,
  ];
  await cutLink(link);
  const rows: string[] = [];
  const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: state });
  try {
    for (const path of paths) {
      const result = await raw(page.context().request, path);
      const view = await noJs.newPage();
      let text = '';
      try {
        await view.goto(path, { timeout: 30_000 });
        text = (
          await view
            .locator('main')
            .first()
            .innerText({ timeout: 2000 })
            .catch(() => view.locator('body').innerText())
        )
          .replace(/\s+/g, ' ')
          .slice(0, 90);
      } catch (error) {
        text = `(${String(error).slice(0, 60)})`;
      }
      await view.close();
      rows.push(
        `| ${path} | ${result.status}${result.location ? ` → ${result.location}` : ''} | ${result.noindexBeforeStream ? 'yes' : 'no'} | ${result.streams ? 'yes' : 'no'} | ${text} |`,
      );
    }
  } finally {
    await noJs.close();
    await restoreLink(link);
  }
  console.log(
    [
      '| path | status | noindex before stream | streams | no-JS text (main) |',
      '|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  expect(rows).toHaveLength(paths.length);
});
