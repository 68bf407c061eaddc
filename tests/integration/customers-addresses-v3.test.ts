import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
let ann: number;
let ben: number;
beforeAll(async () => {
  store = await startTestStore();
  const created = await store.api('POST', '/v3/customers', {
    body: [
      { email: 'ann@example.com', first_name: 'Ann', last_name: 'Archer' },
      { email: 'ben@example.com', first_name: 'Ben', last_name: 'Baker' },
    ],
  });
  [ann, ben] = created.body.data.map((c: any) => c.id);
});
afterAll(() => store.close());

const address = (customerId: number, extra: Record<string, unknown> = {}) => ({
  customer_id: customerId,
  first_name: 'Ann',
  last_name: 'Archer',
  address1: '1 Harbour Road',
  city: 'Toronto',
  state_or_province: 'ON',
  postal_code: 'M5J 2N8',
  country_code: 'ca',
  ...extra,
});

describe('customer addresses (v3)', () => {
  it('creates addresses in a batch, normalising the country code and spelling out the state', async () => {
    const res = await store.api('POST', '/v3/customers/addresses', {
      body: [
        address(ann),
        address(ben, {
          first_name: 'Ben',
          last_name: 'Baker',
          company: 'Baker Bros',
          country_code: 'US',
          state_or_province: 'new york',
          city: 'Albany',
        }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      customer_id: ann,
      first_name: 'Ann',
      last_name: 'Archer',
      company: '',
      address1: '1 Harbour Road',
      address2: '',
      city: 'Toronto',
      state_or_province: 'Ontario',
      postal_code: 'M5J 2N8',
      country: 'Canada',
      country_code: 'CA',
      phone: '',
      address_type: 'residential',
    });
    expect(res.body.data[1]).toMatchObject({
      state_or_province: 'New York',
      country: 'United States',
      company: 'Baker Bros',
    });
    const scopes = store.ctx.events.recent(2).map((e) => e.scope);
    expect(scopes).toEqual(['store/customer/address/created', 'store/customer/address/created']);
  });

  it('does not store an address twice: the copy is left out of the answer', async () => {
    const res = await store.api('POST', '/v3/customers/addresses', {
      body: [address(ann), address(ann, { address2: 'Unit 4' })],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].address2).toBe('Unit 4');
  });

  it('lists with filters and pagination', async () => {
    const all = await store.api('GET', '/v3/customers/addresses');
    expect(all.body.meta.pagination).toMatchObject({ total: 3, count: 3, current_page: 1 });
    expect(
      (await store.api('GET', `/v3/customers/addresses?customer_id:in=${ben}`)).body.data,
    ).toHaveLength(1);
    expect(
      (await store.api('GET', '/v3/customers/addresses?name:in=Ann%20Archer')).body.data,
    ).toHaveLength(2);
    expect(
      (await store.api('GET', '/v3/customers/addresses?company:in=Baker%20Bros')).body.data[0]
        .customer_id,
    ).toBe(ben);
    const [firstId] = all.body.data.map((a: any) => a.id);
    expect(
      (await store.api('GET', `/v3/customers/addresses?id:in=${firstId}`)).body.data,
    ).toHaveLength(1);
    expect(
      (await store.api('GET', '/v3/customers/addresses?include=formfields')).body.data[0]
        .form_fields,
    ).toEqual([]);
    const page = await store.api('GET', '/v3/customers/addresses?limit=2&page=2');
    expect(page.body.meta.pagination).toMatchObject({ total: 3, count: 1, total_pages: 2 });
    expect((await store.api('GET', '/v3/customers/addresses?include=everything')).status).toBe(422);
  });

  it('refuses bad addresses naming the element and field, and saves none of the batch', async () => {
    const before = (await store.api('GET', '/v3/customers/addresses')).body.meta.pagination.total;
    const ghost = await store.api('POST', '/v3/customers/addresses', {
      body: [address(ann, { city: 'Ottawa' }), address(99999)],
    });
    expect(ghost.status).toBe(422);
    expect(ghost.body.errors).toHaveProperty('1.customer_id');
    const country = await store.api('POST', '/v3/customers/addresses', {
      body: [address(ann, { country_code: 'XX' })],
    });
    expect(country.body.errors).toHaveProperty('0.country_code');
    const state = await store.api('POST', '/v3/customers/addresses', {
      body: [address(ann, { state_or_province: 'Texas' })],
    });
    expect(state.status).toBe(422);
    expect(state.body.title).toMatch(/not a state or province of Canada/);
    const missing = await store.api('POST', '/v3/customers/addresses', {
      body: [{ customer_id: ann, first_name: 'Ann' }],
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining(['0.last_name', '0.address1', '0.city', '0.country_code']),
    );
    expect((await store.api('POST', '/v3/customers/addresses', { body: [] })).status).toBe(422);
    expect((await store.api('GET', '/v3/customers/addresses')).body.meta.pagination.total).toBe(
      before,
    );
  });

  it('updates only the fields sent, skips an update that would duplicate, and 404s an unknown id', async () => {
    const list = (await store.api('GET', `/v3/customers/addresses?customer_id:in=${ann}`)).body
      .data;
    const [plain, unit4] = list;
    const res = await store.api('PUT', '/v3/customers/addresses', {
      body: [{ id: plain.id, phone: '555-0199', address_type: 'commercial' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      id: plain.id,
      phone: '555-0199',
      address_type: 'commercial',
      city: 'Toronto',
    });
    expect(store.ctx.events.recent(1)[0]).toMatchObject({
      scope: 'store/customer/address/updated',
      data: { id: plain.id },
    });
    const copy = await store.api('PUT', '/v3/customers/addresses', {
      body: [{ id: unit4.id, address2: '', phone: '555-0199', address_type: 'commercial' }],
    });
    expect(copy.body.data).toEqual([]);
    expect(
      (await store.api('PUT', '/v3/customers/addresses', { body: [{ id: 99999, city: 'X' }] }))
        .status,
    ).toBe(404);
    const badState = await store.api('PUT', '/v3/customers/addresses', {
      body: [{ id: plain.id, state_or_province: 'Bavaria' }],
    });
    expect(badState.body.errors).toHaveProperty('0.state_or_province');
  });

  it('deletes by id:in (required), publishing an event per address', async () => {
    expect((await store.api('DELETE', '/v3/customers/addresses')).status).toBe(422);
    const ids = (
      await store.api('GET', `/v3/customers/addresses?customer_id:in=${ann}`)
    ).body.data.map((a: any) => a.id);
    expect(
      (await store.api('DELETE', `/v3/customers/addresses?id:in=${ids.join(',')},99999`)).status,
    ).toBe(204);
    expect(
      (await store.api('GET', `/v3/customers/addresses?customer_id:in=${ann}`)).body.data,
    ).toEqual([]);
    expect(
      store.ctx.events
        .recent(ids.length)
        .every((e) => e.scope === 'store/customer/address/deleted'),
    ).toBe(true);
  });

  it("removes a customer's addresses with the customer", async () => {
    expect((await store.api('DELETE', `/v3/customers?id:in=${ben}`)).status).toBe(204);
    expect(
      (await store.api('GET', `/v3/customers/addresses?customer_id:in=${ben}`)).body.data,
    ).toEqual([]);
  });

  it('needs a Customers scope: read-only reads, modify writes', async () => {
    await expectScopeRules(store, {
      readOnly: 'store_v2_customers_read_only',
      modify: 'store_v2_customers',
      reads: [['GET', '/v3/customers/addresses']],
      writes: [
        ['POST', '/v3/customers/addresses', [address(ann)]],
        ['PUT', '/v3/customers/addresses', [{ id: 1, city: 'x' }]],
        ['DELETE', '/v3/customers/addresses?id:in=1'],
      ],
    });
  });
});
