import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartWithCheckout,
  getPage,
  inStockVariant,
  orderOfCheckout,
  outbox,
  postForm,
  validForm,
} from '../support/orders';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

/** Gift certificates: the v2 interface, bought in a cart and issued with the order, redeemed at the hosted checkout. */

let store: TestStore;
let mug: Awaited<ReturnType<typeof inStockVariant>>;
beforeAll(async () => {
  store = await startTestStore();
  mug = await inStockVariant(store, 1, 20);
});
afterAll(() => store.close());

const certificateBody = (overrides: Record<string, unknown> = {}) => ({
  to_name: 'Robin',
  to_email: 'robin@example.com',
  from_name: 'Sam',
  from_email: 'sam@example.com',
  amount: '40.00',
  ...overrides,
});

async function newCertificate(overrides: Record<string, unknown> = {}) {
  const res = await store.api('POST', '/v2/gift_certificates', {
    body: certificateBody(overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Applies a code at the hosted checkout's codes form. */
const applyCode = (checkoutUrl: string, code: string) =>
  postForm(`${checkoutUrl}/codes`, { code, intent: 'apply' });

describe('the v2 gift certificates interface', () => {
  it('creates one with a generated code and a full balance; finds it by code; updates and deletes it', async () => {
    const created = await newCertificate({ message: 'Happy birthday!' });
    expect(created).toMatchObject({
      amount: '40.0000',
      balance: '40.0000',
      status: 'active',
      currency_code: 'USD',
      expiry_date: '',
      message: 'Happy birthday!',
    });
    expect(created.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const found = await store.api('GET', `/v2/gift_certificates?code=${created.code}`);
    expect(found.body).toEqual([expect.objectContaining({ id: created.id })]);
    const updated = await store.api('PUT', `/v2/gift_certificates/${created.id}`, {
      body: { balance: 12.5, status: 'disabled' },
    });
    expect(updated.body).toMatchObject({ balance: '12.5000', status: 'disabled' });
    expect((await store.api('DELETE', `/v2/gift_certificates/${created.id}`)).status).toBe(204);
    expect((await store.api('GET', `/v2/gift_certificates?code=${created.code}`)).status).toBe(204);
  });

  it('refuses a balance above the amount, an amount out of range, another currency and a code in use', async () => {
    const over = await store.api('POST', '/v2/gift_certificates', {
      body: certificateBody({ balance: 50 }),
    });
    expect(over.status).toBe(422);
    expect(over.body[0].message).toBe('The balance cannot be more than the amount.');
    expect(
      (
        await store.api('POST', '/v2/gift_certificates', {
          body: certificateBody({ amount: 5000 }),
        })
      ).body[0].details.invalid_reason.amount,
    ).toMatch(/1.00 to 1000.00/);
    expect(
      (
        await store.api('POST', '/v2/gift_certificates', {
          body: certificateBody({ currency_code: 'EUR' }),
        })
      ).status,
    ).toBe(422);
    const taken = await newCertificate({ code: 'TAKEN-CODE-1' });
    const again = await store.api('POST', '/v2/gift_certificates', {
      body: certificateBody({ code: 'taken-code-1' }),
    });
    expect(again.status).toBe(409);
    expect(again.body[0].message).toContain(`gift certificate ${taken.id}`);
  });

  it('reads with store_v2_marketing_read_only, writes only with store_v2_marketing', async () => {
    await expectScopeRules(store, {
      readOnly: 'store_v2_marketing_read_only',
      modify: 'store_v2_marketing',
      reads: [
        ['GET', '/v2/gift_certificates'],
        ['GET', '/v2/gift_certificates/1'],
      ],
      writes: [
        ['POST', '/v2/gift_certificates', certificateBody()],
        ['PUT', '/v2/gift_certificates/1', { message: 'x' }],
        ['DELETE', '/v2/gift_certificates/1'],
      ],
    });
  });
});

describe('buying a gift certificate', () => {
  it('issues one certificate per unit when the order is placed, active, and e-mails each recipient its code', async () => {
    const cart = await store.api('POST', '/v3/carts', {
      body: {
        gift_certificates: [
          {
            name: 'Birthday gift',
            theme: 'Birthday',
            amount: 25,
            quantity: 2,
            sender: { name: 'Sam', email: 'sam@example.com' },
            recipient: { name: 'Robin', email: 'robin.gift@example.com' },
            message: 'Enjoy!',
          },
        ],
      },
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const urls = (await store.api('POST', `/v3/carts/${cart.body.data.id}/redirect_urls`)).body
      .data;
    const placed = await postForm(urls.checkout_url, validForm());
    expect(placed.status).toBe(303);
    const orderId = await orderOfCheckout(store, cart.body.data.id);

    const issued = (await store.api('GET', `/v2/gift_certificates?order_id=${orderId}`)).body;
    expect(issued).toHaveLength(2);
    expect(issued[0]).toMatchObject({
      amount: '25.0000',
      balance: '25.0000',
      status: 'active',
      to_email: 'robin.gift@example.com',
      from_name: 'Sam',
      template: 'birthday.html',
      message: 'Enjoy!',
    });
    expect(issued[0].code).not.toBe(issued[1].code);
    const mails = await outbox(store, 'robin.gift@example.com', 'gift_certificate');
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.body).join('\n')).toContain(`Your code: ${issued[0].code}`);
    expect(mails[0]!.subject).toBe(
      `Sam sent you a $25.00 gift certificate for ${store.ctx.store.name}`,
    );
  });
});

describe('redeeming gift certificates at the hosted checkout', () => {
  it('a certificate pays what it can; the card pays the rest; its balance goes down and the order records it', async () => {
    const certificate = await newCertificate({ amount: '10.00' });
    const { cart, urls } = cartWithCheckout(store, [
      { productId: 1, variantId: mug.id, quantity: 2 },
    ]);
    const applied = await applyCode(urls.redirectedCheckoutUrl, certificate.code.toLowerCase());
    expect(applied.status).toBe(303);
    expect(applied.headers.get('location')).toMatch(/\?codes=gift-certificate$/);
    const page = (await getPage(`${urls.redirectedCheckoutUrl}?codes=gift-certificate`)).text;
    expect(page).toContain('Gift certificate applied.');
    const total = Math.round((mug.calculated_price * 2 + 5.99) * 100);
    expect(page).toContain(`<dt>Gift certificate ${certificate.code}</dt><dd>−$10.00</dd>`);
    expect(page).toContain(`Place order · $${((total - 1000) / 100).toFixed(2)}`);

    const placed = await postForm(urls.redirectedCheckoutUrl, validForm());
    expect(placed.status).toBe(303);
    const orderId = await orderOfCheckout(store, cart.id);
    expect((await store.api('GET', `/v2/orders/${orderId}`)).body).toMatchObject({
      gift_certificate_amount: '10.0000',
      total_inc_tax: (total / 100).toFixed(4),
    });
    expect(
      (await store.api('GET', `/v3/orders/${orderId}/transactions`)).body.data[0],
    ).toMatchObject({ amount: (total - 1000) / 100 });
    expect((await store.api('GET', `/v2/gift_certificates/${certificate.id}`)).body.balance).toBe(
      '0.0000',
    );
  });

  it("the confirmation e-mail lists the coupon, shipping and the certificate, and its lines add up to the total and the card's charge", async () => {
    const certificate = await newCertificate({ amount: '5.00' });
    const email = 'adds.up@example.com';
    const { cart, urls } = cartWithCheckout(store, [
      { productId: 1, variantId: mug.id, quantity: 3 },
    ]);
    expect((await applyCode(urls.redirectedCheckoutUrl, 'WELCOME10')).status).toBe(303);
    expect((await applyCode(urls.redirectedCheckoutUrl, certificate.code)).status).toBe(303);
    expect((await postForm(urls.redirectedCheckoutUrl, validForm({ email }))).status).toBe(303);
    const order = (await store.api('GET', `/v2/orders/${await orderOfCheckout(store, cart.id)}`))
      .body;
    expect(Number(order.coupon_discount)).toBeGreaterThan(0);

    const [mail] = await outbox(store, email, 'order_confirmation');
    // The money lines: "  Label  $1.00" or "  Label  −$1.00", from the subtotal on.
    const lines = mail!.body
      .split('\n')
      .map((text) => /^ {2}(.+?) {2}(\u2212?)\$(\d+\.\d{2})$/.exec(text))
      .filter((match) => match !== null)
      .map(([, label, minus, amount]) => ({
        label: label!,
        cents: Math.round(Number(amount) * 100) * (minus ? -1 : 1),
      }));
    const labels = lines.map((l) => l.label);
    const from = labels.indexOf('Subtotal');
    const at = labels.indexOf('Total');
    expect(labels.slice(from)).toEqual([
      'Subtotal',
      'Coupon WELCOME10',
      'Shipping (Standard shipping)',
      'Total',
      `Gift certificate ${certificate.code}`,
      'Paid with Credit Card',
    ]);
    const cents = (label: string) => lines.find((l) => l.label === label)!.cents;
    const sum = (part: typeof lines) => part.reduce((total, l) => total + l.cents, 0);
    expect(cents('Coupon WELCOME10')).toBe(-Math.round(Number(order.coupon_discount) * 100));
    expect(cents('Shipping (Standard shipping)')).toBe(599);
    expect(cents('Total')).toBe(Math.round(Number(order.total_inc_tax) * 100));
    expect(sum(lines.slice(from, at))).toBe(cents('Total'));
    expect(cents(`Gift certificate ${certificate.code}`)).toBe(-500);
    expect(cents('Total') + sum(lines.slice(at + 1, -1))).toBe(cents('Paid with Credit Card'));
    expect(cents('Paid with Credit Card')).toBe(
      Math.round((Number(order.total_inc_tax) - Number(order.gift_certificate_amount)) * 100),
    );
  });

  it('a certificate that covers everything needs no card; the order is paid by gift certificate', async () => {
    const certificate = await newCertificate({ amount: '500.00' });
    const { cart, urls } = cartWithCheckout(store, [
      { productId: 1, variantId: mug.id, quantity: 1 },
    ]);
    await applyCode(urls.redirectedCheckoutUrl, certificate.code);
    const page = (await getPage(urls.redirectedCheckoutUrl)).text;
    expect(page).toContain('Your gift certificates pay for this order');
    expect(page).not.toContain('name="card_number"');
    const placed = await postForm(
      urls.redirectedCheckoutUrl,
      validForm({ card_number: '', card_expiry: '', card_cvc: '' }),
    );
    expect(placed.status).toBe(303);
    const order = (await store.api('GET', `/v2/orders/${await orderOfCheckout(store, cart.id)}`))
      .body;
    expect(order.payment_method).toBe('Gift Certificate');
    const left = Math.round(50_000 - Number(order.total_inc_tax) * 100) / 100;
    expect(
      Number((await store.api('GET', `/v2/gift_certificates/${certificate.id}`)).body.balance),
    ).toBeCloseTo(left, 2);
  });

  it('refuses an unknown code, a spent, disabled or expired certificate, each saying why (422, nothing applied)', async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }]);
    const unknown = await applyCode(urls.redirectedCheckoutUrl, 'NOPE-NOPE');
    expect(unknown.status).toBe(422);
    expect(unknown.text).toContain(
      '“NOPE-NOPE” is not a coupon or gift certificate code of this store.',
    );
    const spent = await newCertificate({ balance: 0 });
    expect((await applyCode(urls.redirectedCheckoutUrl, spent.code)).text).toContain(
      `The gift certificate ${spent.code} has no balance left.`,
    );
    const disabled = await newCertificate({ status: 'disabled' });
    expect((await applyCode(urls.redirectedCheckoutUrl, disabled.code)).text).toContain(
      'has been disabled',
    );
    const expired = await newCertificate({ expiry_date: 'Mon, 01 Jan 2001 00:00:00 +0000' });
    expect((await applyCode(urls.redirectedCheckoutUrl, expired.code)).text).toContain(
      'has expired',
    );
    expect((await applyCode(urls.redirectedCheckoutUrl, '   ')).text).toContain(
      'Enter a coupon or gift certificate code.',
    );
    expect((await getPage(urls.redirectedCheckoutUrl)).text).not.toContain('<dt>Gift certificate');
  });

  it('takes a certificate off again with its remove button', async () => {
    const certificate = await newCertificate();
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }]);
    await applyCode(urls.redirectedCheckoutUrl, certificate.code);
    const removed = await postForm(`${urls.redirectedCheckoutUrl}/codes`, {
      remove: `gift_certificate:${certificate.code}`,
    });
    expect(removed.status).toBe(303);
    expect((await getPage(`${urls.redirectedCheckoutUrl}?codes=removed`)).text).toContain(
      'Code removed.',
    );
    expect((await getPage(urls.redirectedCheckoutUrl)).text).not.toContain(
      `Gift certificate ${certificate.code}`,
    );
  });
});
