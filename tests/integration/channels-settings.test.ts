import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsSince, lastEventId, newChannel } from '../support/orders';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

/** A channel's currency assignments and control panel menus. */

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

describe('currency assignments', () => {
  it("answers the store's currencies until a channel has its own; set, listed, and back to the store's on delete", async () => {
    const channelId = await newChannel(store, 'Currencies');
    // The demo store's currencies: its default and the euro.
    expect(
      (await store.api('GET', `/v3/channels/${channelId}/currency-assignments`)).body.data,
    ).toEqual({
      channel_id: channelId,
      enabled_currencies: ['USD', 'EUR'],
      default_currency: 'USD',
    });

    const since = lastEventId(store);
    const set = await store.api('PUT', `/v3/channels/${channelId}/currency-assignments`, {
      body: { enabled_currencies: ['USD', 'EUR', 'EUR'], default_currency: 'EUR' },
    });
    expect(set.body.data).toEqual({
      channel_id: channelId,
      enabled_currencies: ['USD', 'EUR'],
      default_currency: 'EUR',
    });
    expect(eventsSince(store, since).map((e) => [e.scope, e.data.id])).toEqual([
      ['store/channel/updated', channelId],
    ]);
    const all = (await store.api('GET', '/v3/channels/currency-assignments')).body.data;
    expect(
      all.find((a: { channel_id: number }) => a.channel_id === channelId).default_currency,
    ).toBe('EUR');

    expect(
      (await store.api('DELETE', `/v3/channels/${channelId}/currency-assignments`)).status,
    ).toBe(200);
    expect(
      (await store.api('GET', `/v3/channels/${channelId}/currency-assignments`)).body.data
        .enabled_currencies,
    ).toEqual(['USD', 'EUR']);
  });

  it('refuses a default outside the enabled list, a code that is no currency code, and an unknown channel in a batch (nothing saved)', async () => {
    const channelId = await newChannel(store, 'Currencies two');
    const outside = await store.api('PUT', `/v3/channels/${channelId}/currency-assignments`, {
      body: { enabled_currencies: ['USD'], default_currency: 'EUR' },
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors).toEqual({ default_currency: 'must be one of enabled_currencies' });
    const code = await store.api('PUT', `/v3/channels/${channelId}/currency-assignments`, {
      body: { enabled_currencies: ['usd'], default_currency: 'usd' },
    });
    expect(code.body.errors['enabled_currencies.0']).toBe(
      'must be an ISO 4217 currency code, e.g. "USD"',
    );
    const batch = await store.api('PUT', '/v3/channels/currency-assignments', {
      body: [
        { channel_id: channelId, enabled_currencies: ['GBP'], default_currency: 'GBP' },
        { channel_id: 9999, enabled_currencies: ['GBP'], default_currency: 'GBP' },
      ],
    });
    expect(batch.status).toBe(422);
    expect(batch.body.errors).toEqual({ '1.channel_id': 'unknown channel' });
    expect(
      (await store.api('GET', `/v3/channels/${channelId}/currency-assignments`)).body.data
        .default_currency,
    ).toBe('USD');
  });
});

describe('channel menus', () => {
  it('keeps the control panel sections an app shows for its channel, and clears them', async () => {
    const channelId = await newChannel(store, 'Menus');
    const set = await store.api('POST', `/v3/channels/${channelId}/channel-menus`, {
      body: {
        bigcommerce_protected_app_sections: ['overview', 'currencies'],
        custom_app_sections: [{ title: 'Orders', query_path: 'orders' }],
      },
    });
    expect(set.status).toBe(200);
    expect((await store.api('GET', `/v3/channels/${channelId}/channel-menus`)).body.data).toEqual({
      bigcommerce_protected_app_sections: ['overview', 'currencies'],
      custom_app_sections: [{ title: 'Orders', query_path: 'orders' }],
    });
    const bad = await store.api('POST', `/v3/channels/${channelId}/channel-menus`, {
      body: { bigcommerce_protected_app_sections: ['everything'] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['bigcommerce_protected_app_sections.0']).toContain('overview');
    expect(
      (await store.api('DELETE', `/v3/channels/${channelId}/channel-menus`)).status,
    ).toBeLessThan(300);
    expect((await store.api('GET', `/v3/channels/${channelId}/channel-menus`)).body.data).toEqual({
      bigcommerce_protected_app_sections: [],
      custom_app_sections: [],
    });
  });

  it('reads with store_channel_settings_read_only, changes only with store_channel_settings', async () => {
    const channelId = await newChannel(store, 'Menus scopes');
    await expectScopeRules(store, {
      readOnly: 'store_channel_settings_read_only',
      modify: 'store_channel_settings',
      reads: [
        ['GET', `/v3/channels/${channelId}/channel-menus`],
        ['GET', `/v3/channels/${channelId}/currency-assignments`],
      ],
      writes: [
        ['POST', `/v3/channels/${channelId}/channel-menus`, { custom_app_sections: [] }],
        [
          'PUT',
          `/v3/channels/${channelId}/currency-assignments`,
          { enabled_currencies: ['USD'], default_currency: 'USD' },
        ],
      ],
    });
  });
});
