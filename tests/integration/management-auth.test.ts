import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

describe('management API authentication', () => {
  it('answers 401 without X-Auth-Token, in the v3 error shape', async () => {
    const res = await store.api('GET', '/v3/channels', { token: null });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, type: expect.any(String), errors: {} });
    expect(res.body.title).toMatch(/X-Auth-Token/);
  });

  it('answers 401 for an unknown token', async () => {
    const res = await store.api('GET', '/v3/channels', { token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.body.title).toMatch(/not valid for this store/);
  });

  it('answers 401 for a valid token on another store hash', async () => {
    const res = await fetch(`${store.origin}/stores/otherstore/v3/channels`, {
      headers: { 'x-auth-token': store.primaryAccount.accessToken },
    });
    expect(res.status).toBe(401);
  });

  it('uses the v2 array shape for v2 paths', async () => {
    const res = await store.api('GET', '/v2/no-such-resource');
    expect(res.status).toBe(404);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0]).toMatchObject({
      status: 404,
      message: expect.stringMatching(/no-such-resource/),
    });
    expect(res.headers.get('x-rate-limit-requests-left')).toMatch(/^\d+$/);
  });

  it('sends the rate-limit headers on every response, errors included', async () => {
    for (const token of [undefined, null]) {
      const res = await store.api('GET', '/v3/channels', { token });
      for (const name of ['time-window-ms', 'time-reset-ms', 'requests-quota', 'requests-left']) {
        expect(res.headers.get(`x-rate-limit-${name}`)).toMatch(/^\d+$/);
      }
    }
  });

  it('answers 429 once the quota of the window is used, with Retry-After', async () => {
    const limited = await startTestStore({ config: { rateLimit: { quota: 3, windowMs: 30_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.api('GET', '/v3/channels')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await limited.api('GET', '/v3/channels');
      expect(res.headers.get('x-rate-limit-requests-left')).toBe('0');
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  it('answers 403 naming the missing scope, and lets a read-only scope read', async () => {
    const readOnly = store.createApiAccount('read only', ['store_channel_settings_read_only']);
    const read = await store.api('GET', '/v3/channels', { token: readOnly.accessToken });
    expect(read.status).toBe(200);
    const write = await store.api('POST', '/v3/channels', {
      token: readOnly.accessToken,
      body: { name: 'x', type: 'storefront', platform: 'next' },
    });
    expect(write.status).toBe(403);
    expect(write.body.title).toContain('store_channel_settings');
    expect(write.body.title).toContain('Channel Settings');

    const none = store.createApiAccount('no scopes', []);
    const denied = await store.api('GET', '/v3/channels', { token: none.accessToken });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_channel_settings_read_only');
  });

  it('answers an unknown path with a 404 that names it', async () => {
    const res = await store.api('GET', '/v3/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.title).toContain('/v3/nothing-here');
  });

  it('answers an unknown path with 401, not 404, to a caller without a valid token for this store', async () => {
    for (const token of [null, 'not-a-token']) {
      const res = await store.api('GET', '/v3/nothing-here', { token });
      expect(res.status, String(token)).toBe(401);
      expect(res.body.title).toMatch(/X-Auth-Token/);
    }
    const otherStore = await fetch(`${store.origin}/stores/otherstore/v3/nothing-here`, {
      headers: { 'x-auth-token': store.primaryAccount.accessToken },
    });
    expect(otherStore.status).toBe(401);
    expect(otherStore.headers.get('x-rate-limit-requests-left')).not.toBeNull();
  });
});

describe('request bodies', () => {
  it('takes a DELETE sent with Content-Type: application/json and no body as having no body', async () => {
    const created = await store.api('POST', '/v3/hooks', {
      body: {
        scope: 'store/cart/created',
        destination: 'https://hooks.example.com/a',
        is_active: true,
      },
      headers: { 'x-auth-client': store.primaryAccount.clientId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const res = await store.api('DELETE', `/v3/hooks/${created.body.data.id}`, { rawBody: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await store.api('GET', `/v3/hooks/${created.body.data.id}`)).status).toBe(404);
  });

  it('takes an empty body with Content-Type: application/json as no body on every route (issue 27): where a body is needed, it is refused as a missing body is', async () => {
    const empty = await store.api('POST', '/v3/catalog/brands', { rawBody: '' });
    const none = await store.api('POST', '/v3/catalog/brands');
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual(none.body);
  });

  it('still refuses a broken or blank JSON body with 400', async () => {
    for (const rawBody of ['{"scope":', ' ']) {
      const res = await store.api('POST', '/v3/hooks', { rawBody });
      expect(res.status, JSON.stringify(rawBody)).toBe(400);
      expect(res.body.title).toContain('not valid JSON');
    }
  });

  it('refuses prototype poisoning in JSON bodies', async () => {
    const res = await store.api('POST', '/v3/hooks', {
      rawBody: '{"__proto__":{"admin":true},"scope":"store/cart/created"}',
    });
    expect(res.status).toBe(400);
  });
});
