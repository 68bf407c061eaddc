import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphql, mintToken } from '../support/graphql';

/** The v3 customers interface: create, list with filters, update, delete, validate credentials, scopes. */

const NOW = Date.UTC(2026, 4, 1, 10);
let store: TestStore;
let clock: VirtualClock;

beforeAll(async () => {
  clock = new VirtualClock(NOW);
  store = await startTestStore({ clock });
});
afterAll(() => store.close());

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  first_name: 'Pat',
  last_name: 'Lee',
  ...extra,
});
const create = (body: unknown) => store.api('POST', '/v3/customers', { body });
const update = (body: unknown) => store.api('PUT', '/v3/customers', { body });
const list = (query: string) => store.api('GET', `/v3/customers?${query}`);
const validate = (email: string, password: string) =>
  store.api('POST', '/v3/customers/validate-credentials', { body: { email, password } });
const count = () =>
  (store.ctx.db.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n;
const lastEventId = () => store.ctx.events.recent(1)[0]?.id ?? 0;
const eventsAfter = (id: number) =>
  store.ctx.events
    .recent(100)
    .filter((e) => e.id > id)
    .reverse()
    .map((e) => [e.scope, e.data]);

describe('POST /v3/customers', () => {
  it('creates an array of customers and answers them in the v3 shape, publishing one created event each', async () => {
    const first = lastEventId();
    const res = await create([
      person('casey.one@example.com', {
        first_name: 'Casey',
        last_name: 'One',
        company: 'Acme',
        phone: '555-0111',
        notes: 'VIP',
      }),
      person('casey.two@example.com', {
        first_name: 'Casey',
        last_name: 'Two',
        accepts_product_review_abandoned_cart_emails: true,
      }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({});
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      email: 'casey.one@example.com',
      first_name: 'Casey',
      last_name: 'One',
      company: 'Acme',
      phone: '555-0111',
      notes: 'VIP',
      tax_exempt_category: '',
      customer_group_id: 0,
      registration_ip_address: '',
      origin_channel_id: 1,
      date_created: new Date(NOW).toISOString(),
      date_modified: new Date(NOW).toISOString(),
      authentication: { force_password_reset: false },
      accepts_product_review_abandoned_cart_emails: false,
    });
    expect(res.body.data[1]).toMatchObject({
      email: 'casey.two@example.com',
      last_name: 'Two',
      accepts_product_review_abandoned_cart_emails: true,
    });
    const ids = res.body.data.map((c: any) => c.id);
    expect(eventsAfter(first)).toEqual(
      ids.map((id: number) => ['store/customer/created', { type: 'customer', id }]),
    );
  });

  it('sets a password from authentication.new_password that validate-credentials accepts', async () => {
    const res = await create([
      person('with.password@example.com', { authentication: { new_password: 'open4sesame' } }),
    ]);
    expect(res.status).toBe(200);
    const id = res.body.data[0].id;
    const row = store.ctx.db
      .prepare('SELECT password_hash FROM customers WHERE id = ?')
      .get(id) as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect((await validate('with.password@example.com', 'open4sesame')).body).toEqual({
      customer_id: id,
      is_valid: true,
    });
  });

  it('refuses a new_password against the password rules with 422 naming the index, and creates none of the batch', async () => {
    const before = count();
    const short = await create([
      person('ok.pass@example.com', { authentication: { new_password: 'fine4pass' } }),
      person('short.pass@example.com', { authentication: { new_password: 'ab1' } }),
    ]);
    expect(short.status).toBe(422);
    expect(short.body).toEqual({
      status: 422,
      title: 'Customer 1: Passwords must be at least 7 characters long.',
      type: '/api-docs/getting-started/api-status-codes',
      errors: { '1.authentication.new_password': 'Passwords must be at least 7 characters long.' },
    });
    const noDigit = await create([
      person('no.digit@example.com', { authentication: { new_password: 'lettersonly' } }),
    ]);
    expect(noDigit.status).toBe(422);
    expect(noDigit.body.title).toBe('Customer 0: Passwords must contain both letters and numbers.');
    expect(noDigit.body.errors).toEqual({
      '0.authentication.new_password': 'Passwords must contain both letters and numbers.',
    });
    expect(count()).toBe(before);
    expect((await list('email:in=ok.pass@example.com')).body.data).toEqual([]);
  });

  it('refuses an e-mail in use (in the store or twice in the batch, any case) with 422 naming the index', async () => {
    const before = count();
    const taken = await create([
      person('fresh.one@example.com'),
      person('ALEX.SHOPPER@example.com'),
    ]);
    expect(taken.status).toBe(422);
    expect(taken.body.title).toBe('The email ALEX.SHOPPER@example.com is already in use.');
    expect(taken.body.errors).toEqual({ '1.email': 'already in use' });
    const twice = await create([person('twice@example.com'), person('Twice@Example.com')]);
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ '1.email': 'already in use' });
    expect(count()).toBe(before);
  });

  it('refuses more than 10 customers, an empty array, a non-array body and bad fields with 422', async () => {
    const before = count();
    const eleven = await create(
      Array.from({ length: 11 }, (_, i) => person(`bulk${i}@example.com`)),
    );
    expect(eleven.status).toBe(422);
    expect(Object.values(eleven.body.errors)).toContain('At most 10 customers per request');
    const empty = await create([]);
    expect(empty.status).toBe(422);
    expect(Object.values(empty.body.errors)).toContain('Send at least one customer');
    expect((await create(person('not.array@example.com'))).status).toBe(422);
    const badEmail = await create([person('not-an-email')]);
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors).toEqual({ '0.email': 'email must be a valid e-mail address' });
    const noGroup = await create([person('no.group@example.com', { customer_group_id: 99999 })]);
    expect(noGroup.status).toBe(422);
    expect(noGroup.body.errors).toEqual({
      '0.customer_group_id': 'customer group 99999 does not exist',
    });
    const missing = await create([{ email: 'no.names@example.com' }]);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['0.first_name', '0.last_name']);
    expect(count()).toBe(before);

    const ten = await create(Array.from({ length: 10 }, (_, i) => person(`bulk${i}@example.com`)));
    expect(ten.status).toBe(200);
    expect(ten.body.data).toHaveLength(10);
    await store.api(
      'DELETE',
      `/v3/customers?id:in=${ten.body.data.map((c: any) => c.id).join(',')}`,
    );
  });

  it('answers malformed JSON with 400', async () => {
    const res = await store.api('POST', '/v3/customers', {
      rawBody: '[{"email": "broken@example.com",',
    });
    expect(res.status).toBe(400);
    expect(res.body.title).toMatch(
      /^The request body is not valid JSON: .*Send a JSON document\.$/,
    );
    const put = await store.api('PUT', '/v3/customers', { rawBody: '{not json' });
    expect(put.status).toBe(400);
  });
});

describe('GET /v3/customers', () => {
  let group: number;
  let members: any[];
  beforeAll(async () => {
    group = (await store.api('POST', '/v2/customer_groups', { body: { name: 'Filter group' } }))
      .body.id;
    members = (
      await create([
        person('filter.ann@example.com', {
          first_name: 'Annika',
          last_name: 'Filterby',
          customer_group_id: group,
        }),
        person('filter.bo@example.com', {
          first_name: 'Bo',
          last_name: 'Filterby',
          customer_group_id: group,
        }),
        person('filter.cy@example.com', { first_name: 'Cyrus', last_name: 'Elsewhere' }),
      ])
    ).body.data;
  });

  it('filters by id:in, email:in, name:like and customer_group_id:in', async () => {
    const [ann, bo, cy] = members;
    const emails = (res: any) => res.body.data.map((c: any) => c.email);
    expect(emails(await list(`id:in=${ann.id},${cy.id}`))).toEqual([
      'filter.ann@example.com',
      'filter.cy@example.com',
    ]);
    expect(emails(await list('email:in=filter.bo@example.com,sam.buyer@example.com'))).toEqual([
      'sam.buyer@example.com',
      'filter.bo@example.com',
    ]);
    expect(emails(await list('name:like=Filterby'))).toEqual([
      'filter.ann@example.com',
      'filter.bo@example.com',
    ]);
    expect(emails(await list('name:like=Annika Filter'))).toEqual(['filter.ann@example.com']);
    expect(emails(await list(`customer_group_id:in=${group}`))).toEqual([
      'filter.ann@example.com',
      'filter.bo@example.com',
    ]);
    expect(emails(await list(`customer_group_id:in=${group}&name:like=Bo`))).toEqual([
      'filter.bo@example.com',
    ]);
    expect((await list(`id:in=${bo.id}`)).body.data[0]).toMatchObject({
      id: bo.id,
      customer_group_id: group,
      first_name: 'Bo',
    });
    const none = await list('email:in=nobody@example.com');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      data: [],
      meta: {
        pagination: {
          total: 0,
          count: 0,
          per_page: 50,
          current_page: 1,
          total_pages: 1,
          links: { current: '?page=1&limit=50' },
        },
      },
    });
    expect((await list('id:in=abc')).status).toBe(422);
  });

  it('pages with page and limit and reports the pagination block', async () => {
    const all = await list('limit=250');
    const total = all.body.meta.pagination.total;
    expect(total).toBe(all.body.data.length);
    expect(total).toBeGreaterThanOrEqual(5);
    const page2 = await list('limit=2&page=2');
    expect(page2.status).toBe(200);
    expect(page2.body.data.map((c: any) => c.id)).toEqual(
      all.body.data.slice(2, 4).map((c: any) => c.id),
    );
    expect(page2.body.meta.pagination).toEqual({
      total,
      count: 2,
      per_page: 2,
      current_page: 2,
      total_pages: Math.ceil(total / 2),
      links: { previous: '?page=1&limit=2', current: '?page=2&limit=2', next: '?page=3&limit=2' },
    });
    const last = await list(`limit=2&page=${Math.ceil(total / 2)}`);
    expect(last.body.meta.pagination.links.next).toBeUndefined();
    expect(last.body.data).toHaveLength(total % 2 || 2);
    expect((await list('limit=0')).status).toBe(422);
    expect((await list('limit=251')).status).toBe(422);
    expect((await list('page=0')).status).toBe(422);
  });
});

describe('PUT /v3/customers', () => {
  it('updates the fields sent, keeps the others, and publishes an updated event', async () => {
    const [created] = (
      await create([person('update.me@example.com', { company: 'Before Co', phone: '555-0100' })])
    ).body.data;
    await clock.advance(60_000);
    const first = lastEventId();
    const res = await update([{ id: created.id, first_name: 'Updated', company: 'After Co' }]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        ...created,
        first_name: 'Updated',
        company: 'After Co',
        date_modified: new Date(clock.now()).toISOString(),
      },
    ]);
    expect((await list(`id:in=${created.id}`)).body.data[0]).toEqual(res.body.data[0]);
    expect(eventsAfter(first)).toEqual([
      ['store/customer/updated', { type: 'customer', id: created.id }],
    ]);
  });

  it('changes the password with authentication.new_password, checked against the rules', async () => {
    const [created] = (
      await create([
        person('new.password@example.com', { authentication: { new_password: 'first1pass' } }),
      ])
    ).body.data;
    const weak = await update([{ id: created.id, authentication: { new_password: 'short1' } }]);
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual({
      '0.authentication.new_password': 'Passwords must be at least 7 characters long.',
    });
    expect((await validate('new.password@example.com', 'first1pass')).body.is_valid).toBe(true);
    expect(
      (await update([{ id: created.id, authentication: { new_password: 'second2pass' } }])).status,
    ).toBe(200);
    expect((await validate('new.password@example.com', 'second2pass')).body).toEqual({
      customer_id: created.id,
      is_valid: true,
    });
    expect((await validate('new.password@example.com', 'first1pass')).body).toEqual({
      customer_id: null,
      is_valid: false,
    });
  });

  it('answers 404 for an unknown id and 422 for an e-mail another customer has, changing nothing', async () => {
    const [created] = (await create([person('keep.me@example.com')])).body.data;
    const unknown = await update([
      { id: created.id, first_name: 'Changed' },
      { id: 999_999, first_name: 'Ghost' },
    ]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toBe('Customer 999999 was not found.');
    expect(unknown.body.errors).toEqual({ '1.id': 'not found' });

    const taken = await update([{ id: created.id, email: 'Sam.Buyer@example.com' }]);
    expect(taken.status).toBe(422);
    expect(taken.body.title).toBe('The email Sam.Buyer@example.com is already in use.');
    expect(taken.body.errors).toEqual({ '0.email': 'already in use' });
    expect((await list(`id:in=${created.id}`)).body.data[0]).toMatchObject({
      email: 'keep.me@example.com',
      first_name: 'Pat',
    });

    // Its own e-mail, in another case, is not "taken".
    const own = await update([{ id: created.id, email: 'Keep.Me@example.com' }]);
    expect(own.status).toBe(200);
    expect(own.body.data[0].email).toBe('Keep.Me@example.com');
    expect((await update([{ first_name: 'No id' }])).status).toBe(422);
  });
});

describe('DELETE /v3/customers', () => {
  it('deletes the customers of id:in (204), which are gone afterwards, with a deleted event each', async () => {
    const created = (
      await create([
        person('delete.one@example.com'),
        person('delete.two@example.com'),
        person('delete.not@example.com'),
      ])
    ).body.data;
    const [one, two, kept] = created;
    const first = lastEventId();
    const res = await store.api('DELETE', `/v3/customers?id:in=${one.id},${two.id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect(
      (await list(`id:in=${one.id},${two.id},${kept.id}`)).body.data.map((c: any) => c.id),
    ).toEqual([kept.id]);
    expect(eventsAfter(first)).toEqual([
      ['store/customer/deleted', { type: 'customer', id: one.id }],
      ['store/customer/deleted', { type: 'customer', id: two.id }],
    ]);
    expect((await update([{ id: one.id, first_name: 'Back' }])).status).toBe(404);
  });

  it('ends what a deleted customer had: the password no longer validates and a sign-in session no longer authenticates', async () => {
    const [gone] = (
      await create([
        person('signed.in@example.com', { authentication: { new_password: 'session1pass' } }),
      ])
    ).body.data;
    const login = await graphql(
      store,
      'mutation($email: String!, $pass: String!) { login(email: $email, password: $pass) { result } }',
      {
        email: 'signed.in@example.com',
        pass: 'session1pass',
      },
      { token: await mintToken(store, 'storefront') },
    );
    expect(login.body.data.login.result).toBe('success');
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const before = await graphql(store, '{ customer { email } }', {}, { cookie });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ customer: { email: 'signed.in@example.com' } });

    expect((await store.api('DELETE', `/v3/customers?id:in=${gone.id}`)).status).toBe(204);
    expect((await validate('signed.in@example.com', 'session1pass')).body).toEqual({
      customer_id: null,
      is_valid: false,
    });
    expect((await graphql(store, '{ customer { email } }', {}, { cookie })).status).toBe(401);
  });

  it('refuses a delete without id:in (422) and deletes nothing', async () => {
    const before = count();
    const res = await store.api('DELETE', '/v3/customers');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['id:in']);
    expect((await store.api('DELETE', '/v3/customers?id:in=')).status).toBe(422);
    expect((await store.api('DELETE', '/v3/customers?id:in=abc')).status).toBe(422);
    expect(count()).toBe(before);
  });
});

describe('POST /v3/customers/validate-credentials', () => {
  it('answers { customer_id, is_valid } for a right and a wrong password and an unknown e-mail', async () => {
    const alex = (await list('email:in=alex.shopper@example.com')).body.data[0];
    const right = await validate('alex.shopper@example.com', 'shop4demo');
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ customer_id: alex.id, is_valid: true });
    const wrong = await validate('alex.shopper@example.com', 'shop5demo');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ customer_id: null, is_valid: false });
    expect((await validate('nobody@example.com', 'shop4demo')).body).toEqual({
      customer_id: null,
      is_valid: false,
    });
    // A customer without a password never validates.
    const [noPassword] = (await create([person('no.password@example.com')])).body.data;
    expect(noPassword.id).toBeGreaterThan(0);
    expect((await validate('no.password@example.com', '')).status).toBe(422);
    expect((await validate('no.password@example.com', 'anything1')).body).toEqual({
      customer_id: null,
      is_valid: false,
    });
  });

  it('refuses further checks for an e-mail after 5 failures with 429 and Retry-After, until the window passes', async () => {
    const [created] = (
      await create([
        person('guessed@example.com', { authentication: { new_password: 'right1pass' } }),
      ])
    ).body.data;
    for (let i = 0; i < 5; i++) {
      const res = await validate('guessed@example.com', `wrong${i}pass`);
      expect(res.status, `attempt ${i + 1}`).toBe(200);
      expect(res.body.is_valid).toBe(false);
    }
    const locked = await validate('guessed@example.com', 'right1pass');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(locked.body).toMatchObject({
      status: 429,
      title:
        'Too many failed sign-in attempts for this e-mail address. Try again in 15 minutes or reset your password.',
    });
    // Other e-mails are not affected.
    expect((await validate('sam.buyer@example.com', 'buy4demo')).body.is_valid).toBe(true);

    await clock.advance(10 * 60_000);
    const later = await validate('guessed@example.com', 'right1pass');
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('300');
    await clock.advance(5 * 60_000 + 1_000);
    expect((await validate('guessed@example.com', 'right1pass')).body).toEqual({
      customer_id: created.id,
      is_valid: true,
    });
  });

  it('counts failures per client: the address in X-Forwarded-For, else the socket', async () => {
    const [created] = (
      await create([
        person('per.client.v3@example.com', { authentication: { new_password: 'right1pass' } }),
      ])
    ).body.data;
    const validateFrom = (address: string, password: string) =>
      store.api('POST', '/v3/customers/validate-credentials', {
        body: { email: 'per.client.v3@example.com', password },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 5; i++)
      expect((await validateFrom('203.0.113.7', `wrong${i}pass`)).body.is_valid).toBe(false);
    expect((await validateFrom('203.0.113.7', 'right1pass')).status).toBe(429);
    expect((await validateFrom('198.51.100.9', 'right1pass')).body).toEqual({
      customer_id: created.id,
      is_valid: true,
    });
    // Without the header the client is the socket (this test), which has no failures.
    expect((await validate('per.client.v3@example.com', 'right1pass')).body.is_valid).toBe(true);
    expect((await validateFrom('203.0.113.7', 'right1pass')).status).toBe(429);
  });

  it('answers 422 for a body without e-mail or password', async () => {
    const res = await store.api('POST', '/v3/customers/validate-credentials', {
      body: { email: 'alex.shopper@example.com' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['password']);
  });
});

describe('scopes', () => {
  it('lets a read-only account list and validate credentials but not create, update or delete (403 naming store_v2_customers)', async () => {
    const readOnly = store.createApiAccount('customers read-only', [
      'store_v2_customers_read_only',
    ]).accessToken;
    const listed = await store.api('GET', '/v3/customers', { token: readOnly });
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBeGreaterThan(0);
    const checked = await store.api('POST', '/v3/customers/validate-credentials', {
      token: readOnly,
      body: { email: 'sam.buyer@example.com', password: 'buy4demo' },
    });
    expect(checked.status).toBe(200);
    expect(checked.body.is_valid).toBe(true);

    const before = count();
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/v3/customers', [person('read.only@example.com')]],
      ['PUT', '/v3/customers', [{ id: listed.body.data[0].id, first_name: 'Nope' }]],
      ['DELETE', `/v3/customers?id:in=${listed.body.data[0].id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await store.api(method, path, { token: readOnly, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.title, `${method} ${path}`).toContain(
        'store_v2_customers (Customers: modify)',
      );
    }
    expect(count()).toBe(before);
    expect((await list(`id:in=${listed.body.data[0].id}`)).body.data[0].first_name).not.toBe(
      'Nope',
    );
  });

  it('refuses an account without a customers scope (403 naming the read-only scope) and a request without a token (401)', async () => {
    const outsider = store.createApiAccount('orders only', ['store_v2_orders']).accessToken;
    const res = await store.api('GET', '/v3/customers', { token: outsider });
    expect(res.status).toBe(403);
    expect(res.body.title).toContain('store_v2_customers or store_v2_customers_read_only');
    expect((await store.api('GET', '/v3/customers', { token: null })).status).toBe(401);
  });
});
