import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreApiClient } from '@/lib/store/management/client';
import { themeContentFingerprint } from '@/lib/store/management/theme-content';
import { WEBHOOK_SECRET_HEADER } from '@/lib/webhooks/header';
import {
  type ThemeContentCheckDeps,
  themeContentChecker,
} from '@/lib/webhooks/theme-content-check';
import { ProcessThemeContentMemory } from '@/lib/webhooks/theme-content-memory';
import { ConfigError } from '@/lib/store/config';
import { startTestStore, type TestStore } from '../support/store-service';
import {
  PLACEMENTS_PATH,
  SCRIPTS_PATH,
  createWidget,
  srcScript,
} from '../support/content-fixtures';

/**
 * The theme content check (the store sends no webhooks for widgets, scripts or custom
 * templates): its digest of the store's content, read from a real local store, and the
 * check that refreshes the pages' theme-content tag only when that digest moved.
 */

const CHANNEL = 1;
const SECRET = 'a-callback-secret-of-some-length-0123456789';

let store: TestStore;
let api: StoreApiClient;
beforeAll(async () => {
  store = await startTestStore();
  api = new StoreApiClient({
    baseUrl: store.apiUrl,
    token: store.primaryAccount.accessToken,
    clientId: store.primaryAccount.clientId,
  });
});
afterAll(() => store.close());

const fingerprint = () => themeContentFingerprint(api, CHANNEL);

describe('the theme content fingerprint', () => {
  it('stays the same while nothing changes, and ignores catalog changes', async () => {
    const before = await fingerprint();
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    expect(await fingerprint()).toBe(before);
    const products = await store.api<{ data: Array<{ id: number; name: string }> }>(
      'GET',
      '/v3/catalog/products?limit=1',
    );
    const product = products.body.data[0]!;
    const renamed = await store.api('PUT', `/v3/catalog/products/${product.id}`, {
      body: { name: `${product.name} (renamed)` },
    });
    expect(renamed.status).toBe(200);
    expect(await fingerprint()).toBe(before);
  });

  it('moves when the merchant places a widget, and again when the placement is edited', async () => {
    const before = await fingerprint();
    const widget = await createWidget(store, { channel_id: CHANNEL });
    const withWidget = await fingerprint();
    expect(withWidget).not.toBe(before);

    const placed = await store.api<{ data: { uuid: string } }>('POST', PLACEMENTS_PATH, {
      body: {
        widget_uuid: widget.uuid,
        template_file: 'pages/home',
        region: 'home_below_menu',
        status: 'active',
        channel_id: CHANNEL,
      },
    });
    expect(placed.status).toBe(200);
    const withPlacement = await fingerprint();
    expect(withPlacement).not.toBe(withWidget);

    const edited = await store.api('PUT', `${PLACEMENTS_PATH}/${placed.body.data.uuid}`, {
      body: { status: 'inactive' },
    });
    expect(edited.status).toBe(200);
    expect(await fingerprint()).not.toBe(withPlacement);
  });

  it('moves when a script is added or disabled, and when a custom template is associated', async () => {
    const before = await fingerprint();
    const created = await store.api<{ data: { uuid: string } }>('POST', SCRIPTS_PATH, {
      body: srcScript({ channel_id: CHANNEL }),
    });
    expect(created.status).toBe(200);
    const withScript = await fingerprint();
    expect(withScript).not.toBe(before);

    await store.api('PUT', `${SCRIPTS_PATH}/${created.body.data.uuid}`, {
      body: { enabled: false },
    });
    const disabled = await fingerprint();
    expect(disabled).not.toBe(withScript);

    const products = await store.api<{ data: Array<{ id: number }> }>(
      'GET',
      '/v3/catalog/products?limit=1',
    );
    const associated = await store.api('PUT', '/v3/storefront/custom-template-associations', {
      body: [
        {
          channel_id: CHANNEL,
          entity_type: 'product',
          entity_id: products.body.data[0]!.id,
          file_name: 'featured.html',
        },
      ],
    });
    expect(associated.status).toBeLessThan(300);
    expect(await fingerprint()).not.toBe(disabled);
  });

  it('moves with the cookie consent settings it is given, which no management list holds', async () => {
    const asks = { cookieConsentEnabled: true, privacyPolicyUrl: null };
    const withConsent = await themeContentFingerprint(api, CHANNEL, asks);
    expect(await themeContentFingerprint(api, CHANNEL, { ...asks })).toBe(withConsent);
    expect(
      await themeContentFingerprint(api, CHANNEL, { ...asks, cookieConsentEnabled: false }),
    ).not.toBe(withConsent);
  });
});

function harness(overrides: Partial<ThemeContentCheckDeps> = {}) {
  const revalidated: string[] = [];
  const logs: string[] = [];
  const check = themeContentChecker();
  const deps: ThemeContentCheckDeps = {
    secret: SECRET,
    fingerprint,
    revalidate: async (tag) => {
      revalidated.push(tag);
    },
    memory: new ProcessThemeContentMemory(),
    purgeEdge: async () => 'no edge',
    log: (line) => logs.push(line),
    ...overrides,
  };
  const ask = async (init: RequestInit = {}, depsOf: () => ThemeContentCheckDeps = () => deps) => {
    const response = await check(
      new Request('http://storefront.test/api/theme-content', {
        method: 'POST',
        headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
        ...init,
      }),
      depsOf,
    );
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  return { revalidated, logs, ask };
}

describe('the theme content check', () => {
  it('refreshes the theme-content tag at its first check and when the content changed, not otherwise', async () => {
    const { revalidated, logs, ask } = harness();
    // The first check since start: the pages in the cache may predate a change it never saw.
    expect(await ask()).toMatchObject({ status: 200, body: { status: 'refreshed' } });
    expect(revalidated).toEqual(['theme-content']);
    expect(logs.at(-1)).toMatch(/a first check/);

    expect(await ask()).toMatchObject({ status: 200, body: { status: 'unchanged' } });
    expect(revalidated).toEqual(['theme-content']);

    await createWidget(store, { channel_id: CHANNEL });
    expect(await ask()).toMatchObject({
      status: 200,
      body: { status: 'refreshed', revalidated: ['theme-content'] },
    });
    expect(revalidated).toEqual(['theme-content', 'theme-content']);
    expect(logs.at(-1)).toMatch(/changed in the store/);
    expect(await ask()).toMatchObject({ body: { status: 'unchanged' } });
  });

  it('with a memory shared by several instances, a change refreshes the pages once, and a restarted instance starts warm', async () => {
    const memory = new ProcessThemeContentMemory();
    const one = harness({ memory });
    const other = harness({ memory });
    expect(await one.ask()).toMatchObject({ body: { status: 'refreshed' } });
    // A new instance (or a restarted one) finds the digest the pages were refreshed for.
    expect(await other.ask()).toMatchObject({ body: { status: 'unchanged' } });

    await createWidget(store, { channel_id: CHANNEL });
    expect(await other.ask()).toMatchObject({ body: { status: 'refreshed' } });
    expect(await one.ask()).toMatchObject({ body: { status: 'unchanged' } });
    expect(one.revalidated).toHaveLength(1);
    expect(other.revalidated).toHaveLength(1);
  });

  it('answers 401 without the secret and 405 to a GET, checking nothing', async () => {
    let reads = 0;
    const { revalidated, ask } = harness({
      fingerprint: async () => {
        reads += 1;
        return 'x';
      },
    });
    const missing = await ask({ headers: {} });
    expect(missing.status).toBe(401);
    expect(missing.body.error).toMatch(/X-Webhook-Secret/);
    expect(JSON.stringify(missing.body)).not.toContain(SECRET);
    expect((await ask({ headers: { [WEBHOOK_SECRET_HEADER]: 'wrong' } })).status).toBe(401);
    expect((await ask({ method: 'GET' })).status).toBe(405);
    expect(reads).toBe(0);
    expect(revalidated).toEqual([]);
  });

  it('answers 503 with Retry-After while the store cannot be read, says so once, and keeps its baseline', async () => {
    let down = false;
    const { revalidated, logs, ask } = harness({
      fingerprint: async () => {
        if (down) throw new TypeError('fetch failed');
        return fingerprint();
      },
    });
    await ask();
    expect(revalidated).toHaveLength(1);
    down = true;
    const first = await ask();
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(first.body.error).toMatch(/could not be read/);
    await ask();
    expect(logs.filter((line) => /could not read it/.test(line))).toHaveLength(1);
    down = false;
    // Nothing changed meanwhile: back to unchanged, no refresh for the outage itself.
    expect(await ask()).toMatchObject({ status: 200, body: { status: 'unchanged' } });
    expect(revalidated).toHaveLength(1);
    expect(logs.at(-1)).toMatch(/answers again/);
  });

  it('answers 503 when the refresh cannot be written, and refreshes at the next check', async () => {
    let failing = true;
    const revalidated: string[] = [];
    const { ask } = harness({
      revalidate: async (tag) => {
        if (failing) throw new Error('shared cache unreachable');
        revalidated.push(tag);
      },
    });
    expect((await ask()).status).toBe(503);
    failing = false;
    expect(await ask()).toMatchObject({ status: 200, body: { status: 'refreshed' } });
    expect(revalidated).toEqual(['theme-content']);
  });

  it('answers 503 naming no setting while the storefront is not configured', async () => {
    const { ask } = harness();
    const answer = await ask({}, () => {
      throw new ConfigError(['WEBHOOK_SECRET is not set']);
    });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatch(/not configured/);
    expect(answer.body.error).not.toMatch(/WEBHOOK_SECRET/);
  });
});
