import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsSince, inStockVariant, lastEventId, postForm, validForm } from '../support/orders';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

/** The v3 checkouts interface: a cart's addresses, consignments, coupon, discounts and fees, and its order. */

let store: TestStore;
let mug: { id: number; calculated_price: number };
beforeAll(async () => {
  store = await startTestStore();
  mug = await inStockVariant(store, 1, 20);
});
afterAll(() => store.close());

const ADDRESS = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane.checkout@example.com',
  address1: '455 Main Street',
  city: 'Austin',
  state_or_province: 'Texas',
  country_code: 'US',
  postal_code: '78751',
};

async function newCheckout(quantity = 2) {
  const cart = (
    await store.api('POST', '/v3/carts', {
      body: { line_items: [{ product_id: 1, variant_id: mug.id, quantity }] },
    })
  ).body.data;
  return { id: cart.id as string, lineId: cart.line_items.physical_items[0].id as string };
}

describe('a checkout filled in through the API becomes an order', () => {
  it('billing address, a consignment with a shipping option, a coupon, a discount and a fee: the order carries them all', async () => {
    const { id, lineId } = await newCheckout(2);
    const items = mug.calculated_price * 2;

    const billing = await store.api('POST', `/v3/checkouts/${id}/billing-address`, {
      body: { ...ADDRESS, phone: '+15125550100' },
    });
    expect(billing.status).toBe(200);
    expect(billing.body.data.billing_address).toMatchObject({ ...ADDRESS, id: expect.any(String) });
    expect(billing.body.data.cart.email).toBe(ADDRESS.email);

    const consigned = await store.api(
      'POST',
      `/v3/checkouts/${id}/consignments?include=consignments.available_shipping_options`,
      {
        body: [{ address: ADDRESS, line_items: [{ item_id: lineId, quantity: 2 }] }],
      },
    );
    expect(consigned.status).toBe(200);
    const [consignment] = consigned.body.data.consignments;
    expect(consignment.line_item_ids).toEqual([lineId]);
    expect(consignment.available_shipping_options.map((o: { id: string }) => o.id)).toEqual([
      'standard',
      'express',
    ]);
    const express = consignment.available_shipping_options.find(
      (o: { id: string }) => o.id === 'express',
    );

    const chosen = await store.api('PUT', `/v3/checkouts/${id}/consignments/${consignment.id}`, {
      body: { shipping_option_id: 'express' },
    });
    expect(chosen.body.data.consignments[0].selected_shipping_option).toMatchObject({
      id: 'express',
      cost: express.cost,
    });

    const since = lastEventId(store);
    const coupon = await store.api('POST', `/v3/checkouts/${id}/coupons`, {
      body: { coupon_code: 'welcome10' },
    });
    expect(coupon.status).toBe(200);
    const couponOff = Math.round(items * 10) / 100;
    expect(coupon.body.data.coupons).toEqual([
      expect.objectContaining({
        code: 'WELCOME10',
        coupon_type: '1',
        discounted_amount: couponOff,
      }),
    ]);
    expect(eventsSince(store, since).map((e) => e.scope)).toEqual([
      'store/cart/couponApplied',
      'store/cart/updated',
    ]);

    await store.api('POST', `/v3/checkouts/${id}/discounts`, {
      body: { cart: { discounts: [{ discounted_amount: 1 }] } },
    });
    const withFee = await store.api('POST', `/v3/checkouts/${id}/fees`, {
      body: {
        fees: [
          { type: 'custom_fee', name: 'bag', display_name: 'Bag fee', cost: 0.5, source: 'pos' },
        ],
      },
    });
    await store.api('PUT', `/v3/checkouts/${id}`, {
      body: { customer_message: 'Leave it with the neighbour.' },
    });
    const grand = Math.round((items - couponOff - 1 + 0.5 + express.cost) * 100) / 100;
    expect(withFee.body.data).toMatchObject({
      subtotal_ex_tax: items,
      shipping_cost_total_inc_tax: express.cost,
      grand_total: grand,
    });

    const placed = await store.api('POST', `/v3/checkouts/${id}/orders`);
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.id;
    const order = (await store.api('GET', `/v2/orders/${orderId}`)).body;
    expect(order).toMatchObject({
      status_id: 0,
      status: 'Incomplete',
      order_source: 'checkout_api',
      total_inc_tax: grand.toFixed(4),
      coupon_discount: couponOff.toFixed(4),
      discount_amount: '1.0000',
      shipping_cost_inc_tax: express.cost.toFixed(4),
      customer_message: 'Leave it with the neighbour.',
      billing_address: expect.objectContaining({
        first_name: 'Jane',
        street_1: '455 Main Street',
        country: 'United States',
        country_iso2: 'US',
        email: ADDRESS.email,
      }),
    });
    expect((await store.api('GET', `/v2/orders/${orderId}/coupons`)).body).toEqual([
      expect.objectContaining({ code: 'WELCOME10', type: 1, amount: 10, discount: couponOff }),
    ]);
    expect((await store.api('GET', `/v2/orders/${orderId}/fees`)).body).toEqual([
      expect.objectContaining({ display_name_customer: 'Bag fee', cost_inc_tax: '0.5000' }),
    ]);
    expect(
      (await store.api('GET', `/v2/orders/${orderId}/shipping_addresses`)).body[0],
    ).toMatchObject({ city: 'Austin', shipping_method: 'Express shipping' });
    expect((await store.api('GET', `/v2/orders/${orderId}/messages`)).body[0]).toMatchObject({
      message: 'Leave it with the neighbour.',
    });

    // The checkout is still there, now naming its order, and no longer changes.
    expect((await store.api('GET', `/v3/checkouts/${id}`)).body.data.order_id).toBe(
      String(orderId),
    );
    const late = await store.api('POST', `/v3/checkouts/${id}/coupons`, {
      body: { coupon_code: 'SAVE5' },
    });
    expect(late.status).toBe(409);
    expect(late.body.title).toBe(
      `Checkout ${id} became order ${orderId}; it can no longer change.`,
    );
  });

  it('refuses an order it cannot make yet, saying which step is missing', async () => {
    const { id, lineId } = await newCheckout(1);
    const noBilling = await store.api('POST', `/v3/checkouts/${id}/orders`);
    expect(noBilling.status).toBe(422);
    expect(noBilling.body.errors).toEqual({ billing_address: 'required' });

    await store.api('POST', `/v3/checkouts/${id}/billing-address`, { body: ADDRESS });
    const noConsignment = await store.api('POST', `/v3/checkouts/${id}/orders`);
    expect(noConsignment.body.errors).toEqual({ consignments: 'every physical line needs one' });

    const consigned = await store.api('POST', `/v3/checkouts/${id}/consignments`, {
      body: [{ address: ADDRESS, line_items: [{ item_id: lineId, quantity: 1 }] }],
    });
    const consignmentId = consigned.body.data.consignments[0].id;
    const noOption = await store.api('POST', `/v3/checkouts/${id}/orders`);
    expect(noOption.body.errors).toEqual({ shipping_option_id: 'required' });
    expect(noOption.body.title).toContain(`PUT /v3/checkouts/{id}/consignments/${consignmentId}`);
  });

  it('refuses a partial line, an unknown shipping option, a pickup, a bad coupon, a second coupon and a stale version', async () => {
    const { id, lineId } = await newCheckout(2);
    const partial = await store.api('POST', `/v3/checkouts/${id}/consignments`, {
      body: [{ address: ADDRESS, line_items: [{ item_id: lineId, quantity: 1 }] }],
    });
    expect(partial.status).toBe(422);
    expect(partial.body.errors).toEqual({ 'line_items.0.quantity': 'must be 2' });
    const pickup = await store.api('POST', `/v3/checkouts/${id}/consignments`, {
      body: [
        { line_items: [{ item_id: lineId, quantity: 2 }], pickup_option: { pickup_method_id: 1 } },
      ],
    });
    expect(pickup.body.title).toContain('no pickup methods');

    const consignmentId = (
      await store.api('POST', `/v3/checkouts/${id}/consignments`, {
        body: [{ address: ADDRESS, line_items: [{ item_id: lineId, quantity: 2 }] }],
      })
    ).body.data.consignments[0].id;
    const option = await store.api('PUT', `/v3/checkouts/${id}/consignments/${consignmentId}`, {
      body: { shipping_option_id: 'teleport' },
    });
    expect(option.status).toBe(422);
    expect(option.body.errors).toEqual({ shipping_option_id: 'not an available shipping option' });

    const bad = await store.api('POST', `/v3/checkouts/${id}/coupons`, {
      body: { coupon_code: 'NOPE' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      title:
        '“NOPE” cannot be used with this cart. Check the code; a coupon may also have expired or be for other items.',
      errors: { coupon_code: 'unknown' },
    });
    await store.api('POST', `/v3/checkouts/${id}/coupons`, { body: { coupon_code: 'WELCOME10' } });
    const second = await store.api('POST', `/v3/checkouts/${id}/coupons`, {
      body: { coupon_code: 'SAVE5' },
    });
    expect(second.body.title).toBe(
      'Your cart already has the coupon WELCOME10; remove it before applying another.',
    );
    expect(
      (await store.api('DELETE', `/v3/checkouts/${id}/coupons/WELCOME10`)).body.data.coupons,
    ).toEqual([]);

    const current = (await store.api('GET', `/v3/checkouts/${id}`)).body.data.version;
    const stale = await store.api('PUT', `/v3/checkouts/${id}`, {
      body: { customer_message: 'x', version: current - 1 },
    });
    expect(stale.status).toBe(409);
  });

  it('opens the order confirmation with a checkout token, as many times as it allows', async () => {
    const { id, lineId } = await newCheckout(1);
    await store.api('POST', `/v3/checkouts/${id}/billing-address`, { body: ADDRESS });
    const consignmentId = (
      await store.api('POST', `/v3/checkouts/${id}/consignments`, {
        body: [{ address: ADDRESS, line_items: [{ item_id: lineId, quantity: 1 }] }],
      })
    ).body.data.consignments[0].id;
    await store.api('PUT', `/v3/checkouts/${id}/consignments/${consignmentId}`, {
      body: { custom_shipping: { price: 3, description: 'Courier' } },
    });
    const orderId = (await store.api('POST', `/v3/checkouts/${id}/orders`)).body.data.id;
    expect((await store.api('GET', `/v2/orders/${orderId}`)).body.shipping_cost_inc_tax).toBe(
      '3.0000',
    );

    const token = (
      await store.api('POST', `/v3/checkouts/${id}/token`, { body: { maxUses: 1, ttl: 60 } })
    ).body.data.checkoutToken;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const first = await fetch(`${store.origin}/order-confirmation/${orderId}?t=${token}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(`Order #${orderId} is placed.`);
    expect((await fetch(`${store.origin}/order-confirmation/${orderId}?t=${token}`)).status).toBe(
      404,
    );
    expect(
      (await fetch(`${store.origin}/order-confirmation/${orderId}?t=not-a-token`)).status,
    ).toBe(404);
    // As the reference sends it: Content-Type: application/json and no body (issue 27).
    const bare = await store.api('POST', `/v3/checkouts/${id}/token`, { rawBody: '' });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body.data.checkoutToken).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the hosted checkout and the checkouts API on one cart', () => {
  it('the hosted checkout charges the coupon and fees the API gave the cart, and prefills its billing address', async () => {
    const { id } = await newCheckout(2);
    await store.api('POST', `/v3/checkouts/${id}/coupons`, { body: { coupon_code: 'WELCOME10' } });
    await store.api('POST', `/v3/checkouts/${id}/fees`, {
      body: {
        fees: [
          { type: 'custom_fee', name: 'bag', display_name: 'Bag fee', cost: 0.5, source: 'pos' },
        ],
      },
    });
    await store.api('POST', `/v3/checkouts/${id}/billing-address`, { body: ADDRESS });
    // With the Content-Type the reference requires, and no body (issue 27).
    const urls = (await store.api('POST', `/v3/carts/${id}/redirect_urls`, { rawBody: '' })).body
      .data;
    const page = await (await fetch(urls.checkout_url)).text();
    expect(page).toContain('<dt>Coupon WELCOME10</dt>');
    expect(page).toContain('Bag fee');
    expect(page).toContain('value="455 Main Street"');

    expect(
      (await postForm(urls.checkout_url, validForm({ shipping_method: 'express' }))).status,
    ).toBe(303);
    const orderId = Number((await store.api('GET', `/v3/checkouts/${id}`)).body.data.order_id);
    const order = (await store.api('GET', `/v2/orders/${orderId}`)).body;
    const items = mug.calculated_price * 2;
    const couponOff = Math.round(items * 10) / 100;
    expect(order.coupon_discount).toBe(couponOff.toFixed(4));
    expect(Number(order.total_inc_tax)).toBeCloseTo(
      items - couponOff + 0.5 + Number(order.shipping_cost_inc_tax),
      2,
    );
    const transactions = (await store.api('GET', `/v3/orders/${orderId}/transactions`)).body.data;
    expect(transactions[0].amount).toBeCloseTo(Number(order.total_inc_tax), 2);
  });
});

describe('checkout settings and scopes', () => {
  it('keeps the store and channel checkout settings; an unknown channel is a 422', async () => {
    const store1 = await store.api('PUT', '/v3/checkouts/settings', {
      body: { custom_checkout_script_url: 'https://cdn.example.com/checkout.js' },
    });
    expect(store1.body.data.custom_checkout_script_url).toBe('https://cdn.example.com/checkout.js');
    const channel = await store.api('PUT', '/v3/checkouts/settings/channels/1', {
      body: { guest_checkout_type: 'disabled' },
    });
    expect(channel.body.data).toMatchObject({
      guest_checkout_type: 'disabled',
      checkout_type: 'one_page',
    });
    const bad = await store.api('PUT', '/v3/checkouts/settings/channels/1', {
      body: { guest_checkout_type: 'maybe' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ guest_checkout_type: 'must be allow, disabled or login' });
    expect((await store.api('GET', '/v3/checkouts/settings/channels/999')).status).toBe(422);
  });

  it('reads with store_checkouts_read_only, changes only with store_checkouts', async () => {
    const { id } = await newCheckout(1);
    await expectScopeRules(store, {
      readOnly: 'store_checkouts_read_only',
      modify: 'store_checkouts',
      reads: [
        ['GET', `/v3/checkouts/${id}`],
        ['GET', '/v3/checkouts/settings'],
      ],
      writes: [
        ['POST', `/v3/checkouts/${id}/coupons`, { coupon_code: 'WELCOME10' }],
        ['POST', `/v3/checkouts/${id}/orders`],
        ['PUT', '/v3/checkouts/settings', {}],
      ],
    });
  });
});
