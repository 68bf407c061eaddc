import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store-service';
import { graphqlAs, mintToken } from '../support/graphql';
import { PLACEMENTS_PATH, createTemplate, createWidget } from '../support/content-fixtures';
import { ASSOCIATIONS_PATH, demoEntityIds, type DemoEntityIds } from '../support/theme-fixtures';
import { newChannel } from '../support/orders';

let store: TestStore;
let ids: DemoEntityIds;
let gql: ReturnType<typeof graphqlAs>;
let otherChannel: number;
let gqlOther: ReturnType<typeof graphqlAs>;

beforeAll(async () => {
  store = await startTestStore();
  ids = await demoEntityIds(store);
  gql = graphqlAs(store, await mintToken(store, 'impersonation', 1));
  otherChannel = await newChannel(store, 'Second shop');
  gqlOther = graphqlAs(store, await mintToken(store, 'impersonation', otherChannel));
});
afterAll(() => store.close());

const BY_PAGE_TYPE = `query($pageType: PageType!) { site { content { renderedRegionsByPageType(pageType: $pageType) { regions { name html } } } } }`;
const BY_ENTITY = `query($id: Long!, $type: EntityPageType!) {
  site { content { renderedRegionsByPageTypeAndEntityId(entityId: $id, entityPageType: $type) { regions { name html } } } } }`;

type Regions = Array<{ name: string; html: string }>;

async function pageRegions(pageType: string, as = gql): Promise<Regions> {
  const res = await as(BY_PAGE_TYPE, { pageType });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.site.content.renderedRegionsByPageType.regions;
}

async function entityRegions(type: string, id: number, as = gql): Promise<Regions> {
  const res = await as(BY_ENTITY, { id, type });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.site.content.renderedRegionsByPageTypeAndEntityId.regions;
}

const htmlOf = (regions: Regions, name: string) =>
  regions.find((region) => region.name === name)?.html;

/** A widget saying `text`, placed by `placement` (active unless it says otherwise). */
async function placeText(
  text: string,
  placement: Record<string, unknown>,
  channelId = 1,
): Promise<string> {
  const template = await createTemplate(store, {
    template: '<p class="note">{{text}}</p>',
    channel_id: channelId,
  });
  const widget = await createWidget(store, {
    widget_template_uuid: template.uuid,
    widget_configuration: { text },
    channel_id: channelId,
  });
  const res = await store.api('POST', PLACEMENTS_PATH, {
    body: { widget_uuid: widget.uuid, status: 'active', channel_id: channelId, ...placement },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.uuid;
}

describe('storefront GraphQL: widget regions', () => {
  it('lists every region of the home template in theme order, with the active placements rendered, inactive ones left out', async () => {
    await placeText('Free shipping over $75', {
      template_file: 'pages/home',
      region: 'home_below_menu',
    });
    await placeText('Hidden draft', {
      template_file: 'pages/home',
      region: 'home_below_menu',
      status: 'inactive',
    });
    const regions = await pageRegions('HOME');
    expect(regions.map((region) => region.name)).toEqual([
      'header_bottom',
      'home_below_menu',
      'home_below_carousel',
      'home_below_featured_products',
      'home_below_top_products',
      'home_below_new_products',
    ]);
    expect(htmlOf(regions, 'home_below_menu')).toBe('<p class="note">Free shipping over $75</p>');
    expect(htmlOf(regions, 'home_below_carousel')).toBe('');
  });

  it('turns a placement on and off with its status', async () => {
    const uuid = await placeText('Spring sale', {
      template_file: 'pages/cart',
      region: 'cart_below_totals',
      status: 'inactive',
    });
    expect(htmlOf(await pageRegions('CART'), 'cart_below_totals')).toBe('');
    await store.api('PUT', `${PLACEMENTS_PATH}/${uuid}`, { body: { status: 'active' } });
    expect(htmlOf(await pageRegions('CART'), 'cart_below_totals')).toBe(
      '<p class="note">Spring sale</p>',
    );
  });

  it("renders a region's widgets by sort order, whatever order they were placed in", async () => {
    await placeText('third', {
      template_file: 'pages/search',
      region: 'search_below_header',
      sort_order: 3,
    });
    await placeText('first', {
      template_file: 'pages/search',
      region: 'search_below_header',
      sort_order: -1,
    });
    await placeText('second', {
      template_file: 'pages/search',
      region: 'search_below_header',
      sort_order: 2,
    });
    expect(htmlOf(await pageRegions('SEARCH'), 'search_below_header')).toBe(
      '<p class="note">first</p><p class="note">second</p><p class="note">third</p>',
    );
  });

  it('escapes configuration values the template does not mark as raw', async () => {
    await placeText('<img src=x onerror=alert(1)>', {
      template_file: 'pages/brands',
      region: 'brands_below_header',
    });
    expect(htmlOf(await pageRegions('BRANDS'), 'brands_below_header')).toBe(
      '<p class="note">&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</p>',
    );
  });

  it('leaves out a widget whose template fails while rendering, and shows the others', async () => {
    const broken = await createTemplate(store, { template: '<p>{{> (partialName)}}</p>' });
    const widget = await createWidget(store, { widget_template_uuid: broken.uuid });
    const res = await store.api('POST', PLACEMENTS_PATH, {
      body: {
        widget_uuid: widget.uuid,
        status: 'active',
        template_file: 'pages/brand',
        region: 'brand_below_content',
        sort_order: 1,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await placeText('Still here', {
      template_file: 'pages/brand',
      region: 'brand_below_content',
      sort_order: 2,
    });
    expect(htmlOf(await entityRegions('BRAND', ids.brand), 'brand_below_content')).toBe(
      '<p class="note">Still here</p>',
    );
  });

  it("shows placements for one entity only on that entity's page, placements for every entity on all of them", async () => {
    const [one, other] = ids.products;
    await placeText('For every product', {
      template_file: 'pages/product',
      region: 'product_below_price',
      sort_order: 2,
    });
    await placeText('Only this product', {
      template_file: 'pages/product',
      region: 'product_below_price',
      entity_id: String(one),
      sort_order: 1,
    });
    expect(htmlOf(await entityRegions('PRODUCT', one!), 'product_below_price')).toBe(
      '<p class="note">Only this product</p><p class="note">For every product</p>',
    );
    expect(htmlOf(await entityRegions('PRODUCT', other!), 'product_below_price')).toBe(
      '<p class="note">For every product</p>',
    );
    // The same for categories: both on the category's page (same sort order: in the order
    // placed), only the one for every category on another category's page.
    await placeText('Every category', {
      template_file: 'pages/category',
      region: 'category_below_header',
    });
    await placeText('One category', {
      template_file: 'pages/category',
      region: 'category_below_header',
      entity_id: String(ids.category),
    });
    expect(htmlOf(await entityRegions('CATEGORY', ids.category), 'category_below_header')).toBe(
      '<p class="note">Every category</p><p class="note">One category</p>',
    );
    const categories = (await store.api('GET', '/v3/catalog/categories?limit=2')).body
      .data as Array<{ id: number }>;
    const otherCategory = categories.find((category) => category.id !== ids.category)!.id;
    expect(htmlOf(await entityRegions('CATEGORY', otherCategory), 'category_below_header')).toBe(
      '<p class="note">Every category</p>',
    );
  });

  it("lays out an entity with a valid custom template association by that template's placements, others by the default file", async () => {
    const featured = ids.products[2]!;
    const plain = ids.products[3]!;
    await placeText('Featured pick', {
      template_file: 'pages/custom/product/featured',
      region: 'product_above_price',
    });
    await placeText('Default layout', {
      template_file: 'pages/product',
      region: 'product_above_price',
    });
    const put = await store.api('PUT', ASSOCIATIONS_PATH, {
      body: [
        { channel_id: 1, entity_type: 'product', entity_id: featured, file_name: 'featured.html' },
        // Not a template of the channel's theme: stored, but invalid, so the default applies.
        { channel_id: 1, entity_type: 'product', entity_id: plain, file_name: 'missing.html' },
      ],
    });
    expect(put.status).toBe(200);

    const custom = await entityRegions('PRODUCT', featured);
    expect(custom.map((region) => region.name)).toEqual([
      'header_bottom',
      'product_above_price',
      'product_below_price',
      'product_description',
      'product_below_content',
    ]);
    expect(htmlOf(custom, 'product_above_price')).toBe('<p class="note">Featured pick</p>');
    expect(htmlOf(await entityRegions('PRODUCT', plain), 'product_above_price')).toBe(
      '<p class="note">Default layout</p>',
    );

    // A content page with the holiday template: its regions come from pages/custom/page/holiday.
    await store.api('PUT', ASSOCIATIONS_PATH, {
      body: [
        { channel_id: 1, entity_type: 'page', entity_id: ids.page, file_name: 'holiday.html' },
      ],
    });
    await placeText('Holiday hours', {
      template_file: 'pages/custom/page/holiday',
      region: 'page_builder_content',
    });
    expect(htmlOf(await entityRegions('PAGE', ids.page), 'page_builder_content')).toBe(
      '<p class="note">Holiday hours</p>',
    );
  });

  it("keeps channels apart: a channel's token sees only its own placements and associations", async () => {
    await placeText(
      'Second shop banner',
      { template_file: 'pages/brand', region: 'brand_below_header' },
      otherChannel,
    );
    expect(htmlOf(await entityRegions('BRAND', ids.brand, gqlOther), 'brand_below_header')).toBe(
      '<p class="note">Second shop banner</p>',
    );
    expect(htmlOf(await entityRegions('BRAND', ids.brand), 'brand_below_header')).toBe('');

    await store.api('PUT', ASSOCIATIONS_PATH, {
      body: [
        {
          channel_id: otherChannel,
          entity_type: 'brand',
          entity_id: ids.brand,
          file_name: 'minimal.html',
        },
      ],
    });
    await placeText(
      'Minimal on the second shop',
      { template_file: 'pages/custom/brand/minimal', region: 'brand_below_header' },
      otherChannel,
    );
    expect(htmlOf(await entityRegions('BRAND', ids.brand, gqlOther), 'brand_below_header')).toBe(
      '<p class="note">Minimal on the second shop</p>',
    );
    // Channel 1 has no association for the brand, so it keeps the default file (empty there).
    expect(htmlOf(await entityRegions('BRAND', ids.brand), 'brand_below_header')).toBe('');
  });

  it('answers page types without a template file, and entity types without one, with no regions', async () => {
    expect(await pageRegions('ACCOUNT_ORDERS_ALL')).toEqual([]);
    expect(await pageRegions('AUTH_LOGIN')).toEqual([]);
    expect(await entityRegions('BLOG_POST', 1)).toEqual([]);
    expect(await entityRegions('CONTACT_US', 1)).toEqual([]);
    expect(await entityRegions('PRODUCT', -5)).toEqual([]);
  });

  it('refuses a page type the schema does not know with an error naming it, never a 500', async () => {
    const res = await gql(BY_PAGE_TYPE, { pageType: 'NOT_A_PAGE' });
    expect(res.status).toBeLessThan(500);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.[0]?.message).toMatch(/NOT_A_PAGE/);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('storefront GraphQL: content pages', () => {
  const PAGE = `query($path: String!) { site { route(path: $path) { node { __typename id
    ... on NormalPage { entityId name path htmlBody parentEntityId seo { pageTitle } } } } } }`;

  it("resolves a content page's path to the page with its HTML body", async () => {
    const res = await gql(PAGE, { path: '/about-us/' });
    const node = res.body.data.site.route.node;
    expect(node).toMatchObject({
      __typename: 'NormalPage',
      entityId: ids.page,
      name: 'About Us',
      path: '/about-us/',
      parentEntityId: null,
    });
    expect(node.htmlBody).toContain('<h2>');
    const byId = await gql('query($id: ID!) { node(id: $id) { ... on NormalPage { entityId } } }', {
      id: node.id,
    });
    expect(byId.body.data.node.entityId).toBe(ids.page);
  });

  it('lists the visible pages for navigation', async () => {
    const res = await gql(
      '{ site { content { pages(first: 10) { edges { node { __typename entityId name isVisibleInNavigation ... on NormalPage { path } } } } } } }',
    );
    const pages = res.body.data.site.content.pages.edges.map(
      (edge: { node: unknown }) => edge.node,
    );
    expect(pages.map((page: { name: string }) => page.name)).toEqual([
      'About Us',
      'Our Makers',
      'Shipping & Returns',
    ]);
    expect(pages[1]).toMatchObject({
      __typename: 'NormalPage',
      path: '/about-us/makers/',
      isVisibleInNavigation: true,
    });
  });
});
