import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStorePlan } from '@/emulator/core/store';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const createGroup = (body: unknown) => store.api('POST', '/v2/customer_groups', { body });
const newCustomer = (email: string, extra: Record<string, unknown> = {}) =>
  store.api('POST', '/v3/customers', {
    body: [{ email, first_name: 'Pat', last_name: 'Lee', ...extra }],
  });

describe('customer groups (v2)', () => {
  it('creates a group with its discount rules and category access, and reads, lists and counts it', async () => {
    const res = await createGroup({
      name: 'Wholesale',
      category_access: { type: 'all' },
      discount_rules: [
        { type: 'all', method: 'percent', amount: 5 },
        { type: 'product', method: 'price', amount: '2.50', product_id: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Wholesale',
      is_default: false,
      category_access: { type: 'all' },
      discount_rules: [
        { type: 'all', method: 'percent', amount: '5.0000' },
        { type: 'product', method: 'price', amount: '2.5000', product_id: 1 },
      ],
      date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      date_modified: expect.any(String),
      is_group_for_guests: false,
    });
    expect((await store.api('GET', `/v2/customer_groups/${res.body.id}`)).body).toEqual(res.body);
    const list = await store.api('GET', '/v2/customer_groups');
    expect(list.body.map((g: any) => g.name)).toContain('Wholesale');
    expect((await store.api('GET', '/v2/customer_groups/count')).body).toEqual({
      count: list.body.length,
    });
    expect((await store.api('GET', '/v2/customer_groups?name:like=holes')).body).toHaveLength(1);
    expect((await store.api('GET', '/v2/customer_groups?name=Nobody')).status).toBe(204);
  });

  it('replaces the whole set of discount rules on update, and keeps fields not sent', async () => {
    const group = (
      await createGroup({
        name: 'Retail VIP',
        discount_rules: [{ type: 'all', method: 'fixed', amount: 1 }],
      })
    ).body;
    const updated = await store.api('PUT', `/v2/customer_groups/${group.id}`, {
      body: { discount_rules: [] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Retail VIP', discount_rules: [] });
    const renamed = await store.api('PUT', `/v2/customer_groups/${group.id}`, {
      body: { name: 'Retail VIPs', category_access: { type: 'none' } },
    });
    expect(renamed.body).toMatchObject({
      name: 'Retail VIPs',
      category_access: { type: 'none' },
      discount_rules: [],
    });
  });

  it('refuses bad input with the v2 error shape, naming what to fix', async () => {
    const empty = await createGroup({ name: '' });
    expect(empty.status).toBe(422);
    expect(empty.body[0]).toMatchObject({
      status: 422,
      details: { invalid_reason: { name: expect.any(String) } },
    });
    expect((await createGroup({ name: 'Wholesale' })).status).toBe(409);
    const percent = await createGroup({
      name: 'Too much',
      discount_rules: [{ type: 'all', method: 'percent', amount: 120 }],
    });
    expect(percent.body[0].details.invalid_reason['discount_rules.0.amount']).toMatch(
      /at most 100/,
    );
    const twoStoreWide = await createGroup({
      name: 'Twice',
      discount_rules: [
        { type: 'all', method: 'percent', amount: 1 },
        { type: 'all', method: 'percent', amount: 2 },
      ],
    });
    expect(twoStoreWide.status).toBe(422);
    const noCategory = await createGroup({
      name: 'Ghost category',
      discount_rules: [{ type: 'category', method: 'percent', amount: 5, category_id: 99999 }],
    });
    expect(noCategory.status).toBe(422);
    expect(noCategory.body[0].details.invalid_reason['discount_rules.0.category_id']).toMatch(
      /99999/,
    );
    const specific = await createGroup({ name: 'Specific', category_access: { type: 'specific' } });
    expect(specific.status).toBe(422);
    const noList = await createGroup({
      name: 'By missing list',
      discount_rules: [{ type: 'price_list', price_list_id: 424242 }],
    });
    expect(noList.body[0].details.invalid_reason['discount_rules.0.price_list_id']).toMatch(
      /424242 does not exist/,
    );
    const mixed = await createGroup({
      name: 'List and discount',
      discount_rules: [
        { type: 'price_list', price_list_id: 1 },
        { type: 'all', method: 'percent', amount: 5 },
      ],
    });
    expect(mixed.status).toBe(422);
    expect(JSON.stringify(mixed.body)).toContain('custom group discounts');
    expect(
      (
        await createGroup({
          name: 'Bad amount',
          discount_rules: [{ type: 'all', method: 'percent', amount: 'ten' }],
        })
      ).status,
    ).toBe(422);
    expect((await store.api('GET', '/v2/customer_groups/99999')).status).toBe(404);
    expect(
      (await store.api('PUT', '/v2/customer_groups/99999', { body: { name: 'x' } })).status,
    ).toBe(404);
  });

  it("takes a price_list rule as the group's price list on every channel: the assignment it reads back, replaced or removed with the rules", async () => {
    const list = await store.api('POST', '/v3/pricelists', {
      body: { name: 'Group rule list', active: true },
    });
    const other = await store.api('POST', '/v3/pricelists', {
      body: { name: 'Group rule list 2', active: true },
    });
    const created = await createGroup({
      name: 'Priced by list',
      discount_rules: [{ type: 'price_list', price_list_id: list.body.data.id }],
    });
    expect(created.status).toBe(200);
    expect(created.body.discount_rules).toEqual([
      { type: 'price_list', price_list_id: list.body.data.id },
    ]);
    const assignments = async () =>
      (await store.api('GET', `/v3/pricelists/assignments?customer_group_id=${created.body.id}`))
        .body.data;
    expect(await assignments()).toEqual([
      {
        id: expect.any(Number),
        price_list_id: list.body.data.id,
        customer_group_id: created.body.id,
        channel_id: null,
      },
    ]);

    await store.api('PUT', `/v2/customer_groups/${created.body.id}`, {
      body: { discount_rules: [{ type: 'price_list', price_list_id: other.body.data.id }] },
    });
    expect((await assignments()).map((a: { price_list_id: number }) => a.price_list_id)).toEqual([
      other.body.data.id,
    ]);
    const renamed = await store.api('PUT', `/v2/customer_groups/${created.body.id}`, {
      body: { name: 'Priced by list (renamed)' },
    });
    expect(renamed.body.discount_rules).toEqual([
      { type: 'price_list', price_list_id: other.body.data.id },
    ]);

    const discounted = await store.api('PUT', `/v2/customer_groups/${created.body.id}`, {
      body: { discount_rules: [{ type: 'all', method: 'percent', amount: 5 }] },
    });
    expect(discounted.body.discount_rules).toEqual([
      { type: 'all', method: 'percent', amount: '5.0000' },
    ]);
    expect(await assignments()).toEqual([]);
  });

  it('keeps one default group and one guests group; new customers join the default group', async () => {
    const a = (await createGroup({ name: 'Default A', is_default: true })).body;
    const b = (
      await createGroup({ name: 'Default B', is_default: true, is_group_for_guests: true })
    ).body;
    expect((await store.api('GET', `/v2/customer_groups/${a.id}`)).body.is_default).toBe(false);
    expect(
      (await store.api('GET', '/v2/customer_groups?is_default=true')).body.map((g: any) => g.id),
    ).toEqual([b.id]);
    expect(
      (await store.api('GET', '/v2/customer_groups?is_group_for_guests=true')).body.map(
        (g: any) => g.id,
      ),
    ).toEqual([b.id]);

    const joined = await newCustomer('joins.default@example.com');
    expect(joined.body.data[0].customer_group_id).toBe(b.id);
    const none = await newCustomer('no.group@example.com', { customer_group_id: 0 });
    expect(none.body.data[0].customer_group_id).toBe(0);
    await store.api('PUT', `/v2/customer_groups/${b.id}`, {
      body: { is_default: false, is_group_for_guests: false },
    });
  });

  it('checks the group a customer is put in (v3 customers)', async () => {
    const missing = await newCustomer('ghost.group@example.com', { customer_group_id: 424242 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors['0.customer_group_id']).toMatch(/424242/);
    const group = (await createGroup({ name: 'Members' })).body;
    const created = await newCustomer('member@example.com', { customer_group_id: group.id });
    expect(created.body.data[0].customer_group_id).toBe(group.id);
    const moved = await store.api('PUT', '/v3/customers', {
      body: [{ id: created.body.data[0].id, customer_group_id: 777777 }],
    });
    expect(moved.status).toBe(422);
  });

  it('deletes a group and unassigns its customers (each publishes store/customer/updated)', async () => {
    const group = (await createGroup({ name: 'Short lived' })).body;
    const customer = (await newCustomer('short.lived@example.com', { customer_group_id: group.id }))
      .body.data[0];
    const res = await store.api('DELETE', `/v2/customer_groups/${group.id}`);
    expect(res.status).toBe(204);
    expect((await store.api('GET', `/v2/customer_groups/${group.id}`)).status).toBe(404);
    const after = await store.api('GET', `/v3/customers?id:in=${customer.id}`);
    expect(after.body.data[0].customer_group_id).toBe(0);
    expect(store.ctx.events.recent(5)).toContainEqual(
      expect.objectContaining({
        scope: 'store/customer/updated',
        data: { type: 'customer', id: customer.id },
      }),
    );
  });

  it('answers 403 naming the plan on a store plan without customer groups, for groups and group assignments', async () => {
    const group = (await createGroup({ name: 'Before downgrade' })).body;
    setStorePlan(store.ctx.db, 'standard');
    try {
      for (const [method, path, body] of [
        ['GET', '/v2/customer_groups'],
        ['GET', '/v2/customer_groups/count'],
        ['GET', `/v2/customer_groups/${group.id}`],
        ['POST', '/v2/customer_groups', { name: 'Nope' }],
        ['PUT', `/v2/customer_groups/${group.id}`, { name: 'Nope' }],
        ['DELETE', `/v2/customer_groups/${group.id}`],
      ] as const) {
        const res = await store.api(method, path, { body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body[0].message).toMatch(/standard plan.*plus, pro, enterprise/);
      }
      const assign = await newCustomer('standard.plan@example.com', {
        customer_group_id: group.id,
      });
      expect(assign.status).toBe(403);
      expect(assign.body.title).toMatch(
        /Customer group assignments are not available on the store's standard plan/,
      );
      expect(
        (await newCustomer('standard.nogroup@example.com', { customer_group_id: 0 })).status,
      ).toBe(200);
    } finally {
      setStorePlan(store.ctx.db, 'enterprise');
    }
    expect((await store.api('GET', `/v2/customer_groups/${group.id}`)).status).toBe(200);
  });

  it('needs a Customers scope: read-only reads, modify writes', async () => {
    const group = (await createGroup({ name: 'Scoped' })).body;
    await expectScopeRules(store, {
      readOnly: 'store_v2_customers_read_only',
      modify: 'store_v2_customers',
      reads: [
        ['GET', '/v2/customer_groups'],
        ['GET', '/v2/customer_groups/count'],
        ['GET', `/v2/customer_groups/${group.id}`],
      ],
      writes: [
        ['POST', '/v2/customer_groups', { name: 'x' }],
        ['PUT', `/v2/customer_groups/${group.id}`, { name: 'x' }],
        ['DELETE', `/v2/customer_groups/${group.id}`],
      ],
    });
  });
});
