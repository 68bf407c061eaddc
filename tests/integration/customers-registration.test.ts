import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphqlAs, mintToken } from '../support/graphql';
import { newChannel } from '../support/orders';

/** Storefront GraphQL `customer { registerCustomer }`: accounts a shopper creates for themself. */

const REGISTER = `mutation Register($input: RegisterCustomerInput!) {
  customer { registerCustomer(input: $input) {
    customer { entityId email firstName lastName phone company }
    errors { __typename ... on Error { message } ... on ValidationError { path } }
  } }
}`;
const LOGIN =
  'mutation Login($email: String!, $pass: String!) { login(email: $email, password: $pass) { result customer { entityId email } } }';

let store: TestStore;
let gql: ReturnType<typeof graphqlAs>;

beforeAll(async () => {
  store = await startTestStore();
  gql = graphqlAs(store, await mintToken(store, 'storefront'));
});
afterAll(() => store.close());

const register = async (input: Record<string, unknown>) => {
  const res = await gql(REGISTER, {
    input: { firstName: 'Jo', lastName: 'Newman', password: 'garden42', ...input },
  });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.customer.registerCustomer as { customer: any; errors: any[] };
};

const storedCustomer = (email: string) =>
  store.ctx.db
    .prepare('SELECT id, email, password_hash, origin_channel_id FROM customers WHERE email = ?')
    .get(email) as
    | { id: number; email: string; password_hash: string | null; origin_channel_id: number }
    | undefined;

describe('registerCustomer', () => {
  it('creates a customer who can then sign in with the password sent in variables', async () => {
    const result = await register({
      email: 'jo.newman@example.com',
      phone: '555-0101',
      company: 'Newman Ltd',
    });
    expect(result.errors).toEqual([]);
    expect(result.customer).toEqual({
      entityId: expect.any(Number),
      email: 'jo.newman@example.com',
      firstName: 'Jo',
      lastName: 'Newman',
      phone: '555-0101',
      company: 'Newman Ltd',
    });
    expect(storedCustomer('jo.newman@example.com')).toMatchObject({
      id: result.customer.entityId,
      origin_channel_id: 1,
    });

    const login = await gql(LOGIN, { email: 'jo.newman@example.com', pass: 'garden42' });
    expect(login.status).toBe(200);
    expect(login.body.errors).toBeUndefined();
    expect(login.body.data.login).toEqual({
      result: 'success',
      customer: { entityId: result.customer.entityId, email: 'jo.newman@example.com' },
    });

    // E-mail addresses are case-insensitive for sign-in as well.
    expect(
      (await gql(LOGIN, { email: 'Jo.Newman@Example.com', pass: 'garden42' })).body.data.login
        .result,
    ).toBe('success');

    const wrong = await gql(LOGIN, { email: 'jo.newman@example.com', pass: 'garden43' });
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: 'Your e-mail address or password is incorrect.',
      extensions: { code: 'INVALID_CREDENTIALS' },
    });
  });

  it("records the channel of the storefront token as the customer's origin channel", async () => {
    const channelId = await newChannel(store, 'Second shop');
    const otherShop = graphqlAs(store, await mintToken(store, 'storefront', channelId));
    const res = await otherShop(REGISTER, {
      input: {
        firstName: 'Ola',
        lastName: 'Second',
        email: 'second.shop@example.com',
        password: 'garden42',
      },
    });
    expect(res.body.data.customer.registerCustomer.errors).toEqual([]);
    expect(storedCustomer('second.shop@example.com')!.origin_channel_id).toBe(channelId);
  });

  it('stores an scrypt hash of the password, never the password itself', async () => {
    const password = 'Plaintext7Secret';
    const result = await register({ email: 'hash.check@example.com', password });
    expect(result.errors).toEqual([]);
    const row = storedCustomer('hash.check@example.com')!;
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.password_hash).not.toContain(password);
    // No other column of the row holds it either.
    const full = store.ctx.db.prepare('SELECT * FROM customers WHERE id = ?').get(row.id);
    expect(JSON.stringify(full)).not.toContain(password);
    // Two customers with one password get different hashes (salted).
    await register({ email: 'hash.twin@example.com', password });
    expect(storedCustomer('hash.twin@example.com')!.password_hash).not.toBe(row.password_hash);
  });

  it('refuses a password shorter than 7 characters with a ValidationError on path ["password"]', async () => {
    const result = await register({ email: 'short.pass@example.com', password: 'ab1' });
    expect(result.customer).toBeNull();
    expect(result.errors).toEqual([
      {
        __typename: 'ValidationError',
        path: ['password'],
        message: 'Passwords must be at least 7 characters long.',
      },
    ]);
    expect(storedCustomer('short.pass@example.com')).toBeUndefined();
  });

  it('refuses a password without a digit (or without a letter) with a message saying so', async () => {
    for (const password of ['lettersonly', '12345678']) {
      const result = await register({ email: 'no.digit@example.com', password });
      expect(result.customer, password).toBeNull();
      expect(result.errors, password).toEqual([
        {
          __typename: 'ValidationError',
          path: ['password'],
          message: 'Passwords must contain both letters and numbers.',
        },
      ]);
    }
    expect(storedCustomer('no.digit@example.com')).toBeUndefined();
  });

  it('refuses an invalid e-mail address with a ValidationError on path ["email"]', async () => {
    for (const email of ['not-an-email', 'two@@example.com', 'spaces in@example.com', '']) {
      const result = await register({ email });
      expect(result.customer, email).toBeNull();
      expect(result.errors, email).toEqual([
        {
          __typename: 'ValidationError',
          path: ['email'],
          message: 'Enter a valid e-mail address.',
        },
      ]);
    }
  });

  it('refuses an empty first or last name with a ValidationError on that field', async () => {
    expect((await register({ email: 'no.first@example.com', firstName: '  ' })).errors).toEqual([
      { __typename: 'ValidationError', path: ['firstName'], message: 'Enter a first name.' },
    ]);
    expect((await register({ email: 'no.last@example.com', lastName: '' })).errors).toEqual([
      { __typename: 'ValidationError', path: ['lastName'], message: 'Enter a last name.' },
    ]);
    expect(storedCustomer('no.first@example.com')).toBeUndefined();
    expect(storedCustomer('no.last@example.com')).toBeUndefined();
  });

  it('refuses an e-mail already in use, whatever its case, with EmailAlreadyInUseError', async () => {
    const before = (
      store.ctx.db.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }
    ).n;
    for (const email of [
      'alex.shopper@example.com',
      'ALEX.Shopper@Example.COM',
      '  alex.shopper@example.com ',
    ]) {
      const result = await register({ email });
      expect(result.customer, email).toBeNull();
      expect(result.errors, email).toHaveLength(1);
      expect(result.errors[0], email).toMatchObject({
        __typename: 'EmailAlreadyInUseError',
        message: expect.stringContaining('is already in use'),
      });
    }
    expect(
      (store.ctx.db.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n,
    ).toBe(before);
    // The demo shopper's password is untouched.
    expect(
      (await gql(LOGIN, { email: 'alex.shopper@example.com', pass: 'shop4demo' })).body.data.login
        .result,
    ).toBe('success');
  });

  it('publishes store/customer/created with the new customer id, and nothing for a refused registration', async () => {
    const result = await register({ email: 'event.check@example.com' });
    const created = store.ctx.events.recent(10).filter((e) => e.scope === 'store/customer/created');
    expect(created[0]?.data).toEqual({ type: 'customer', id: result.customer.entityId });

    const lastId = store.ctx.events.recent(1)[0]!.id;
    await register({ email: 'event.check@example.com' });
    await register({ email: 'refused@example.com', password: 'short1' });
    expect(store.ctx.events.recent(10).filter((e) => e.id > lastId)).toEqual([]);
  });
});
