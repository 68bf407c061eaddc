import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWithCheckout, getPage, inStockVariant, postForm, validForm } from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** Shipping zones and methods: what an address gets offered, at what price, at the checkouts interface and the hosted checkout. */

let store: TestStore;
let mug: Awaited<ReturnType<typeof inStockVariant>>;
beforeAll(async () => {
  store = await startTestStore();
  mug = await inStockVariant(store, 1, 20);
});
afterAll(() => store.close());

const address = (fields: Record<string, string>) => ({
  first_name: 'Zoe',
  last_name: 'Zone',
  email: 'zoe@example.com',
  address1: '1 Main St',
  city: 'Somewhere',
  ...fields,
});

/** The options a consignment of `quantity` mugs to an address is offered: id -> cost. */
async function optionsFor(
  to: Record<string, string>,
  quantity = 2,
): Promise<Record<string, number>> {
  const cart = (
    await store.api('POST', '/v3/carts', {
      body: { line_items: [{ product_id: 1, variant_id: mug.id, quantity }] },
    })
  ).body.data;
  const res = await store.api(
    'POST',
    `/v3/checkouts/${cart.id}/consignments?include=consignments.available_shipping_options`,
    {
      body: [
        {
          address: address(to),
          line_items: [{ item_id: cart.line_items.physical_items[0].id, quantity }],
        },
      ],
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries(
    res.body.data.consignments[0].available_shipping_options.map(
      (o: { id: string; cost: number }) => [o.id, o.cost],
    ),
  );
}

describe('the zone of an address', () => {
  it('the contiguous United States: a flat rate, a rate per item, and free shipping once the items reach $75', async () => {
    expect(
      await optionsFor({ state_or_province: 'Colorado', country_code: 'US', postal_code: '80202' }),
    ).toEqual({ standard: 5.99, express: 15 });
    const enough = Math.ceil(75 / mug.calculated_price);
    expect(
      await optionsFor(
        { state_or_province: 'CO', country_code: 'US', postal_code: '80202' },
        enough,
      ),
    ).toEqual({ standard: 5.99, free: 0, express: 7.5 * enough });
  });

  it('a state zone (Alaska, by name or abbreviation) and a postal-code zone (Brooklyn) are more specific than the country', async () => {
    expect(
      await optionsFor({ state_or_province: 'AK', country_code: 'US', postal_code: '99501' }),
    ).toEqual({ 'ak-hi-standard': 14.99, 'ak-hi-express': 33.98 });
    expect(
      await optionsFor({ state_or_province: 'Hawaii', country_code: 'US', postal_code: '96801' }),
    ).toHaveProperty('ak-hi-standard', 14.99);
    expect(
      await optionsFor({ state_or_province: 'New York', country_code: 'US', postal_code: '11201' }),
    ).toEqual({ 'local-courier': 3.99, 'standard-local': 5.99 });
  });

  it('another country has its own zone; the rest of the world the global one', async () => {
    expect(
      await optionsFor({
        state_or_province: 'Ontario',
        country_code: 'CA',
        postal_code: 'M5V 2T6',
      }),
    ).toEqual({ 'canada-standard': 19.99 });
    expect(
      await optionsFor({ state_or_province: 'Berlin', country_code: 'DE', postal_code: '10115' }),
    ).toEqual({ international: 29.99 });
  });

  it('an option of another zone is refused for a consignment, naming the ones it has', async () => {
    const cart = (
      await store.api('POST', '/v3/carts', {
        body: { line_items: [{ product_id: 1, variant_id: mug.id, quantity: 1 }] },
      })
    ).body.data;
    const added = await store.api('POST', `/v3/checkouts/${cart.id}/consignments`, {
      body: [
        {
          address: address({
            state_or_province: 'Ontario',
            country_code: 'CA',
            postal_code: 'M5V 2T6',
          }),
          line_items: [{ item_id: cart.line_items.physical_items[0].id, quantity: 1 }],
        },
      ],
    });
    const refused = await store.api(
      'PUT',
      `/v3/checkouts/${cart.id}/consignments/${added.body.data.consignments[0].id}`,
      { body: { shipping_option_id: 'express' } },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.title).toBe(
      'Shipping option express is not available for this consignment; choose one of canada-standard.',
    );
  });
});

describe('the hosted checkout', () => {
  it('offers the methods of the address in the form, cheapest first chosen', async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }]);
    const page = (await getPage(urls.redirectedCheckoutUrl)).text;
    expect(page).toContain('value="standard" checked');
    expect(page).toContain('Express shipping');
    expect(page).not.toContain('International shipping');
  });

  it('refuses a method the new address does not get, showing that address’s methods instead', async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }]);
    const moved = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ country: 'DE', state: 'Berlin', zip: '10115', shipping_method: 'express' }),
    );
    expect(moved.status).toBe(422);
    expect(moved.text).toContain('Choose a shipping method for this address.');
    expect(moved.text).toContain('International shipping');
    expect(moved.text).not.toContain('value="express"');

    const placed = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ country: 'DE', state: 'Berlin', zip: '10115', shipping_method: 'international' }),
    );
    expect(placed.status).toBe(303);
  });

  it('asks for the state where the country has states, and refuses one that is not the country’s', async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }]);
    const missing = await postForm(urls.redirectedCheckoutUrl, validForm({ state: '' }));
    expect(missing.status).toBe(422);
    expect(missing.text).toContain('Enter the state or province.');
    const wrong = await postForm(urls.redirectedCheckoutUrl, validForm({ state: 'Bavaria' }));
    expect(wrong.text).toContain('Enter a state or province of United States');
  });
});
