import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
let channelId: number;
let multi: any;
let single: any;
beforeAll(async () => {
  store = await startTestStore();
  channelId = (
    await store.api('POST', '/v3/channels', {
      body: { name: 'Market', type: 'marketplace', platform: 'amazon' },
    })
  ).body.data.id;
  const products = (await store.api('GET', '/v3/catalog/products?limit=250&include=variants')).body
    .data;
  multi = products.find((p: any) => p.variants.length >= 3);
  single = products.find((p: any) => p.variants.length === 1);
});
afterAll(() => store.close());

const listingsPath = (channel = channelId) => `/v3/channels/${channel}/listings`;
const listing = (
  product: any,
  variants = product.variants.slice(0, 2),
  extra: Record<string, unknown> = {},
) => ({
  product_id: product.id,
  state: 'active',
  name: `${product.name} (Market)`,
  variants: variants.map((v: any) => ({
    product_id: product.id,
    variant_id: v.id,
    state: 'active',
  })),
  ...extra,
});

describe('channel listings', () => {
  it('creates listings with their variants and reads them back', async () => {
    const res = await store.api('POST', listingsPath(), {
      body: [
        listing(multi),
        listing(single, single.variants, { state: 'pending', description: 'Only here' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const [first] = res.body.data;
    expect(first).toEqual({
      channel_id: channelId,
      listing_id: expect.any(Number),
      external_id: '',
      product_id: multi.id,
      state: 'active',
      name: `${multi.name} (Market)`,
      description: '',
      date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      date_modified: expect.any(String),
      variants: multi.variants.slice(0, 2).map((v: any) => ({
        channel_id: channelId,
        product_id: multi.id,
        variant_id: v.id,
        external_id: '',
        state: 'active',
        name: '',
        description: '',
        date_created: expect.any(String),
        date_modified: expect.any(String),
      })),
    });
    const one = await store.api('GET', `${listingsPath()}/${first.listing_id}`);
    expect(one.body).toEqual({ data: first, meta: {} });
  });

  it("lists a channel's listings with product filter and cursor paging; an unknown channel has none", async () => {
    const all = await store.api('GET', listingsPath());
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.meta.pagination).toMatchObject({
      count: 2,
      total: 2,
      total_pages: 1,
      links: { current: '?limit=1000' },
    });
    expect(
      (await store.api('GET', `${listingsPath()}?product_id:in=${single.id}`)).body.data.map(
        (l: any) => l.product_id,
      ),
    ).toEqual([single.id]);
    const firstPage = await store.api('GET', `${listingsPath()}?limit=1`);
    expect(firstPage.body.meta.pagination).toMatchObject({ count: 1, total: 2, total_pages: 2 });
    const next = firstPage.body.meta.pagination.links.next;
    expect(next).toBe(`?limit=1&after=${firstPage.body.data[0].listing_id}`);
    const secondPage = await store.api('GET', `${listingsPath()}${next}`);
    expect(secondPage.body.data[0].product_id).toBe(single.id);
    expect(secondPage.body.meta.pagination.links.next).toBeUndefined();
    expect((await store.api('GET', '/v3/channels/99999/listings')).body.data).toEqual([]);
    expect((await store.api('GET', '/v3/channels/1/listings')).body.data).toEqual([]);
    const badFilter = await store.api('GET', `${listingsPath()}?colour=red&size=9`);
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.title).toBe(
      'The filter(s): colour, size are not valid filter parameter(s).',
    );
    expect((await store.api('GET', `${listingsPath()}?limit=abc`)).status).toBe(422);
  });

  it('refuses listings for unknown channels, products or variants, and mismatched products (422, nothing saved)', async () => {
    const other = (
      await store.api('GET', '/v3/catalog/products?limit=250&include=variants')
    ).body.data.find((p: any) => p.id !== multi.id && p.id !== single.id);
    const cases: Array<[string, unknown, string | null]> = [
      [listingsPath(99999), [listing(other)], null],
      [listingsPath(), [listing({ ...other, id: 999999 }, [])], '0.product_id'],
      [listingsPath(), [listing(other, [{ id: 999999 }])], '0.variants.0.variant_id'],
      [listingsPath(), [listing(other, [multi.variants[0]])], '0.variants.0.variant_id'],
      [
        listingsPath(),
        [
          {
            ...listing(other),
            variants: [{ product_id: multi.id, variant_id: other.variants[0].id, state: 'active' }],
          },
        ],
        '0.variants.0.product_id',
      ],
      [
        listingsPath(),
        [listing(other, [other.variants[0], other.variants[0]])],
        '0.variants.1.variant_id',
      ],
      [listingsPath(), [listing(multi)], '0.product_id'],
      [listingsPath(), [{ product_id: other.id }], '0.state'],
      [listingsPath(), [listing(other, other.variants, { state: 'sold' })], '0.state'],
    ];
    for (const [path, body, field] of cases) {
      const res = await store.api('POST', path, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      if (field) expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect(
      (await store.api('GET', `${listingsPath()}?product_id:in=${other.id}`)).body.data,
    ).toEqual([]);
  });

  it('updates listings: changes fields, adds and updates variants, keeps the others; skips unknown listings', async () => {
    const [current] = (await store.api('GET', `${listingsPath()}?product_id:in=${multi.id}`)).body
      .data;
    const [v1, , v3] = multi.variants;
    const res = await store.api('PUT', listingsPath(), {
      body: [
        {
          listing_id: current.listing_id,
          product_id: multi.id,
          state: 'disabled',
          external_id: 'AMZ-1',
          variants: [
            { product_id: multi.id, variant_id: v1.id, state: 'disabled', name: 'First edition' },
            { product_id: multi.id, variant_id: v3.id, state: 'pending' },
          ],
        },
        { listing_id: 999999, product_id: multi.id, state: 'active', variants: [] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const updated = res.body.data[0];
    expect(updated).toMatchObject({
      listing_id: current.listing_id,
      state: 'disabled',
      external_id: 'AMZ-1',
      name: current.name,
    });
    expect(updated.variants.map((v: any) => [v.variant_id, v.state, v.name])).toEqual([
      [v1.id, 'disabled', 'First edition'],
      [multi.variants[1].id, 'active', ''],
      [v3.id, 'pending', ''],
    ]);

    const moved = await store.api('PUT', listingsPath(), {
      body: [
        { listing_id: current.listing_id, product_id: single.id, state: 'active', variants: [] },
      ],
    });
    expect(moved.status).toBe(422);
    expect(moved.body.title).toMatch(/product_id cannot be changed/);
    const zero = await store.api('PUT', listingsPath(), {
      body: [{ listing_id: 0, product_id: multi.id, state: 'active', variants: [] }],
    });
    expect(zero.body.errors).toHaveProperty('0.listing_id');
  });

  it('404s a listing that is not on the channel', async () => {
    const [current] = (await store.api('GET', listingsPath())).body.data;
    expect((await store.api('GET', `${listingsPath(1)}/${current.listing_id}`)).status).toBe(404);
    const missing = await store.api('GET', `${listingsPath()}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.title).toMatch(/Listing 999999/);
  });

  it('needs a Channel Listings scope: read-only reads, modify writes', async () => {
    await expectScopeRules(store, {
      readOnly: 'store_channel_listings_read_only',
      modify: 'store_channel_listings',
      reads: [
        ['GET', listingsPath()],
        ['GET', `${listingsPath()}/1`],
      ],
      writes: [
        ['POST', listingsPath(), [listing(single, single.variants)]],
        [
          'PUT',
          listingsPath(),
          [{ listing_id: 1, product_id: single.id, state: 'active', variants: [] }],
        ],
      ],
    });
  });
});
