import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { createApiAccount } from '@/emulator/core/store';
import { deactivateAfterFinalFailure } from '@/emulator/webhooks/deactivation';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';

const clock = new VirtualClock(Date.UTC(2026, 2, 1, 12, 0, 0));
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ clock });
});
afterAll(() => store.close());

const asClient = (account = store.primaryAccount) => ({
  token: account.accessToken,
  headers: { 'x-auth-client': account.clientId },
});
/** Creates a hook; `is_active` (required) is true unless the body says otherwise. */
const create = (
  body: Record<string, unknown>,
  version: 'v2' | 'v3' = 'v2',
  account = store.primaryAccount,
) =>
  store.api('POST', `/${version}/hooks`, {
    body: { is_active: true, ...body },
    ...asClient(account),
  });
/** A POST that carries no Accept header at all. */
function postWithoutAccept(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
let destinationCount = 0;
/** A destination no other test uses, so hooks never clash on client + scope + destination. */
const freshDestination = () => `https://receiver.example.com/hooks/${++destinationCount}`;

describe('/v2/hooks', () => {
  it('creates a hook with both auth headers: 200 and the webhook object', async () => {
    const destination = freshDestination();
    const res = await create({
      scope: 'store/order/*',
      destination,
      is_active: true,
      headers: { 'X-Secret': 's3cret' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      client_id: store.primaryAccount.clientId,
      store_hash: store.storeHash,
      scope: 'store/order/*',
      destination,
      is_active: true,
      headers: { 'X-Secret': 's3cret' },
      created_at: Math.floor(clock.now() / 1000),
      updated_at: Math.floor(clock.now() / 1000),
    });
  });

  it('defaults headers to null, and refuses a hook without is_active on both paths, naming the field', async () => {
    const res = await create({ scope: 'store/cart/created', destination: freshDestination() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_active: true, headers: null });
    for (const version of ['v2', 'v3']) {
      const destination = freshDestination();
      const missing = await store.api('POST', `/${version}/hooks`, {
        body: { scope: 'store/cart/created', destination },
        ...asClient(),
      });
      expect(missing.status, version).toBe(422);
      const message = JSON.stringify(missing.body);
      expect(message).toContain('is_active is required');
      const list = await store.api('GET', '/v2/hooks');
      expect(list.body.some((h: { destination: string }) => h.destination === destination)).toBe(
        false,
      );
    }
  });

  it('gives no success without an Accept header (400) or with one that does not take JSON (406)', async () => {
    const body = { scope: 'store/order/created', destination: freshDestination(), is_active: true };
    // fetch always sends an Accept header, so this request is made with node:http.
    const withoutAccept = await postWithoutAccept(
      `${store.apiUrl}/v2/hooks`,
      JSON.stringify(body),
      {
        'content-type': 'application/json',
        'x-auth-token': store.primaryAccount.accessToken,
        'x-auth-client': store.primaryAccount.clientId,
      },
    );
    expect(withoutAccept.status).toBe(400);
    expect(withoutAccept.body).toContain('Missing Accept header');
    const html = await store.api('POST', '/v3/hooks', {
      body,
      ...asClient(),
      headers: { 'x-auth-client': store.primaryAccount.clientId, accept: 'text/html' },
    });
    expect(html.status).toBe(406);
    const list = await store.api('GET', '/v2/hooks');
    expect(list.body.some((h: { destination: string }) => h.destination === body.destination)).toBe(
      false,
    );
    const anyType = await store.api('POST', '/v3/hooks', {
      body,
      headers: { 'x-auth-client': store.primaryAccount.clientId, accept: 'text/html, */*;q=0.1' },
    });
    expect(anyType.status).toBe(200);
  });

  it('refuses a destination on a port fetch will not connect to, saying so', async () => {
    const res = await create(
      { scope: 'store/order/created', destination: 'http://127.0.0.1:10080/hooks' },
      'v3',
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.destination).toMatch(/port 10080/);
  });

  it('gives no 201 without X-Auth-Client, or with the client id of another account', async () => {
    const body = { scope: 'store/order/created', destination: freshDestination(), is_active: true };
    const missing = await store.api('POST', '/v2/hooks', { body });
    expect(missing.status).toBe(401);
    expect(missing.body.title).toMatch(/X-Auth-Client/);

    const other = store.createApiAccount('other app', ['store_v2_information']);
    const mismatched = await store.api('POST', '/v2/hooks', {
      body,
      headers: { 'x-auth-client': other.clientId },
    });
    expect(mismatched.status).toBe(401);
    expect(mismatched.body.title).toMatch(/not a valid combination/);

    const list = await store.api('GET', '/v2/hooks');
    expect(list.body.some((h: { destination: string }) => h.destination === body.destination)).toBe(
      false,
    );
  });

  it('answers 401 without a token and 403 without the Information and Settings scope', async () => {
    const body = { scope: 'store/order/created', destination: freshDestination() };
    expect((await store.api('POST', '/v2/hooks', { body, token: null })).status).toBe(401);

    const none = store.createApiAccount('no information scope', ['store_v2_orders']);
    const denied = await create(body, 'v2', none);
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_v2_information');
    expect((await store.api('GET', '/v2/hooks', asClient(none))).status).toBe(403);
  });

  it('lets a read-only account read its hooks but not write', async () => {
    const readOnly = store.createApiAccount('read only', ['store_v2_information_read_only']);
    expect(
      (
        await create(
          { scope: 'store/order/created', destination: freshDestination() },
          'v2',
          readOnly,
        )
      ).status,
    ).toBe(403);
    const list = await store.api('GET', '/v2/hooks', asClient(readOnly));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect(
      (await store.api('PUT', '/v2/hooks/1', { body: { is_active: false }, ...asClient(readOnly) }))
        .status,
    ).toBe(403);
    expect((await store.api('DELETE', '/v2/hooks/1', asClient(readOnly))).status).toBe(403);
  });

  it('gets, updates (is_active, scope, destination, headers) and deletes a hook', async () => {
    const created = await create({
      scope: 'store/product/updated',
      destination: freshDestination(),
      is_active: true,
    });
    const id = created.body.id;
    expect((await store.api('GET', `/v2/hooks/${id}`)).body).toEqual(created.body);

    await clock.advance(5_000);
    const destination = freshDestination();
    const updated = await store.api('PUT', `/v2/hooks/${id}`, {
      body: {
        is_active: false,
        scope: 'store/product/*',
        destination,
        headers: { Authorization: 'Basic abc' },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      is_active: false,
      scope: 'store/product/*',
      destination,
      headers: { Authorization: 'Basic abc' },
    });
    expect(updated.body.updated_at).toBe(created.body.updated_at + 5);
    expect(updated.body.created_at).toBe(created.body.created_at);

    const cleared = await store.api('PUT', `/v2/hooks/${id}`, {
      body: { headers: null, is_active: true },
    });
    expect(cleared.body).toMatchObject({
      headers: null,
      is_active: true,
      scope: 'store/product/*',
    });

    const deleted = await store.api('DELETE', `/v2/hooks/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(id);
    expect((await store.api('GET', `/v2/hooks/${id}`)).status).toBe(404);
    expect((await store.api('DELETE', `/v2/hooks/${id}`)).status).toBe(404);
  });

  it('answers 404 for unknown ids, bad ids and hooks of another client', async () => {
    expect((await store.api('GET', '/v2/hooks/999999')).status).toBe(404);
    expect((await store.api('GET', '/v2/hooks/abc')).status).toBe(404);
    expect((await store.api('PUT', '/v2/hooks/999999', { body: { is_active: true } })).status).toBe(
      404,
    );

    const other = createApiAccount(store.ctx.db, clock, {
      name: 'another app',
      scopes: ['store_v2_information'],
    });
    const theirs = await create(
      { scope: 'store/order/created', destination: freshDestination() },
      'v2',
      other,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.client_id).toBe(other.clientId);
    expect((await store.api('GET', `/v2/hooks/${theirs.body.id}`)).status).toBe(404);
    expect((await store.api('DELETE', `/v2/hooks/${theirs.body.id}`)).status).toBe(404);
    const mine = await store.api('GET', '/v2/hooks');
    expect(
      mine.body.every((h: { client_id: string }) => h.client_id === store.primaryAccount.clientId),
    ).toBe(true);
    const theirList = await store.api('GET', '/v2/hooks', asClient(other));
    expect(theirList.body.map((h: { id: number }) => h.id)).toEqual([theirs.body.id]);
  });

  it('rejects a second hook with the same client + scope + destination with 422', async () => {
    const body = {
      scope: 'store/cart/lineItem/*',
      destination: freshDestination(),
      is_active: true,
    };
    const first = await create(body);
    expect(first.status).toBe(200);
    const again = await create(body);
    expect(again.status).toBe(422);
    expect(again.body.title).toContain(`webhook ${first.body.id}`);
    expect((await create({ ...body, scope: 'store/cart/*' })).status).toBe(200);

    const other = await create({ ...body, destination: freshDestination() });
    const clash = await store.api('PUT', `/v2/hooks/${other.body.id}`, {
      body: { destination: body.destination },
    });
    expect(clash.status).toBe(422);
  });

  it('validates scope, destination, is_active and headers with 422 and a message per field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ destination: freshDestination() }, 'scope'],
      [{ scope: 'store/order/shipped', destination: freshDestination() }, 'scope'],
      [{ scope: 'store/*/created', destination: freshDestination() }, 'scope'],
      [{ scope: 'order/*', destination: freshDestination() }, 'scope'],
      [{ scope: 'store/order/created' }, 'destination'],
      [
        { scope: 'store/order/created', destination: 'http://receiver.example.com/hooks' },
        'destination',
      ],
      [{ scope: 'store/order/created', destination: 'hooks/relative' }, 'destination'],
      [{ scope: 'store/order/created', destination: 'ftp://receiver.example.com/' }, 'destination'],
      [
        { scope: 'store/order/created', destination: 'https://user:pw@receiver.example.com/' },
        'destination',
      ],
      [
        { scope: 'store/order/created', destination: freshDestination(), is_active: 'yes' },
        'is_active',
      ],
      [
        { scope: 'store/order/created', destination: freshDestination(), is_active: undefined },
        'is_active',
      ],
      [
        { scope: 'store/order/created', destination: freshDestination(), headers: ['a'] },
        'headers',
      ],
      [
        {
          scope: 'store/order/created',
          destination: freshDestination(),
          headers: { 'X-Count': 3 },
        },
        'headers.X-Count',
      ],
      [
        {
          scope: 'store/order/created',
          destination: freshDestination(),
          headers: { 'Bad Name': 'x' },
        },
        'headers.Bad Name',
      ],
      [
        {
          scope: 'store/order/created',
          destination: freshDestination(),
          headers: { 'Content-Type': 'text/plain' },
        },
        'headers.Content-Type',
      ],
      [
        {
          scope: 'store/order/created',
          destination: freshDestination(),
          headers: { 'X-Secret': 'line\nbreak' },
        },
        'headers.X-Secret',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await create(body, 'v3');
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    const secret = await create(
      {
        scope: 'store/order/created',
        destination: freshDestination(),
        headers: { 'X-Secret': 'top\nsecret' },
      },
      'v3',
    );
    expect(JSON.stringify(secret.body)).not.toContain('top\\nsecret');
    expect(JSON.stringify(secret.body)).not.toContain('top');

    const malformed = await store.api('POST', '/v2/hooks', {
      rawBody: '{"scope": ',
      ...asClient(),
    });
    expect(malformed.status).toBe(400);
    const emptyUpdate = await store.api(
      'PUT',
      `/v2/hooks/${(await create({ scope: 'store/sku/*', destination: freshDestination() })).body.id}`,
      { body: {} },
    );
    expect(emptyUpdate.status).toBe(422);
  });

  it('accepts http only for loopback destinations', async () => {
    for (const destination of [
      'http://127.0.0.1:8080/hooks',
      'http://127.9.9.9/x',
      'http://localhost:3000/api/webhooks',
      'http://[::1]:3000/',
    ]) {
      expect(
        (await create({ scope: 'store/order/updated', destination })).status,
        destination,
      ).toBe(200);
    }
    expect(
      (await create({ scope: 'store/order/updated', destination: 'http://10.0.0.1/hooks' })).status,
    ).toBe(422);
    expect(
      (await create({ scope: 'store/order/updated', destination: 'http://localhost.example.com/' }))
        .status,
    ).toBe(422);
  });

  it('accepts concrete scopes and family wildcards of the reference', async () => {
    for (const scope of [
      'store/*',
      'store/cart/*',
      'store/cart/lineItem/*',
      'store/order/statusUpdated',
      'store/app/uninstalled',
      'store/information/*',
      'store/channel/created',
      'store/customer/address/*',
    ]) {
      expect((await create({ scope, destination: freshDestination() })).status, scope).toBe(200);
    }
  });
});

describe('/v3/hooks', () => {
  it('creates, gets, updates and deletes in the { data, meta } envelope', async () => {
    const created = await create(
      { scope: 'store/subscriber/*', destination: freshDestination() },
      'v3',
    );
    expect(created.status).toBe(200);
    expect(created.body.meta).toEqual({});
    const id = created.body.data.id;
    const got = await store.api('GET', `/v3/hooks/${id}`);
    expect(got.body).toEqual({ data: created.body.data, meta: {} });
    const updated = await store.api('PUT', `/v3/hooks/${id}`, { body: { is_active: false } });
    expect(updated.body.data.is_active).toBe(false);
    const deleted = await store.api('DELETE', `/v3/hooks/${id}`);
    expect(deleted.body.data.id).toBe(id);
    const gone = await store.api('GET', `/v3/hooks/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ status: 404, title: expect.stringContaining(String(id)) });
  });

  it('requires X-Auth-Client to create, as v2 does', async () => {
    const res = await store.api('POST', '/v3/hooks', {
      body: { scope: 'store/order/created', destination: freshDestination(), is_active: true },
    });
    expect(res.status).toBe(401);
    expect(res.body.title).toMatch(/X-Auth-Client/);
  });

  it('lists the client hooks with is_active, scope and destination filters and paging', async () => {
    const reader = createApiAccount(store.ctx.db, clock, {
      name: 'lister',
      scopes: ['store_v2_information'],
    });
    const destination = freshDestination();
    await create({ scope: 'store/order/created', destination }, 'v3', reader);
    await create({ scope: 'store/order/updated', destination, is_active: false }, 'v3', reader);
    await create({ scope: 'store/order/created', destination: freshDestination() }, 'v3', reader);

    const all = await store.api('GET', '/v3/hooks', asClient(reader));
    expect(all.body.data).toHaveLength(3);
    expect(all.body.meta.pagination).toMatchObject({
      total: 3,
      count: 3,
      current_page: 1,
      total_pages: 1,
    });

    const inactive = await store.api('GET', '/v3/hooks?is_active=false', asClient(reader));
    expect(inactive.body.data.map((h: { scope: string }) => h.scope)).toEqual([
      'store/order/updated',
    ]);
    const byScope = await store.api('GET', '/v3/hooks?scope=store/order/created', asClient(reader));
    expect(byScope.body.data).toHaveLength(2);
    const byDestination = await store.api(
      'GET',
      `/v3/hooks?destination=${encodeURIComponent(destination)}`,
      asClient(reader),
    );
    expect(byDestination.body.data).toHaveLength(2);

    const page = await store.api('GET', '/v3/hooks?limit=2&page=2', asClient(reader));
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta.pagination).toMatchObject({
      total: 3,
      count: 1,
      per_page: 2,
      current_page: 2,
      total_pages: 2,
    });

    expect((await store.api('GET', '/v3/hooks?is_active=maybe', asClient(reader))).status).toBe(
      422,
    );
    expect((await store.api('GET', '/v3/hooks?limit=0', asClient(reader))).status).toBe(422);
  });
});

describe('/v3/hooks/admin', () => {
  it("lists the account's notification addresses (its own address until some are set), hooks with their status, and no blocked domain", async () => {
    const app = createApiAccount(store.ctx.db, clock, {
      name: 'admin app',
      scopes: ['store_v2_information'],
      email: 'dev@admin-app.example',
    });
    const active = await create(
      { scope: 'store/order/created', destination: freshDestination() },
      'v3',
      app,
    );
    const inactive = await create(
      { scope: 'store/order/updated', destination: freshDestination(), is_active: false },
      'v3',
      app,
    );
    const admin = await store.api('GET', '/v3/hooks/admin', asClient(app));
    expect(admin.status).toBe(200);
    expect(admin.body.data.emails).toEqual(['dev@admin-app.example']);
    expect(
      admin.body.data.hooks_list.map((h: { id: number; status: string }) => [h.id, h.status]),
    ).toEqual([
      [active.body.data.id, 'active'],
      [inactive.body.data.id, 'inactive'],
    ]);
    expect(admin.body.data.blocked_domains).toEqual([]);
    const onlyInactive = await store.api('GET', '/v3/hooks/admin?is_active=false', asClient(app));
    expect(onlyInactive.body.data.hooks_list.map((h: { id: number }) => h.id)).toEqual([
      inactive.body.data.id,
    ]);
  });

  it('replaces the notification addresses (204), which then get the deactivation notices; bad addresses are a 422', async () => {
    const app = createApiAccount(store.ctx.db, clock, {
      name: 'notified app',
      scopes: ['store_v2_information'],
      email: 'dev@notified.example',
    });
    const put = await store.api('PUT', '/v3/hooks/admin', {
      body: { emails: ['Ops@Notified.example', 'oncall@notified.example', 'ops@notified.example'] },
      ...asClient(app),
    });
    expect(put.status).toBe(204);
    const admin = await store.api('GET', '/v3/hooks/admin', asClient(app));
    expect(admin.body.data.emails).toEqual(['ops@notified.example', 'oncall@notified.example']);

    const hook = await create(
      { scope: 'store/product/created', destination: freshDestination() },
      'v3',
      app,
    );
    deactivateAfterFinalFailure(store.ctx, hook.body.data.id, 'answered HTTP 500');
    const notices = (await (
      await fetch(`${store.origin}/local/outbox?kind=webhook_deactivated`)
    ).json()) as { data: Array<{ to: string; subject: string }> };
    const forHook = notices.data.filter((e) => e.subject.includes(`Webhook ${hook.body.data.id} `));
    expect(forHook.map((e) => e.to).sort()).toEqual([
      'oncall@notified.example',
      'ops@notified.example',
    ]);

    const bad = await store.api('PUT', '/v3/hooks/admin', {
      body: { emails: ['not-an-address'] },
      ...asClient(app),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['emails.0']).toContain('e-mail');
    const readOnly = createApiAccount(store.ctx.db, clock, {
      name: 'reader',
      scopes: ['store_v2_information_read_only'],
    });
    expect(
      (await store.api('PUT', '/v3/hooks/admin', { body: { emails: [] }, ...asClient(readOnly) }))
        .status,
    ).toBe(403);
  });
});

describe('hooks across a restart', () => {
  it('keeps every hook', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const created = await first.api('POST', '/v3/hooks', {
      body: {
        scope: 'store/order/*',
        destination: 'https://receiver.example.com/durable',
        is_active: true,
        headers: { 'X-Secret': 'kept' },
      },
      headers: { 'x-auth-client': first.primaryAccount.clientId },
    });
    expect(created.status).toBe(200);
    await first.close();
    const second = await startTestStore({ db: path });
    try {
      const res = await second.api('GET', `/v3/hooks/${created.body.data.id}`);
      expect(res.body.data).toEqual(created.body.data);
    } finally {
      await second.close();
    }
  });
});
