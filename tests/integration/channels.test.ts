import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const create = (body: unknown) => store.api('POST', '/v3/channels', { body });

describe('channels', () => {
  it('has the default storefront as channel 1', async () => {
    const res = await store.api('GET', '/v3/channels/1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 1,
      type: 'storefront',
      platform: 'bigcommerce',
      status: 'prelaunch',
    });
  });

  it('creates a channel and returns it in the envelope', async () => {
    const res = await create({ name: 'Headless shop', type: 'storefront', platform: 'next' });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({});
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      name: 'Headless shop',
      type: 'storefront',
      platform: 'next',
      status: 'active',
      is_enabled: true,
      is_visible: true,
      external_id: '',
    });
    expect(res.body.data.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('rejects an invalid type/platform pair with a 422 naming it', async () => {
    const res = await create({ name: 'Bad', type: 'marketplace', platform: 'next' });
    expect(res.status).toBe(422);
    expect(res.body.title).toBe(
      'Input channel type [marketplace] with platform [next] is not supported',
    );
    const unknown = await create({ name: 'Bad', type: 'pos', platform: 'no-such-platform' });
    expect(unknown.status).toBe(422);
  });

  it('rejects a status the type and platform do not allow', async () => {
    const res = await create({ name: 'Pos', type: 'pos', platform: 'square', status: 'active' });
    expect(res.status).toBe(422);
    expect(res.body.title).toContain('connected, disconnected');
    const prelaunchElsewhere = await create({
      name: 'Gatsby',
      type: 'storefront',
      platform: 'gatsby',
      status: 'prelaunch',
    });
    expect(prelaunchElsewhere.status).toBe(422);
  });

  it('accepts both prelaunch and archived for a storefront on the own platform (seed conflict)', async () => {
    const a = await create({
      name: 'Own A',
      type: 'storefront',
      platform: 'bigcommerce',
      status: 'prelaunch',
    });
    const b = await create({
      name: 'Own B',
      type: 'storefront',
      platform: 'native',
      status: 'archived',
    });
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it('takes the former name native as an alias of the real platform value, answering and filtering with the real one', async () => {
    const viaAlias = await create({ name: 'Own alias', type: 'storefront', platform: 'native' });
    expect(viaAlias.status).toBe(200);
    expect(viaAlias.body.data).toMatchObject({ platform: 'bigcommerce', status: 'prelaunch' });
    const twin = await create({ name: 'Own alias', type: 'storefront', platform: 'bigcommerce' });
    expect(twin.status).toBe(409);
    const listed = await store.api('GET', '/v3/channels?platform:in=native&limit=250');
    expect(listed.body.data.map((c: { name: string }) => c.name)).toContain('Own alias');
    expect(new Set(listed.body.data.map((c: { platform: string }) => c.platform))).toEqual(
      new Set(['bigcommerce']),
    );
    const unchanged = await store.api('PUT', `/v3/channels/${viaAlias.body.data.id}`, {
      body: { platform: 'native', name: 'Own alias 2' },
    });
    expect(unchanged.status).toBe(200);
  });

  it('accepts the deprecated is_enabled flag as an alias of status', async () => {
    const off = await create({
      name: 'Legacy',
      type: 'marketing',
      platform: 'google',
      is_enabled: false,
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ status: 'disconnected', is_enabled: false });
    const contradiction = await create({
      name: 'Legacy 2',
      type: 'marketing',
      platform: 'google',
      is_enabled: false,
      status: 'connected',
    });
    expect(contradiction.status).toBe(422);
  });

  it('takes back the channel object a GET returned (is_enabled derived from status)', async () => {
    for (const body of [
      { name: 'Round trip A', type: 'storefront', platform: 'bigcommerce', status: 'prelaunch' },
      { name: 'Round trip B', type: 'storefront', platform: 'native', status: 'archived' },
      { name: 'Round trip C', type: 'marketplace', platform: 'etsy', status: 'disconnected' },
    ]) {
      const created = await create(body);
      const read = await store.api('GET', `/v3/channels/${created.body.data.id}`);
      const put = await store.api('PUT', `/v3/channels/${created.body.data.id}`, {
        body: read.body.data,
      });
      expect(put.status, body.name).toBe(200);
      expect(put.body.data.status).toBe(body.status);
    }
  });

  it('answers 409 for a duplicate name + platform + type', async () => {
    await create({ name: 'Twin', type: 'marketplace', platform: 'ebay' });
    const res = await create({ name: 'Twin', type: 'marketplace', platform: 'ebay' });
    expect(res.status).toBe(409);
    expect(res.body.title).toContain('Twin');
    const otherPlatform = await create({ name: 'Twin', type: 'marketplace', platform: 'amazon' });
    expect(otherPlatform.status).toBe(200);
  });

  it('answers 422 with field errors for missing and mistyped fields, 400 for malformed JSON', async () => {
    const missing = await create({ type: 'storefront' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['name', 'platform']));
    const wrongType = await create({ name: 42, type: 'storefront', platform: 'next' });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.name).toBeDefined();
    const malformed = await store.api('POST', '/v3/channels', { rawBody: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.title).toMatch(/not valid JSON/);
  });

  it('updates name and status but never type or platform', async () => {
    const created = await create({ name: 'Changing', type: 'storefront', platform: 'vue' });
    const id = created.body.data.id;
    const renamed = await store.api('PUT', `/v3/channels/${id}`, {
      body: { name: 'Changed', status: 'inactive' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Changed',
      status: 'inactive',
      platform: 'vue',
    });

    const retype = await store.api('PUT', `/v3/channels/${id}`, {
      body: { type: 'pos', platform: 'square' },
    });
    expect(retype.status).toBe(422);
    expect(retype.body.errors).toHaveProperty('type');
    expect(retype.body.errors).toHaveProperty('platform');

    const badStatus = await store.api('PUT', `/v3/channels/${id}`, {
      body: { status: 'connected' },
    });
    expect(badStatus.status).toBe(422);
  });

  it('publishes store/channel/created and store/channel/updated, and nothing for a refused change', async () => {
    const since = store.ctx.events.recent(1)[0]?.id ?? 0;
    const created = await create({ name: 'Announced', type: 'storefront', platform: 'gatsby' });
    const id = created.body.data.id;
    await store.api('PUT', `/v3/channels/${id}`, { body: { name: 'Announced again' } });
    await store.api('PUT', `/v3/channels/${id}`, { body: { platform: 'vue' } });
    const events = store.ctx.events
      .recent(10)
      .filter((e) => e.id > since)
      .sort((a, b) => a.id - b.id);
    expect(events.map((e) => [e.scope, e.data])).toEqual([
      ['store/channel/created', { type: 'channel', id }],
      ['store/channel/updated', { type: 'channel', id }],
    ]);
  });

  it('answers 409 when an update would duplicate another channel', async () => {
    await create({ name: 'Taken', type: 'storefront', platform: 'drupal' });
    const other = await create({ name: 'Free', type: 'storefront', platform: 'drupal' });
    const res = await store.api('PUT', `/v3/channels/${other.body.data.id}`, {
      body: { name: 'Taken' },
    });
    expect(res.status).toBe(409);
  });

  it('answers 404 for a channel that does not exist', async () => {
    expect((await store.api('GET', '/v3/channels/99999')).status).toBe(404);
    expect((await store.api('PUT', '/v3/channels/99999', { body: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await store.api('GET', '/v3/channels/abc')).status).toBe(404);
  });

  it('lists with type:in, platform:in, status:in filters and paging', async () => {
    const pos = await store.api('GET', '/v3/channels?type:in=pos,marketing');
    expect(pos.status).toBe(200);
    expect(
      pos.body.data.every((c: { type: string }) => ['pos', 'marketing'].includes(c.type)),
    ).toBe(true);

    const platforms = await store.api('GET', '/v3/channels?platform:in=ebay');
    expect(platforms.body.data.map((c: { platform: string }) => c.platform)).toEqual(['ebay']);

    const inactive = await store.api('GET', '/v3/channels?status:in=inactive');
    expect(inactive.body.data.every((c: { status: string }) => c.status === 'inactive')).toBe(true);
    expect(inactive.body.data.length).toBeGreaterThan(0);

    const page = await store.api('GET', '/v3/channels?limit=2&page=2');
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.pagination).toMatchObject({ per_page: 2, current_page: 2, count: 2 });
    expect(page.body.meta.pagination.links).toMatchObject({
      previous: '?page=1&limit=2',
      current: '?page=2&limit=2',
    });

    const bad = await store.api('GET', '/v3/channels?type:in=spaceship');
    expect(bad.status).toBe(422);
    const badLimit = await store.api('GET', '/v3/channels?limit=abc');
    expect(badLimit.status).toBe(422);
  });

  it('keeps every record across a restart', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const created = await first.api('POST', '/v3/channels', {
      body: { name: 'Durable', type: 'storefront', platform: 'next' },
    });
    await first.close();
    const second = await startTestStore({ db: path });
    try {
      expect(second.storeHash).toBe(first.storeHash);
      expect(second.primaryAccount.accessToken).toBe(first.primaryAccount.accessToken);
      const res = await second.api('GET', `/v3/channels/${created.body.data.id}`);
      expect(res.body.data.name).toBe('Durable');
    } finally {
      await second.close();
    }
  });

  it('reads a database that stored the own platform as native with the real value after a restart', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    await first.close();
    const raw = new Database(path);
    raw.prepare(`UPDATE channels SET platform = 'native' WHERE id = 1`).run();
    raw.close();
    const second = await startTestStore({ db: path });
    try {
      expect((await second.api('GET', '/v3/channels/1')).body.data.platform).toBe('bigcommerce');
    } finally {
      await second.close();
    }
  });
});
