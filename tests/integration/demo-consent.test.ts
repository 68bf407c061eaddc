import { describe, expect, it } from 'vitest';
import { SCRIPTS_PATH } from '../support/content-fixtures';
import { newChannel } from '../support/orders';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';

/**
 * The demo shop asks for cookie consent and gives each new storefront channel one tag per
 * consent category, loaded from the store itself; the addresses follow the store's origin
 * of the moment, so a saved database started on another port still loads them.
 */

interface ListedScript {
  name: string;
  src: string;
  consent_category: string;
}

async function demoTagsOf(store: TestStore, channelId: number): Promise<ListedScript[]> {
  const res = await store.api<{ data: ListedScript[] }>(
    'GET',
    `${SCRIPTS_PATH}?channel_id:in=${channelId}`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

async function privacySettings(store: TestStore) {
  const res = await store.api<{
    data: { privacy_settings: { ask_shopper_for_tracking_consent: boolean; policy_url: string } };
  }>('GET', '/v3/customers/settings');
  expect(res.status).toBe(200);
  return res.body.data.privacy_settings;
}

describe('the demo shop and cookie consent', () => {
  it('asks for consent, links its own privacy policy and tags each new channel once per category', async () => {
    const store = await startTestStore();
    try {
      const privacy = await privacySettings(store);
      expect(privacy).toEqual({
        ask_shopper_for_tracking_consent: true,
        policy_url: `${store.origin}/demo/privacy-policy`,
      });
      const policy = await fetch(privacy.policy_url);
      expect(policy.status).toBe(200);
      expect(await policy.text()).toContain('<h1>Privacy policy</h1>');

      const channelId = await newChannel(store, 'Tagged shop');
      const tags = await demoTagsOf(store, channelId);
      expect(tags.map((tag) => tag.consent_category).sort()).toEqual([
        'analytics',
        'essential',
        'functional',
        'targeting',
      ]);
      for (const tag of tags) {
        expect(tag.src).toBe(`${store.origin}/demo/tags/${tag.consent_category}.js`);
        const code = await fetch(tag.src);
        expect(code.status).toBe(200);
        expect(code.headers.get('content-type')).toMatch(/^text\/javascript/);
        expect(code.headers.get('cache-control')).toBe('no-store');
        expect(await code.text()).toContain(`data-demo-tag-${tag.consent_category}`);
      }
      const unknown = await fetch(`${store.origin}/demo/tags/unknown.js`);
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toBe('There is no demo tag of that name.');
    } finally {
      await store.close();
    }
  });

  it('gives the tags and the policy at the origin a saved database starts on', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const channelId = await newChannel(first, 'Saved shop');
    await first.close();
    const second = await startTestStore({ db: path });
    try {
      expect(second.origin).not.toBe(first.origin);
      expect((await privacySettings(second)).policy_url).toBe(
        `${second.origin}/demo/privacy-policy`,
      );
      const tags = await demoTagsOf(second, channelId);
      expect(tags).toHaveLength(4);
      for (const tag of tags) expect(tag.src.startsWith(`${second.origin}/demo/tags/`)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
