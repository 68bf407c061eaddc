import { productHref } from '@/lib/shared/links';
import { callbackBody, callbackHeaders } from '../../scripts/bench/callback';
import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import { catalogItem, storeApi } from '../support/e2e-store';
import { e2eStorefrontEnv } from '../support/storefront-instance';
import { expect, test } from './fixtures';

/**
 * Signed webhooks end to end (Standard Webhooks): the local store signs every callback with
 * the API account's client secret, and the storefront (WEBHOOK_SIGNATURES=required, as
 * `npm start` runs it against the local store) verifies each before it revalidates.
 */
const store = () => ({
  storeHash: process.env.E2E_STORE_HASH!,
  storeId: Number(process.env.E2E_STORE_ID),
});
const secrets = () => ({
  webhookSecret: e2eStorefrontEnv().WEBHOOK_SECRET!,
  clientSecret: e2eStorefrontEnv().STORE_CLIENT_SECRET,
});

async function post(url: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${url}/api/webhooks`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test("the store's signed callback refreshes a page; an unsigned one with the right header is refused", async ({
  page,
  baseURL,
}) => {
  const mug = await catalogItem('products', 'Enamel Camp Mug');
  const path = productHref(mug.custom_url.url);
  await page.goto(path);
  const renamed = `Enamel Camp Mug ${Date.now() % 100_000}`;
  await storeApi('PUT', `/v3/catalog/products/${mug.id}`, { name: renamed });
  try {
    // Only a verified callback can have refreshed it: an unsigned one is refused.
    await expect
      .poll(
        async () => (
          await page.reload(),
          await page.getByRole('heading', { level: 1 }).textContent()
        ),
        {
          timeout: 20_000,
        },
      )
      .toBe(renamed);
    const body = callbackBody(store(), 'store/product/updated', { type: 'product', id: mug.id });
    const unsigned = await post(baseURL!, body, {
      'content-type': 'application/json',
      [WEBHOOK_SECRET_HEADER]: secrets().webhookSecret,
    });
    expect(unsigned.status).toBe(401);
    expect(String(unsigned.body.error)).toMatch(/signed webhook callbacks only/);
  } finally {
    await storeApi('PUT', `/v3/catalog/products/${mug.id}`, { name: 'Enamel Camp Mug' });
  }
});

test('a signed callback replayed with its id and signature changes nothing; its signature on a forged body is refused', async ({
  baseURL,
}) => {
  const { id } = await catalogItem('products', 'Half Sheet Pan');
  const body = callbackBody(store(), 'store/product/updated', { type: 'product', id });
  const headers = callbackHeaders(body, secrets());
  expect((await post(baseURL!, body, headers)).body).toMatchObject({ status: 'accepted' });
  // The same delivery again, byte for byte: recognised by its webhook-id.
  expect(await post(baseURL!, body, headers)).toEqual({
    status: 200,
    body: { status: 'duplicate', revalidated: [] },
  });
  // Another body under that valid signature: refused, and nothing is echoed.
  const forged = callbackBody(store(), 'store/product/deleted', { type: 'product', id });
  const refused = await post(baseURL!, forged, headers);
  expect(refused.status).toBe(401);
  expect(String(refused.body.error)).toMatch(/does not match/);
  expect(JSON.stringify(refused.body)).not.toContain(headers['webhook-signature']!);
});
