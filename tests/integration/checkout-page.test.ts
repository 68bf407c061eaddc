import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteCartLineItem } from '@/emulator/carts/service';
import { cartItems } from '@/emulator/carts/repository';
import { createCheckoutSession } from '@/emulator/carts';
import { VirtualClock } from '@/emulator/core/clock';
import { ApiError } from '@/emulator/http/errors';
import {
  type CatalogVariant,
  cartWithCheckout,
  getPage,
  inStockVariant,
  postForm,
  validForm,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** The hosted checkout page: what it shows, how it reports mistakes, and links that cannot take an order. */

let clock: VirtualClock;
let store: TestStore;
let mug: CatalogVariant & { productName: string };
beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 0, 15, 10));
  store = await startTestStore({ clock });
  mug = await inStockVariant(store, 1, 2);
});
afterAll(() => store.close());

const mugLine = (quantity = 2) => [{ productId: 1, variantId: mug.id, quantity }];

describe('GET /checkout/:token', () => {
  it('serves the page: store name, the lines with thumbnails, quantities and totals, no caching', async () => {
    const { urls } = cartWithCheckout(store, mugLine(2));
    expect(urls.redirectedCheckoutUrl).toMatch(
      new RegExp(`^${store.origin}/checkout/[A-Za-z0-9_-]{20,}$`),
    );
    expect(urls.embeddedCheckoutUrl).toBe(`${urls.redirectedCheckoutUrl}?embedded=1`);

    const page = await getPage(urls.redirectedCheckoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain(`<p class="store-name">${store.ctx.store.name}</p>`);
    expect(page.text).toContain(mug.productName);
    expect(page.text).toContain(
      `${mug.option_values[0]!.option_display_name}: ${mug.option_values[0]!.label}`,
    );
    // The chosen variant's own picture (the demo's colours have one each), as the cart shows it.
    expect(page.text).toContain(
      `<img src="${store.origin}/images/variants/${mug.id}/thumbnail.svg" alt=""`,
    );
    const unit = mug.calculated_price;
    expect(page.text).toContain(`Quantity 2 × $${unit.toFixed(2)}`);
    expect(page.text).toContain(`$${(unit * 2).toFixed(2)}`);
    expect(page.text).toContain('Shipping (Standard shipping)');
    expect(page.text).toContain(`$${(unit * 2 + 5.99).toFixed(2)}`);
  });

  it('labels every input and groups the radio choices under a legend', async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    const page = (await getPage(urls.redirectedCheckoutUrl)).text;
    const ids = [...page.matchAll(/<(?:input|select|textarea)[^>]* id="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(ids.length).toBeGreaterThanOrEqual(19);
    for (const id of ids)
      expect(page, `label for ${id}`).toMatch(new RegExp(`<label (?:class="choice" )?for="${id}"`));
    expect(page).toContain('<legend>Shipping method</legend>');
    expect(page).toContain('<legend>Payment</legend>');
    expect(page).toContain('value="card" checked');
    expect(page).toContain('Test payment gateway');
    expect(page).toContain('name="newsletter" value="yes"');
    expect(page).toContain('Place order');
  });

  it("offers the country's states under the State field, which says once when it is needed; the page has its own icon", async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    const page = (await getPage(urls.redirectedCheckoutUrl)).text;
    const field = /<label for="field-state">(.*?)<\/label>[\s\S]*?<\/div>/.exec(page)?.[0] ?? '';
    expect(field).not.toContain('(optional)');
    expect(field).toContain('list="states-of-country"');
    expect(field).toContain('<option value="California">');
    expect(field).toContain('Needed for United States');
    // No request for /favicon.ico, which the service does not have.
    expect(page).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  });

  it('prefills the e-mail and name of a signed-in customer', async () => {
    const created = await store.api('POST', '/v3/customers', {
      body: [{ email: 'pat.signed@example.com', first_name: 'Pat', last_name: 'Signed' }],
    });
    expect(created.status).toBe(200);
    const customerId = created.body.data[0].id;
    const { urls } = cartWithCheckout(store, mugLine(1), { customerId });
    const page = (await getPage(urls.redirectedCheckoutUrl)).text;
    expect(page).toContain('value="pat.signed@example.com"');
    expect(page).toContain('value="Pat"');
  });

  it('leaves the header out of the embedded page and keeps the mode in the form action', async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    const page = await getPage(urls.embeddedCheckoutUrl);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('class="store-name"');
    expect(page.text).toMatch(/action="\/checkout\/[^"?]+\?embedded=1"/);
    expect(page.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
  });

  it('answers an unknown token with a 404 page, not JSON', async () => {
    const page = await getPage(`${store.origin}/checkout/not-a-real-token`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Checkout not found');
  });

  it('answers an expired link with 410 and the way back to the cart', async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    await clock.advance(2 * 60 * 60_000);
    const page = await getPage(urls.redirectedCheckoutUrl);
    expect(page.status).toBe(410);
    expect(page.text).toContain('This checkout has expired');
    const post = await postForm(urls.redirectedCheckoutUrl, validForm());
    expect(post.status).toBe(410);
  });

  it('answers 410 when the cart was emptied after the link was made', async () => {
    const { cart, urls } = cartWithCheckout(store, mugLine(1));
    deleteCartLineItem(
      store.ctx,
      { channelId: 1, customerId: null },
      cart.id,
      cartItems(store.ctx, cart.id)[0]!.id,
    );
    const page = await getPage(urls.redirectedCheckoutUrl);
    expect(page.status).toBe(410);
    expect(page.text).toContain('Your cart is empty');
  });

  it('makes no session for a cart the shopper may not use', () => {
    const { cart } = cartWithCheckout(store, mugLine(1));
    expect(() =>
      createCheckoutSession(store.ctx, { cartId: cart.id, channelId: 2, customerId: null }),
    ).toThrow(ApiError);
    expect(() =>
      createCheckoutSession(store.ctx, { cartId: 'no-such-cart', channelId: 1, customerId: null }),
    ).toThrow(/was not found/);
  });
});

describe('POST /checkout/:token with mistakes', () => {
  it('re-renders an empty form with 422, an error per field and an error summary', async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    const res = await postForm(urls.redirectedCheckoutUrl, { payment_method: 'card' });
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toContain('role="alert"');
    for (const field of [
      'email',
      'first_name',
      'last_name',
      'street_1',
      'city',
      'zip',
      'country',
      'shipping_method',
      'card_number',
      'card_expiry',
      'card_cvc',
    ]) {
      expect(res.text, field).toContain(`id="field-${field}-error"`);
    }
    expect(res.text).toContain('aria-invalid="true"');
    expect(res.text).toContain('href="#field-email"');
  });

  it('keeps what the shopper typed (but never the security code) and escapes it', async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    const res = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({
        email: 'not-an-email',
        first_name: '<script>alert("x")</script>',
        city: 'Aus"tin',
        card_cvc: '12',
      }),
    );
    expect(res.status).toBe(422);
    expect(res.text).toContain('value="not-an-email"');
    expect(res.text).toContain('Enter an e-mail address');
    expect(res.text).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('value="Aus&quot;tin"');
    expect(res.text).toContain('value="4111 1111 1111 1111"');
    expect(res.text).toMatch(/name="card_cvc" type="text" value=""/);
    expect(res.text).toContain('3 or 4 digit security code');
  });

  it('checks the card: checksum, test cards only, expiry against the store clock', async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    const typo = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ card_number: '4111 1111 1111 1112' }),
    );
    expect(typo.status).toBe(422);
    expect(typo.text).toContain('Enter the card number as it appears on the card.');
    const real = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ card_number: '4242 4242 4242 4242' }),
    );
    expect(real.text).toContain('This store takes test cards only');
    const expired = await postForm(urls.redirectedCheckoutUrl, validForm({ card_expiry: '12/25' }));
    expect(expired.text).toContain('This card has expired');
    const badFormat = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ card_expiry: '2030-12' }),
    );
    expect(badFormat.text).toContain('MM/YY');
  });

  it('ignores card fields for the test gateway but still checks the address', async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    const res = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({
        payment_method: 'test_gateway',
        card_number: '',
        card_expiry: '',
        card_cvc: '',
        zip: '!',
      }),
    );
    expect(res.status).toBe(422);
    expect(res.text).toContain('id="field-zip-error"');
    expect(res.text).not.toContain('id="field-card_number-error"');
    expect(res.text).toContain('value="test_gateway" checked');
  });

  it('treats a repeated field or an unknown choice as a mistake, never a 500', async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    const repeated = await postForm(
      urls.redirectedCheckoutUrl,
      'email=a%40b.co&email=c%40d.co&country=ZZ&shipping_method=teleport&payment_method=cash',
    );
    expect(repeated.status).toBe(422);
    expect(repeated.text).toContain('id="field-email-error"');
    expect(repeated.text).toContain('Choose a country from the list.');
    expect(repeated.text).toContain('Choose a shipping method for this address.');
    expect(repeated.text).toContain('Choose how to pay.');
  });

  it('answers a body that is not a form with an HTML page', async () => {
    const { urls } = cartWithCheckout(store, mugLine(1));
    const res = await postForm(urls.redirectedCheckoutUrl, '<form/>', 'application/xml');
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('application/x-www-form-urlencoded');
  });

  it('parses form bodies for the checkout only: the management API still refuses them', async () => {
    const res = await fetch(`${store.apiUrl}/v2/orders`, {
      method: 'POST',
      headers: {
        'x-auth-token': store.primaryAccount.accessToken,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'status_id=1',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual([expect.objectContaining({ status: 415 })]);
  });
});
