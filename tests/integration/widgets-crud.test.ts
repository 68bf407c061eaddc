import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { startTestStore, type TestStore } from '../support/store-service';
import {
  TEMPLATES_PATH,
  WIDGETS_PATH,
  accountWith,
  createTemplate,
  createWidget,
} from '../support/content-fixtures';

let store: TestStore;
let clock: VirtualClock;
beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 6, 1, 7));
  store = await startTestStore({ clock });
});
afterAll(() => store.close());

const post = (body: unknown, token?: string) => store.api('POST', WIDGETS_PATH, { body, token });
const newChannel = async (name: string) =>
  (
    await store.api('POST', '/v3/channels', {
      body: { name, type: 'storefront', platform: 'gatsby' },
    })
  ).body.data.id as number;

describe('POST /v3/content/widgets', () => {
  it('creates a widget with its template embedded, in the reference shape', async () => {
    const template = await createTemplate(store);
    const res = await post({
      name: 'Benefits',
      description: 'Under the price',
      widget_template_uuid: template.uuid,
      widget_configuration: { items: [{ text: 'Free returns' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Benefits',
        description: 'Under the price',
        widget_configuration: { items: [{ text: 'Free returns' }], _: { id: res.body.data.uuid } },
        widget_template: template,
        version_uuid: template.current_version_uuid,
        channel_id: 1,
        storefront_api_query_params: {},
        date_created: '2026-07-01T07:00:00.000Z',
        date_modified: '2026-07-01T07:00:00.000Z',
      },
      meta: {},
    });
  });

  it('refuses missing and bad fields, unknown templates and channels with 422', async () => {
    const template = await createTemplate(store);
    const cases: [unknown, string][] = [
      [{ widget_template_uuid: template.uuid }, 'name'],
      [{ name: 'No template' }, 'widget_template_uuid'],
      [{ name: 'Bad uuid', widget_template_uuid: 'abc' }, 'widget_template_uuid'],
      [
        { name: 'Unknown', widget_template_uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
        'widget_template_uuid',
      ],
      [
        { name: 'Config', widget_template_uuid: template.uuid, widget_configuration: 'text' },
        'widget_configuration',
      ],
      [
        { name: 'Config', widget_template_uuid: template.uuid, widget_configuration: [1, 2] },
        'widget_configuration',
      ],
      [{ name: 'Channel', widget_template_uuid: template.uuid, channel_id: 8888 }, 'channel_id'],
      [{ name: 'x'.repeat(256), widget_template_uuid: template.uuid }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toHaveProperty(field);
    }
    expect((await store.api('POST', WIDGETS_PATH, { rawBody: '{' })).status).toBe(400);
  });

  it("puts a widget on its template's channel, and refuses another channel", async () => {
    const channelId = await newChannel('Widget channel');
    const template = await createTemplate(store, { channel_id: channelId });
    const widget = await createWidget(store, { widget_template_uuid: template.uuid });
    expect(widget.channel_id).toBe(channelId);
    const other = await post({
      name: 'Elsewhere',
      widget_template_uuid: template.uuid,
      channel_id: 1,
    });
    expect(other.status).toBe(422);
    expect(other.body.errors.channel_id).toContain(`channel ${channelId}`);
  });
});

describe('GET, PUT and DELETE /v3/content/widgets/{uuid}', () => {
  it('gets a widget; 404 unknown, 422 not a uuid', async () => {
    const widget = await createWidget(store);
    expect((await store.api('GET', `${WIDGETS_PATH}/${widget.uuid}`)).body).toEqual({
      data: widget,
      meta: {},
    });
    expect(
      (await store.api('GET', `${WIDGETS_PATH}/3fa85f64-5717-4562-b3fc-2c963f66afa6`)).status,
    ).toBe(404);
    expect((await store.api('GET', `${WIDGETS_PATH}/widget-1`)).status).toBe(422);
  });

  it('updates the fields sent; stays on its template version until it upgrades', async () => {
    const widget = await createWidget(store);
    const templateUuid = widget.widget_template.uuid;
    const v2 = await store.api('PUT', `${TEMPLATES_PATH}/${templateUuid}`, {
      body: { template: '<p>{{title}}</p>', create_new_version: true },
    });
    await clock.advance(2_000);

    const renamed = await store.api('PUT', `${WIDGETS_PATH}/${widget.uuid}`, {
      body: { name: 'Renamed', widget_configuration: { title: 'Hi' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Renamed',
      version_uuid: widget.version_uuid,
      widget_configuration: { title: 'Hi' },
    });
    expect(renamed.body.data.date_modified).toBe(new Date(clock.now()).toISOString());

    const upgraded = await store.api('PUT', `${WIDGETS_PATH}/${widget.uuid}`, {
      body: { upgrade: true },
    });
    expect(upgraded.body.data.version_uuid).toBe(v2.body.data.current_version_uuid);

    const other = await createTemplate(store, { name: 'Other' });
    const moved = await store.api('PUT', `${WIDGETS_PATH}/${widget.uuid}`, {
      body: { widget_template_uuid: other.uuid },
    });
    expect(moved.body.data).toMatchObject({
      widget_template: { uuid: other.uuid },
      version_uuid: other.current_version_uuid,
    });
  });

  it('refuses bad updates', async () => {
    const widget = await createWidget(store);
    const bad = await store.api('PUT', `${WIDGETS_PATH}/${widget.uuid}`, {
      body: { name: '', upgrade: 1 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'upgrade']);
    const unknownTemplate = await store.api('PUT', `${WIDGETS_PATH}/${widget.uuid}`, {
      body: { widget_template_uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
    });
    expect(unknownTemplate.status).toBe(422);
    expect(
      (
        await store.api('PUT', `${WIDGETS_PATH}/3fa85f64-5717-4562-b3fc-2c963f66afa6`, {
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a widget: 204, then 404', async () => {
    const widget = await createWidget(store);
    expect((await store.api('DELETE', `${WIDGETS_PATH}/${widget.uuid}`)).status).toBe(204);
    expect((await store.api('GET', `${WIDGETS_PATH}/${widget.uuid}`)).status).toBe(404);
    expect((await store.api('DELETE', `${WIDGETS_PATH}/${widget.uuid}`)).status).toBe(404);
  });
});

describe('GET /v3/content/widgets', () => {
  it('filters by template, name, name:in, channel_id:in, site_id:in and kind, with paging', async () => {
    const channelId = await newChannel('Filtered shop');
    const template = await createTemplate(store, { channel_id: channelId });
    const a = await createWidget(store, { name: 'Alpha', widget_template_uuid: template.uuid });
    const b = await createWidget(store, { name: 'Beta two', widget_template_uuid: template.uuid });
    const uuids = (res: { body: { data: { uuid: string }[] } }) => res.body.data.map((w) => w.uuid);

    expect(
      uuids(await store.api('GET', `${WIDGETS_PATH}?widget_template_uuid=${template.uuid}`)),
    ).toEqual([a.uuid, b.uuid]);
    expect(
      uuids(await store.api('GET', `${WIDGETS_PATH}?channel_id:in=${channelId}&name=Alpha`)),
    ).toEqual([a.uuid]);
    expect(
      uuids(
        await store.api(
          'GET',
          `${WIDGETS_PATH}?channel_id:in=${channelId}&name:in=Alpha,Beta%20two`,
        ),
      ),
    ).toEqual([a.uuid, b.uuid]);
    expect(
      uuids(
        await store.api(
          'GET',
          `${WIDGETS_PATH}?channel_id:in=${channelId}&widget_template_kind=custom`,
        ),
      ),
    ).toEqual([a.uuid, b.uuid]);
    expect(uuids(await store.api('GET', `${WIDGETS_PATH}?widget_template_kind=other`))).toEqual([]);

    const site = await store.api('POST', '/v3/sites', {
      body: { url: 'https://filtered.example.com', channel_id: channelId },
    });
    expect(
      uuids(await store.api('GET', `${WIDGETS_PATH}?site_id:in=${site.body.data.id}`)),
    ).toEqual([a.uuid, b.uuid]);
    expect(uuids(await store.api('GET', `${WIDGETS_PATH}?site_id:in=999999`))).toEqual([]);

    const page = await store.api(
      'GET',
      `${WIDGETS_PATH}?channel_id:in=${channelId}&limit=1&page=2`,
    );
    expect(uuids(page)).toEqual([b.uuid]);
    expect(page.body.meta.pagination).toMatchObject({
      total: 2,
      count: 1,
      per_page: 1,
      current_page: 2,
      total_pages: 2,
    });

    for (const query of [
      '?widget_template_uuid=x',
      '?channel_id:in=0',
      '?site_id:in=a',
      '?limit=-1',
    ]) {
      expect((await store.api('GET', `${WIDGETS_PATH}${query}`)).status).toBe(422);
    }
  });
});

describe('scopes', () => {
  it('lets Content read-only read but not write', async () => {
    const widget = await createWidget(store);
    const token = accountWith(store, 'store_v2_content_read_only').accessToken;
    expect((await store.api('GET', WIDGETS_PATH, { token })).status).toBe(200);
    expect((await store.api('GET', `${WIDGETS_PATH}/${widget.uuid}`, { token })).status).toBe(200);
    const write = await post(
      { name: 'x', widget_template_uuid: widget.widget_template.uuid },
      token,
    );
    expect(write.status).toBe(403);
    expect(write.body.title).toContain('store_v2_content');
    expect(
      (await store.api('PUT', `${WIDGETS_PATH}/${widget.uuid}`, { body: { name: 'y' }, token }))
        .status,
    ).toBe(403);
    expect((await store.api('DELETE', `${WIDGETS_PATH}/${widget.uuid}`, { token })).status).toBe(
      403,
    );
    expect(
      (
        await store.api('GET', WIDGETS_PATH, {
          token: accountWith(store, 'store_v2_products').accessToken,
        })
      ).status,
    ).toBe(403);
  });
});
