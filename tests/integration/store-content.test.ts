import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, mintToken } from '../support/graphql';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

/** Content of the store: blog posts and tags, redirects, and content pages written through v2 and v3. */

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

describe('blog posts and tags', () => {
  it('makes posts with a path from the title, lists them by tag and keeps the tag index', async () => {
    const post = await store.api('POST', '/v2/blog/posts', {
      body: {
        title: 'Spring tea',
        body: '<p>New teas</p>',
        tags: ['tea', 'spring'],
        is_published: true,
      },
    });
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({
      title: 'Spring tea',
      url: '/blog/spring-tea/',
      tags: ['tea', 'spring'],
      is_published: true,
    });
    await store.api('POST', '/v2/blog/posts', {
      body: { title: 'Mugs for winter', body: '<p>Warm</p>', tags: ['mugs'] },
    });

    const tagged = (await store.api('GET', '/v2/blog/posts?tag=tea')).body;
    expect(tagged.map((p: { title: string }) => p.title)).toEqual(['Spring tea']);
    const tags = (await store.api('GET', '/v2/blog/tags')).body;
    expect(tags).toEqual(
      expect.arrayContaining([
        { tag: 'tea', post_ids: [post.body.id] },
        { tag: 'spring', post_ids: [post.body.id] },
      ]),
    );

    const changed = await store.api('PUT', `/v2/blog/posts/${post.body.id}`, {
      body: { tags: ['tea'], title: 'Spring teas' },
    });
    expect(changed.body).toMatchObject({ title: 'Spring teas', tags: ['tea'] });
    expect(
      (await store.api('GET', '/v2/blog/tags')).body.map((t: { tag: string }) => t.tag),
    ).not.toContain('spring');

    expect((await store.api('DELETE', `/v2/blog/posts/${post.body.id}`)).status).toBe(204);
    expect((await store.api('GET', `/v2/blog/posts/${post.body.id}`)).status).toBe(404);
  });

  it('refuses a post without a title or body, naming the field (v2 error array)', async () => {
    const res = await store.api('POST', '/v2/blog/posts', { body: { body: '<p>x</p>' } });
    expect(res.status).toBe(422);
    expect(res.body[0].details.invalid_reason).toHaveProperty('title');
  });
});

describe('redirects', () => {
  it('redirects an old path to a product, a category or any URL; a path is redirected once', async () => {
    const product = (await store.api('GET', '/v3/catalog/products/1')).body.data;
    const toProduct = await store.api('POST', '/v2/redirects', {
      body: { path: '/old-mug/', forward: { type: 'product', ref: product.id } },
    });
    expect(toProduct.status).toBe(200);
    expect(toProduct.body.url.endsWith(product.custom_url.url)).toBe(true);
    const manual = await store.api('POST', '/v2/redirects', {
      body: { path: '/gone/', forward: { type: 'manual', ref: 'https://example.com/gone' } },
    });
    expect(manual.body.url).toBe('https://example.com/gone');

    const again = await store.api('POST', '/v2/redirects', {
      body: { path: '/old-mug/', forward: { type: 'product', ref: product.id } },
    });
    expect(again.status).toBe(409);
    expect(again.body[0].details.invalid_reason).toEqual({ path: 'already redirected' });
    const missing = await store.api('POST', '/v2/redirects', {
      body: { path: '/nothing/', forward: { type: 'product', ref: 999999 } },
    });
    expect(missing.status).toBe(422);

    expect((await store.api('GET', '/v2/redirects/count')).body.count).toBe(2);
    expect((await store.api('DELETE', `/v2/redirects/${toProduct.body.id}`)).status).toBe(204);
    expect((await store.api('GET', '/v2/redirects/count')).body.count).toBe(1);
  });
});

describe('content pages written through the management API', () => {
  it('a page made through v3 shows on the storefront, and v2 changes it', async () => {
    const made = await store.api('POST', '/v3/content/pages', {
      body: {
        name: 'Shipping info',
        type: 'page',
        body: '<p>We ship</p>',
        is_visible: true,
        channel_id: 1,
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Shipping info', url: '/shipping-info/' });
    const gql = graphqlAs(store, await mintToken(store, 'storefront'));
    const PAGES = '{ site { content { pages(first: 50) { edges { node { name } } } } } }';
    const names = async () =>
      (await gql(PAGES)).body.data.site.content.pages.edges.map(
        (e: { node: { name: string } }) => e.node.name,
      );
    expect(await names()).toContain('Shipping info');

    const renamed = await store.api('PUT', `/v2/pages/${made.body.data.id}`, {
      body: { name: 'Shipping and returns' },
    });
    expect(renamed.status).toBe(200);
    expect(await names()).toContain('Shipping and returns');

    const hidden = await store.api('PUT', '/v3/content/pages', {
      body: [{ id: made.body.data.id, is_visible: false }],
    });
    expect(hidden.status).toBe(200);
    expect(await names()).not.toContain('Shipping and returns');
    expect((await store.api('DELETE', `/v3/content/pages?id:in=${made.body.data.id}`)).status).toBe(
      204,
    );
  });

  it('reads with store_v2_content_read_only, writes only with store_v2_content', async () => {
    await expectScopeRules(store, {
      readOnly: 'store_v2_content_read_only',
      modify: 'store_v2_content',
      reads: [
        ['GET', '/v2/blog/posts'],
        ['GET', '/v2/redirects'],
      ],
      writes: [
        ['POST', '/v2/blog/posts', { title: 'x', body: 'y' }],
        [
          'POST',
          '/v2/redirects',
          { path: '/x/', forward: { type: 'manual', ref: 'https://example.com/' } },
        ],
        ['POST', '/v3/content/pages', { name: 'x', type: 'page' }],
      ],
    });
  });
});
