import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const RFC2822 = /^[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d \+0000$/;
const createCustomer = (body: Record<string, unknown>) =>
  store.api('POST', '/v2/customers', { body: { first_name: 'Robin', last_name: 'Hale', ...body } });

const ADDRESS = {
  first_name: 'Robin',
  last_name: 'Hale',
  phone: '555-0100',
  street_1: '12 Main Street',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'United States',
};

describe('customers (v2)', () => {
  it('lists customers in the v2 shape, ordered by id, with filters, and 204 for none', async () => {
    const res = await store.api('GET', '/v2/customers');
    expect(res.status).toBe(200);
    const alex = res.body.find((c: any) => c.email === 'alex.shopper@example.com');
    expect(alex).toMatchObject({
      id: expect.any(Number),
      first_name: 'Alex',
      form_fields: null,
      store_credit: '0.0000',
      customer_group_id: 0,
      accepts_marketing: true,
      reset_pass_on_login: false,
      addresses: {
        url: `${store.apiUrl}/v2/customers/${alex.id}/addresses`,
        resource: `/customers/${alex.id}/addresses`,
      },
    });
    expect(alex.date_created).toMatch(RFC2822);
    expect(res.body.map((c: any) => c.id)).toEqual(
      [...res.body.map((c: any) => c.id)].sort((a: number, b: number) => a - b),
    );
    expect(
      (await store.api('GET', '/v2/customers?email=ALEX.SHOPPER@example.com')).body,
    ).toHaveLength(1);
    expect(
      (await store.api('GET', `/v2/customers?min_id=${alex.id + 1}&max_id=${alex.id + 1}`)).body,
    ).toHaveLength(1);
    expect((await store.api('GET', '/v2/customers?email=nobody@example.com')).status).toBe(204);
    expect((await store.api('GET', '/v2/customers?min_date_created=yesterday-ish')).status).toBe(
      422,
    );
    expect((await store.api('GET', '/v2/customers/count')).body).toEqual({
      count: res.body.length,
    });
  });

  it('creates a customer with a password that the validate endpoint checks', async () => {
    const res = await createCustomer({
      email: 'robin.hale@example.com',
      company: 'Hale & Co',
      tax_exempt_category: 'G',
      _authentication: { password: 'secret123', password_confirmation: 'secret123' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'robin.hale@example.com',
      company: 'Hale & Co',
      tax_exempt_category: 'G',
      customer_group_id: 0,
    });
    expect(res.body).not.toHaveProperty('_authentication');
    const id = res.body.id;
    expect(
      (await store.api('POST', `/v2/customers/${id}/validate`, { body: { password: 'secret123' } }))
        .body,
    ).toEqual({ success: true });
    expect(
      (await store.api('POST', `/v2/customers/${id}/validate`, { body: { password: 'wrong999' } }))
        .body,
    ).toEqual({ success: false });
    expect(
      (await store.api('POST', '/v2/customers/99999/validate', { body: { password: 'x' } })).status,
    ).toBe(404);
    expect(store.ctx.events.recent(10)).toContainEqual(
      expect.objectContaining({ scope: 'store/customer/created', data: { type: 'customer', id } }),
    );
  });

  it('refuses bad customers with clear v2 errors', async () => {
    expect((await createCustomer({ email: 'robin.hale@example.com' })).status).toBe(409);
    const email = await createCustomer({ email: 'not-an-email' });
    expect(email.status).toBe(422);
    expect(email.body[0].details.invalid_reason.email).toBeDefined();
    const mismatch = await createCustomer({
      email: 'm@example.com',
      _authentication: { password: 'abc12345', password_confirmation: 'abc12346' },
    });
    expect(
      mismatch.body[0].details.invalid_reason['_authentication.password_confirmation'],
    ).toMatch(/does not match/);
    const weak = await createCustomer({
      email: 'w@example.com',
      _authentication: { password: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body[0].message).toMatch(/at least 7 characters/);
    const group = await createCustomer({ email: 'g@example.com', customer_group_id: 31337 });
    expect(group.status).toBe(422);
    expect((await store.api('POST', '/v2/customers', { rawBody: '{"email":' })).status).toBe(400);
  });

  it('updates only the fields sent, forces a password reset, and refuses a taken e-mail', async () => {
    const created = (await createCustomer({ email: 'update.me@example.com', phone: '555-1' })).body;
    const res = await store.api('PUT', `/v2/customers/${created.id}`, {
      body: { last_name: 'Moore', _authentication: { force_reset: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Robin',
      last_name: 'Moore',
      phone: '555-1',
      reset_pass_on_login: true,
    });
    const taken = await store.api('PUT', `/v2/customers/${created.id}`, {
      body: { email: 'alex.shopper@example.com' },
    });
    expect(taken.status).toBe(409);
    expect(
      (await store.api('PUT', '/v2/customers/99999', { body: { last_name: 'X' } })).status,
    ).toBe(404);
    const group = (await store.api('POST', '/v2/customer_groups', { body: { name: 'V2 group' } }))
      .body;
    expect(
      (
        await store.api('PUT', `/v2/customers/${created.id}`, {
          body: { customer_group_id: group.id },
        })
      ).body.customer_group_id,
    ).toBe(group.id);
  });

  it('deletes one customer, or every customer the filters match', async () => {
    const one = (await createCustomer({ email: 'delete.one@example.com' })).body;
    expect((await store.api('DELETE', `/v2/customers/${one.id}`)).status).toBe(204);
    expect((await store.api('GET', `/v2/customers/${one.id}`)).status).toBe(404);
    await createCustomer({ email: 'bulk.a@example.com', company: 'Bulk Ltd' });
    await createCustomer({ email: 'bulk.b@example.com', company: 'Bulk Ltd' });
    expect((await store.api('DELETE', '/v2/customers?company=Bulk%20Ltd')).status).toBe(204);
    expect((await store.api('GET', '/v2/customers?company=Bulk%20Ltd')).status).toBe(204);
    expect((await store.api('GET', '/v2/customers?email=alex.shopper@example.com')).status).toBe(
      200,
    );
  });
});

describe('customer addresses (v2)', () => {
  let customerId: number;
  beforeAll(async () => {
    customerId = (await createCustomer({ email: 'addresses.v2@example.com' })).body.id;
  });

  it('creates an address with the country by name and the state spelled out, and reads it back', async () => {
    const res = await store.api('POST', `/v2/customers/${customerId}/addresses`, { body: ADDRESS });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      customer_id: customerId,
      first_name: 'Robin',
      last_name: 'Hale',
      company: '',
      street_1: '12 Main Street',
      street_2: '',
      city: 'Austin',
      state: 'Texas',
      zip: '78701',
      country: 'United States',
      country_iso2: 'US',
      phone: '555-0100',
      address_type: 'residential',
    });
    expect(
      (await store.api('GET', `/v2/customers/${customerId}/addresses/${res.body.id}`)).body,
    ).toEqual(res.body);
    expect((await store.api('GET', `/v2/customers/${customerId}/addresses`)).body).toEqual([
      res.body,
    ]);
    expect((await store.api('GET', `/v2/customers/${customerId}/addresses/count`)).body).toEqual({
      count: 1,
    });
    const again = await store.api('POST', `/v2/customers/${customerId}/addresses`, {
      body: ADDRESS,
    });
    expect(again.body.id).toBe(res.body.id);
    expect(store.ctx.events.recent(10)).toContainEqual(
      expect.objectContaining({
        scope: 'store/customer/address/created',
        data: { type: 'customer', id: res.body.id, address: { customer_id: customerId } },
      }),
    );
  });

  it('checks the country and state against the geography list', async () => {
    const unknownCountry = await store.api('POST', `/v2/customers/${customerId}/addresses`, {
      body: { ...ADDRESS, country: 'Atlantis' },
    });
    expect(unknownCountry.status).toBe(422);
    expect(unknownCountry.body[0].details.invalid_reason).toHaveProperty('country');
    const badState = await store.api('POST', `/v2/customers/${customerId}/addresses`, {
      body: { ...ADDRESS, state: 'Ontario' },
    });
    expect(badState.status).toBe(422);
    expect(badState.body[0].message).toMatch(/not a state or province of United States/);
    const missing = await store.api('POST', `/v2/customers/${customerId}/addresses`, {
      body: { ...ADDRESS, street_1: undefined },
    });
    expect(missing.status).toBe(422);
    const france = await store.api('POST', `/v2/customers/${customerId}/addresses`, {
      body: { ...ADDRESS, country: 'France', state: ' ', zip: '75001' },
    });
    expect(france.body).toMatchObject({ country_iso2: 'FR', state: '' });
  });

  it("updates and deletes addresses, and 404s another customer's address", async () => {
    const [first] = (await store.api('GET', `/v2/customers/${customerId}/addresses`)).body;
    const updated = await store.api('PUT', `/v2/customers/${customerId}/addresses/${first.id}`, {
      body: { country: 'Canada', state: 'Quebec', zip: 'H2X 1Y4' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ country_iso2: 'CA', state: 'Quebec', city: 'Austin' });
    const other = (await createCustomer({ email: 'other.v2@example.com' })).body.id;
    expect((await store.api('GET', `/v2/customers/${other}/addresses/${first.id}`)).status).toBe(
      404,
    );
    expect((await store.api('GET', `/v2/customers/${other}/addresses`)).status).toBe(204);
    expect(
      (await store.api('DELETE', `/v2/customers/${customerId}/addresses/${first.id}`)).status,
    ).toBe(204);
    expect(
      (await store.api('GET', `/v2/customers/${customerId}/addresses/${first.id}`)).status,
    ).toBe(404);
    expect((await store.api('DELETE', `/v2/customers/${customerId}/addresses`)).status).toBe(204);
    expect((await store.api('GET', `/v2/customers/${customerId}/addresses/count`)).body).toEqual({
      count: 0,
    });
    expect((await store.api('GET', '/v2/customers/99999/addresses')).status).toBe(404);
  });

  it('needs a Customers scope: read-only reads, modify writes', async () => {
    await expectScopeRules(store, {
      readOnly: 'store_v2_customers_read_only',
      modify: 'store_v2_customers',
      reads: [
        ['GET', '/v2/customers'],
        ['GET', '/v2/customers/count'],
        ['GET', `/v2/customers/${customerId}`],
        ['GET', `/v2/customers/${customerId}/addresses/count`],
        ['POST', `/v2/customers/${customerId}/validate`],
      ],
      writes: [
        ['POST', '/v2/customers', { email: 'x@example.com', first_name: 'x', last_name: 'y' }],
        ['PUT', `/v2/customers/${customerId}`, { first_name: 'x' }],
        ['DELETE', `/v2/customers/${customerId}`],
        ['POST', `/v2/customers/${customerId}/addresses`, ADDRESS],
        ['DELETE', `/v2/customers/${customerId}/addresses`],
      ],
    });
  });
});
