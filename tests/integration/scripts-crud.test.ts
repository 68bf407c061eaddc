import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { SCRIPTS_PATH, accountWith, srcScript, tagScript } from '../support/content-fixtures';

let store: TestStore;
let clock: VirtualClock;
beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 4, 2, 8));
  store = await startTestStore({ clock });
});
afterAll(() => store.close());

/** Each account may hold 10 scripts, so most tests use an account of their own. */
const newToken = () => accountWith(store, 'store_v2_content', 'store_content_checkout').accessToken;
const create = (body: unknown, token?: string) => store.api('POST', SCRIPTS_PATH, { body, token });

describe('POST /v3/content/scripts', () => {
  it('creates a src script with the defaults and the creating client', async () => {
    const res = await create(srcScript({ description: 'Page views' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Analytics',
        description: 'Page views',
        src: 'https://cdn.example.com/analytics.js',
        auto_uninstall: false,
        load_method: 'default',
        location: 'footer',
        visibility: 'storefront',
        kind: 'src',
        api_client_id: store.primaryAccount.clientId,
        consent_category: 'unknown',
        enabled: true,
        channel_id: 1,
        integrity_hashes: [],
        date_created: '2026-05-02T08:00:00.000Z',
        date_modified: '2026-05-02T08:00:00.000Z',
      },
      meta: {},
    });
  });

  it('creates a script_tag script; the kind follows from html when not given', async () => {
    const token = newToken();
    const res = await create(
      { name: 'Chat', html: '<script src="https://chat.example.com/w.js" async></script>' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'script_tag',
      html: '<script src="https://chat.example.com/w.js" async></script>',
    });
    expect(res.body.data).not.toHaveProperty('src');
    const full = await create(
      srcScript({
        load_method: 'async',
        location: 'head',
        visibility: 'order_confirmation',
        consent_category: 'analytics',
        auto_uninstall: true,
        enabled: false,
        integrity_hashes: [
          'sha384-DgtwqxoPLKnJSER+TUmSPIpE6ZbVb2ZZwR241HHiqJipLiZQPN/JkKX5xxrEHUTt',
        ],
      }),
      token,
    );
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({
      load_method: 'async',
      location: 'head',
      visibility: 'order_confirmation',
      enabled: false,
    });
    expect(full.body.data).not.toHaveProperty('html');
  });

  it('refuses inconsistent kind, src and html', async () => {
    const token = newToken();
    const cases: [unknown, string][] = [
      [srcScript({ html: '<script></script>' }), 'html'],
      [{ name: 'No code', kind: 'src' }, 'src'],
      [tagScript({ src: 'https://cdn.example.com/a.js' }), 'src'],
      [{ name: 'No html', kind: 'script_tag' }, 'html'],
      [tagScript({ load_method: 'defer' }), 'load_method'],
      [tagScript({ html: '<script>a()</script><script>b()</script>' }), 'html'],
      [tagScript({ html: '<div>no script</div>' }), 'html'],
      [tagScript({ integrity_hashes: ['sha256-abc='] }), 'integrity_hashes'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body, token);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toHaveProperty(field);
    }
  });

  it('refuses bad fields with 422 naming them, and malformed JSON with 400', async () => {
    const token = newToken();
    const cases: [unknown, string][] = [
      [{ src: 'https://cdn.example.com/a.js' }, 'name'],
      [srcScript({ name: '' }), 'name'],
      [srcScript({ name: 'x'.repeat(256) }), 'name'],
      [tagScript({ html: `<script>${'x'.repeat(65_536)}</script>` }), 'html'],
      [srcScript({ src: 'javascript:alert(1)' }), 'src'],
      [srcScript({ visibility: 'everywhere' }), 'visibility'],
      [srcScript({ location: 'body' }), 'location'],
      [srcScript({ load_method: 'lazy' }), 'load_method'],
      [srcScript({ kind: 'module' }), 'kind'],
      [srcScript({ consent_category: 'unknown' }), 'consent_category'],
      [srcScript({ enabled: 'yes' }), 'enabled'],
      [srcScript({ channel_id: 0 }), 'channel_id'],
      [srcScript({ integrity_hashes: ['md5-abc'] }), 'integrity_hashes.0'],
      [
        srcScript({ integrity_hashes: Array.from({ length: 6 }, () => 'sha256-abc=') }),
        'integrity_hashes',
      ],
      [srcScript({ channel_id: 4040 }), 'channel_id'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body, token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body.errors).toHaveProperty(field);
    }
    expect((await create([srcScript()], token)).status).toBe(422);
    expect((await store.api('POST', SCRIPTS_PATH, { rawBody: '{"name":', token })).status).toBe(
      400,
    );
  });

  it('takes a protocol-relative src', async () => {
    const res = await create(srcScript({ src: '//cdn.example.com/lib.js' }), newToken());
    expect(res.status).toBe(200);
  });
});

describe('GET, PUT and DELETE /v3/content/scripts/{uuid}', () => {
  it('gets a script, 404 for an unknown uuid, 422 for one that is not a uuid', async () => {
    const created = (await create(srcScript(), newToken())).body.data;
    const res = await store.api('GET', `${SCRIPTS_PATH}/${created.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: created, meta: {} });
    expect(
      (await store.api('GET', `${SCRIPTS_PATH}/3fa85f64-5717-4562-b3fc-2c963f66afa6`)).status,
    ).toBe(404);
    const malformed = await store.api('GET', `${SCRIPTS_PATH}/not-a-uuid`);
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.uuid).toContain('UUID');
  });

  it('updates the fields sent and keeps the others', async () => {
    const created = (
      await create(srcScript({ description: 'keep me', load_method: 'defer' }), newToken())
    ).body.data;
    await clock.advance(5_000);
    const res = await store.api('PUT', `${SCRIPTS_PATH}/${created.uuid}`, {
      body: { name: 'Renamed', enabled: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Renamed',
      enabled: false,
      description: 'keep me',
      load_method: 'defer',
      src: created.src,
    });
    expect(res.body.data.date_created).toBe(created.date_created);
    expect(res.body.data.date_modified).toBe(new Date(clock.now()).toISOString());
  });

  it("switches kind: the old kind's field goes, the load method returns to default", async () => {
    const created = (await create(srcScript({ load_method: 'async' }), newToken())).body.data;
    const res = await store.api('PUT', `${SCRIPTS_PATH}/${created.uuid}`, {
      body: { kind: 'script_tag', html: '<script>inline()</script>' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'script_tag',
      html: '<script>inline()</script>',
      load_method: 'default',
    });
    expect(res.body.data).not.toHaveProperty('src');
    const noHtml = await store.api('PUT', `${SCRIPTS_PATH}/${created.uuid}`, {
      body: { kind: 'src' },
    });
    expect(noHtml.status).toBe(422);
    expect(noHtml.body.errors).toHaveProperty('src');
  });

  it('refuses bad updates: 422 for bad fields, 404 for an unknown script', async () => {
    const created = (await create(srcScript(), newToken())).body.data;
    const bad = await store.api('PUT', `${SCRIPTS_PATH}/${created.uuid}`, {
      body: { location: 'side', name: '' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['location', 'name']);
    expect(
      (await store.api('PUT', `${SCRIPTS_PATH}/${created.uuid}`, { body: { channel_id: 999 } }))
        .status,
    ).toBe(422);
    const unknown = await store.api('PUT', `${SCRIPTS_PATH}/3fa85f64-5717-4562-b3fc-2c963f66afa6`, {
      body: { name: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await store.api('PUT', `${SCRIPTS_PATH}/${created.uuid}`, { rawBody: '{' })).status,
    ).toBe(400);
  });

  it('deletes a script: 204, then 404', async () => {
    const created = (await create(srcScript(), newToken())).body.data;
    expect((await store.api('DELETE', `${SCRIPTS_PATH}/${created.uuid}`)).status).toBe(204);
    expect((await store.api('GET', `${SCRIPTS_PATH}/${created.uuid}`)).status).toBe(404);
    expect((await store.api('DELETE', `${SCRIPTS_PATH}/${created.uuid}`)).status).toBe(404);
  });
});

describe('GET /v3/content/scripts', () => {
  it("lists only the calling client's scripts, sorted and paged", async () => {
    const account = accountWith(store, 'store_v2_content');
    const token = account.accessToken;
    for (const name of ['Charlie', 'Alpha', 'Bravo']) {
      await create(srcScript({ name, description: name.toLowerCase() }), token);
      await clock.advance(1_000);
    }
    const all = await store.api('GET', SCRIPTS_PATH, { token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((s: { name: string }) => s.name)).toEqual([
      'Charlie',
      'Alpha',
      'Bravo',
    ]);
    expect(
      all.body.data.every((s: { api_client_id: string }) => s.api_client_id === account.clientId),
    ).toBe(true);

    const byName = await store.api('GET', `${SCRIPTS_PATH}?sort=name`, { token });
    expect(byName.body.data.map((s: { name: string }) => s.name)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
    const newest = await store.api('GET', `${SCRIPTS_PATH}?sort=date_created&direction=desc`, {
      token,
    });
    expect(newest.body.data.map((s: { name: string }) => s.name)).toEqual([
      'Bravo',
      'Alpha',
      'Charlie',
    ]);

    const page = await store.api('GET', `${SCRIPTS_PATH}?sort=name&limit=2&page=2`, { token });
    expect(page.body.data.map((s: { name: string }) => s.name)).toEqual(['Charlie']);
    expect(page.body.meta.pagination).toMatchObject({
      total: 3,
      count: 1,
      per_page: 2,
      current_page: 2,
      total_pages: 2,
    });

    const other = await store.api('GET', SCRIPTS_PATH, { token: newToken() });
    expect(other.body.data).toEqual([]);
  });

  it('filters by channel_id:in and refuses bad query values', async () => {
    const token = newToken();
    const channel = await store.api('POST', '/v3/channels', {
      body: { name: 'Scripts shop', type: 'storefront', platform: 'vue' },
    });
    await create(srcScript({ name: 'On 1' }), token);
    await create(srcScript({ name: 'On new', channel_id: channel.body.data.id }), token);
    const res = await store.api('GET', `${SCRIPTS_PATH}?channel_id:in=${channel.body.data.id}`, {
      token,
    });
    expect(res.body.data.map((s: { name: string }) => s.name)).toEqual(['On new']);
    for (const query of [
      '?sort=uuid',
      '?direction=up',
      '?channel_id:in=a',
      '?page=0',
      '?limit=1000',
    ]) {
      expect((await store.api('GET', `${SCRIPTS_PATH}${query}`, { token })).status).toBe(422);
    }
  });
});

describe('limits', () => {
  it('allows an app 10 scripts', async () => {
    const token = newToken();
    for (let i = 0; i < 10; i++)
      expect((await create(srcScript({ name: `S${i}` }), token)).status).toBe(200);
    const eleventh = await create(srcScript({ name: 'S10' }), token);
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.title).toContain('10 scripts');
  });

  it('allows a channel 50 scripts', async () => {
    const channel = await store.api('POST', '/v3/channels', {
      body: { name: 'Full shop', type: 'storefront', platform: 'wordpress' },
    });
    const channel_id = channel.body.data.id;
    for (let app = 0; app < 5; app++) {
      const token = newToken();
      for (let i = 0; i < 10; i++) await create(srcScript({ channel_id }), token);
    }
    const res = await create(srcScript({ channel_id }), newToken());
    expect(res.status).toBe(422);
    expect(res.body.errors.channel_id).toContain('50');
  });
});

describe('Content scopes', () => {
  it('lets Content read-only read but not write, naming the missing scope', async () => {
    const created = (await create(srcScript(), newToken())).body.data;
    const readOnly = accountWith(store, 'store_v2_content_read_only').accessToken;
    expect((await store.api('GET', SCRIPTS_PATH, { token: readOnly })).status).toBe(200);
    expect(
      (await store.api('GET', `${SCRIPTS_PATH}/${created.uuid}`, { token: readOnly })).status,
    ).toBe(200);
    const post = await create(srcScript(), readOnly);
    expect(post.status).toBe(403);
    expect(post.body.title).toContain('store_v2_content');
    expect(
      (
        await store.api('PUT', `${SCRIPTS_PATH}/${created.uuid}`, {
          body: { name: 'x' },
          token: readOnly,
        })
      ).status,
    ).toBe(403);
    expect(
      (await store.api('DELETE', `${SCRIPTS_PATH}/${created.uuid}`, { token: readOnly })).status,
    ).toBe(403);
  });

  it('refuses an account without a Content scope, even with Checkout Content', async () => {
    const token = accountWith(store, 'store_content_checkout').accessToken;
    const res = await store.api('GET', SCRIPTS_PATH, { token });
    expect(res.status).toBe(403);
    expect(res.body.title).toContain('store_v2_content_read_only');
  });
});

describe('persistence', () => {
  it('keeps scripts across a restart', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const created = await first.api('POST', SCRIPTS_PATH, { body: tagScript() });
    await first.close();
    const second = await startTestStore({ db: path });
    try {
      const res = await second.api('GET', `${SCRIPTS_PATH}/${created.body.data.uuid}`);
      expect(res.body).toEqual(created.body);
      expect((await second.api('GET', SCRIPTS_PATH)).body.data).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
