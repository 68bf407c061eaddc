import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { DEFAULT_CUSTOM_TEMPLATES, activeVersionUuid, tokenWith } from '../support/theme-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

describe('GET /v3/channels/{channel_id}/active-theme (E4)', () => {
  it('gives the default channel an active theme with the four uuids of seed 2.3', async () => {
    const res = await store.api('GET', '/v3/channels/1/active-theme');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({});
    expect(Object.keys(res.body.data).sort()).toEqual([
      'active_theme_configuration_uuid',
      'active_theme_uuid',
      'active_theme_version_uuid',
      'saved_theme_configuration_uuid',
    ]);
    for (const value of Object.values(res.body.data)) expect(value).toMatch(UUID);
    // Nothing unpublished: the saved configuration is the active one.
    expect(res.body.data.saved_theme_configuration_uuid).toBe(
      res.body.data.active_theme_configuration_uuid,
    );
    expect((await store.api('GET', '/v3/channels/1/active-theme')).body).toEqual(res.body);
  });

  it('gives a channel created later the same theme with its own configuration', async () => {
    const channel = await store.api('POST', '/v3/channels', {
      body: { name: 'Themed', type: 'storefront', platform: 'next' },
    });
    const res = await store.api('GET', `/v3/channels/${channel.body.data.id}/active-theme`);
    expect(res.status).toBe(200);
    const first = (await store.api('GET', '/v3/channels/1/active-theme')).body.data;
    expect(res.body.data.active_theme_uuid).toBe(first.active_theme_uuid);
    expect(res.body.data.active_theme_version_uuid).toBe(first.active_theme_version_uuid);
    expect(res.body.data.active_theme_configuration_uuid).not.toBe(
      first.active_theme_configuration_uuid,
    );
  });

  it('answers 404 in the reference style for an unknown channel, and for a channel id that is not one', async () => {
    const res = await store.api('GET', '/v3/channels/424242/active-theme');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      status: 404,
      title: 'No active theme found with channel_id: 424242',
    });
    expect((await store.api('GET', '/v3/channels/abc/active-theme')).status).toBe(404);
  });

  it('is granted by a Themes or a Channel Settings scope, refused otherwise with the scopes named', async () => {
    for (const scope of ['store_themes_read_only', 'store_channel_settings_read_only']) {
      const res = await store.api('GET', '/v3/channels/1/active-theme', {
        token: tokenWith(store, scope),
      });
      expect(res.status).toBe(200);
    }
    const refused = await store.api('GET', '/v3/channels/1/active-theme', {
      token: tokenWith(store, 'store_v2_content'),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.title).toContain('store_themes_read_only');
    expect((await store.api('GET', '/v3/channels/1/active-theme', { token: null })).status).toBe(
      401,
    );
  });
});

describe('GET /v3/themes/custom-templates/{version_uuid} (E3)', () => {
  it('lists the custom templates of the active version per entity type', async () => {
    const res = await store.api(
      'GET',
      `/v3/themes/custom-templates/${await activeVersionUuid(store)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: DEFAULT_CUSTOM_TEMPLATES, meta: {} });
  });

  it('answers 404 for an unknown version and for a value that is not a uuid', async () => {
    const unknown = await store.api(
      'GET',
      '/v3/themes/custom-templates/3fa85f64-5717-4562-b3fc-2c963f66afa6',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toContain('active-theme');
    const malformed = await store.api('GET', '/v3/themes/custom-templates/not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(malformed.body.title).toContain('must be a UUID');
  });

  it('needs a Themes scope: read-only is enough', async () => {
    const path = `/v3/themes/custom-templates/${await activeVersionUuid(store)}`;
    expect(
      (await store.api('GET', path, { token: tokenWith(store, 'store_themes_read_only') })).status,
    ).toBe(200);
    const refused = await store.api('GET', path, { token: tokenWith(store, 'store_v2_products') });
    expect(refused.status).toBe(403);
    expect(refused.body.title).toContain('store_themes_manage or store_themes_read_only');
  });
});

describe('GET /v3/themes and /v3/themes/{uuid}', () => {
  it('lists the installed themes with their variations; the active one is marked', async () => {
    const res = await store.api('GET', '/v3/themes');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({});
    const active = (await store.api('GET', '/v3/channels/1/active-theme')).body.data
      .active_theme_uuid;
    const byName = Object.fromEntries(res.body.data.map((t: { name: string }) => [t.name, t]));
    expect(byName.Foundation).toMatchObject({ uuid: active, is_active: true, is_private: false });
    expect(byName.Foundation.variations.map((v: { external_id: string }) => v.external_id)).toEqual(
      ['light', 'bold', 'warm'],
    );
    expect(byName.Foundation.variations[0]).toEqual({
      uuid: expect.stringMatching(UUID),
      name: 'Light',
      description: expect.any(String),
      external_id: 'light',
    });
    expect(byName.Atelier).toMatchObject({ is_active: false, is_private: true });
    expect(byName.Foundation.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('gets one theme, 404 for an unknown or malformed uuid', async () => {
    const list = await store.api('GET', '/v3/themes');
    const theme = list.body.data[1];
    const res = await store.api('GET', `/v3/themes/${theme.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: theme, meta: {} });
    expect((await store.api('GET', '/v3/themes/3fa85f64-5717-4562-b3fc-2c963f66afa6')).status).toBe(
      404,
    );
    expect((await store.api('GET', '/v3/themes/nope')).status).toBe(404);
  });

  it('needs a Themes scope', async () => {
    expect(
      (await store.api('GET', '/v3/themes', { token: tokenWith(store, 'store_themes_read_only') }))
        .status,
    ).toBe(200);
    expect(
      (await store.api('GET', '/v3/themes', { token: tokenWith(store, 'store_sites') })).status,
    ).toBe(403);
  });
});

describe('theme records across restarts', () => {
  it('keeps every uuid', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const before = (await first.api('GET', '/v3/channels/1/active-theme')).body;
    const themesBefore = (await first.api('GET', '/v3/themes')).body;
    await first.close();
    const second = await startTestStore({ db: path });
    try {
      expect((await second.api('GET', '/v3/channels/1/active-theme')).body).toEqual(before);
      expect((await second.api('GET', '/v3/themes')).body).toEqual(themesBefore);
      const templates = await second.api(
        'GET',
        `/v3/themes/custom-templates/${before.data.active_theme_version_uuid}`,
      );
      expect(templates.body.data).toEqual(DEFAULT_CUSTOM_TEMPLATES);
    } finally {
      await second.close();
    }
  });
});
