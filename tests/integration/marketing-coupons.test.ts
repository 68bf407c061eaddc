import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { eventsSince, lastEventId } from '../support/orders';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';

/** Coupons: the v2 coupons interface, and the rules a checkout applies them by. */

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

/** A product of the demo catalog by name, with a variant in stock. */
async function product(name: string) {
  const found = await store.api(
    'GET',
    `/v3/catalog/products?name=${encodeURIComponent(name)}&include=variants`,
  );
  const data = found.body.data[0];
  const variant =
    data.variants.find((v: { inventory_level: number }) => v.inventory_level >= 5) ??
    data.variants[0];
  return {
    id: data.id as number,
    variantId: variant.id as number,
    price: variant.calculated_price as number,
  };
}

async function checkoutWith(lines: Array<{ id: number; variantId: number; quantity: number }>) {
  const cart = await store.api('POST', '/v3/carts', {
    body: {
      line_items: lines.map((l) => ({
        product_id: l.id,
        variant_id: l.variantId,
        quantity: l.quantity,
      })),
    },
  });
  expect(cart.status, JSON.stringify(cart.body)).toBe(201);
  return cart.body.data.id as string;
}

const applyCoupon = (checkoutId: string, code: string) =>
  store.api('POST', `/v3/checkouts/${checkoutId}/coupons`, { body: { coupon_code: code } });

const couponBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test coupon',
  code: `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  type: 'per_total_discount',
  amount: '3.50',
  applies_to: { entity: 'categories', ids: [0] },
  ...overrides,
});

describe('the v2 coupons interface', () => {
  it('lists the demo coupons in the v2 shape: money and percentages as strings, RFC 2822 dates, applies_to', async () => {
    const list = await store.api('GET', '/v2/coupons?limit=50');
    expect(list.status).toBe(200);
    const byCode = Object.fromEntries(list.body.map((c: { code: string }) => [c.code, c]));
    expect(Object.keys(byCode)).toEqual(
      expect.arrayContaining(['WELCOME10', 'SAVE5', 'FREESHIP', 'KITCHEN15', 'MUGS2', 'SPRING20']),
    );
    expect(byCode.WELCOME10).toMatchObject({
      type: 'percentage_discount',
      amount: '10.0000',
      min_purchase: '0.0000',
      expires: '',
      enabled: true,
    });
    expect(byCode.SAVE5).toMatchObject({
      type: 'per_total_discount',
      amount: '5.0000',
      min_purchase: '25.0000',
    });
    expect(byCode.FREESHIP).toMatchObject({ type: 'free_shipping' });
    expect(byCode.MUGS2).toMatchObject({
      type: 'per_item_discount',
      applies_to: { entity: 'categories', ids: [expect.any(Number)] },
    });
    expect(byCode.SPRING20.expires).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(Date.parse(byCode.SPRING20.expires)).toBeLessThan(store.ctx.clock.now());
    const count = await store.api('GET', '/v2/coupons/count?type=percentage_discount');
    expect(count.body.count).toBe(3);
  });

  it('creates (201), reads, updates and deletes a coupon; the code is unique regardless of case', async () => {
    const body = couponBody({
      code: 'SUMMER-7',
      expires: 'Wed, 31 Dec 2036 23:59:59 +0000',
      max_uses: 3,
    });
    const created = await store.api('POST', '/v2/coupons', { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'SUMMER-7',
      amount: '3.5000',
      num_uses: 0,
      max_uses: 3,
      expires: 'Wed, 31 Dec 2036 23:59:59 +0000',
    });
    const id = created.body.id;
    expect((await store.api('GET', `/v2/coupons/${id}`)).body.name).toBe('Test coupon');

    const again = await store.api('POST', '/v2/coupons', {
      body: couponBody({ code: 'summer-7' }),
    });
    expect(again.status).toBe(409);
    expect(again.body[0].message).toContain(`coupon ${id}`);

    const updated = await store.api('PUT', `/v2/coupons/${id}`, {
      body: { type: 'percentage_discount', amount: 12.5, enabled: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      type: 'percentage_discount',
      amount: '12.5000',
      enabled: false,
      code: 'SUMMER-7',
    });

    expect((await store.api('DELETE', `/v2/coupons/${id}`)).status).toBe(204);
    expect((await store.api('GET', `/v2/coupons/${id}`)).status).toBe(404);
  });

  it('refuses bad coupons with 422 naming the field: promotion type, percentage over 100, unknown fields, no applies_to', async () => {
    const promotion = await store.api('POST', '/v2/coupons', {
      body: couponBody({ type: 'promotion' }),
    });
    expect(promotion.status).toBe(422);
    expect(promotion.body[0].details.invalid_reason.type).toMatch(/promotions interface/);
    const tooMuch = await store.api('POST', '/v2/coupons', {
      body: couponBody({ type: 'percentage_discount', amount: 120 }),
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body[0].details.invalid_reason.amount).toMatch(/at most 100/);
    const unknown = await store.api('POST', '/v2/coupons', {
      body: couponBody({ restricted_to: { countries: 'US' } }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body[0].details.invalid_reason._).toMatch(/not supported/);
    const { applies_to: _omitted, ...noScope } = couponBody();
    expect((await store.api('POST', '/v2/coupons', { body: noScope })).status).toBe(422);
    expect((await store.api('GET', '/v2/coupons/abc')).status).toBe(404);
  });

  it('deleting a coupon takes it off the carts that have it', async () => {
    const coupon = (await store.api('POST', '/v2/coupons', { body: couponBody() })).body;
    const mug = await product('Stoneware Coffee Mug');
    const checkout = await checkoutWith([{ ...mug, quantity: 1 }]);
    expect((await applyCoupon(checkout, coupon.code)).status).toBe(200);
    expect((await store.api('DELETE', `/v2/coupons?id:in=${coupon.id}`)).status).toBe(204);
    expect((await store.api('GET', `/v3/checkouts/${checkout}`)).body.data.coupons).toEqual([]);
  });

  it('reads with store_v2_marketing_read_only, writes only with store_v2_marketing', async () => {
    await expectScopeRules(store, {
      readOnly: 'store_v2_marketing_read_only',
      modify: 'store_v2_marketing',
      reads: [
        ['GET', '/v2/coupons'],
        ['GET', '/v2/coupons/count'],
        ['GET', '/v2/coupons/1'],
      ],
      writes: [
        ['POST', '/v2/coupons', couponBody()],
        ['PUT', '/v2/coupons/1', { name: 'x' }],
        ['DELETE', '/v2/coupons/1'],
      ],
    });
  });
});

describe('applying a coupon to a checkout', () => {
  it('refuses an unknown code, an expired coupon, a minimum not met and items it is not for, each with its reason', async () => {
    const candle = await product('Fig & Cedar Soy Candle');
    const checkout = await checkoutWith([{ ...candle, quantity: 1 }]);

    const unknown = await applyCoupon(checkout, 'NO-SUCH');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      title:
        '“NO-SUCH” cannot be used with this cart. Check the code; a coupon may also have expired or be for other items.',
      errors: { coupon_code: 'unknown' },
    });

    const expired = await applyCoupon(checkout, 'SPRING20');
    expect(expired.body.errors).toEqual({ coupon_code: 'expired' });
    expect(expired.body.title).toBe(
      '“SPRING20” cannot be used with this cart. Check the code; a coupon may also have expired or be for other items.',
    );

    const minimum = await applyCoupon(checkout, 'SAVE5');
    expect(minimum.body.errors).toEqual({ coupon_code: 'minimum_purchase' });
    expect(minimum.body.title).toBe(
      `The coupon SAVE5 needs items worth at least $25.00; add $${(25 - candle.price).toFixed(2)} more to use it.`,
    );

    const notForThese = await applyCoupon(checkout, 'KITCHEN15');
    expect(notForThese.body).toMatchObject({
      title:
        '“KITCHEN15” cannot be used with this cart. Check the code; a coupon may also have expired or be for other items.',
      errors: { coupon_code: 'no_eligible_items' },
    });
    expect((await store.api('GET', `/v3/checkouts/${checkout}`)).body.data.coupons).toEqual([]);
  });

  it('a category coupon takes its percentage off that category and its subcategories only', async () => {
    const mug = await product('Stoneware Coffee Mug');
    const candle = await product('Fig & Cedar Soy Candle');
    const checkout = await checkoutWith([
      { ...mug, quantity: 2 },
      { ...candle, quantity: 1 },
    ]);
    const since = lastEventId(store);
    const applied = await applyCoupon(checkout, 'KITCHEN15');
    expect(applied.status).toBe(200);
    const off = Math.round(mug.price * 2 * 15) / 100;
    expect(applied.body.data.coupons).toEqual([
      expect.objectContaining({ code: 'KITCHEN15', coupon_type: '1', discounted_amount: off }),
    ]);
    expect(applied.body.data.grand_total).toBeCloseTo(mug.price * 2 + candle.price - off, 2);
    const couponApplied = eventsSince(store, since).find(
      (e) => e.scope === 'store/cart/couponApplied',
    );
    expect(couponApplied?.data).toMatchObject({
      type: 'cart',
      id: checkout,
      couponId: expect.any(Number),
    });
  });

  it('an amount per item comes off each unit of the items it is for', async () => {
    const mug = await product('Stoneware Coffee Mug');
    const checkout = await checkoutWith([{ ...mug, quantity: 3 }]);
    const applied = await applyCoupon(checkout, 'MUGS2');
    expect(applied.body.data.coupons[0]).toMatchObject({
      code: 'MUGS2',
      coupon_type: '0',
      discounted_amount: 6,
    });
  });

  it('free shipping takes the chosen shipping off, and the order records it as the coupon’s discount', async () => {
    const board = await product('Walnut Serving Board');
    const checkout = await checkoutWith([{ ...board, quantity: 1 }]);
    expect(board.price).toBeGreaterThanOrEqual(40);
    const lineId = (await store.api('GET', `/v3/checkouts/${checkout}`)).body.data.cart.line_items
      .physical_items[0].id;
    const address = {
      first_name: 'Ada',
      last_name: 'Free',
      email: 'ada.free@example.com',
      address1: '1 Main St',
      city: 'Denver',
      state_or_province: 'CO',
      country_code: 'US',
      postal_code: '80202',
    };
    await store.api('POST', `/v3/checkouts/${checkout}/billing-address`, { body: address });
    const consigned = await store.api('POST', `/v3/checkouts/${checkout}/consignments`, {
      body: [{ address, line_items: [{ item_id: lineId, quantity: 1 }] }],
    });
    const consignmentId = consigned.body.data.consignments[0].id;
    await store.api('PUT', `/v3/checkouts/${checkout}/consignments/${consignmentId}`, {
      body: { shipping_option_id: 'standard' },
    });

    const applied = await applyCoupon(checkout, 'FREESHIP');
    expect(applied.status).toBe(200);
    expect(applied.body.data.coupons[0]).toMatchObject({
      code: 'FREESHIP',
      coupon_type: '4',
      discounted_amount: 5.99,
    });
    expect(applied.body.data.consignments[0].coupon_discounts).toEqual([
      { code: 'FREESHIP', amount: 5.99 },
    ]);
    expect(applied.body.data.grand_total).toBeCloseTo(board.price, 2);

    const order = await store.api('POST', `/v3/checkouts/${checkout}/orders`);
    const orderId = order.body.data.id;
    expect((await store.api('GET', `/v2/orders/${orderId}`)).body).toMatchObject({
      base_shipping_cost: '5.9900',
      coupon_discount: '5.9900',
      total_inc_tax: board.price.toFixed(4),
    });
    expect((await store.api('GET', `/v2/orders/${orderId}/coupons`)).body).toEqual([
      expect.objectContaining({ code: 'FREESHIP', type: 4, discount: 5.99 }),
    ]);
    expect((await store.api('GET', '/v2/coupons?code=FREESHIP')).body[0].num_uses).toBe(1);
  });

  it('a coupon used as often as it allows is refused; a customer who reached their own limit is too', async () => {
    const mug = await product('Stoneware Coffee Mug');
    const once = (await store.api('POST', '/v2/coupons', { body: couponBody({ max_uses: 1 }) }))
      .body;
    store.ctx.db.prepare('UPDATE coupons SET num_uses = 1 WHERE id = ?').run(once.id);
    const refused = await applyCoupon(await checkoutWith([{ ...mug, quantity: 1 }]), once.code);
    expect(refused.body).toMatchObject({ errors: { coupon_code: 'used_up' } });

    const perCustomer = (
      await store.api('POST', '/v2/coupons', { body: couponBody({ max_uses_per_customer: 1 }) })
    ).body;
    const customerId = (
      await store.api('POST', '/v3/customers', {
        body: [{ email: `limit.${Date.now()}@example.com`, first_name: 'Lim', last_name: 'It' }],
      })
    ).body.data[0].id;
    const cartOf = async () =>
      (
        await store.api('POST', '/v3/carts', {
          body: {
            customer_id: customerId,
            line_items: [{ product_id: mug.id, variant_id: mug.variantId, quantity: 1 }],
          },
        })
      ).body.data.id;
    const first = await cartOf();
    expect((await applyCoupon(first, perCustomer.code)).status).toBe(200);
    const address = {
      first_name: 'Lim',
      last_name: 'It',
      email: 'lim@example.com',
      address1: '1 Main St',
      city: 'Austin',
      state_or_province: 'TX',
      country_code: 'US',
      postal_code: '78701',
    };
    await store.api('POST', `/v3/checkouts/${first}/billing-address`, { body: address });
    const line = (await store.api('GET', `/v3/checkouts/${first}`)).body.data.cart.line_items
      .physical_items[0].id;
    const consignment = (
      await store.api('POST', `/v3/checkouts/${first}/consignments`, {
        body: [{ address, line_items: [{ item_id: line, quantity: 1 }] }],
      })
    ).body.data.consignments[0].id;
    await store.api('PUT', `/v3/checkouts/${first}/consignments/${consignment}`, {
      body: { shipping_option_id: 'standard' },
    });
    expect((await store.api('POST', `/v3/checkouts/${first}/orders`)).status).toBe(200);
    const second = await applyCoupon(await cartOf(), perCustomer.code);
    expect(second.body).toMatchObject({ errors: { coupon_code: 'customer_limit' } });
  });
});

describe('a database made before coupons followed the v2 interface', () => {
  it('has its coupons table rebuilt with the same ids: percent coupons keep their percentage, carts keep their coupon', async () => {
    const path = tempDbPath();
    const old = new Database(path);
    old.exec(`
      CREATE TABLE coupons (id INTEGER PRIMARY KEY AUTOINCREMENT, code TEXT NOT NULL UNIQUE COLLATE NOCASE, name TEXT NOT NULL,
        type INTEGER NOT NULL CHECK (type IN (1, 2)), amount INTEGER NOT NULL, min_purchase INTEGER NOT NULL DEFAULT 0, enabled INTEGER NOT NULL DEFAULT 1);
      INSERT INTO coupons (id, code, name, type, amount, min_purchase) VALUES (7, 'OLD10', 'Old ten percent', 1, 10, 0), (8, 'OLD3', 'Old three off', 2, 300, 1000);
    `);
    old.close();
    const migrated = await startTestStore({ db: path });
    try {
      const list = (await migrated.api('GET', '/v2/coupons?limit=50')).body;
      expect(list.find((c: { id: number }) => c.id === 7)).toMatchObject({
        code: 'OLD10',
        type: 'percentage_discount',
        amount: '10.0000',
      });
      expect(list.find((c: { id: number }) => c.id === 8)).toMatchObject({
        code: 'OLD3',
        type: 'per_total_discount',
        amount: '3.0000',
        min_purchase: '10.0000',
      });
      // The demo coupons a new store has came along too.
      expect(list.map((c: { code: string }) => c.code)).toContain('FREESHIP');
    } finally {
      await migrated.close();
    }
  });
});
