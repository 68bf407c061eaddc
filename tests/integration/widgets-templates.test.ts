import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { startTestStore, type TestStore } from '../support/store-service';
import {
  LIST_TEMPLATE,
  TEMPLATES_PATH,
  accountWith,
  createTemplate,
  createWidget,
} from '../support/content-fixtures';

let store: TestStore;
let clock: VirtualClock;
beforeAll(async () => {
  clock = new VirtualClock(Date.UTC(2026, 5, 10, 9));
  store = await startTestStore({ clock });
});
afterAll(() => store.close());

const post = (body: unknown, token?: string) => store.api('POST', TEMPLATES_PATH, { body, token });

describe('POST /v3/content/widget-templates', () => {
  it('creates a template in the reference shape', async () => {
    const schema = [
      {
        type: 'tab',
        label: 'Content',
        sections: [{ settings: [{ type: 'input', id: 'title', label: 'Title' }] }],
      },
    ];
    const res = await post({
      name: 'Header images',
      template: LIST_TEMPLATE,
      schema,
      storefront_api_query: 'query { site { settings { storeName } } }',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Header images',
        schema,
        template: LIST_TEMPLATE,
        storefront_api_query: 'query { site { settings { storeName } } }',
        kind: 'custom',
        channel_id: 1,
        current_version_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        icon_name: 'default',
        template_engine: 'handlebars_v3',
        client_rerender: false,
        date_created: '2026-06-10T09:00:00.000Z',
        date_modified: '2026-06-10T09:00:00.000Z',
      },
      meta: {},
    });
  });

  it('refuses missing and bad fields with 422, malformed JSON with 400', async () => {
    const cases: [unknown, string][] = [
      [{ template: LIST_TEMPLATE }, 'name'],
      [{ name: 'No markup' }, 'template'],
      [{ name: '', template: 'x' }, 'name'],
      [{ name: 'x'.repeat(256), template: 'x' }, 'name'],
      [{ name: 'Bad', template: '{{#each items}}<li>' }, 'template'],
      [{ name: 'Bad', template: '{{#if a}}{{/each}}' }, 'template'],
      [{ name: 'Bad', template: 'x', schema: { type: 'tab' } }, 'schema'],
      [{ name: 'Bad', template: 'x', schema: [{ label: 'no type' }] }, 'schema.0.type'],
      [{ name: 'Bad', template: 'x', channel_id: 'one' }, 'channel_id'],
      [{ name: 'Bad', template: 'x', channel_id: 9999 }, 'channel_id'],
      [{ name: 'Bad', template: 'x', storefront_api_query: 5 }, 'storefront_api_query'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toHaveProperty(field);
    }
    expect((await post(['x'])).status).toBe(422);
  });

  it("refuses a template Handlebars' parser or compiler refuses, saying why, with 422", async () => {
    const cases: [string, RegExp][] = [
      ['{{#each items}}<li>', /Parse error on line 1/],
      ['{{#if a}}{{/each}}', /if doesn't match each/],
      ['<p>{{title</p>', /Parse error on line 1/],
      ['{{a/../b}}', /Invalid path/],
      // Built-in helpers that Handlebars would only refuse when rendering.
      ['{{#if}}x{{/if}}', /\{\{#if\}\} on line 1 takes exactly one argument/],
      ['{{#each}}x{{/each}}', /\{\{#each\}\} on line 1/],
      ['{{if sale}}', /\{\{if\}\} on line 1 is a block helper/],
    ];
    for (const [template, message] of cases) {
      const res = await post({ name: 'Bad', template });
      expect(res.status, template).toBe(422);
      expect(res.body.errors.template, template).toMatch(/^template is not valid Handlebars: /);
      expect(res.body.errors.template, template).toMatch(message);
    }
    expect((await store.api('POST', TEMPLATES_PATH, { rawBody: '{"name"' })).status).toBe(400);
  });
});

describe('GET, PUT and DELETE /v3/content/widget-templates/{uuid}', () => {
  it('gets a template; 404 unknown, 422 not a uuid', async () => {
    const template = await createTemplate(store);
    const res = await store.api('GET', `${TEMPLATES_PATH}/${template.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: template, meta: {} });
    expect(
      (await store.api('GET', `${TEMPLATES_PATH}/3fa85f64-5717-4562-b3fc-2c963f66afa6`)).status,
    ).toBe(404);
    expect((await store.api('GET', `${TEMPLATES_PATH}/123`)).status).toBe(422);
  });

  it('updates in place, or as a new version that older versions stay readable beside', async () => {
    const template = await createTemplate(store, { name: 'Versioned' });
    await clock.advance(1_000);
    const inPlace = await store.api('PUT', `${TEMPLATES_PATH}/${template.uuid}`, {
      body: { name: 'Versioned v1' },
    });
    expect(inPlace.status).toBe(200);
    expect(inPlace.body.data).toMatchObject({
      name: 'Versioned v1',
      current_version_uuid: template.current_version_uuid,
      template: LIST_TEMPLATE,
    });
    expect(inPlace.body.data.date_modified).toBe('2026-06-10T09:00:01.000Z');

    const v2 = await store.api('PUT', `${TEMPLATES_PATH}/${template.uuid}`, {
      body: { template: '<p>{{title}}</p>', create_new_version: true },
    });
    expect(v2.status).toBe(200);
    expect(v2.body.data.current_version_uuid).not.toBe(template.current_version_uuid);
    expect(v2.body.data).toMatchObject({ name: 'Versioned v1', template: '<p>{{title}}</p>' });

    const old = await store.api(
      'GET',
      `${TEMPLATES_PATH}/${template.uuid}?version_uuid=${template.current_version_uuid}`,
    );
    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({
      template: LIST_TEMPLATE,
      current_version_uuid: v2.body.data.current_version_uuid,
    });
    expect(
      (
        await store.api(
          'GET',
          `${TEMPLATES_PATH}/${template.uuid}?version_uuid=3fa85f64-5717-4562-b3fc-2c963f66afa6`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await store.api('GET', `${TEMPLATES_PATH}/${template.uuid}?version_uuid=v1`)).status,
    ).toBe(422);
  });

  it('refuses bad updates', async () => {
    const template = await createTemplate(store);
    const res = await store.api('PUT', `${TEMPLATES_PATH}/${template.uuid}`, {
      body: { template: '{{/if}}', create_new_version: 'yes' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['create_new_version', 'template']);
    expect(
      (
        await store.api('PUT', `${TEMPLATES_PATH}/3fa85f64-5717-4562-b3fc-2c963f66afa6`, {
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes an unused template (204, then 404) and refuses one that widgets use', async () => {
    const unused = await createTemplate(store);
    expect((await store.api('DELETE', `${TEMPLATES_PATH}/${unused.uuid}`)).status).toBe(204);
    expect((await store.api('GET', `${TEMPLATES_PATH}/${unused.uuid}`)).status).toBe(404);

    const widget = await createWidget(store);
    const inUse = await store.api('DELETE', `${TEMPLATES_PATH}/${widget.widget_template.uuid}`);
    expect(inUse.status).toBe(422);
    expect(inUse.body.title).toContain('1 widget');
  });
});

describe('POST /v3/content/widget-templates/{uuid}/preview', () => {
  it('renders the template with a configuration, escaping values', async () => {
    const template = await createTemplate(store, {
      template:
        '<h2>{{title}}</h2>{{#if items}}<ul>{{#each items}}<li>{{text}} ({{@index}})</li>{{/each}}</ul>{{else}}<p>none</p>{{/if}}{{{banner}}}',
    });
    const res = await store.api('POST', `${TEMPLATES_PATH}/${template.uuid}/preview`, {
      body: {
        widget_configuration: {
          title: 'Fish & <Chips>',
          items: [{ text: 'one' }, { text: 'two' }],
          banner: '<b>Sale</b>',
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.html).toBe(
      '<h2>Fish &amp; &lt;Chips&gt;</h2><ul><li>one (0)</li><li>two (1)</li></ul><b>Sale</b>',
    );
    const empty = await store.api('POST', `${TEMPLATES_PATH}/${template.uuid}/preview`, {
      body: {},
    });
    expect(empty.body.data.html).toBe('<h2></h2><p>none</p>');
  });

  it('renders with Handlebars: raw values, nested paths, each with its data, with, unless, whitespace control', async () => {
    const template = await createTemplate(store, {
      template: [
        '{{{raw}}}|{{&raw}}|{{esc}}|{{a.b.c}}|{{a.missing.c}}|{{list}}|{{flag}}|{{zero}}|',
        '{{#each items}}{{@index}}{{@key}}:{{name}}/{{../title}}{{#if @first}}^{{/if}}{{#if @last}}${{/if}} {{else}}none{{/each}}|',
        '{{#each byKey}}{{@key}}={{this}};{{/each}}|',
        '{{#with a.b}}{{c}}{{else}}no b{{/with}}|{{#unless flag}}off{{/unless}}|',
        '{{#each empty}}x{{else}}empty{{/each}}|{{#if zero}}0 is true{{else}}0 is false{{/if}}|',
        '  {{~title~}}  |{{!-- a comment --}}{{lookup a.b "c"}}',
      ].join(''),
    });
    const res = await store.api('POST', `${TEMPLATES_PATH}/${template.uuid}/preview`, {
      body: {
        widget_configuration: {
          raw: '<b>Sale</b>',
          esc: `&<>"'\`=`,
          a: { b: { c: 'deep' } },
          list: [1, 'two'],
          flag: false,
          zero: 0,
          title: 'T',
          items: [{ name: 'x' }, { name: 'y' }],
          byKey: { one: 1, two: 2 },
          empty: [],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.html).toBe(
      [
        '<b>Sale</b>|<b>Sale</b>|&amp;&lt;&gt;&quot;&#x27;&#x60;&#x3D;|deep||1,two|false|0|',
        '00:x/T^ 11:y/T$ |',
        'one=1;two=2;|',
        'deep|off|',
        'empty|0 is false|',
        'T|deep',
      ].join(''),
    );
  });

  it('follows {{else if}} chains and leaves theme helpers and partials out', async () => {
    // The theme's helpers and partials are not here: a helper call renders nothing, a block
    // of one renders its body, a partial renders nothing and a partial block its default.
    // (The hand-written renderer before Handlebars also rendered the body of a block
    // without arguments, `{{#foo}}...{{/foo}}`; Handlebars treats that as a section on
    // the value `foo`, and so does this test.)
    const template = await createTemplate(store, {
      template:
        '{{#if sale}}Sale{{else if fresh}}New{{else}}-{{/if}}{{lang "title"}}{{> components/card}}' +
        '{{#theme-helper sale}}[body]{{/theme-helper}}{{#> components/badge}}(default){{/components/badge}}' +
        '{{#fresh}}<{{this}}>{{/fresh}}',
    });
    const render = async (widget_configuration: object) =>
      (
        await store.api('POST', `${TEMPLATES_PATH}/${template.uuid}/preview`, {
          body: { widget_configuration },
        })
      ).body.data.html;
    expect([
      await render({ sale: true }),
      await render({ fresh: 'yes' }),
      await render({}),
    ]).toEqual(['Sale[body](default)', 'New[body](default)<yes>', '-[body](default)']);
  });

  it('answers 422 for a template that fails while rendering, such as a partial named at render time', async () => {
    const template = await createTemplate(store, { template: '<p>{{> (partialName)}}</p>' });
    const res = await store.api('POST', `${TEMPLATES_PATH}/${template.uuid}/preview`, {
      body: { widget_configuration: {} },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.template).toMatch(/could not be found/);
  });

  it('answers 422 for a configuration that is not an object, 404 for an unknown template', async () => {
    const template = await createTemplate(store);
    const bad = await store.api('POST', `${TEMPLATES_PATH}/${template.uuid}/preview`, {
      body: { widget_configuration: [1] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('widget_configuration');
    expect(
      (
        await store.api('POST', `${TEMPLATES_PATH}/3fa85f64-5717-4562-b3fc-2c963f66afa6/preview`, {
          body: {},
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /v3/content/widget-templates', () => {
  it('lists with paging and filters by kind and channel', async () => {
    const channel = await store.api('POST', '/v3/channels', {
      body: { name: 'Widget shop', type: 'storefront', platform: 'next' },
    });
    const onChannel = await createTemplate(store, {
      name: 'Channel only',
      channel_id: channel.body.data.id,
    });
    const byChannel = await store.api(
      'GET',
      `${TEMPLATES_PATH}?channel_id:in=${channel.body.data.id}`,
    );
    expect(byChannel.body.data.map((t: { uuid: string }) => t.uuid)).toEqual([onChannel.uuid]);

    const all = await store.api('GET', TEMPLATES_PATH);
    const total = all.body.meta.pagination.total;
    expect(total).toBeGreaterThan(2);
    expect(
      (await store.api('GET', `${TEMPLATES_PATH}?widget_template_kind=custom`)).body.meta.pagination
        .total,
    ).toBe(total);
    expect(
      (await store.api('GET', `${TEMPLATES_PATH}?widget_template_kind=pp-homepage-fullbanner`)).body
        .data,
    ).toEqual([]);

    const page = await store.api('GET', `${TEMPLATES_PATH}?limit=1&page=2`);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0].uuid).toBe(all.body.data[1].uuid);
    expect(page.body.meta.pagination).toMatchObject({ per_page: 1, current_page: 2, total });
    expect((await store.api('GET', `${TEMPLATES_PATH}?channel_id:in=x`)).status).toBe(422);
  });
});

describe('scopes', () => {
  it('lets Content read-only read and preview but not write', async () => {
    const template = await createTemplate(store);
    const token = accountWith(store, 'store_v2_content_read_only').accessToken;
    expect((await store.api('GET', TEMPLATES_PATH, { token })).status).toBe(200);
    expect((await store.api('GET', `${TEMPLATES_PATH}/${template.uuid}`, { token })).status).toBe(
      200,
    );
    expect(
      (await store.api('POST', `${TEMPLATES_PATH}/${template.uuid}/preview`, { body: {}, token }))
        .status,
    ).toBe(200);
    const write = await post({ name: 'x', template: 'x' }, token);
    expect(write.status).toBe(403);
    expect(write.body.title).toContain('store_v2_content');
    expect(
      (await store.api('PUT', `${TEMPLATES_PATH}/${template.uuid}`, { body: { name: 'y' }, token }))
        .status,
    ).toBe(403);
    expect(
      (await store.api('DELETE', `${TEMPLATES_PATH}/${template.uuid}`, { token })).status,
    ).toBe(403);
  });

  it('refuses an account without a Content scope', async () => {
    const token = accountWith(store, 'store_themes_manage').accessToken;
    const res = await store.api('GET', TEMPLATES_PATH, { token });
    expect(res.status).toBe(403);
    expect(res.body.title).toContain('store_v2_content_read_only');
  });
});
