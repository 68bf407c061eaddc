import { type Page } from '@playwright/test';
import { CUSTOMER_ID_HEADER } from '../../lib/store/customer-id-header';
import {
  createOrderFor,
  e2eEnv,
  inStockVariant,
  newShopper,
  nextSecond,
  storeApi,
} from '../support/e2e-store';
import { DEMO, addToCart, expect, signIn, test } from './fixtures';

/**
 * Issue 6: a change made in the store reaches cached pages through the webhooks alone.
 * Each test changes something in the store while its page is cached, waits until the
 * store reports the webhook delivery as acknowledged, and reloads once: the very next
 * load shows the change (the pages have no refresh logic of their own).
 */

interface Delivery {
  id: number;
  scope: string;
  state: string;
}

async function deliveries(): Promise<Delivery[]> {
  const response = await fetch(`${e2eEnv().storeOrigin}/local/webhook-deliveries?limit=500`);
  return ((await response.json()) as { data: Delivery[] }).data;
}

const newestDeliveryId = async () => (await deliveries())[0]?.id ?? 0;

/** Waits until the store has delivered (and the storefront acknowledged) a callback of each scope after `afterId`. */
async function waitForAcknowledged(
  afterId: number,
  scopes: readonly string[],
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const recent = (await deliveries()).filter((d) => d.id > afterId);
    if (
      scopes.every((scope) => recent.some((d) => d.scope === scope && d.state === 'acknowledged'))
    )
      return;
    if (Date.now() > deadline) {
      throw new Error(
        `no acknowledged delivery of ${scopes.join(', ')} within ${timeoutMs} ms: ${JSON.stringify(recent.slice(0, 10))}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The storefront's GraphQL endpoint as another client of the store (a different session), acting as a customer. */
async function asCustomer<T>(
  customerId: number,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { data } = await storeApi<{ data: { token: string } }>(
    'POST',
    '/v3/storefront/api-token-customer-impersonation',
    {
      channel_id: e2eEnv().channelId,
      expires_at: Math.floor(Date.now() / 1000) + 600,
    },
  );
  const graphqlUrl = `${e2eEnv().storeOrigin}/graphql`;
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${data.token}`,
      [CUSTOMER_ID_HEADER]: String(customerId),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function statusShown(page: Page): Promise<string> {
  // Visible only: React may keep a streamed copy hidden in the page for a moment.
  return (
    (await page
      .getByText(/Placed on/)
      .filter({ visible: true })
      .textContent()) ?? ''
  );
}

test('an order status changed in the store shows on the cached order page at the next load', async ({
  page,
}) => {
  const orderId = await createOrderFor(DEMO.alex.email, [
    { productName: 'Enamel Camp Mug', quantity: 1 },
  ]);
  await signIn(page, DEMO.alex);
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const before = await statusShown(page);
  expect(before).not.toContain('Shipped');
  await page.reload(); // the page is now served from the cache
  expect(await statusShown(page)).toBe(before);

  const afterId = await newestDeliveryId();
  await storeApi('PUT', `/v2/orders/${orderId}`, { status_id: 2 });
  await waitForAcknowledged(afterId, ['store/order/statusUpdated', 'store/order/updated']);

  await page.reload();
  await expect(page.getByText(/Placed on/).filter({ visible: true })).toContainText('Shipped');
});

test('a cart changed from another session shows at the next load of the cart page', async ({
  page,
}) => {
  const shopper = await newShopper('fresh-cart');
  await signIn(page, shopper);
  await addToCart(page, '/products/stoneware-coffee-mug', {}, 1);
  await page.goto('/cart');
  const quantity = page.getByLabel(/Quantity/).first();
  await expect(quantity).toHaveValue('1');
  await page.reload();
  await expect(quantity).toHaveValue('1');

  // Another client of the store (say the shopper's phone) changes the same cart.
  const { site } = await asCustomer<{
    site: {
      cart: {
        entityId: string;
        lineItems: { physicalItems: Array<{ entityId: string; productEntityId: number }> };
      };
    };
  }>(
    shopper.id,
    '{ site { cart { entityId lineItems { physicalItems { entityId productEntityId } } } } }',
  );
  const line = site.cart.lineItems.physicalItems[0]!;
  const afterId = await newestDeliveryId();
  await asCustomer(
    shopper.id,
    `mutation($input: UpdateCartLineItemInput!) { cart { updateCartLineItem(input: $input) { cart { entityId } } } }`,
    {
      input: {
        cartEntityId: site.cart.entityId,
        lineItemEntityId: line.entityId,
        data: { lineItem: { productEntityId: line.productEntityId, quantity: 3 } },
      },
    },
  );
  await waitForAcknowledged(afterId, ['store/cart/lineItem/updated', 'store/cart/updated']);

  await page.reload();
  await expect(page.getByLabel(/Quantity/).first()).toHaveValue('3');
});

test('a price list assigned to the storefront channel changes the price on the product page after a bulk upsert', async ({
  page,
}) => {
  const { variantId } = await inStockVariant('Stoneware Coffee Mug');
  await page.goto('/products/stoneware-coffee-mug');
  const price = page.getByTestId('product-price').filter({ visible: true });
  const before = (await price.textContent()) ?? '';
  expect(before).not.toContain('$7.77');

  const afterId = await newestDeliveryId();
  const list = await storeApi<{ data: { id: number } }>('POST', '/v3/pricelists', {
    name: `E2E channel prices ${Date.now()}`,
    active: true,
  });
  try {
    await storeApi('PUT', `/v3/pricelists/${list.data.id}/records`, [
      { variant_id: variantId, currency: 'USD', price: 7.77 },
    ]);
    await storeApi('POST', '/v3/pricelists/assignments', [
      { price_list_id: list.data.id, channel_id: e2eEnv().channelId },
    ]);
    await waitForAcknowledged(afterId, ['store/product/updated']);

    await page.reload();
    await expect(price).toContainText('$7.77');

    // A bulk upsert into the list, now assigned, reaches the cached page through its product webhook.
    await nextSecond();
    const beforeUpsert = await newestDeliveryId();
    await storeApi('PUT', `/v3/pricelists/${list.data.id}/records`, [
      { variant_id: variantId, currency: 'USD', price: 6.66 },
    ]);
    await waitForAcknowledged(beforeUpsert, ['store/product/updated']);
    await page.reload();
    await expect(price).toContainText('$6.66');
  } finally {
    // Leave the shop as other tests expect it, its pages refreshed, even when a check failed.
    await nextSecond();
    const beforeDelete = await newestDeliveryId();
    await storeApi('DELETE', `/v3/pricelists/${list.data.id}`);
    await waitForAcknowledged(beforeDelete, ['store/product/updated']);
  }
});
