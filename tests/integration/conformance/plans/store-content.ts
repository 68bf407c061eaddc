import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

const newPost = async (fx: Fixtures) =>
  (
    await fx.api<{ id: number }>('POST', '/v2/blog/posts', {
      title: fx.unique('Post'),
      body: '<p>Hello</p>',
      tags: ['news'],
      is_published: true,
    })
  ).id;
const newRedirect = async (fx: Fixtures) =>
  (
    await fx.api<{ id: number }>('POST', '/v2/redirects', {
      path: `/old/${fx.unique('path').replace(' ', '-')}/`,
      forward: { type: 'product', ref: (await fx.simpleProduct()).productId },
    })
  ).id;
const newV2Page = async (fx: Fixtures) =>
  (
    await fx.api<{ id: number }>('POST', '/v2/pages', {
      name: fx.unique('Page'),
      body: '<p>Text</p>',
      type: 'page',
    })
  ).id;
const newV3Page = async (fx: Fixtures) =>
  (
    await fx.data<{ id: number }>('POST', '/v3/content/pages', {
      name: fx.unique('Page'),
      type: 'page',
      body: '<p>Text</p>',
    })
  ).id;
/** Example posts, pages and redirects reuse a title, URL or path: each gets its own. */
const ownUrl = (value: Record<string, unknown>, fx: Fixtures) => ({
  ...value,
  url: `/${fx.unique('example').replace(' ', '-')}/`,
});

export const storeContentPlans: FilePlans = {
  'GET /blog/tags': { call: async (fx) => (await newPost(fx), {}) },
  'GET /blog/posts': {
    call: async (fx) => (await newPost(fx), { query: { is_published: true, tag: 'news' } }),
  },
  'POST /blog/posts': {
    call: (fx) => ({
      body: {
        title: fx.unique('New post'),
        body: '<p>First</p><p>Second</p>',
        author: 'Casey',
        published_date: '2026-01-02T10:00:00Z',
      },
    }),
    example: ownUrl,
  },
  'DELETE /blog/posts': {
    call: async (fx) => (await newPost(fx), { query: { page: 1, limit: 1 } }),
  },
  'GET /blog/posts/{id}': { call: async (fx) => ({ params: { id: await newPost(fx) } }) },
  'PUT /blog/posts/{id}': {
    call: async (fx) => ({
      params: { id: await newPost(fx) },
      body: { title: 'Changed', is_published: false },
    }),
    example: ownUrl,
  },
  'DELETE /blog/posts/{id}': { call: async (fx) => ({ params: { id: await newPost(fx) } }) },
  'GET /pages': { call: () => ({ query: { limit: 5 } }) },
  'POST /pages': {
    call: (fx) => ({ body: { name: fx.unique('New page'), body: '<p>About</p>', type: 'page' } }),
    // The example's parent is page 5 of another store: one of this store's.
    example: async (value: Record<string, unknown>, fx) => ({
      ...ownUrl(value, fx),
      name: fx.unique(String(value.name)),
      parent_id: await newV2Page(fx),
    }),
  },
  'GET /pages/{id}': { call: async (fx) => ({ params: { id: await newV2Page(fx) } }) },
  'PUT /pages/{id}': {
    call: async (fx) => ({
      params: { id: await newV2Page(fx) },
      body: { name: fx.unique('Renamed page'), is_visible: false },
    }),
  },
  'DELETE /pages/{id}': { call: async (fx) => ({ params: { id: await newV2Page(fx) } }) },
  'GET /redirects': { call: async (fx) => (await newRedirect(fx), {}) },
  'POST /redirects': {
    call: async (fx) => ({
      body: {
        path: `/gone/${fx.unique('p').replace(' ', '-')}/`,
        forward: { type: 'category', ref: await fx.category() },
      },
    }),
    example: async (value: Record<string, unknown>, fx) => ({
      ...value,
      path: `/gone/${fx.unique('p').replace(' ', '-')}/`,
      forward: { type: 'product', ref: (await fx.simpleProduct()).productId },
    }),
  },
  'DELETE /redirects': { call: async (fx) => (await newRedirect(fx), {}) },
  'GET /redirects/{id}': { call: async (fx) => ({ params: { id: await newRedirect(fx) } }) },
  'PUT /redirects/{id}': {
    call: async (fx) => ({
      params: { id: await newRedirect(fx) },
      body: {
        path: `/moved/${fx.unique('p').replace(' ', '-')}/`,
        forward: { type: 'manual', ref: 'https://example.com/new' },
      },
    }),
    example: async (value: Record<string, unknown>, fx) => ({
      ...value,
      path: `/moved/${fx.unique('p').replace(' ', '-')}/`,
      forward: { type: 'product', ref: String((await fx.simpleProduct()).productId) },
    }),
  },
  'DELETE /redirects/{id}': { call: async (fx) => ({ params: { id: await newRedirect(fx) } }) },
};

export const pagesPlans: FilePlans = {
  'GET /content/pages': { call: () => ({ query: { channel_id: 1, include: 'body' } }) },
  'PUT /content/pages': {
    call: async (fx) => ({
      body: [{ id: await newV3Page(fx), name: fx.unique('Renamed'), is_visible: false }],
    }),
  },
  'POST /content/pages': {
    call: (fx) => ({
      body: {
        name: fx.unique('Contact us'),
        type: 'contact_form',
        email: 'help@example.com',
        contact_fields: 'fullname,phone',
      },
      query: { include: 'body' },
    }),
    // The examples reuse one URL and name channel 547 of another store: each page gets its own URL on channel 1.
    example: (value: Record<string, unknown> | Array<Record<string, unknown>>, fx) =>
      Array.isArray(value)
        ? value.map((page) => ({ ...ownUrl(page, fx), channel_id: 1 }))
        : { ...ownUrl(value, fx), channel_id: 1 },
  },
  'DELETE /content/pages': {
    call: async (fx) => ({
      query: { 'id:in': `${await newV3Page(fx)},${await newV3Page(fx)}`, delete_children: true },
    }),
  },
  'GET /content/pages/{pageId}': {
    call: async (fx) => ({ params: { pageId: await newV3Page(fx) }, query: { include: 'body' } }),
  },
  'PUT /content/pages/{pageId}': {
    call: async (fx) => ({
      params: { pageId: await newV3Page(fx) },
      body: { type: 'link', link: 'https://example.com/elsewhere' },
    }),
  },
  'DELETE /content/pages/{pageId}': {
    call: async (fx) => ({ params: { pageId: await newV3Page(fx) } }),
  },
};
