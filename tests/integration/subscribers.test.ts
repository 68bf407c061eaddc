import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { startTestStore, type TestStore } from '../support/store-service';

/** Newsletter subscribers: `/v3/customers/subscribers`. */

const NOW = Date.UTC(2026, 5, 1, 8);
const PATH = '/v3/customers/subscribers';
let store: TestStore;
let clock: VirtualClock;

beforeAll(async () => {
  clock = new VirtualClock(NOW);
  store = await startTestStore({ clock });
});
afterAll(() => store.close());

const create = (body: unknown) => store.api('POST', PATH, { body });
const list = (query = '') => store.api('GET', `${PATH}${query ? `?${query}` : ''}`);
const emailsOf = (res: { body: any }) => res.body.data.map((s: any) => s.email);
const lastEventId = () => store.ctx.events.recent(1)[0]?.id ?? 0;
const eventsAfter = (id: number) =>
  store.ctx.events
    .recent(100)
    .filter((e) => e.id > id)
    .reverse()
    .map((e) => [e.scope, e.data]);

describe('POST /v3/customers/subscribers', () => {
  it('creates a subscriber (200, the v3 envelope) with defaults for the fields not sent, and publishes an event', async () => {
    const first = lastEventId();
    const res = await create({
      email: 'news.reader@example.com',
      first_name: 'Nora',
      last_name: 'Reader',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: expect.any(Number),
        email: 'news.reader@example.com',
        first_name: 'Nora',
        last_name: 'Reader',
        source: 'custom',
        order_id: null,
        channel_id: 1,
        consents: ['marketing_newsletter'],
        date_created: new Date(NOW).toISOString(),
        date_modified: new Date(NOW).toISOString(),
      },
      meta: {},
    });
    expect(eventsAfter(first)).toEqual([
      ['store/subscriber/created', { type: 'subscriber', id: res.body.data.id }],
    ]);
  });

  it('keeps the source, order, channel and consents sent', async () => {
    const channel = (
      await store.api('POST', '/v3/channels', {
        body: { name: 'Newsletter shop', type: 'storefront', platform: 'next' },
      })
    ).body.data.id;
    const res = await create({
      email: 'from.order@example.com',
      source: 'order',
      order_id: 100,
      channel_id: channel,
      consents: ['abandoned_cart'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'from.order@example.com',
      first_name: '',
      last_name: '',
      source: 'order',
      order_id: 100,
      channel_id: channel,
      consents: ['abandoned_cart'],
    });
    expect((await store.api('GET', `${PATH}/${res.body.data.id}`)).body.data).toEqual(
      res.body.data,
    );
  });

  it('answers 409 for an e-mail that is already a subscriber, whatever its case', async () => {
    for (const email of ['alex.shopper@example.com', 'NEWS.Reader@Example.com']) {
      const res = await create({ email });
      expect(res.status, email).toBe(409);
      expect(res.body.title, email).toBe(`A subscriber with the email ${email} already exists.`);
    }
    expect(emailsOf(await list('email=news.reader@example.com'))).toEqual([
      'news.reader@example.com',
    ]);
  });

  it('answers 422 naming the field for a bad e-mail, source, consent or order id', async () => {
    const before = (await list()).body.meta.pagination.total;
    const badEmail = await create({ email: 'not-an-email' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors).toEqual({ email: 'email must be a valid e-mail address' });
    expect(Object.keys((await create({})).body.errors)).toEqual(['email']);
    expect(
      Object.keys((await create({ email: 'ok1@example.com', source: 'fax' })).body.errors),
    ).toEqual(['source']);
    expect(
      Object.keys((await create({ email: 'ok2@example.com', consents: ['spam'] })).body.errors),
    ).toEqual(['consents.0']);
    expect(
      Object.keys((await create({ email: 'ok3@example.com', order_id: 0 })).body.errors),
    ).toEqual(['order_id']);
    expect((await list()).body.meta.pagination.total).toBe(before);
  });
});

describe('GET /v3/customers/subscribers', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {};
    for (const [email, source] of [
      ['list.a@example.com', 'storefront'],
      ['list.b@example.com', 'order'],
      ['list.c@example.com', 'custom'],
    ] as const) {
      ids[email] = (await create({ email, source, first_name: 'Lister' })).body.data.id;
    }
  });

  it('lists subscribers in id order, the demo shoppers among them', async () => {
    const res = await list('limit=250');
    expect(res.status).toBe(200);
    const all = res.body.data;
    expect(all.map((s: any) => s.id)).toEqual(
      [...all.map((s: any) => s.id)].sort((a: number, b: number) => a - b),
    );
    expect(all.find((s: any) => s.email === 'sam.buyer@example.com')).toMatchObject({
      first_name: 'Sam',
      last_name: 'Rivera',
      source: 'storefront',
    });
    expect(res.body.meta.pagination).toMatchObject({
      total: all.length,
      count: all.length,
      per_page: 250,
      current_page: 1,
      total_pages: 1,
    });
  });

  it('filters by email (any case), source and id:in', async () => {
    expect(emailsOf(await list('email=list.b@example.com'))).toEqual(['list.b@example.com']);
    expect(emailsOf(await list('email=LIST.B@example.com'))).toEqual(['list.b@example.com']);
    expect(emailsOf(await list('source=order'))).toEqual([
      'from.order@example.com',
      'list.b@example.com',
    ]);
    expect(emailsOf(await list('source=storefront&first_name=Lister'))).toEqual([
      'list.a@example.com',
    ]);
    expect(
      emailsOf(await list(`id:in=${ids['list.c@example.com']},${ids['list.a@example.com']}`)),
    ).toEqual(['list.a@example.com', 'list.c@example.com']);
    expect(emailsOf(await list(`id:in=${ids['list.a@example.com']}&source=order`))).toEqual([]);
    expect((await list('email=nobody@example.com')).body.meta.pagination.total).toBe(0);
    expect((await list('id:in=x')).status).toBe(422);
  });

  it('pages with page and limit', async () => {
    const total = (await list('limit=250')).body.meta.pagination.total;
    const page = await list('limit=2&page=2');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.pagination).toEqual({
      total,
      count: 2,
      per_page: 2,
      current_page: 2,
      total_pages: Math.ceil(total / 2),
      links: { previous: '?page=1&limit=2', current: '?page=2&limit=2', next: '?page=3&limit=2' },
    });
    const firstTwo = (await list('limit=2&page=1')).body.data.map((s: any) => s.id);
    expect(page.body.data.every((s: any) => s.id > Math.max(...firstTwo))).toBe(true);
    expect((await list('limit=0')).status).toBe(422);
  });
});

describe('GET, PUT and DELETE /v3/customers/subscribers/{id}', () => {
  it('reads one subscriber, and answers 404 for an unknown or malformed id', async () => {
    const created = (await create({ email: 'get.one@example.com' })).body.data;
    const res = await store.api('GET', `${PATH}/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: created, meta: {} });
    const unknown = await store.api('GET', `${PATH}/999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toBe('Subscriber 999999 was not found.');
    expect((await store.api('GET', `${PATH}/abc`)).status).toBe(404);
  });

  it('updates consents and the fields sent, keeping the others, and publishes an event', async () => {
    const created = (
      await create({ email: 'consent@example.com', first_name: 'Con', source: 'storefront' })
    ).body.data;
    await clock.advance(60_000);
    const first = lastEventId();
    const res = await store.api('PUT', `${PATH}/${created.id}`, {
      body: { consents: ['marketing_newsletter', 'abandoned_cart'], last_name: 'Sent' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        ...created,
        consents: ['marketing_newsletter', 'abandoned_cart'],
        last_name: 'Sent',
        date_modified: new Date(clock.now()).toISOString(),
      },
      meta: {},
    });
    expect(eventsAfter(first)).toEqual([
      ['store/subscriber/updated', { type: 'subscriber', id: created.id }],
    ]);
    const none = await store.api('PUT', `${PATH}/${created.id}`, { body: { consents: [] } });
    expect(none.body.data.consents).toEqual([]);
    expect((await store.api('GET', `${PATH}/${created.id}`)).body.data).toMatchObject({
      consents: [],
      first_name: 'Con',
      last_name: 'Sent',
      source: 'storefront',
    });
  });

  it('refuses an update to an unknown id (404), to an e-mail of another subscriber (409) and bad values (422)', async () => {
    const created = (await create({ email: 'update.refused@example.com' })).body.data;
    expect(
      (await store.api('PUT', `${PATH}/999999`, { body: { first_name: 'Ghost' } })).status,
    ).toBe(404);
    const clash = await store.api('PUT', `${PATH}/${created.id}`, {
      body: { email: 'Sam.Buyer@example.com' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.title).toBe(
      'A subscriber with the email Sam.Buyer@example.com already exists.',
    );
    const bad = await store.api('PUT', `${PATH}/${created.id}`, { body: { email: 'nope' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: 'email must be a valid e-mail address' });
    expect(
      (await store.api('PUT', `${PATH}/${created.id}`, { body: { consents: ['everything'] } }))
        .status,
    ).toBe(422);
    expect((await store.api('GET', `${PATH}/${created.id}`)).body.data).toEqual(created);
    // Its own e-mail is not a clash.
    expect(
      (
        await store.api('PUT', `${PATH}/${created.id}`, {
          body: { email: 'Update.Refused@example.com' },
        })
      ).status,
    ).toBe(200);
  });

  it('deletes a subscriber by id: 204, then 404 for it', async () => {
    const created = (await create({ email: 'delete.me@example.com' })).body.data;
    const first = lastEventId();
    const res = await store.api('DELETE', `${PATH}/${created.id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await store.api('GET', `${PATH}/${created.id}`)).status).toBe(404);
    expect((await store.api('DELETE', `${PATH}/${created.id}`)).status).toBe(404);
    expect(emailsOf(await list('email=delete.me@example.com'))).toEqual([]);
    expect(eventsAfter(first)).toEqual([
      ['store/subscriber/deleted', { type: 'subscriber', id: created.id }],
    ]);
    // The e-mail can subscribe again.
    expect((await create({ email: 'delete.me@example.com' })).status).toBe(200);
  });
});

describe('DELETE /v3/customers/subscribers (by filter)', () => {
  it('deletes the subscribers matching the filters (204) and no others', async () => {
    const a = (await create({ email: 'bulk.a@example.com', source: 'order', order_id: 501 })).body
      .data;
    const b = (await create({ email: 'bulk.b@example.com', source: 'order', order_id: 502 })).body
      .data;
    const c = (await create({ email: 'bulk.c@example.com', source: 'order', order_id: 503 })).body
      .data;
    const totalBefore = (await list()).body.meta.pagination.total;

    const first = lastEventId();
    expect((await store.api('DELETE', `${PATH}?email=bulk.a@example.com`)).status).toBe(204);
    expect((await store.api('DELETE', `${PATH}?id:in=${b.id}&source=custom`)).status).toBe(204); // b is not custom: kept
    expect(emailsOf(await list(`id:in=${a.id},${b.id},${c.id}`))).toEqual([
      'bulk.b@example.com',
      'bulk.c@example.com',
    ]);
    expect((await store.api('DELETE', `${PATH}?id:in=${b.id},${c.id}`)).status).toBe(204);
    expect((await list(`id:in=${a.id},${b.id},${c.id}`)).body.data).toEqual([]);
    expect((await list()).body.meta.pagination.total).toBe(totalBefore - 3);
    expect(eventsAfter(first).map(([, data]) => data)).toEqual(
      [a.id, b.id, c.id].map((id) => ({ type: 'subscriber', id })),
    );
    expect(emailsOf(await list('email=alex.shopper@example.com'))).toEqual([
      'alex.shopper@example.com',
    ]);
    expect((await store.api('DELETE', `${PATH}?id:in=abc`)).status).toBe(422);

    // An empty id:in= is refused rather than read as "no filter" (which deletes everyone).
    const remaining = (await list()).body.meta.pagination.total;
    const empty = await store.api('DELETE', `${PATH}?id:in=`);
    expect(empty.status).toBe(422);
    expect(empty.body.errors['id:in']).toContain('lists no ids');
    expect((await list()).body.meta.pagination.total).toBe(remaining);
  });
});

describe('scopes', () => {
  it('lets a read-only account list and read, and refuses its writes with 403 naming store_v2_customers', async () => {
    const readOnly = store.createApiAccount('subscribers read-only', [
      'store_v2_customers_read_only',
    ]).accessToken;
    const listed = await store.api('GET', PATH, { token: readOnly });
    expect(listed.status).toBe(200);
    const target = listed.body.data[0];
    expect((await store.api('GET', `${PATH}/${target.id}`, { token: readOnly })).status).toBe(200);
    const writes: Array<[string, string, unknown]> = [
      ['POST', PATH, { email: 'read.only@example.com' }],
      ['PUT', `${PATH}/${target.id}`, { first_name: 'Nope' }],
      ['DELETE', `${PATH}/${target.id}`, undefined],
      ['DELETE', `${PATH}?id:in=${target.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const res = await store.api(method, path, { token: readOnly, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.title, `${method} ${path}`).toContain(
        'store_v2_customers (Customers: modify)',
      );
    }
    expect((await store.api('GET', `${PATH}/${target.id}`)).body.data).toEqual(target);
    expect(emailsOf(await list('email=read.only@example.com'))).toEqual([]);

    const outsider = store.createApiAccount('orders only', ['store_v2_orders']).accessToken;
    const refused = await store.api('GET', PATH, { token: outsider });
    expect(refused.status).toBe(403);
    expect(refused.body.title).toContain('store_v2_customers_read_only');
  });
});
