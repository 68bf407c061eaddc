import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

const newScript = async (fx: Fixtures) =>
  (
    await fx.data('POST', '/v3/content/scripts', {
      name: fx.unique('Script'),
      src: 'https://cdn.example.com/a.js',
      kind: 'src',
      channel_id: 1,
    })
  ).uuid;

export const scriptsPlans: FilePlans = {
  'GET /content/scripts': {
    call: () => ({ query: { sort: 'name', direction: 'asc', 'channel_id:in': '1' } }),
  },
  'GET /content/scripts/{uuid}': {
    call: async (fx) => ({ params: { uuid: await newScript(fx) } }),
  },
  'PUT /content/scripts/{uuid}': {
    call: async (fx) => ({
      params: { uuid: await newScript(fx) },
      body: { name: 'Renamed', enabled: false },
    }),
  },
  'DELETE /content/scripts/{uuid}': {
    call: async (fx) => ({ params: { uuid: await newScript(fx) } }),
  },
};

const TEMPLATE = '<ul>{{#each items}}<li>{{text}}</li>{{/each}}</ul>';
const newTemplate = async (fx: Fixtures) =>
  (
    await fx.data('POST', '/v3/content/widget-templates', {
      name: fx.unique('Template'),
      template: TEMPLATE,
    })
  ).uuid;
const newWidget = async (fx: Fixtures) =>
  (
    await fx.data('POST', '/v3/content/widgets', {
      name: fx.unique('Widget'),
      widget_template_uuid: await newTemplate(fx),
      widget_configuration: { items: [{ text: 'Free returns' }] },
    })
  ).uuid;
const newPlacement = async (fx: Fixtures) =>
  (
    await fx.data('POST', '/v3/content/placements', {
      widget_uuid: await newWidget(fx),
      template_file: 'pages/home',
      region: 'home_below_menu',
      status: 'active',
    })
  ).uuid;

export const widgetsPlans: FilePlans = {
  'POST /content/widget-templates': {
    call: (fx) => ({
      body: { name: fx.unique('New template'), template: TEMPLATE, channel_id: 1 },
    }),
  },
  'POST /content/widget-templates/{uuid}/preview': {
    call: async (fx) => ({
      params: { uuid: await newTemplate(fx) },
      body: { widget_configuration: { items: [{ text: 'Preview' }] } },
    }),
  },
  'GET /content/widget-templates/{uuid}': {
    call: async (fx) => ({ params: { uuid: await newTemplate(fx) } }),
  },
  'PUT /content/widget-templates/{uuid}': {
    call: async (fx) => ({
      params: { uuid: await newTemplate(fx) },
      body: { name: 'Renamed template', create_new_version: true },
    }),
  },
  'DELETE /content/widget-templates/{uuid}': {
    call: async (fx) => ({ params: { uuid: await newTemplate(fx) } }),
  },
  'POST /content/widgets': {
    call: async (fx) => ({
      body: {
        name: fx.unique('New widget'),
        widget_template_uuid: await newTemplate(fx),
        widget_configuration: { items: [] },
      },
    }),
    example: async (value: Record<string, unknown>, fx) => ({
      ...value,
      widget_template_uuid: await newTemplate(fx),
    }),
  },
  'GET /content/widgets/{uuid}': {
    call: async (fx) => ({ params: { uuid: await newWidget(fx) } }),
  },
  'PUT /content/widgets/{uuid}': {
    call: async (fx) => ({
      params: { uuid: await newWidget(fx) },
      body: { name: 'Renamed widget' },
    }),
    example: async (value: Record<string, unknown>, fx) => ({
      ...value,
      widget_template_uuid: await newTemplate(fx),
    }),
  },
  'DELETE /content/widgets/{uuid}': {
    call: async (fx) => ({ params: { uuid: await newWidget(fx) } }),
  },
  'POST /content/placements': {
    call: async (fx) => ({
      body: {
        widget_uuid: await newWidget(fx),
        template_file: 'pages/home',
        region: 'home_below_menu',
        sort_order: 1,
        status: 'active',
      },
    }),
    // The example places some other store's widget on one of its categories.
    example: async (value: Record<string, unknown>, fx) => ({
      ...value,
      widget_uuid: await newWidget(fx),
      entity_id: String(await fx.category()),
    }),
  },
  'GET /content/placements/{uuid}': {
    call: async (fx) => ({ params: { uuid: await newPlacement(fx) } }),
  },
  'PUT /content/placements/{uuid}': {
    call: async (fx) => ({
      params: { uuid: await newPlacement(fx) },
      body: { sort_order: 3, status: 'inactive' },
    }),
    // Regions are the theme's: the example's home page region is one of some other theme.
    example: (value: Record<string, unknown>) => ({ ...value, region: 'home_below_menu' }),
  },
  'DELETE /content/placements/{uuid}': {
    call: async (fx) => ({ params: { uuid: await newPlacement(fx) } }),
  },
  'GET /content/regions': { call: () => ({ query: { template_file: 'pages/home' } }) },
};
