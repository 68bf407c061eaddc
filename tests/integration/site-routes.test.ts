import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROUTE_TYPES, storefrontLink } from '@/emulator/sites';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const SEED_TYPES = [
  'account_new_return',
  'account_order_status',
  'cart',
  'checkout',
  'create_account',
  'forgot_password',
  'home',
  'product',
  'recover_abandoned_cart',
  'unsubscribe',
];

let channelCount = 0;
async function newSite(url = 'https://shop.example.com/') {
  channelCount += 1;
  const channel = await store.api('POST', '/v3/channels', {
    body: { name: `Route test ${channelCount}`, type: 'storefront', platform: 'next' },
  });
  const site = await store.api('POST', '/v3/sites', {
    body: { url, channel_id: channel.body.data.id },
  });
  expect(site.status).toBe(201);
  return { siteId: site.body.data.id as number, channelId: channel.body.data.id as number };
}

const routesOf = (siteId: number) => `/v3/sites/${siteId}/routes`;

describe('POST /v3/sites/{site_id}/routes', () => {
  it('creates a route of each of the seed types with 201', async () => {
    const { siteId } = await newSite();
    for (const type of SEED_TYPES) {
      const res = await store.api('POST', routesOf(siteId), {
        body: { type, matching: '*', route: `/${type}/{id}` },
      });
      expect(res.status, type).toBe(201);
      expect(res.body).toEqual({
        data: { id: expect.any(Number), type, matching: '*', route: `/${type}/{id}` },
        meta: {},
      });
    }
  });

  it("accepts the real service's other route types", async () => {
    const { siteId } = await newSite();
    for (const type of [
      'brand',
      'category',
      'page',
      'blog',
      'search',
      'account',
      'login',
      'returns',
      'static',
    ]) {
      expect(
        (await store.api('POST', routesOf(siteId), { body: { type, matching: '*', route: '/x' } }))
          .status,
        type,
      ).toBe(201);
    }
    expect(SITE_ROUTE_TYPES).toHaveLength(19);
  });

  it('answers 422 for an unknown type, listing the allowed ones', async () => {
    const { siteId } = await newSite();
    const res = await store.api('POST', routesOf(siteId), {
      body: { type: 'wishlist', matching: '*', route: '/w' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.type).toContain('recover_abandoned_cart');
  });

  it('accepts "*" or an item id as matching, and 422 for anything else', async () => {
    const { siteId } = await newSite();
    expect(
      (
        await store.api('POST', routesOf(siteId), {
          body: { type: 'product', matching: '12', route: '/p/12' },
        })
      ).status,
    ).toBe(201);
    for (const matching of ['abc', '0', '012', '', '*5', 12, null]) {
      const res = await store.api('POST', routesOf(siteId), {
        body: { type: 'product', matching, route: '/p' },
      });
      expect(res.status, String(matching)).toBe(422);
      expect(res.body.errors.matching).toBeDefined();
    }
  });

  it('allows only {id}, {slug} and {lang} in route, naming any other variable', async () => {
    const { siteId } = await newSite();
    const ok = await store.api('POST', routesOf(siteId), {
      body: { type: 'product', matching: '*', route: '/{lang}/{slug}?id={id}' },
    });
    expect(ok.status).toBe(201);

    const language = await store.api('POST', routesOf(siteId), {
      body: { type: 'category', matching: '*', route: '/{language}/c/{id}' },
    });
    expect(language.status).toBe(422);
    expect(language.body.errors.route).toContain('{language}');
    expect(language.body.errors.route).toContain('{lang}');

    const other = await store.api('POST', routesOf(siteId), {
      body: { type: 'brand', matching: '*', route: '/b/{name}/{sku}' },
    });
    expect(other.status).toBe(422);
    expect(other.body.errors.route).toContain('{name}, {sku}');

    for (const route of ['/b/{id', '/b/id}', 'no-leading-slash', '', 5]) {
      const res = await store.api('POST', routesOf(siteId), {
        body: { type: 'brand', matching: '*', route },
      });
      expect(res.status, String(route)).toBe(422);
      expect(res.body.errors.route).toBeDefined();
    }
  });

  it('answers 422 for a second route with the same type and matching', async () => {
    const { siteId } = await newSite();
    const body = { type: 'product', matching: '5', route: '/p/5' };
    expect((await store.api('POST', routesOf(siteId), { body })).status).toBe(201);
    const res = await store.api('POST', routesOf(siteId), { body: { ...body, route: '/other' } });
    expect(res.status).toBe(422);
    expect(res.body.title).toBe(
      `Route already exists for site ${siteId} matching 5 for type product`,
    );
    // Same type, other matching, and another site: fine.
    expect(
      (await store.api('POST', routesOf(siteId), { body: { ...body, matching: '*' } })).status,
    ).toBe(201);
    const other = await newSite();
    expect((await store.api('POST', routesOf(other.siteId), { body })).status).toBe(201);
  });

  it('answers 422 for missing fields, 400 for malformed JSON, 404 for an unknown site', async () => {
    const { siteId } = await newSite();
    const missing = await store.api('POST', routesOf(siteId), { body: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining(['type', 'matching', 'route']),
    );
    expect((await store.api('POST', routesOf(siteId), { rawBody: '[{' })).status).toBe(400);
    expect(
      (
        await store.api('POST', routesOf(99999), {
          body: { type: 'home', matching: '*', route: '/' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET, PUT, DELETE /v3/sites/{site_id}/routes/{route_id}', () => {
  it('gets, updates (201, as the reference documents) and deletes (204) a route', async () => {
    const { siteId } = await newSite();
    const created = await store.api('POST', routesOf(siteId), {
      body: { type: 'cart', matching: '*', route: '/cart' },
    });
    const path = `${routesOf(siteId)}/${created.body.data.id}`;

    const read = await store.api('GET', path);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: created.body.data, meta: {} });

    const updated = await store.api('PUT', path, { body: { route: '/basket/' } });
    expect(updated.status).toBe(201);
    expect(updated.body.data).toEqual({ ...created.body.data, route: '/basket/' });

    const deleted = await store.api('DELETE', path);
    expect(deleted.status).toBe(204);
    expect((await store.api('GET', path)).status).toBe(404);
  });

  it('answers 422 when an update would duplicate another route, or sends bad fields', async () => {
    const { siteId } = await newSite();
    await store.api('POST', routesOf(siteId), {
      body: { type: 'product', matching: '7', route: '/p/7' },
    });
    const second = await store.api('POST', routesOf(siteId), {
      body: { type: 'product', matching: '8', route: '/p/8' },
    });
    const path = `${routesOf(siteId)}/${second.body.data.id}`;
    const clash = await store.api('PUT', path, { body: { matching: '7' } });
    expect(clash.status).toBe(422);
    expect(clash.body.title).toBe(
      `Route already exists for site ${siteId} matching 7 for type product`,
    );
    expect((await store.api('PUT', path, { body: { route: '/{colour}' } })).status).toBe(422);
    expect((await store.api('PUT', path, { body: { type: 'nope' } })).status).toBe(422);
    // Saving a route unchanged is not a clash with itself.
    expect((await store.api('PUT', path, { body: { matching: '8' } })).status).toBe(201);
  });

  it('answers 404 for a route of another site, an unknown route or site', async () => {
    const a = await newSite();
    const b = await newSite();
    const route = await store.api('POST', routesOf(a.siteId), {
      body: { type: 'home', matching: '*', route: '/' },
    });
    const id = route.body.data.id;
    for (const [method, path] of [
      ['GET', `${routesOf(b.siteId)}/${id}`],
      ['PUT', `${routesOf(b.siteId)}/${id}`],
      ['DELETE', `${routesOf(b.siteId)}/${id}`],
      ['GET', `${routesOf(a.siteId)}/99999`],
      ['GET', `${routesOf(a.siteId)}/abc`],
      ['GET', `${routesOf(99999)}/${id}`],
    ] as const) {
      const res = await store.api(method, path, method === 'PUT' ? { body: { route: '/x' } } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await store.api('GET', `${routesOf(a.siteId)}/${id}`)).status).toBe(200);
  });
});

describe('GET /v3/sites/{site_id}/routes', () => {
  it('lists routes with a type filter and paging', async () => {
    const { siteId } = await newSite();
    for (const [type, matching] of [
      ['product', '*'],
      ['product', '1'],
      ['product', '2'],
      ['cart', '*'],
    ]) {
      await store.api('POST', routesOf(siteId), { body: { type, matching, route: `/${type}` } });
    }
    const all = await store.api('GET', routesOf(siteId));
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(4);
    expect(all.body.meta.pagination).toMatchObject({
      total: 4,
      count: 4,
      per_page: 50,
      current_page: 1,
      total_pages: 1,
    });

    const products = await store.api('GET', `${routesOf(siteId)}?type=product`);
    expect(products.body.data.map((r: { matching: string }) => r.matching)).toEqual([
      '*',
      '1',
      '2',
    ]);

    const page = await store.api('GET', `${routesOf(siteId)}?type=product&limit=2&page=2`);
    expect(page.body.data.map((r: { matching: string }) => r.matching)).toEqual(['2']);
    expect(page.body.meta.pagination).toMatchObject({
      total: 3,
      count: 1,
      per_page: 2,
      current_page: 2,
      total_pages: 2,
    });

    expect((await store.api('GET', `${routesOf(siteId)}?type=wishlist`)).status).toBe(422);
    expect((await store.api('GET', `${routesOf(siteId)}?limit=1000`)).status).toBe(422);
    expect((await store.api('GET', routesOf(99999))).status).toBe(404);
  });
});

describe('PUT /v3/sites/{site_id}/routes (bulk upsert)', () => {
  it('creates elements without id and updates elements with id, in request order', async () => {
    const { siteId } = await newSite();
    const existing = await store.api('POST', routesOf(siteId), {
      body: { type: 'home', matching: '*', route: '/old' },
    });
    const res = await store.api('PUT', routesOf(siteId), {
      body: [
        { type: 'cart', matching: '*', route: '/cart/' },
        { id: existing.body.data.id, route: '/' },
        { type: 'product', matching: '*', route: '/{lang}/{slug}?id={id}' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: expect.any(Number), type: 'cart', matching: '*', route: '/cart/' },
      { id: existing.body.data.id, type: 'home', matching: '*', route: '/' },
      { id: expect.any(Number), type: 'product', matching: '*', route: '/{lang}/{slug}?id={id}' },
    ]);
    expect(res.body.meta.pagination).toMatchObject({ total: 3, count: 3 });
    const listed = await store.api('GET', routesOf(siteId));
    expect(listed.body.data).toHaveLength(3);
  });

  it("may swap two routes' matching values in one request", async () => {
    const { siteId } = await newSite();
    const five = await store.api('POST', routesOf(siteId), {
      body: { type: 'product', matching: '5', route: '/five' },
    });
    const six = await store.api('POST', routesOf(siteId), {
      body: { type: 'product', matching: '6', route: '/six' },
    });
    const res = await store.api('PUT', routesOf(siteId), {
      body: [
        { id: five.body.data.id, matching: '6' },
        { id: six.body.data.id, matching: '5' },
      ],
    });
    expect(res.status).toBe(200);
    const after = await store.api('GET', `${routesOf(siteId)}/${five.body.data.id}`);
    expect(after.body.data).toMatchObject({ matching: '6', route: '/five' });
  });

  it('saves nothing when any element fails, with errors keyed by position', async () => {
    const { siteId } = await newSite();
    await store.api('POST', routesOf(siteId), {
      body: { type: 'product', matching: '5', route: '/p' },
    });
    const before = await store.api('GET', routesOf(siteId));

    const duplicate = await store.api('PUT', routesOf(siteId), {
      body: [
        { type: 'cart', matching: '*', route: '/cart/' },
        { type: 'product', matching: '5', route: '/again' },
        { type: 'home', matching: '*', route: '/' },
        { type: 'home', matching: '*', route: '/twice' },
      ],
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({
      '1.matching.type': `Route already exists for site ${siteId} matching 5 for type product`,
      '3.matching.type': `Route already exists for site ${siteId} matching * for type home`,
    });

    const invalid = await store.api('PUT', routesOf(siteId), {
      body: [
        { type: 'cart', matching: '*', route: '/cart/' },
        { matching: '*' },
        { id: 99999, route: '/x' },
        { type: 'home', matching: 'x', route: '/' },
      ],
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(
      expect.arrayContaining(['1.type', '1.route', '3.matching']),
    );
    const unknownId = await store.api('PUT', routesOf(siteId), {
      body: [{ id: 99999, route: '/x' }],
    });
    expect(unknownId.status).toBe(422);
    expect(unknownId.body.errors['0.id']).toContain('99999');

    const twice = await store.api('PUT', routesOf(siteId), {
      body: [
        { id: before.body.data[0].id, route: '/a' },
        { id: before.body.data[0].id, route: '/b' },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors['1.id']).toBeDefined();

    const after = await store.api('GET', routesOf(siteId));
    expect(after.body.data).toEqual(before.body.data);
  });

  it('answers 422 for a body that is not an array, 400 for malformed JSON, 404 for an unknown site', async () => {
    const { siteId } = await newSite();
    expect(
      (
        await store.api('PUT', routesOf(siteId), {
          body: { type: 'home', matching: '*', route: '/' },
        })
      ).status,
    ).toBe(422);
    expect((await store.api('PUT', routesOf(siteId), { rawBody: '[{"type":' })).status).toBe(400);
    expect((await store.api('PUT', routesOf(99999), { body: [] })).status).toBe(404);
    const empty = await store.api('PUT', routesOf(siteId), { body: [] });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
  });
});

describe('access to site routes', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    const { siteId } = await newSite();
    for (const token of [null, 'wrong']) {
      expect((await store.api('GET', routesOf(siteId), { token })).status).toBe(401);
      expect((await store.api('PUT', routesOf(siteId), { token, body: [] })).status).toBe(401);
    }
  });

  it('answers 403 naming the missing scope; read-only may read but not write', async () => {
    const { siteId } = await newSite();
    const route = await store.api('POST', routesOf(siteId), {
      body: { type: 'home', matching: '*', route: '/' },
    });
    const routePath = `${routesOf(siteId)}/${route.body.data.id}`;
    const readOnly = store.createApiAccount('sites read-only', ['store_sites_read_only']);
    expect((await store.api('GET', routesOf(siteId), { token: readOnly.accessToken })).status).toBe(
      200,
    );
    expect((await store.api('GET', routePath, { token: readOnly.accessToken })).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', routesOf(siteId), { type: 'cart', matching: '*', route: '/c' }],
      ['PUT', routesOf(siteId), []],
      ['PUT', routePath, { route: '/x' }],
      ['DELETE', routePath, undefined],
    ] as const) {
      const res = await store.api(method, path, { token: readOnly.accessToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.title).toContain('store_sites');
    }
    const none = store.createApiAccount('nothing', []);
    const denied = await store.api('GET', routePath, { token: none.accessToken });
    expect(denied.status).toBe(403);
    expect(denied.body.title).toContain('store_sites_read_only');
  });
});

describe('storefrontLink over routes set through the API', () => {
  it('builds absolute links from the specific route, else the * route', async () => {
    const { siteId, channelId } = await newSite('https://shop.example.com/store/');
    const res = await store.api('PUT', routesOf(siteId), {
      body: [
        { type: 'product', matching: '*', route: '/{lang}/{slug}?id={id}' },
        { type: 'product', matching: '12', route: '/featured/{id}' },
        { type: 'recover_abandoned_cart', matching: '*', route: '/cart/recover' },
      ],
    });
    expect(res.status).toBe(200);
    expect(
      storefrontLink(store.ctx, channelId, 'product', { id: 7, slug: 'shoes/red-runner' }),
    ).toBe('https://shop.example.com/store/en/shoes/red-runner?id=7');
    expect(
      storefrontLink(store.ctx, channelId, 'product', { id: '12', slug: 'x', lang: 'fr' }),
    ).toBe('https://shop.example.com/store/featured/12');
    expect(storefrontLink(store.ctx, channelId, 'recover_abandoned_cart')).toBe(
      'https://shop.example.com/store/cart/recover',
    );
    expect(storefrontLink(store.ctx, channelId, 'checkout', { id: 1 })).toBeNull();

    await store.api('PUT', `/v3/sites/${siteId}`, { body: { url: 'https://moved.example.com' } });
    expect(storefrontLink(store.ctx, channelId, 'recover_abandoned_cart')).toBe(
      'https://moved.example.com/cart/recover',
    );

    await store.api('DELETE', `/v3/sites/${siteId}`);
    expect(storefrontLink(store.ctx, channelId, 'recover_abandoned_cart')).toBeNull();
  });
});
