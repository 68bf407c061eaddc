import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import {
  PLACEMENTS_PATH,
  WIDGETS_PATH,
  accountWith,
  createTemplate,
  createWidget,
} from '../support/content-fixtures';
import { demoEntityIds, type DemoEntityIds } from '../support/theme-fixtures';

let store: TestStore;
let clock: VirtualClock;
let ids: DemoEntityIds;
beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 7, 3, 15));
  store = await startTestStore({ clock });
  ids = await demoEntityIds(store);
});
afterAll(() => store.close());

const post = (body: unknown, token?: string) => store.api('POST', PLACEMENTS_PATH, { body, token });

describe('POST /v3/content/placements', () => {
  it('places a widget in a region of a page for one entity, in the reference shape', async () => {
    const widget = await createWidget(store);
    const res = await post({
      widget_uuid: widget.uuid,
      template_file: 'pages/category',
      region: 'category_header_banner',
      entity_id: String(ids.category),
      sort_order: 1,
      status: 'active',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        template_file: 'pages/category',
        region: 'category_header_banner',
        entity_id: String(ids.category),
        sort_order: 1,
        status: 'active',
        channel_id: 1,
        date_created: '2026-08-03T15:00:00.000Z',
        date_modified: '2026-08-03T15:00:00.000Z',
        widget,
      },
      meta: {},
    });
  });

  it('defaults to inactive, sort order 0, no region and every entity', async () => {
    const widget = await createWidget(store);
    const res = await post({ widget_uuid: widget.uuid, template_file: 'pages/home' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'inactive',
      sort_order: 0,
      region: '',
      entity_id: '',
      channel_id: 1,
    });
  });

  it("places on a custom template of the channel's active theme", async () => {
    const widget = await createWidget(store);
    const res = await post({
      widget_uuid: widget.uuid,
      template_file: 'pages/custom/product/featured',
      region: 'product_below_price',
      entity_id: ids.products[0],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.entity_id).toBe(String(ids.products[0]));
  });

  it('refuses what the theme or the catalog does not have, with 422 naming the field', async () => {
    const widget = await createWidget(store);
    const cases: [Record<string, unknown>, string][] = [
      [{ template_file: 'pages/home' }, 'widget_uuid'],
      [{ widget_uuid: widget.uuid }, 'template_file'],
      [
        { widget_uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6', template_file: 'pages/home' },
        'widget_uuid',
      ],
      [{ widget_uuid: widget.uuid, template_file: 'pages/nowhere' }, 'template_file'],
      [
        { widget_uuid: widget.uuid, template_file: 'pages/custom/product/not-in-theme' },
        'template_file',
      ],
      [
        { widget_uuid: widget.uuid, template_file: 'pages/home', region: 'product_below_price' },
        'region',
      ],
      [{ widget_uuid: widget.uuid, template_file: 'pages/home', entity_id: '1' }, 'entity_id'],
      [
        { widget_uuid: widget.uuid, template_file: 'pages/product', entity_id: '987654' },
        'entity_id',
      ],
      [{ widget_uuid: widget.uuid, template_file: 'pages/product', entity_id: 'abc' }, 'entity_id'],
      [{ widget_uuid: widget.uuid, template_file: 'pages/home', status: 'live' }, 'status'],
      [{ widget_uuid: widget.uuid, template_file: 'pages/home', sort_order: 1.5 }, 'sort_order'],
      [{ widget_uuid: widget.uuid, template_file: 'pages/home', channel_id: 7777 }, 'channel_id'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toHaveProperty(field);
    }
    const message = (
      await post({ widget_uuid: widget.uuid, template_file: 'pages/home', region: 'nope' })
    ).body.errors.region;
    expect(message).toContain('home_below_menu');
    expect((await store.api('POST', PLACEMENTS_PATH, { rawBody: '{"widget_uuid"' })).status).toBe(
      400,
    );
  });

  it("keeps a placement on its widget's channel", async () => {
    const channel = await store.api('POST', '/v3/channels', {
      body: { name: 'Placement shop', type: 'storefront', platform: 'next' },
    });
    const template = await createTemplate(store, { channel_id: channel.body.data.id });
    const widget = await createWidget(store, { widget_template_uuid: template.uuid });
    const defaulted = await post({ widget_uuid: widget.uuid, template_file: 'pages/home' });
    expect(defaulted.body.data.channel_id).toBe(channel.body.data.id);
    const wrong = await post({
      widget_uuid: widget.uuid,
      template_file: 'pages/home',
      channel_id: 1,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.channel_id).toContain(`channel ${channel.body.data.id}`);
    // Moving the widget would strand its placements.
    const move = await store.api('PUT', `${WIDGETS_PATH}/${widget.uuid}`, {
      body: { channel_id: 1 },
    });
    expect(move.status).toBe(422);
  });
});

describe('GET, PUT and DELETE /v3/content/placements/{uuid}', () => {
  it('gets, updates (checked as a whole) and deletes a placement', async () => {
    const widget = await createWidget(store);
    const placement = (
      await post({
        widget_uuid: widget.uuid,
        template_file: 'pages/home',
        region: 'home_below_menu',
      })
    ).body.data;
    expect((await store.api('GET', `${PLACEMENTS_PATH}/${placement.uuid}`)).body).toEqual({
      data: placement,
      meta: {},
    });

    await clock.advance(3_000);
    const activated = await store.api('PUT', `${PLACEMENTS_PATH}/${placement.uuid}`, {
      body: { status: 'active', sort_order: 4 },
    });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({
      status: 'active',
      sort_order: 4,
      region: 'home_below_menu',
      date_created: placement.date_created,
    });
    expect(activated.body.data.date_modified).toBe('2026-08-03T15:00:03.000Z');

    // The kept region is not one of the new template file's: the update must name one.
    const moved = await store.api('PUT', `${PLACEMENTS_PATH}/${placement.uuid}`, {
      body: { template_file: 'pages/brand' },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toHaveProperty('region');
    const movedWithRegion = await store.api('PUT', `${PLACEMENTS_PATH}/${placement.uuid}`, {
      body: { template_file: 'pages/brand', region: 'brand_below_content', entity_id: ids.brand },
    });
    expect(movedWithRegion.status).toBe(200);

    expect((await store.api('DELETE', `${PLACEMENTS_PATH}/${placement.uuid}`)).status).toBe(204);
    expect((await store.api('GET', `${PLACEMENTS_PATH}/${placement.uuid}`)).status).toBe(404);
    expect(
      (
        await store.api('PUT', `${PLACEMENTS_PATH}/${placement.uuid}`, {
          body: { status: 'active' },
        })
      ).status,
    ).toBe(404);
    expect((await store.api('DELETE', `${PLACEMENTS_PATH}/${placement.uuid}`)).status).toBe(404);
    expect((await store.api('GET', `${PLACEMENTS_PATH}/nope`)).status).toBe(422);
  });

  it('goes with its widget when the widget is deleted', async () => {
    const widget = await createWidget(store);
    const placement = (await post({ widget_uuid: widget.uuid, template_file: 'pages/cart' })).body
      .data;
    await store.api('DELETE', `${WIDGETS_PATH}/${widget.uuid}`);
    expect((await store.api('GET', `${PLACEMENTS_PATH}/${placement.uuid}`)).status).toBe(404);
  });
});

describe('GET /v3/content/placements', () => {
  it('filters by template file, widget, template, kind, channel and site, with paging', async () => {
    const channel = await store.api('POST', '/v3/channels', {
      body: { name: 'List shop', type: 'storefront', platform: 'vue' },
    });
    const channelId = channel.body.data.id;
    const template = await createTemplate(store, { channel_id: channelId });
    const first = await createWidget(store, { widget_template_uuid: template.uuid });
    const second = await createWidget(store, { widget_template_uuid: template.uuid });
    const a = (await post({ widget_uuid: first.uuid, template_file: 'pages/home' })).body.data;
    const b = (await post({ widget_uuid: second.uuid, template_file: 'pages/search' })).body.data;
    const c = (await post({ widget_uuid: second.uuid, template_file: 'pages/home' })).body.data;
    const uuids = async (query: string) =>
      (await store.api('GET', `${PLACEMENTS_PATH}${query}`)).body.data.map(
        (p: { uuid: string }) => p.uuid,
      );

    expect(await uuids(`?channel_id:in=${channelId}`)).toEqual([a.uuid, b.uuid, c.uuid]);
    expect(await uuids(`?channel_id:in=${channelId}&template_file=pages/home`)).toEqual([
      a.uuid,
      c.uuid,
    ]);
    expect(await uuids(`?widget_uuid=${second.uuid}`)).toEqual([b.uuid, c.uuid]);
    expect(
      await uuids(`?widget_template_uuid=${template.uuid}&template_file=pages/search`),
    ).toEqual([b.uuid]);
    expect(await uuids(`?channel_id:in=${channelId}&widget_template_kind=custom`)).toHaveLength(3);
    expect(await uuids('?widget_template_kind=other')).toEqual([]);
    const site = await store.api('POST', '/v3/sites', {
      body: { url: 'https://list.example.com', channel_id: channelId },
    });
    expect(await uuids(`?site_id:in=${site.body.data.id}`)).toEqual([a.uuid, b.uuid, c.uuid]);

    const page = await store.api(
      'GET',
      `${PLACEMENTS_PATH}?channel_id:in=${channelId}&limit=2&page=2`,
    );
    expect(page.body.data.map((p: { uuid: string }) => p.uuid)).toEqual([c.uuid]);
    expect(page.body.meta.pagination).toMatchObject({
      total: 3,
      count: 1,
      per_page: 2,
      current_page: 2,
      total_pages: 2,
    });
    for (const query of ['?widget_uuid=1', '?channel_id:in=x', '?page=abc']) {
      expect((await store.api('GET', `${PLACEMENTS_PATH}${query}`)).status).toBe(422);
    }
  });
});

describe('GET /v3/content/regions', () => {
  it('lists the regions of a template file, by either parameter spelling', async () => {
    const res = await store.api('GET', '/v3/content/regions?template_file=pages/category');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { name: 'header_bottom' },
        { name: 'category_header_banner' },
        { name: 'category_below_header' },
        { name: 'category_below_content' },
      ],
      meta: {},
    });
    const camel = await store.api(
      'GET',
      '/v3/content/regions?templateFile=pages/category&channel_id=1',
    );
    expect(camel.body).toEqual(res.body);
  });

  it('lists the regions of a custom template of the active theme', async () => {
    const res = await store.api(
      'GET',
      '/v3/content/regions?template_file=pages/custom/page/contact-form',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { name: string }) => r.name)).toContain('page_builder_content');
  });

  it('answers 422 without a template file, 404 for an unknown one or an unknown channel', async () => {
    const missing = await store.api('GET', '/v3/content/regions');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('template_file');
    expect((await store.api('GET', '/v3/content/regions?template_file=pages/nowhere')).status).toBe(
      404,
    );
    expect(
      (await store.api('GET', '/v3/content/regions?template_file=pages/custom/brand/unknown'))
        .status,
    ).toBe(404);
    expect(
      (await store.api('GET', '/v3/content/regions?template_file=pages/home&channel_id=5555'))
        .status,
    ).toBe(404);
    expect(
      (await store.api('GET', '/v3/content/regions?template_file=pages/home&channel_id=x')).status,
    ).toBe(422);
  });
});

describe('scopes', () => {
  it('lets Content read-only read placements and regions but not write', async () => {
    const widget = await createWidget(store);
    const placement = (await post({ widget_uuid: widget.uuid, template_file: 'pages/home' })).body
      .data;
    const token = accountWith(store, 'store_v2_content_read_only').accessToken;
    expect((await store.api('GET', PLACEMENTS_PATH, { token })).status).toBe(200);
    expect((await store.api('GET', `${PLACEMENTS_PATH}/${placement.uuid}`, { token })).status).toBe(
      200,
    );
    expect(
      (await store.api('GET', '/v3/content/regions?template_file=pages/home', { token })).status,
    ).toBe(200);
    const write = await post({ widget_uuid: widget.uuid, template_file: 'pages/home' }, token);
    expect(write.status).toBe(403);
    expect(write.body.title).toContain('store_v2_content');
    expect(
      (
        await store.api('PUT', `${PLACEMENTS_PATH}/${placement.uuid}`, {
          body: { status: 'active' },
          token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await store.api('DELETE', `${PLACEMENTS_PATH}/${placement.uuid}`, { token })).status,
    ).toBe(403);
    const none = accountWith(store, 'store_themes_manage').accessToken;
    expect(
      (await store.api('GET', '/v3/content/regions?template_file=pages/home', { token: none }))
        .status,
    ).toBe(403);
  });
});

describe('persistence', () => {
  it('keeps templates, widgets and placements across a restart', async () => {
    const path = tempDbPath();
    const first = await startTestStore({ db: path });
    const widget = await createWidget(first);
    const placement = await first.api('POST', PLACEMENTS_PATH, {
      body: { widget_uuid: widget.uuid, template_file: 'pages/home' },
    });
    await first.close();
    const second = await startTestStore({ db: path });
    try {
      expect(
        (await second.api('GET', `${PLACEMENTS_PATH}/${placement.body.data.uuid}`)).body,
      ).toEqual(placement.body);
      expect((await second.api('GET', `${WIDGETS_PATH}/${widget.uuid}`)).body.data).toEqual(widget);
    } finally {
      await second.close();
    }
  });
});
