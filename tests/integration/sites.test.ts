import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { selfSignedCertificate } from '../support/webhook-receiver';

const START = Date.UTC(2026, 0, 1, 9, 30, 15, 250);
let clock: VirtualClock;
let store: TestStore;
beforeAll(async () => {
  clock = new VirtualClock(START);
  store = await startTestStore({ clock });
});
afterAll(() => store.close());

let channelCount = 0;
/** A fresh storefront channel, so that each case owns its channel's one site. */
async function newChannel(target: TestStore = store): Promise<number> {
  channelCount += 1;
  const res = await target.api('POST', '/v3/channels', {
    body: { name: `Site test ${channelCount}`, type: 'storefront', platform: 'next' },
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

async function newSite(url = 'https://shop.example.com/') {
  const channelId = await newChannel();
  const res = await store.api('POST', '/v3/sites', { body: { url, channel_id: channelId } });
  expect(res.status).toBe(201);
  return { channelId, site: res.body.data };
}

describe('POST /v3/sites', () => {
  it('creates a site with 201, clock timestamps in milliseconds and its urls', async () => {
    const channelId = await newChannel();
    const res = await store.api('POST', '/v3/sites', {
      body: { url: 'https://shop.example.com/', channel_id: channelId },
    });
    expect(res.status).toBe(201);
    expect(res.body.meta).toEqual({});
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      url: 'https://shop.example.com/',
      channel_id: channelId,
      created_at: new Date(clock.now()).toISOString(),
      updated_at: new Date(clock.now()).toISOString(),
    });
    expect(res.body.data.created_at).toBe('2026-01-01T09:30:15.250Z');
    expect(res.body.data.urls.map((u: { type: string }) => u.type)).toEqual([
      'primary',
      'canonical',
      'checkout',
    ]);
    expect(res.body.data.urls[0].url).toBe('https://shop.example.com/');
    expect(res.body.data.urls[1].url).toBe(`${store.origin}/`);
  });

  it('answers 404 naming the channel when it does not exist', async () => {
    const res = await store.api('POST', '/v3/sites', {
      body: { url: 'https://x.example.com', channel_id: 99999 },
    });
    expect(res.status).toBe(404);
    expect(res.body.title).toContain('Channel 99999');
    expect(res.body.errors).toHaveProperty('channel_id');
  });

  it('answers 422 for a second site on the same channel, pointing at the first', async () => {
    const { channelId, site } = await newSite();
    const res = await store.api('POST', '/v3/sites', {
      body: { url: 'https://other.example.com', channel_id: channelId },
    });
    expect(res.status).toBe(422);
    expect(res.body.title).toContain(`Channel ${channelId} already has a site (id ${site.id})`);
    expect(res.body.errors).toHaveProperty('channel_id');
  });

  it('answers 422 with a url field error for anything but an absolute http(s) URL', async () => {
    const channelId = await newChannel();
    for (const url of [
      'ftp://files.example.com',
      'not a url',
      '/relative/path',
      'shop.example.com',
      '',
      'http:/x',
      'https:shop.example.com',
      'http:///x',
      'https://',
    ]) {
      const res = await store.api('POST', '/v3/sites', { body: { url, channel_id: channelId } });
      expect(res.status, url).toBe(422);
      expect(res.body.errors.url, url).toBeDefined();
    }
  });

  it('answers 422 with field errors for missing and mistyped fields, 400 for malformed JSON', async () => {
    const missing = await store.api('POST', '/v3/sites', { body: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['url', 'channel_id']));
    const wrongType = await store.api('POST', '/v3/sites', {
      body: { url: 'https://a.example.com', channel_id: '1' },
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.channel_id).toBeDefined();
    const notObject = await store.api('POST', '/v3/sites', { body: ['https://a.example.com'] });
    expect(notObject.status).toBe(422);
    const malformed = await store.api('POST', '/v3/sites', {
      rawBody: '{"url": "https://a.example.com",',
    });
    expect(malformed.status).toBe(400);
  });

  it('ignores unknown fields', async () => {
    const channelId = await newChannel();
    const res = await store.api('POST', '/v3/sites', {
      body: {
        url: 'http://localhost:3000',
        channel_id: channelId,
        ssl_status: 'shared',
        extra: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).not.toHaveProperty('extra');
  });
});

describe('GET, PUT, DELETE /v3/sites/{site_id}', () => {
  it('gets a site', async () => {
    const { site } = await newSite();
    const res = await store.api('GET', `/v3/sites/${site.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(site);
  });

  it('answers 404 for a missing or non-numeric site id', async () => {
    for (const path of ['/v3/sites/99999', '/v3/sites/abc', '/v3/sites/0']) {
      expect((await store.api('GET', path)).status, path).toBe(404);
    }
    expect(
      (await store.api('PUT', '/v3/sites/99999', { body: { url: 'https://a.example.com' } }))
        .status,
    ).toBe(404);
    expect((await store.api('DELETE', '/v3/sites/99999')).status).toBe(404);
  });

  it('updates the url and updated_at only', async () => {
    const { site } = await newSite();
    await clock.advance(60_000);
    const res = await store.api('PUT', `/v3/sites/${site.id}`, {
      body: { url: 'https://new.example.com/shop/' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      url: 'https://new.example.com/shop/',
      created_at: site.created_at,
      updated_at: new Date(clock.now()).toISOString(),
    });
    expect(res.body.data.updated_at).not.toBe(site.updated_at);
  });

  it('answers 422 for an update without a valid url or moving the site to another channel', async () => {
    const { site } = await newSite();
    expect((await store.api('PUT', `/v3/sites/${site.id}`, { body: {} })).status).toBe(422);
    const bad = await store.api('PUT', `/v3/sites/${site.id}`, { body: { url: 'mailto:a@b.c' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.url).toBeDefined();
    const move = await store.api('PUT', `/v3/sites/${site.id}`, {
      body: { url: 'https://a.example.com', channel_id: 1 },
    });
    expect(move.status).toBe(422);
    expect(move.body.errors.channel_id).toBeDefined();
    const same = await store.api('PUT', `/v3/sites/${site.id}`, {
      body: { url: 'https://a.example.com', channel_id: site.channel_id },
    });
    expect(same.status).toBe(200);
  });

  it('deletes a site with 204, together with its routes', async () => {
    const { channelId, site } = await newSite();
    const route = await store.api('POST', `/v3/sites/${site.id}/routes`, {
      body: { type: 'home', matching: '*', route: '/' },
    });
    expect(route.status).toBe(201);
    const res = await store.api('DELETE', `/v3/sites/${site.id}`);
    expect(res.status).toBe(204);
    expect((await store.api('GET', `/v3/sites/${site.id}`)).status).toBe(404);
    expect((await store.api('GET', `/v3/sites/${site.id}/routes`)).status).toBe(404);
    const left = store.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM site_routes WHERE site_id = ?')
      .get(site.id) as { n: number };
    expect(left.n).toBe(0);
    // The channel is free for a new site.
    const again = await store.api('POST', '/v3/sites', {
      body: { url: 'https://again.example.com', channel_id: channelId },
    });
    expect(again.status).toBe(201);
  });
});

describe('GET /v3/sites', () => {
  it('lists with channel_id:in, channel_id and url_type:in filters', async () => {
    const a = await newSite('https://a.example.com');
    const b = await newSite('https://b.example.com');
    const both = await store.api('GET', `/v3/sites?channel_id:in=${a.channelId},${b.channelId}`);
    expect(both.status).toBe(200);
    expect(both.body.data.map((s: { id: number }) => s.id)).toEqual([a.site.id, b.site.id]);
    const one = await store.api('GET', `/v3/sites?channel_id=${b.channelId}`);
    expect(one.body.data.map((s: { id: number }) => s.id)).toEqual([b.site.id]);
    const typed = await store.api('GET', '/v3/sites?url_type:in=primary,checkout');
    expect(typed.status).toBe(200);
    expect(typed.body.data.length).toBeGreaterThanOrEqual(2);
  });

  it('pages with page and limit and reports the pagination block', async () => {
    await newSite();
    await newSite();
    const all = await store.api('GET', '/v3/sites?limit=250');
    const total = all.body.meta.pagination.total;
    expect(total).toBeGreaterThanOrEqual(2);
    const page = await store.api('GET', '/v3/sites?limit=1&page=2');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0].id).toBe(all.body.data[1].id);
    expect(page.body.meta.pagination).toMatchObject({
      total,
      count: 1,
      per_page: 1,
      current_page: 2,
      total_pages: total,
    });
    expect(page.body.meta.pagination.links).toMatchObject({
      previous: '?page=1&limit=1',
      current: '?page=2&limit=1',
    });
  });

  it('answers 422 for bad filters and paging', async () => {
    for (const query of [
      'channel_id:in=abc',
      'url_type:in=secondary',
      'limit=0',
      'page=x',
      'channel_id=-1',
    ]) {
      const res = await store.api('GET', `/v3/sites?${query}`);
      expect(res.status, query).toBe(422);
    }
  });
});

describe('/v3/channels/{channel_id}/site', () => {
  it('creates (200), reads, updates and deletes the site of a channel', async () => {
    const channelId = await newChannel();
    const path = `/v3/channels/${channelId}/site`;
    expect((await store.api('GET', path)).status).toBe(404);

    const created = await store.api('POST', path, { body: { url: 'https://channel.example.com' } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      channel_id: channelId,
      url: 'https://channel.example.com',
    });

    const read = await store.api('GET', path);
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(created.body.data.id);
    const viaSites = await store.api('GET', `/v3/sites/${created.body.data.id}`);
    expect(viaSites.body.data).toEqual(read.body.data);

    const updated = await store.api('PUT', path, { body: { url: 'https://renamed.example.com' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.url).toBe('https://renamed.example.com');

    const deleted = await store.api('DELETE', path);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: {}, meta: {} });
    expect((await store.api('GET', path)).status).toBe(404);
    expect((await store.api('PUT', path, { body: { url: 'https://x.example.com' } })).status).toBe(
      404,
    );
    expect((await store.api('DELETE', path)).status).toBe(404);
  });

  it('answers 404 for an unknown channel and 422 for a second site or a different channel_id in the body', async () => {
    expect((await store.api('GET', '/v3/channels/99999/site')).status).toBe(404);
    expect(
      (
        await store.api('POST', '/v3/channels/99999/site', {
          body: { url: 'https://x.example.com' },
        })
      ).status,
    ).toBe(404);

    const { channelId } = await newSite();
    const second = await store.api('POST', `/v3/channels/${channelId}/site`, {
      body: { url: 'https://x.example.com' },
    });
    expect(second.status).toBe(422);
    expect(second.body.title).toContain('already has a site');

    const other = await newChannel();
    const mismatch = await store.api('POST', `/v3/channels/${other}/site`, {
      body: { url: 'https://x.example.com', channel_id: channelId },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.channel_id).toBeDefined();
    const badUrl = await store.api('POST', `/v3/channels/${other}/site`, { body: { url: 'nope' } });
    expect(badUrl.status).toBe(422);
  });

  it('accepts the Sites and Routes or the Channel Settings scope', async () => {
    const channelId = await newChannel();
    const path = `/v3/channels/${channelId}/site`;
    const settings = store.createApiAccount('channel settings', ['store_channel_settings']);
    const created = await store.api('POST', path, {
      token: settings.accessToken,
      body: { url: 'https://s.example.com' },
    });
    expect(created.status).toBe(200);

    const sitesReadOnly = store.createApiAccount('sites read-only', ['store_sites_read_only']);
    expect((await store.api('GET', path, { token: sitesReadOnly.accessToken })).status).toBe(200);
    const denied = await store.api('PUT', path, {
      token: sitesReadOnly.accessToken,
      body: { url: 'https://t.example.com' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_sites');
    expect(denied.body.title).toContain('store_channel_settings');

    const none = store.createApiAccount('no scopes', []);
    const unread = await store.api('GET', path, { token: none.accessToken });
    expect(unread.status).toBe(403);
    expect(unread.body.title).toContain('store_sites_read_only');
    expect(unread.body.title).toContain('store_channel_settings_read_only');
  });
});

describe('access to /v3/sites', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    for (const token of [null, 'not-a-token']) {
      expect((await store.api('GET', '/v3/sites', { token })).status).toBe(401);
      expect((await store.api('POST', '/v3/sites', { token, body: {} })).status).toBe(401);
    }
  });

  it('answers 403 naming the missing scope; read-only may read but not write', async () => {
    const { site, channelId } = await newSite();
    const readOnly = store.createApiAccount('sites read-only', ['store_sites_read_only']);
    expect((await store.api('GET', '/v3/sites', { token: readOnly.accessToken })).status).toBe(200);
    expect(
      (await store.api('GET', `/v3/sites/${site.id}`, { token: readOnly.accessToken })).status,
    ).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/v3/sites', { url: 'https://a.example.com', channel_id: channelId }],
      ['PUT', `/v3/sites/${site.id}`, { url: 'https://a.example.com' }],
      ['DELETE', `/v3/sites/${site.id}`, undefined],
    ] as const) {
      const res = await store.api(method, path, { token: readOnly.accessToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.title).toContain('store_sites');
      expect(res.body.title).toContain('Sites and Routes');
    }
    const none = store.createApiAccount('nothing', []);
    const denied = await store.api('GET', '/v3/sites', { token: none.accessToken });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_sites_read_only');
  });
});

describe('persistence', () => {
  it('keeps sites and routes across a restart', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const channelId = await newChannel(first);
    const site = await first.api('POST', '/v3/sites', {
      body: { url: 'https://durable.example.com', channel_id: channelId },
    });
    const route = await first.api('POST', `/v3/sites/${site.body.data.id}/routes`, {
      body: { type: 'cart', matching: '*', route: '/cart/' },
    });
    await first.close();
    const second = await startTestStore({ db: path });
    try {
      const again = await second.api('GET', `/v3/sites/${site.body.data.id}`);
      expect(again.body.data).toMatchObject({
        url: 'https://durable.example.com',
        channel_id: channelId,
      });
      const routes = await second.api('GET', `/v3/sites/${site.body.data.id}/routes`);
      expect(routes.body.data).toEqual([route.body.data]);
    } finally {
      await second.close();
    }
  });
});

describe('a channel site’s checkout URL', () => {
  it('sets a custom checkout URL on the storefront’s main domain, reports it, and goes back to the shared one on delete', async () => {
    const { channelId } = await newSite('https://www.kittens.example/');
    const set = await store.api('PUT', `/v3/channels/${channelId}/site/checkout-url`, {
      body: { url: 'https://checkout.kittens.example' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.is_checkout_url_customized).toBe(true);
    expect(set.body.data.urls.find((u: { type: string }) => u.type === 'checkout').url).toBe(
      'https://checkout.kittens.example',
    );

    const elsewhere = await store.api('PUT', `/v3/channels/${channelId}/site/checkout-url`, {
      body: { url: 'https://pay.other.example' },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.title).toContain('same main domain (kittens.example)');

    const deleted = await store.api('DELETE', `/v3/channels/${channelId}/site/checkout-url`);
    expect(deleted.body).toEqual({ data: {}, meta: {} });
    const site = (await store.api('GET', `/v3/channels/${channelId}/site`)).body.data;
    expect(site.is_checkout_url_customized).toBe(false);
    expect(site.urls.find((u: { type: string }) => u.type === 'checkout').url).toBe(
      `${store.origin}/`,
    );
  });
});

describe('site certificates', () => {
  const tls = selfSignedCertificate('certs.example.com');
  const other = selfSignedCertificate('other.example.com');
  const bare = selfSignedCertificate('bare.example.com');

  it.skipIf(!tls || !other)(
    'installs a certificate for the site’s domain and reports it without the key; refuses a wrong key or domain, never repeating the key',
    async () => {
      const { site } = await newSite('https://certs.example.com/');
      const before = await store.api('GET', `/v3/sites/${site.id}/certificate`);
      expect(before.body.data).toEqual({ status: 'shared', installed_certificate: null });

      const wrongKey = await store.api('PUT', `/v3/sites/${site.id}/certificate`, {
        body: { certificate: { certificate: tls!.cert, private_key: other!.key } },
      });
      expect(wrongKey.status).toBe(422);
      expect(wrongKey.body.title).toBe('The private key does not belong to the certificate.');
      expect(JSON.stringify(wrongKey.body)).not.toContain(other!.key.split('\n')[1]!);
      const wrongDomain = await store.api('PUT', `/v3/sites/${site.id}/certificate`, {
        body: { certificate: { certificate: other!.cert, private_key: other!.key } },
      });
      expect(wrongDomain.status).toBe(422);
      expect(wrongDomain.body.title).toContain('not valid for certs.example.com');

      const installed = await store.api('PUT', `/v3/sites/${site.id}/certificate`, {
        body: {
          certificate: {
            certificate: tls!.cert,
            private_key: tls!.key,
            intermediate_certificates: '',
          },
        },
      });
      expect(installed.status).toBe(200);
      const after = (await store.api('GET', `/v3/sites/${site.id}/certificate`)).body.data;
      expect(after.status).toBe('dedicated');
      expect(after.installed_certificate).toMatchObject({
        common_name: 'certs.example.com',
        subject_alternative_names: ['certs.example.com'],
        certificate: tls!.cert.trim(),
      });
      expect(JSON.stringify(after)).not.toContain(tls!.key.split('\n')[1]!);
      const listed = await store.api('GET', '/v3/sites/certificates?urls:in=certs.example.com');
      expect(listed.body.data.map((c: { common_name: string }) => c.common_name)).toEqual([
        'certs.example.com',
      ]);
      expect(
        (await store.api('GET', '/v3/sites/certificates?urls:in=nothing.example.com')).body.data,
      ).toEqual([]);
    },
  );
  it.skipIf(!bare)(
    'takes the certificate url as the reference writes it: a bare host, or the URL with or without its trailing slash (issue 27)',
    async () => {
      const { site } = await newSite('https://bare.example.com');
      const certificate = { certificate: bare!.cert, private_key: bare!.key };
      for (const url of ['bare.example.com', 'https://bare.example.com/', 'BARE.example.com/']) {
        const res = await store.api('PUT', `/v3/sites/${site.id}/certificate`, {
          body: { url, certificate },
        });
        expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      }
      // One certificate, kept under the site's own spelling of its URL.
      const listed = await store.api(
        'GET',
        '/v3/sites/certificates?urls:in=https://bare.example.com/',
      );
      expect(listed.body.data).toHaveLength(1);
      expect((await store.api('GET', `/v3/sites/${site.id}/certificate`)).body.data.status).toBe(
        'dedicated',
      );
      for (const url of ['other.example.com', 'https://bare.example.com/shop', 'not a host']) {
        const res = await store.api('PUT', `/v3/sites/${site.id}/certificate`, {
          body: { url, certificate },
        });
        expect(res.status, url).toBe(422);
      }
    },
  );
});
