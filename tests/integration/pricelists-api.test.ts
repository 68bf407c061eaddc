import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStorePlan } from '@/emulator/core/store';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
let variants: any[];
beforeAll(async () => {
  store = await startTestStore();
  variants = (await store.api('GET', '/v3/catalog/variants?limit=250')).body.data;
});
afterAll(() => store.close());

const ISO_SECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const createList = async (name: string, extra: Record<string, unknown> = {}) =>
  (await store.api('POST', '/v3/pricelists', { body: { name, ...extra } })).body.data;
const createGroup = async (name: string, discountRules: unknown[] = []) =>
  (
    await store.api('POST', '/v2/customer_groups', {
      body: { name, discount_rules: discountRules },
    })
  ).body;
const assign = (body: unknown) => store.api('POST', '/v3/pricelists/assignments', { body });

describe('price lists', () => {
  it('creates, reads, lists, renames, switches off and deletes a price list', async () => {
    const res = await store.api('POST', '/v3/pricelists', { body: { name: 'Wholesale' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: expect.any(Number),
        name: 'Wholesale',
        active: true,
        date_created: expect.stringMatching(ISO_SECONDS),
        date_modified: expect.any(String),
      },
      meta: {},
    });
    const id = res.body.data.id;
    expect((await store.api('GET', `/v3/pricelists/${id}`)).body.data).toEqual(res.body.data);
    await createList('Trade show', { active: false });
    const list = await store.api('GET', '/v3/pricelists?name:like=hole');
    expect(list.body.data.map((l: any) => l.name)).toEqual(['Wholesale']);
    expect(list.body.meta.pagination).toMatchObject({ total: 1, count: 1, current_page: 1 });
    expect((await store.api('GET', `/v3/pricelists?id:in=${id}`)).body.data).toHaveLength(1);
    expect((await store.api('GET', '/v3/pricelists?name=Trade%20show')).body.data[0].active).toBe(
      false,
    );

    const updated = await store.api('PUT', `/v3/pricelists/${id}`, {
      body: { name: 'Wholesale 2026', active: false },
    });
    expect(updated.body.data).toMatchObject({ id, name: 'Wholesale 2026', active: false });
    expect((await store.api('DELETE', `/v3/pricelists/${id}`)).status).toBe(204);
    expect((await store.api('GET', `/v3/pricelists/${id}`)).status).toBe(404);
    expect((await store.api('DELETE', '/v3/pricelists?name=Trade%20show')).status).toBe(204);
    expect((await store.api('GET', '/v3/pricelists')).body.data).toEqual([]);
  });

  it('refuses a missing or taken name and unknown ids', async () => {
    expect((await store.api('POST', '/v3/pricelists', { body: {} })).body.errors).toHaveProperty(
      'name',
    );
    expect(
      (await store.api('POST', '/v3/pricelists', { body: { name: 'x', active: 'yes' } })).status,
    ).toBe(422);
    const taken = await createList('Taken');
    expect((await store.api('POST', '/v3/pricelists', { body: { name: 'taken' } })).status).toBe(
      409,
    );
    const other = await createList('Other');
    expect(
      (await store.api('PUT', `/v3/pricelists/${other.id}`, { body: { name: 'Taken' } })).status,
    ).toBe(409);
    expect((await store.api('PUT', '/v3/pricelists/99999', { body: { name: 'y' } })).status).toBe(
      404,
    );
    expect((await store.api('GET', '/v3/pricelists/abc')).status).toBe(404);
    expect((await store.api('GET', '/v3/pricelists?date_created:min=soon')).status).toBe(422);
    await store.api('DELETE', `/v3/pricelists?id:in=${taken.id},${other.id}`);
  });
});

describe('price records', () => {
  let listId: number;
  beforeAll(async () => {
    listId = (await createList('Records')).id;
  });

  it('sets, gets and deletes one record by variant and currency', async () => {
    const v = variants[0];
    const res = await store.api('PUT', `/v3/pricelists/${listId}/records/${v.id}/USD`, {
      body: {
        price: 19.99,
        sale_price: 17.5,
        retail_price: 25,
        map_price: 18,
        bulk_pricing_tiers: [{ quantity_min: 10, quantity_max: 19, type: 'percent', amount: 5 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      price_list_id: listId,
      variant_id: v.id,
      product_id: v.product_id,
      currency: 'usd',
      price: 19.99,
      sale_price: 17.5,
      retail_price: 25,
      map_price: 18,
      calculated_price: 17.5,
      bulk_pricing_tiers: [{ quantity_min: 10, quantity_max: 19, type: 'percent', amount: 5 }],
      date_created: expect.stringMatching(ISO_SECONDS),
      date_modified: expect.any(String),
    });
    const read = await store.api('GET', `/v3/pricelists/${listId}/records/${v.id}/usd?include=sku`);
    expect(read.body.data).toMatchObject({ sku: v.sku, price: 19.99 });
    expect(
      (await store.api('GET', `/v3/pricelists/${listId}/records/${v.id}`)).body.data,
    ).toHaveLength(1);
    expect((await store.api('DELETE', `/v3/pricelists/${listId}/records/${v.id}/usd`)).status).toBe(
      204,
    );
    expect((await store.api('GET', `/v3/pricelists/${listId}/records/${v.id}/usd`)).status).toBe(
      404,
    );
  });

  it('refuses an unknown variant, a currency the store does not sell in, and bad prices', async () => {
    const v = variants[0];
    expect(
      (
        await store.api('PUT', `/v3/pricelists/${listId}/records/987654/usd`, {
          body: { price: 1 },
        })
      ).status,
    ).toBe(404);
    const eur = await store.api('PUT', `/v3/pricelists/${listId}/records/${v.id}/eur`, {
      body: { price: 1 },
    });
    expect(eur.status).toBe(422);
    expect(eur.body.title).toMatch(/USD only/);
    expect(
      (
        await store.api('PUT', `/v3/pricelists/${listId}/records/${v.id}/usd`, {
          body: { price: 'cheap' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await store.api('PUT', `/v3/pricelists/99999/records/${v.id}/usd`, { body: { price: 1 } }))
        .status,
    ).toBe(404);
  });

  it('lists records with filters and deletes them by filter', async () => {
    const [a, b, c] = variants.filter(
      (v: any, i: number, all: any[]) =>
        all.findIndex((w: any) => w.product_id === v.product_id) === i,
    );
    const batch = [a, b, c].map((v: any, i: number) => ({
      variant_id: v.id,
      currency: 'usd',
      price: 10 + i,
    }));
    expect(
      (await store.api('PUT', `/v3/pricelists/${listId}/records`, { body: batch })).status,
    ).toBe(200);
    const all = await store.api('GET', `/v3/pricelists/${listId}/records`);
    expect(all.body.meta.pagination.total).toBe(3);
    const byVariant = await store.api(
      'GET',
      `/v3/pricelists/${listId}/records?variant_id:in=${a.id},${b.id}`,
    );
    expect(byVariant.body.data.map((r: any) => r.variant_id).sort()).toEqual([a.id, b.id].sort());
    expect(
      (await store.api('GET', `/v3/pricelists/${listId}/records?product_id:in=${c.product_id}`))
        .body.data[0].variant_id,
    ).toBe(c.id);
    expect(
      (
        await store.api(
          'GET',
          `/v3/pricelists/${listId}/records?sku=${encodeURIComponent(b.sku)}&include=sku`,
        )
      ).body.data,
    ).toEqual([expect.objectContaining({ variant_id: b.id, sku: b.sku })]);
    expect(
      (await store.api('GET', `/v3/pricelists/${listId}/records?sku:in=NOPE`)).body.data,
    ).toEqual([]);
    expect(
      (await store.api('GET', `/v3/pricelists/${listId}/records?currency=cad`)).body.data,
    ).toEqual([]);
    expect(
      (await store.api('GET', `/v3/pricelists/${listId}/records?price:min=11`)).body.meta.pagination
        .total,
    ).toBe(2);

    expect(
      (
        await store.api(
          'DELETE',
          `/v3/pricelists/${listId}/records?sku:in=${encodeURIComponent(a.sku)}`,
        )
      ).status,
    ).toBe(204);
    expect(
      (await store.api('GET', `/v3/pricelists/${listId}/records`)).body.meta.pagination.total,
    ).toBe(2);
    expect(
      (
        await store.api(
          'DELETE',
          `/v3/pricelists/${listId}/records?variant_id:in=${b.id}&currency=usd`,
        )
      ).status,
    ).toBe(204);
    expect((await store.api('DELETE', `/v3/pricelists/${listId}/records`)).status).toBe(204);
    expect((await store.api('GET', `/v3/pricelists/${listId}/records`)).body.data).toEqual([]);
  });

  it('goes with its list when the list is deleted', async () => {
    const list = await createList('Short lived');
    await store.api('PUT', `/v3/pricelists/${list.id}/records/${variants[1].id}/usd`, {
      body: { price: 3 },
    });
    await store.api('DELETE', `/v3/pricelists/${list.id}`);
    expect((await store.api('GET', `/v3/pricelists/${list.id}/records`)).status).toBe(404);
  });
});

describe('price list assignments', () => {
  it('assigns lists to a channel, a group and a group on a channel; lists, filters and deletes them', async () => {
    const list = await createList('Assigned');
    const other = await createList('Assigned too');
    const group = await createGroup('Assignable');
    const res = await assign([
      { price_list_id: list.id, channel_id: 1 },
      { price_list_id: list.id, customer_group_id: group.id },
      { price_list_id: other.id, customer_group_id: group.id, channel_id: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: expect.any(Number), price_list_id: list.id, customer_group_id: null, channel_id: 1 },
      {
        id: expect.any(Number),
        price_list_id: list.id,
        customer_group_id: group.id,
        channel_id: null,
      },
      {
        id: expect.any(Number),
        price_list_id: other.id,
        customer_group_id: group.id,
        channel_id: 1,
      },
    ]);
    expect((await store.api('GET', '/v3/pricelists/assignments')).body.meta.pagination.total).toBe(
      3,
    );
    expect(
      (await store.api('GET', `/v3/pricelists/assignments?price_list_id=${list.id}`)).body.data,
    ).toHaveLength(2);
    expect(
      (
        await store.api(
          'GET',
          `/v3/pricelists/assignments?customer_group_id:in=${group.id}&channel_id=1`,
        )
      ).body.data[0].price_list_id,
    ).toBe(other.id);
    expect(
      (await store.api('GET', '/v3/pricelists/assignments?channel_id:in=2,3')).body.data,
    ).toEqual([]);

    expect((await store.api('DELETE', '/v3/pricelists/assignments')).status).toBe(422);
    expect(
      (await store.api('DELETE', `/v3/pricelists/assignments?price_list_id=${other.id}`)).status,
    ).toBe(204);
    expect((await store.api('GET', '/v3/pricelists/assignments')).body.meta.pagination.total).toBe(
      2,
    );
    expect((await store.api('DELETE', '/v3/pricelists/assignments?channel_id=1')).status).toBe(204);
    expect(
      (await store.api('DELETE', `/v3/pricelists/assignments?customer_group_id=${group.id}`))
        .status,
    ).toBe(204);
    expect((await store.api('GET', '/v3/pricelists/assignments')).body.data).toEqual([]);
  });

  it('refuses assignments that name nothing, unknown lists, groups or channels, or a target that has a list (422 naming the index)', async () => {
    const list = await createList('Refused');
    const cases: Array<[unknown, string]> = [
      [[{ price_list_id: list.id }], '0.customer_group_id'],
      [[{ price_list_id: 99999, channel_id: 1 }], '0.price_list_id'],
      [
        [
          { price_list_id: list.id, channel_id: 1 },
          { price_list_id: list.id, customer_group_id: 99999 },
        ],
        '1.customer_group_id',
      ],
      [[{ price_list_id: list.id, channel_id: 99999 }], '0.channel_id'],
      [
        [
          { price_list_id: list.id, channel_id: 1 },
          { price_list_id: list.id, channel_id: 1 },
        ],
        '1',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await assign(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect(
      (await assign(Array.from({ length: 26 }, () => ({ price_list_id: list.id, channel_id: 1 }))))
        .status,
    ).toBe(422);
    expect((await store.api('GET', '/v3/pricelists/assignments')).body.data).toEqual([]);

    expect((await assign([{ price_list_id: list.id, channel_id: 1 }])).status).toBe(200);
    const again = await assign([{ price_list_id: list.id, channel_id: 1 }]);
    expect(again.status).toBe(422);
    expect(again.body.title).toMatch(/channel 1 already has price list/);
    await store.api('DELETE', '/v3/pricelists/assignments?channel_id=1');
  });

  it('upserts the list of a group on a channel with PUT /v3/pricelists/{id}/assignments', async () => {
    const first = await createList('Upsert one');
    const second = await createList('Upsert two');
    const group = await createGroup('Upserted');
    const put = (listId: number, body: unknown) =>
      store.api('PUT', `/v3/pricelists/${listId}/assignments`, { body });
    const created = await put(first.id, { customer_group_id: group.id, channel_id: 1 });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      price_list_id: first.id,
      customer_group_id: group.id,
      channel_id: 1,
    });
    const replaced = await put(second.id, { customer_group_id: group.id, channel_id: 1 });
    expect(replaced.body.data).toEqual({ ...created.body.data, price_list_id: second.id });
    expect((await put(second.id, { customer_group_id: 99999, channel_id: 1 })).status).toBe(404);
    expect((await put(second.id, { customer_group_id: group.id, channel_id: 99999 })).status).toBe(
      404,
    );
    expect((await put(second.id, { channel_id: 1 })).status).toBe(422);
    expect((await put(99999, { customer_group_id: group.id, channel_id: 1 })).status).toBe(404);
    await store.api('DELETE', `/v3/pricelists/assignments?customer_group_id=${group.id}`);
  });

  it('refuses a group with custom group discounts until they are deleted', async () => {
    const list = await createList('Discounted group list');
    const group = await createGroup('Has discounts', [
      { type: 'all', method: 'percent', amount: 10 },
    ]);
    const refused = await assign([{ price_list_id: list.id, customer_group_id: group.id }]);
    expect(refused.status).toBe(422);
    expect(refused.body.title).toMatch(
      new RegExp(`customer group ${group.id} \\(Has discounts\\) has custom group discounts`),
    );
    expect(refused.body.title).toMatch(/Delete the discounts first/);
    const put = await store.api('PUT', `/v3/pricelists/${list.id}/assignments`, {
      body: { customer_group_id: group.id, channel_id: 1 },
    });
    expect(put.status).toBe(422);

    expect(
      (await store.api('PUT', `/v2/customer_groups/${group.id}`, { body: { discount_rules: [] } }))
        .status,
    ).toBe(200);
    const accepted = await assign([{ price_list_id: list.id, customer_group_id: group.id }]);
    expect(accepted.status).toBe(200);
  });

  it('goes with its group or its list when either is deleted', async () => {
    const list = await createList('Cascade');
    const group = await createGroup('Cascade group');
    await assign([{ price_list_id: list.id, customer_group_id: group.id }]);
    await store.api('DELETE', `/v2/customer_groups/${group.id}`);
    expect(
      (await store.api('GET', `/v3/pricelists/assignments?price_list_id=${list.id}`)).body.data,
    ).toEqual([]);
    const channel = (
      await store.api('POST', '/v3/channels', {
        body: { name: 'POS', type: 'pos', platform: 'square' },
      })
    ).body.data;
    await assign([{ price_list_id: list.id, channel_id: channel.id }]);
    await store.api('DELETE', `/v3/pricelists/${list.id}`);
    expect(
      (await store.api('GET', `/v3/pricelists/assignments?channel_id=${channel.id}`)).body.data,
    ).toEqual([]);
  });

  it('assigns to customer groups only on plans that have groups (403); channels are fine on any plan', async () => {
    const list = await createList('Plan gated');
    const group = await createGroup('Plan group');
    setStorePlan(store.ctx.db, 'standard');
    try {
      const refused = await assign([{ price_list_id: list.id, customer_group_id: group.id }]);
      expect(refused.status).toBe(403);
      expect(refused.body.title).toMatch(
        /Price list assignments to customer groups are not available on the store's standard plan/,
      );
      const put = await store.api('PUT', `/v3/pricelists/${list.id}/assignments`, {
        body: { customer_group_id: group.id, channel_id: 1 },
      });
      expect(put.status).toBe(403);
      expect((await assign([{ price_list_id: list.id, channel_id: 1 }])).status).toBe(200);
    } finally {
      setStorePlan(store.ctx.db, 'enterprise');
      await store.api('DELETE', '/v3/pricelists/assignments?channel_id=1');
    }
  });
});

describe('price list scopes', () => {
  it('needs a Products scope: read-only reads, modify writes', async () => {
    const list = await createList('Scoped');
    const v = variants[0];
    await expectScopeRules(store, {
      readOnly: 'store_v2_products_read_only',
      modify: 'store_v2_products',
      reads: [
        ['GET', '/v3/pricelists'],
        ['GET', `/v3/pricelists/${list.id}`],
        ['GET', `/v3/pricelists/${list.id}/records`],
        ['GET', `/v3/pricelists/${list.id}/records/${v.id}`],
        ['GET', '/v3/pricelists/assignments'],
      ],
      writes: [
        ['POST', '/v3/pricelists', { name: 'x' }],
        ['PUT', `/v3/pricelists/${list.id}`, { name: 'x' }],
        ['DELETE', `/v3/pricelists/${list.id}`],
        [
          'PUT',
          `/v3/pricelists/${list.id}/records`,
          [{ variant_id: v.id, currency: 'usd', price: 1 }],
        ],
        ['PUT', `/v3/pricelists/${list.id}/records/${v.id}/usd`, { price: 1 }],
        ['DELETE', `/v3/pricelists/${list.id}/records`],
        ['POST', '/v3/pricelists/assignments', [{ price_list_id: list.id, channel_id: 1 }]],
        ['PUT', `/v3/pricelists/${list.id}/assignments`, { customer_group_id: 1, channel_id: 1 }],
        ['DELETE', '/v3/pricelists/assignments?channel_id=1'],
      ],
    });
  });
});
