import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsSince, lastEventId } from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** Metafields of every resource (one module): permission sets between apps, batches with partial success, paging, events. */

let store: TestStore;
let otherApp: string;
let productId: number;
beforeAll(async () => {
  store = await startTestStore();
  otherApp = store.createApiAccount('Another app', [
    'store_v2_products',
    'store_v2_customers',
    'store_v2_orders',
    'store_channel_settings',
  ]).accessToken;
  productId = (await store.api('GET', '/v3/catalog/products?limit=1')).body.data[0].id;
});
afterAll(() => store.close());

const field = (key: string, permission_set = 'app_only') => ({
  namespace: 'warehouse',
  key,
  value: 'A-12',
  permission_set,
});

describe('permission sets', () => {
  it('app_only exists for its app only; read is read-only to other apps; write lets them change it', async () => {
    const hidden = (
      await store.api('POST', `/v3/catalog/products/${productId}/metafields`, {
        body: field('bin'),
      })
    ).body.data;
    const readOnly = (
      await store.api('POST', `/v3/catalog/products/${productId}/metafields`, {
        body: field('aisle', 'read'),
      })
    ).body.data;
    const shared = (
      await store.api('POST', `/v3/catalog/products/${productId}/metafields`, {
        body: field('shelf', 'write'),
      })
    ).body.data;

    expect(
      (
        await store.api('GET', `/v3/catalog/products/${productId}/metafields/${hidden.id}`, {
          token: otherApp,
        })
      ).status,
    ).toBe(404);
    const listed = (
      await store.api('GET', `/v3/catalog/products/${productId}/metafields?namespace=warehouse`, {
        token: otherApp,
      })
    ).body.data.map((m: { key: string }) => m.key);
    expect(listed).toEqual(['aisle', 'shelf']);

    expect(
      (
        await store.api('GET', `/v3/catalog/products/${productId}/metafields/${readOnly.id}`, {
          token: otherApp,
        })
      ).status,
    ).toBe(200);
    const refused = await store.api(
      'PUT',
      `/v3/catalog/products/${productId}/metafields/${readOnly.id}`,
      { token: otherApp, body: { value: 'B-1' } },
    );
    expect(refused.status).toBe(403);
    const changed = await store.api(
      'PUT',
      `/v3/catalog/products/${productId}/metafields/${shared.id}`,
      { token: otherApp, body: { value: 'B-2' } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.value).toBe('B-2');
  });

  it('a key is used once per namespace and resource (409 naming it)', async () => {
    await store.api('POST', `/v3/catalog/products/${productId}/metafields`, {
      body: field('unique'),
    });
    const again = await store.api('POST', `/v3/catalog/products/${productId}/metafields`, {
      body: field('unique'),
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ key: 'already used in this namespace on this product' });
  });
});

describe('batches', () => {
  it('saves the good elements of a batch and reports the bad ones (422 with data, errors and counts)', async () => {
    const res = await store.api('POST', '/v3/catalog/products/metafields', {
      body: [
        { ...field('batch-a'), resource_id: productId },
        { ...field('batch-b'), resource_id: 999999 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual([
      expect.objectContaining({ key: 'batch-a', resource_id: productId }),
    ]);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        title: 'Element 1: product 999999 was not found.',
        errors: { resource_id: 'no product with id 999999' },
      }),
    ]);
    expect(res.body.meta).toEqual({ total: 2, success: 1, failed: 1 });

    const ids = [res.body.data[0].id];
    const deleted = await store.api('DELETE', '/v3/catalog/products/metafields', { body: ids });
    expect(deleted.status).toBe(200);
    expect(
      (await store.api('GET', `/v3/catalog/products/${productId}/metafields/${ids[0]}`)).status,
    ).toBe(404);
  });

  it('pages with cursors: after the end cursor comes the next page', async () => {
    const customerId = (await store.api('GET', '/v3/customers?limit=1')).body.data[0].id;
    for (const key of ['c1', 'c2', 'c3'])
      await store.api('POST', `/v3/customers/${customerId}/metafields`, { body: field(key) });
    const first = (await store.api('GET', `/v3/customers/${customerId}/metafields?limit=2&after=`))
      .body;
    expect(first.data.map((m: { key: string }) => m.key)).toEqual(['c1', 'c2']);
    const next = (
      await store.api(
        'GET',
        `/v3/customers/${customerId}/metafields?limit=2&after=${encodeURIComponent(first.meta.cursor_pagination.end_cursor)}`,
      )
    ).body;
    expect(next.data.map((m: { key: string }) => m.key)).toEqual(['c3']);
  });
});

describe('events', () => {
  it('product metafield changes publish store/product/metafield/* with the product', async () => {
    const since = lastEventId(store);
    const made = (
      await store.api('POST', `/v3/catalog/products/${productId}/metafields`, {
        body: field('evented'),
      })
    ).body.data;
    await store.api('PUT', `/v3/catalog/products/${productId}/metafields/${made.id}`, {
      body: { value: 'B-9' },
    });
    await store.api('DELETE', `/v3/catalog/products/${productId}/metafields/${made.id}`);
    const events = eventsSince(store, since);
    expect(events.map((e) => e.scope)).toEqual([
      'store/product/metafield/created',
      'store/product/metafield/updated',
      'store/product/metafield/deleted',
    ]);
    expect(events[0]!.data).toMatchObject({
      type: 'product',
      id: productId,
      metafield_id: made.id,
    });
  });
});
