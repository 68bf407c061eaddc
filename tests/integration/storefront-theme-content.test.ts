import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiAccount } from '@/emulator/core/store';
import { StoreApiClient } from '@/lib/store/management/client';
import { listChannelScripts } from '@/lib/store/management/scripts';
import { customTemplateFileOf } from '@/lib/store/management/template-associations';
import { orWithout } from '@/lib/store/or-without';
import { SCRIPTS_PATH, accountWith, tagScript } from '../support/content-fixtures';
import { ASSOCIATIONS_PATH, demoEntityIds } from '../support/theme-fixtures';
import { newChannel } from '../support/orders';
import { type TestStore, startTestStore } from '../support/store-service';
import { captureLogs } from '../support/captured-logs';

/**
 * The storefront's reads of the store's theme (scripts, custom template associations)
 * against a local store service, and how pages degrade when the API account lacks the
 * Content or Themes scope: the page's default, one log line, never the token.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const clientOf = (account: ApiAccount) =>
  new StoreApiClient({
    baseUrl: store.apiUrl,
    token: account.accessToken,
    clientId: account.clientId,
  });

describe("the storefront's theme reads", () => {
  it("lists the channel's scripts in the store's order, and only that channel's", async () => {
    const channel = await newChannel(store, 'Scripts shop');
    for (let i = 0; i < 3; i += 1)
      await store.api('POST', SCRIPTS_PATH, {
        body: tagScript({ name: `Chat ${i}`, channel_id: channel }),
      });
    await store.api('POST', SCRIPTS_PATH, {
      body: tagScript({ name: 'Elsewhere', channel_id: 1 }),
    });
    const scripts = await listChannelScripts(clientOf(store.primaryAccount), channel);
    // A new storefront channel of the demo store comes with its demo consent tags (one per
    // category, emulator/demo/consent.ts); the test's own follow them in the store's order.
    const names = scripts.map((s) => s.name);
    expect(names.filter((name) => !name.startsWith('Demo '))).toEqual([
      'Chat 0',
      'Chat 1',
      'Chat 2',
    ]);
    expect(names).not.toContain('Elsewhere');
    expect(scripts.every((s) => s.channel_id === channel)).toBe(true);
    expect(
      scripts.filter((s) => s.name.startsWith('Chat ')).every((s) => s.kind === 'script_tag'),
    ).toBe(true);
  });

  it("finds an entity's valid custom template on the channel, and none for an invalid file", async () => {
    const ids = await demoEntityIds(store);
    const [valid, invalid] = ids.products;
    await store.api('PUT', ASSOCIATIONS_PATH, {
      body: [
        { channel_id: 1, entity_type: 'product', entity_id: valid, file_name: 'featured.html' },
        {
          channel_id: 1,
          entity_type: 'product',
          entity_id: invalid,
          file_name: 'not-in-theme.html',
        },
      ],
    });
    const api = clientOf(store.primaryAccount);
    expect(await customTemplateFileOf(api, 1, 'product', valid!)).toBe('featured.html');
    expect(await customTemplateFileOf(api, 1, 'product', invalid!)).toBeNull();
    expect(await customTemplateFileOf(api, 1, 'category', valid!)).toBeNull();
  });

  it('without the Content or Themes scope, pages get the default and the log says why once, without the token', async () => {
    const account = accountWith(store, 'store_v2_orders');
    const api = clientOf(account);
    const logs = captureLogs();

    for (let i = 0; i < 3; i += 1) {
      expect(await orWithout('scripts (test)', () => listChannelScripts(api, 1), [])).toEqual([]);
      expect(
        await orWithout(
          'custom templates (test)',
          () => customTemplateFileOf(api, 1, 'product', 1),
          null,
        ),
      ).toBeNull();
    }
    logs.restore();
    const lines = logs.messages('warn');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/pages are shown without scripts \(test\): .*store_v2_content/);
    expect(lines[1]).toMatch(/pages are shown without custom templates \(test\): .*store_themes/);
    expect(logs.text()).not.toContain(account.accessToken);
  });

  it('an unreachable store gives the default too, logged by kind', async () => {
    const api = new StoreApiClient({
      baseUrl: 'http://127.0.0.1:9/stores/none',
      token: 'secret-token-xyz',
      clientId: 'c',
      timeoutMs: 2_000,
    });
    const logs = captureLogs();
    expect(await orWithout('scripts (unreachable)', () => listChannelScripts(api, 1), [])).toEqual(
      [],
    );
    logs.restore();
    expect(logs.messages('warn')).toHaveLength(1);
    expect(logs.text()).not.toContain('secret-token-xyz');
  });
});
