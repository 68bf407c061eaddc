import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRecords, createVariants } from '../support/pricelist-fixtures';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
let variants: Array<{ id: number; sku: string; product_id: number }>;
let listId: number;

beforeAll(async () => {
  store = await startTestStore();
  variants = await createVariants(store, 1000);
  listId = (await store.api('POST', '/v3/pricelists', { body: { name: 'Bulk' } })).body.data.id;
});
afterAll(() => store.close());

const upsert = (body: unknown, list = listId) =>
  store.api('PUT', `/v3/pricelists/${list}/records`, { body });
const batchAt = (price: number) =>
  variants.map((v) => ({ variant_id: v.id, currency: 'usd', price, sale_price: price - 1 }));

describe('price records: bulk upsert', () => {
  it('runs one bulk upsert at a time per store: of two started together one succeeds, the other gets 429 and changes nothing', async () => {
    const [first, second] = await Promise.all([upsert(batchAt(10)), upsert(batchAt(20))]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 429]);
    const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
    expect(winner.body).toEqual({ data: {}, meta: {} });
    expect(loser.body).toMatchObject({
      status: 429,
      title: 'Too many requests',
      type: '/api-docs/getting-started/api-status-codes',
    });
    expect(loser.body.errors.price_records).toMatch(/only one runs at a time/);

    const winningPrice = winner === first ? 10 : 20;
    const records = await allRecords(store, listId);
    expect(records).toHaveLength(1000);
    expect(new Set(records.map((r) => r.price))).toEqual(new Set([winningPrice]));
    expect(new Set(records.map((r) => r.sale_price))).toEqual(new Set([winningPrice - 1]));
  });

  it('takes the next bulk upsert once the running one has finished', async () => {
    expect((await upsert(batchAt(30))).status).toBe(200);
    expect((await upsert(batchAt(31))).status).toBe(200);
    const records = await allRecords(store, listId);
    expect(new Set(records.map((r) => r.price))).toEqual(new Set([31]));
  });

  it('refuses more than 1,000 records with 413', async () => {
    const res = await upsert([
      ...batchAt(40),
      { sku: variants[0]!.sku, currency: 'usd', price: 1 },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.title).toMatch(/at most 1000 price records; this one has 1001/);
  });

  it('refuses a batch with an unknown variant or SKU with 422 naming the index, and saves none of it', async () => {
    const batch = batchAt(50);
    batch[700] = { ...batch[700]!, variant_id: 987654321 };
    const res = await upsert(batch);
    expect(res.status).toBe(422);
    expect(res.body.title).toMatch(/^Price record 700: variant 987654321 does not exist/);
    expect(res.body.errors).toEqual({ '700.variant_id': 'variant 987654321 does not exist' });

    const bySku = await upsert([{ sku: 'NO-SUCH-SKU', currency: 'usd', price: 1 }]);
    expect(bySku.body.errors).toEqual({ '0.sku': 'no variant has the SKU "NO-SUCH-SKU"' });
    expect(new Set((await allRecords(store, listId)).map((r) => r.price))).toEqual(new Set([31]));
  });

  it('checks each record: an identifier, the store currency, prices, tiers, no duplicates', async () => {
    const [a, b] = variants;
    const cases: Array<[unknown, string]> = [
      [[{ currency: 'usd', price: 1 }], '0.variant_id'],
      [[{ variant_id: a!.id, currency: 'eur', price: 1 }], '0.currency'],
      [[{ variant_id: a!.id, currency: 'dollars', price: 1 }], '0.currency'],
      [[{ variant_id: a!.id, currency: 'usd' }], '0.price'],
      [[{ variant_id: a!.id, currency: 'usd', price: -1 }], '0.price'],
      [[{ variant_id: a!.id, sku: b!.sku, currency: 'usd', price: 1 }], '0.sku'],
      [
        [
          { variant_id: a!.id, currency: 'usd', price: 1 },
          { sku: a!.sku, currency: 'USD', price: 2 },
        ],
        '1.variant_id',
      ],
      [
        [
          {
            variant_id: a!.id,
            currency: 'usd',
            price: 1,
            bulk_pricing_tiers: [
              { quantity_min: 1, quantity_max: 5, type: 'percent', amount: 150 },
            ],
          },
        ],
        '0.bulk_pricing_tiers.0.amount',
      ],
      [
        [
          {
            variant_id: a!.id,
            currency: 'usd',
            price: 1,
            bulk_pricing_tiers: [
              { quantity_min: 2, quantity_max: 10, type: 'price', amount: 1 },
              { quantity_min: 5, quantity_max: null, type: 'price', amount: 2 },
            ],
          },
        ],
        '0.bulk_pricing_tiers.1.quantity_min',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await upsert(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect((await upsert([])).status).toBe(422);
    expect((await upsert({ variant_id: a!.id })).status).toBe(422);
    expect((await upsert(batchAt(1), 99999)).status).toBe(404);
  });

  it('accepts records by SKU and keeps fields a later upsert does not send', async () => {
    const [a] = variants;
    const tiers = [{ quantity_min: 5, quantity_max: null, type: 'percent', amount: 10 }];
    expect(
      (
        await upsert([
          {
            sku: a!.sku.toLowerCase(),
            currency: 'USD',
            price: 12,
            retail_price: 15,
            bulk_pricing_tiers: tiers,
          },
        ])
      ).status,
    ).toBe(200);
    expect((await upsert([{ variant_id: a!.id, currency: 'usd', price: 11 }])).status).toBe(200);
    const record = (await store.api('GET', `/v3/pricelists/${listId}/records/${a!.id}/usd`)).body
      .data;
    expect(record).toMatchObject({
      price: 11,
      sale_price: 30,
      retail_price: 15,
      bulk_pricing_tiers: tiers,
      currency: 'usd',
      product_id: a!.product_id,
    });
    expect(
      (
        await upsert([
          {
            variant_id: a!.id,
            currency: 'usd',
            price: 11,
            sale_price: null,
            bulk_pricing_tiers: [],
          },
        ])
      ).status,
    ).toBe(200);
    expect(
      (await store.api('GET', `/v3/pricelists/${listId}/records/${a!.id}/usd`)).body.data,
    ).toMatchObject({ sale_price: 0, calculated_price: 11, bulk_pricing_tiers: [] });
  });
});

describe('price records of several lists: PUT and POST /v3/pricelists/records', () => {
  it('upserts records into the lists each names, all or nothing, naming a bad element', async () => {
    const other = (await store.api('POST', '/v3/pricelists', { body: { name: 'Bulk other' } })).body
      .data.id as number;
    const [a, b] = variants;
    for (const method of ['PUT', 'POST']) {
      const price = method === 'PUT' ? 41 : 42;
      const res = await store.api(method, '/v3/pricelists/records', {
        body: [
          { price_list_id: listId, variant_id: a!.id, currency: 'usd', price },
          { price_list_id: other, sku: b!.sku, currency: 'usd', price: price + 1 },
        ],
      });
      expect(res.status, method).toBe(200);
      expect(
        (await store.api('GET', `/v3/pricelists/${listId}/records/${a!.id}/usd`)).body.data.price,
      ).toBe(price);
      expect(
        (await store.api('GET', `/v3/pricelists/${other}/records/${b!.id}/usd`)).body.data.price,
      ).toBe(price + 1);
    }
    const bad = await store.api('PUT', '/v3/pricelists/records', {
      body: [
        { price_list_id: other, variant_id: a!.id, currency: 'usd', price: 1 },
        { price_list_id: 99999, variant_id: a!.id, currency: 'usd', price: 1 },
        { variant_id: a!.id, currency: 'usd', price: 1 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['2.price_list_id']).toContain('required');
    const unknownList = await store.api('PUT', '/v3/pricelists/records', {
      body: [{ price_list_id: 99999, variant_id: a!.id, currency: 'usd', price: 1 }],
    });
    expect(unknownList.body.errors['0.price_list_id']).toContain('99999 does not exist');
    expect((await store.api('GET', `/v3/pricelists/${other}/records/${a!.id}/usd`)).status).toBe(
      404,
    );
  });
});
