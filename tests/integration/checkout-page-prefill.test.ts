import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartWithCheckout,
  eventsSince,
  getPage,
  inStockVariant,
  lastEventId,
  newCustomer,
  postForm,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/**
 * The hosted checkout starts from what the shopper did before: the coupon and shipping
 * estimate of their cart, their saved addresses; and takes coupon codes itself.
 */

let store: TestStore;
let mug: Awaited<ReturnType<typeof inStockVariant>>;
beforeAll(async () => {
  store = await startTestStore();
  mug = await inStockVariant(store, 1, 10);
});
afterAll(() => store.close());

async function savedAddress(customerId: number, fields: Record<string, string>) {
  const res = await store.api('POST', '/v3/customers/addresses', {
    body: [
      {
        customer_id: customerId,
        first_name: 'Ana',
        last_name: 'Saved',
        address1: '9 Elm Road',
        city: 'Denver',
        state_or_province: 'Colorado',
        postal_code: '80202',
        country_code: 'US',
        ...fields,
      },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0].id as number;
}

describe('coupon codes at the hosted checkout', () => {
  it('applies a coupon (store/cart/couponApplied), shows it in the summary, and takes it off again', async () => {
    const { cart, urls } = cartWithCheckout(store, [
      { productId: 1, variantId: mug.id, quantity: 2 },
    ]);
    const since = lastEventId(store);
    const applied = await postForm(`${urls.redirectedCheckoutUrl}/codes`, {
      code: 'welcome10',
      intent: 'apply',
    });
    expect(applied.status).toBe(303);
    expect(eventsSince(store, since).map((e) => e.scope)).toEqual([
      'store/cart/couponApplied',
      'store/cart/updated',
    ]);
    const page = (await getPage(`${urls.redirectedCheckoutUrl}?codes=coupon`)).text;
    expect(page).toContain('Coupon applied.');
    expect(page).toContain(
      `<dt>Coupon WELCOME10</dt><dd>−$${(Math.round(mug.calculated_price * 20) / 100).toFixed(2)}</dd>`,
    );

    const removed = await postForm(`${urls.redirectedCheckoutUrl}/codes`, {
      remove: 'coupon:WELCOME10',
    });
    expect(removed.status).toBe(303);
    expect((await store.api('GET', `/v3/checkouts/${cart.id}`)).body.data.coupons).toEqual([]);
  });

  it('shows why a coupon is refused next to the field (422), with the page otherwise as it was', async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }]);
    const refused = await postForm(`${urls.redirectedCheckoutUrl}/codes`, {
      code: 'SPRING20',
      intent: 'apply',
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toMatch(
      /<p class="error" id="code-message" role="alert">“SPRING20” cannot be used with this cart/,
    );
    expect(refused.text).toContain('aria-describedby="code-message"');
    expect(refused.text).toContain('<h1>Checkout</h1>');
    // A message named in the query string is one of the page's own: other text is not shown.
    expect((await getPage(`${urls.redirectedCheckoutUrl}?codes=%3Cb%3Ehi`)).text).not.toContain(
      'hi</b>',
    );
  });
});

describe('saved addresses', () => {
  it('a signed-in customer picks one of their addresses to fill the form; another customer’s address is not used', async () => {
    const customerId = await newCustomer(store, `saved.${Date.now()}@example.com`);
    const otherId = await newCustomer(store, `other.${Date.now()}@example.com`);
    const home = await savedAddress(customerId, {});
    const work = await savedAddress(customerId, {
      address1: '77 Harbour Way',
      city: 'Anchorage',
      state_or_province: 'Alaska',
      postal_code: '99501',
    });
    const foreign = await savedAddress(otherId, { address1: '1 Secret Lane' });
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }], {
      customerId,
    });

    const page = (await getPage(urls.redirectedCheckoutUrl)).text;
    expect(page).toContain('<label for="saved-address">Ship to a saved address</label>');
    expect(page).toContain(
      `<option value="${home}">Ana Saved, 9 Elm Road, Denver, Colorado 80202, United States</option>`,
    );
    expect(page).toContain(`<option value="${work}">`);
    expect(page).not.toContain('1 Secret Lane');

    const picked = (await getPage(`${urls.redirectedCheckoutUrl}?address=${work}`)).text;
    expect(picked).toContain('value="77 Harbour Way"');
    expect(picked).toContain('value="Anchorage"');
    // Alaska's own shipping zone prices the form's address.
    expect(picked).toContain('value="ak-hi-standard" checked');

    const notTheirs = (await getPage(`${urls.redirectedCheckoutUrl}?address=${foreign}`)).text;
    expect(notTheirs).not.toContain('1 Secret Lane');
  });

  it('a guest sees no saved addresses', async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }]);
    expect((await getPage(urls.redirectedCheckoutUrl)).text).not.toContain('id="saved-address"');
  });
});

describe('the shipping estimate of the cart', () => {
  it('fills the country, state and postal code and keeps the option chosen with it', async () => {
    const { cart, urls } = cartWithCheckout(store, [
      { productId: 1, variantId: mug.id, quantity: 1 },
    ]);
    const lineId = (await store.api('GET', `/v3/checkouts/${cart.id}`)).body.data.cart.line_items
      .physical_items[0].id;
    const estimate = {
      email: 'e@example.com',
      state_or_province: 'New York',
      country_code: 'US',
      postal_code: '11215',
    };
    const consignment = await store.api('POST', `/v3/checkouts/${cart.id}/consignments`, {
      body: [{ address: estimate, line_items: [{ item_id: lineId, quantity: 1 }] }],
    });
    await store.api(
      'PUT',
      `/v3/checkouts/${cart.id}/consignments/${consignment.body.data.consignments[0].id}`,
      { body: { shipping_option_id: 'standard-local' } },
    );

    const page = (await getPage(urls.redirectedCheckoutUrl)).text;
    expect(page).toContain('id="field-zip" name="zip" type="text" value="11215"');
    expect(page).toContain('value="New York"');
    expect(page).toContain('value="standard-local" checked');
    expect(page).toContain('Local courier');
  });
});
