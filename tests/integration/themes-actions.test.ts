import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newChannel } from '../support/orders';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { themeBundle } from '../support/theme-fixtures';

/** Theme uploads, jobs, activation, configurations, downloads and deletion. */

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

async function upload(target: TestStore, bytes: Uint8Array, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([Buffer.from(bytes)], { type: 'application/zip' }), 'theme.zip');
  const response = await fetch(`${target.apiUrl}/v3/themes`, {
    method: 'POST',
    headers: { 'x-auth-token': target.primaryAccount.accessToken, accept: 'application/json' },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function job(target: TestStore, id: string) {
  return (await target.api('GET', `/v3/themes/jobs/${id}`)).body.data;
}

async function uploadedTheme(name: string) {
  const { body } = await upload(store, themeBundle(name));
  const done = await job(store, body.job_id);
  expect(done.status).toBe('COMPLETED');
  return (await store.api('GET', `/v3/themes/${done.result.theme_id}`)).body.data;
}

describe('theme uploads', () => {
  it('installs an uploaded bundle as a private theme with its variations and custom templates; the same name again is a new version', async () => {
    const { status, body } = await upload(store, themeBundle('Launchpad'));
    expect(status).toBe(201);
    expect(body.job_id).toMatch(/^[0-9a-f]{32}$/);
    const done = await job(store, body.job_id);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      percent_complete: 100,
      errors: [],
      result: { theme_id: expect.any(String) },
    });
    const theme = (await store.api('GET', `/v3/themes/${done.result.theme_id}`)).body.data;
    expect(theme).toMatchObject({
      name: 'Launchpad',
      is_private: true,
      is_active: false,
      variations: [expect.objectContaining({ external_id: 'plain', name: 'Plain' })],
    });

    const again = await job(store, (await upload(store, themeBundle('Launchpad'))).body.job_id);
    expect(again.result.theme_id).toBe(theme.uuid);
    expect(
      store.ctx.db
        .prepare('SELECT COUNT(*) AS n FROM theme_versions WHERE theme_uuid = ?')
        .get(theme.uuid),
    ).toEqual({ n: 2 });
  });

  it('fails the job with what is wrong: not a zip, no config.json, a config without variations', async () => {
    const notZip = await job(store, (await upload(store, strToU8('hello'))).body.job_id);
    expect(notZip).toMatchObject({
      status: 'FAILED',
      errors: [
        {
          error: 'invalid_bundle',
          message: 'The file is not a zip archive: upload the theme as a .zip file.',
        },
      ],
    });
    const noConfig = await job(
      store,
      (await upload(store, zipSync({ 'templates/pages/home.html': strToU8('x') }))).body.job_id,
    );
    expect(noConfig.errors[0].error).toBe('missing_config');
    const noVariations = await job(
      store,
      (
        await upload(
          store,
          zipSync({ 'config.json': strToU8(JSON.stringify({ name: 'Bare', variations: [] })) }),
        )
      ).body.job_id,
    );
    expect(noVariations.errors).toEqual([
      {
        error: 'invalid_config',
        message: 'config.json variations: a theme has at least one variation',
      },
    ]);
  });

  it('refuses a request without the bundle, or with it in another field (422 naming file)', async () => {
    const wrongField = await upload(store, themeBundle('Elsewhere'), 'bundle');
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors).toEqual({ file: 'required' });
    const empty = await fetch(`${store.apiUrl}/v3/themes`, {
      method: 'POST',
      headers: { 'x-auth-token': store.primaryAccount.accessToken, accept: 'application/json' },
      body: new FormData(),
    });
    const json = await store.api('POST', '/v3/themes', { body: { file: 'theme.zip' } });
    expect(json.status).toBe(415);
    expect(json.body.title).toBe(
      'Send the theme bundle (a .zip file) as multipart/form-data, the file in the field file.',
    );
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { title: string }).title).toBe(
      'Send the theme bundle (a .zip file) as the multipart field file.',
    );
  });
});

describe('activation and configurations', () => {
  it('activates a variation on a channel: its active theme, custom templates and a configuration of the theme defaults follow', async () => {
    const theme = await uploadedTheme('Showroom');
    const channelId = await newChannel(store, 'Showroom channel');
    const res = await store.api('POST', `/v3/themes/actions/activate?channel_id=${channelId}`, {
      body: { variation_id: theme.variations[0].uuid, which: 'last_created' },
    });
    expect(res.status).toBe(204);
    const active = (await store.api('GET', `/v3/channels/${channelId}/active-theme`)).body.data;
    expect(active.active_theme_uuid).toBe(theme.uuid);
    expect(
      (await store.api('GET', `/v3/themes/custom-templates/${active.active_theme_version_uuid}`))
        .body.data.product,
    ).toEqual(['launch.html']);

    const configurations = (
      await store.api('GET', `/v3/themes/${theme.uuid}/configurations?channel_id:in=${channelId}`)
    ).body.data;
    expect(configurations).toEqual([
      expect.objectContaining({
        uuid: active.active_theme_configuration_uuid,
        variation_id: theme.variations[0].uuid,
        settings: { color_primary: '#000000', show_banner: true },
      }),
    ]);
    expect(
      (await store.api('GET', '/v3/themes')).body.data.find(
        (t: { uuid: string }) => t.uuid === theme.uuid,
      ).is_active,
    ).toBe(true);
  });

  it('refuses an unknown variation (422) or channel (404)', async () => {
    const unknownVariation = await store.api('POST', '/v3/themes/actions/activate', {
      body: { variation_id: '0b1c2d3e-0000-4000-8000-000000000001' },
    });
    expect(unknownVariation.status).toBe(422);
    expect(unknownVariation.body.errors).toEqual({ variation_id: 'no such variation' });
    const theme = await uploadedTheme('Nowhere');
    const unknownChannel = await store.api('POST', '/v3/themes/actions/activate?channel_id=9999', {
      body: { variation_id: theme.variations[0].uuid },
    });
    expect(unknownChannel.status).toBe(404);
  });

  it('validates settings against the theme: unknown settings, wrong types and other themes variations are named', async () => {
    const theme = await uploadedTheme('Checker');
    const ok = await store.api('POST', `/v3/themes/${theme.uuid}/configurations/validate`, {
      body: { variation_id: theme.variations[0].uuid, settings: { show_banner: false } },
    });
    expect(ok.status).toBe(200);
    const bad = await store.api('POST', `/v3/themes/${theme.uuid}/configurations/validate`, {
      body: {
        variation_id: '0b1c2d3e-0000-4000-8000-000000000001',
        settings: { show_banner: 'yes', font: 'serif' },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      variation_id: 'not a variation of this theme (see its variations in GET /v3/themes/{uuid})',
      'settings.show_banner': 'must be a boolean',
      'settings.font': 'the theme has no such setting',
    });
  });
});

describe('downloads', () => {
  it('gives an uploaded theme back as it was sent, and a library theme as a bundle of its config and custom templates', async () => {
    const bytes = themeBundle('Roundtrip');
    const uploaded = await job(store, (await upload(store, bytes)).body.job_id);
    const download = await store.api(
      'POST',
      `/v3/themes/${uploaded.result.theme_id}/actions/download`,
      { body: { which: 'last_created' } },
    );
    expect(download.status).toBe(200);
    const url = (await job(store, download.body.job_id)).result.url;
    const file = await fetch(url);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const library = (await store.api('GET', '/v3/themes')).body.data.find(
      (t: { name: string }) => t.name === 'Foundation',
    );
    const libraryJob = await job(
      store,
      (
        await store.api('POST', `/v3/themes/${library.uuid}/actions/download`, {
          body: { which: 'original' },
        })
      ).body.job_id,
    );
    const files = unzipSync(
      new Uint8Array(await (await fetch(libraryJob.result.url)).arrayBuffer()),
    );
    expect(JSON.parse(strFromU8(files['config.json']!))).toMatchObject({
      name: 'Foundation',
      variations: [expect.objectContaining({ id: 'light' }), expect.anything(), expect.anything()],
    });
    expect(Object.keys(files)).toContain('templates/pages/custom/product/featured.html');

    expect((await fetch(`${store.origin}/theme-downloads/not-a-token`)).status).toBe(404);
  });
  it('downloads the last activated version where which is missing or unknown, as the reference says (issue 27)', async () => {
    // Two versions: the first activated on a channel, the second uploaded after it, so that
    // the last activated and the last created differ.
    const first = await uploadedTheme('Twofold');
    const channelId = await newChannel(store, 'Twofold channel');
    const activated = await store.api(
      'POST',
      `/v3/themes/actions/activate?channel_id=${channelId}`,
      {
        body: { variation_id: first.variations[0].uuid, which: 'last_created' },
      },
    );
    expect(activated.status).toBe(204);
    await job(store, (await upload(store, themeBundle('Twofold', '2.0.0'))).body.job_id);
    const zipOf = async (body: unknown) => {
      const res = await store.api('POST', `/v3/themes/${first.uuid}/actions/download`, {
        ...(body === undefined ? { rawBody: '' } : { body }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const url = (await job(store, res.body.job_id)).result.url;
      const files = unzipSync(new Uint8Array(await (await fetch(url)).arrayBuffer()));
      return Object.fromEntries(
        Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]),
      );
    };
    const lastActivated = await zipOf({ which: 'last_activated' });
    expect(lastActivated['Twofold/config.json']).toContain('"version":"1.0.0"');
    expect((await zipOf({ which: 'last_created' }))['Twofold/config.json']).toContain(
      '"version":"2.0.0"',
    );
    for (const body of [{ which: 'newest' }, { which: 7 }, {}, undefined])
      expect(await zipOf(body), JSON.stringify(body)).toEqual(lastActivated);
  });
});

describe('deletion', () => {
  it('deletes a theme no channel shows; refuses the active and the default theme', async () => {
    const theme = await uploadedTheme('Ephemeral');
    expect((await store.api('DELETE', `/v3/themes/${theme.uuid}`)).status).toBe(204);
    expect((await store.api('GET', `/v3/themes/${theme.uuid}`)).status).toBe(404);

    const foundation = (await store.api('GET', '/v3/themes')).body.data.find(
      (t: { name: string }) => t.name === 'Foundation',
    );
    const refused = await store.api('DELETE', `/v3/themes/${foundation.uuid}`);
    expect(refused.status).toBe(422);
    expect(refused.body.title).toBe(
      'Foundation is the default theme every new channel starts with; it cannot be deleted.',
    );

    const showing = await uploadedTheme('Showing');
    await store.api('POST', '/v3/themes/actions/activate?channel_id=1', {
      body: { variation_id: showing.variations[0].uuid },
    });
    const active = await store.api('DELETE', `/v3/themes/${showing.uuid}`);
    expect(active.status).toBe(422);
    expect(active.body.title).toBe(
      'Showing is active on channel 1; activate another theme there first.',
    );
  });

  it('a deleted library theme stays deleted after a restart', async () => {
    const db = tempDbPath();
    const first = await startTestStore({ db });
    const atelier = (await first.api('GET', '/v3/themes')).body.data.find(
      (t: { name: string }) => t.name === 'Atelier',
    );
    expect((await first.api('DELETE', `/v3/themes/${atelier.uuid}`)).status).toBe(204);
    await first.close();
    const second = await startTestStore({ db });
    try {
      expect(
        (await second.api('GET', '/v3/themes')).body.data.map((t: { name: string }) => t.name),
      ).not.toContain('Atelier');
    } finally {
      await second.close();
    }
  });
});

describe('scopes', () => {
  it('reads with store_themes_read_only; uploads, activates and deletes only with store_themes_manage', async () => {
    const theme = await uploadedTheme('Scoped');
    await expectScopeRules(store, {
      readOnly: 'store_themes_read_only',
      modify: 'store_themes_manage',
      reads: [
        ['GET', `/v3/themes/${theme.uuid}/configurations`],
        ['POST', `/v3/themes/${theme.uuid}/configurations/validate`],
      ],
      writes: [
        ['POST', '/v3/themes/actions/activate', { variation_id: theme.variations[0].uuid }],
        ['POST', `/v3/themes/${theme.uuid}/actions/download`, { which: 'original' }],
        ['DELETE', `/v3/themes/${theme.uuid}`],
      ],
    });
  });
});
