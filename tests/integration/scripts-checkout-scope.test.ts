import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store-service';
import { SCRIPTS_PATH, accountWith, changeScopes, srcScript } from '../support/content-fixtures';

/*
 * Seed 5.4 and the reference: scripts with visibility `checkout` or `all_pages` run on the
 * checkout page and need a Checkout Content scope besides Content; `storefront` and
 * `order_confirmation` scripts do not.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const create = (body: unknown, token?: string) => store.api('POST', SCRIPTS_PATH, { body, token });
const contentOnly = () => accountWith(store, 'store_v2_content').accessToken;

describe('creating scripts', () => {
  it('refuses checkout and all_pages scripts without Checkout Content, naming the scope', async () => {
    const token = contentOnly();
    for (const visibility of ['checkout', 'all_pages']) {
      const res = await create(srcScript({ visibility }), token);
      expect(res.status).toBe(403);
      expect(res.body.title).toContain('store_content_checkout');
      expect(res.body.title).toContain(`visibility ${visibility}`);
    }
    expect((await store.api('GET', SCRIPTS_PATH, { token })).body.data).toEqual([]);
  });

  it('creates storefront and order_confirmation scripts with Content alone', async () => {
    const token = contentOnly();
    for (const visibility of ['storefront', 'order_confirmation']) {
      expect((await create(srcScript({ visibility }), token)).status).toBe(200);
    }
  });

  it('creates checkout scripts with Checkout Content modify, not with its read-only scope', async () => {
    const modify = accountWith(store, 'store_v2_content', 'store_content_checkout').accessToken;
    expect((await create(srcScript({ visibility: 'checkout' }), modify)).status).toBe(200);
    expect((await create(srcScript({ visibility: 'all_pages' }), modify)).status).toBe(200);
    const readOnly = accountWith(
      store,
      'store_v2_content',
      'store_content_checkout_read_only',
    ).accessToken;
    const refused = await create(srcScript({ visibility: 'checkout' }), readOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.title).toContain('store_content_checkout (Checkout Content: modify)');
  });
});

describe('reading scripts', () => {
  it('refuses a checkout script to a reader without Checkout Content, naming the read-only scope', async () => {
    const checkout = (await create(srcScript({ visibility: 'checkout' }))).body.data;
    const res = await store.api('GET', `${SCRIPTS_PATH}/${checkout.uuid}`, {
      token: accountWith(store, 'store_v2_content_read_only').accessToken,
    });
    expect(res.status).toBe(403);
    expect(res.body.title).toContain('store_content_checkout_read_only');
    const withScope = accountWith(
      store,
      'store_v2_content_read_only',
      'store_content_checkout_read_only',
    ).accessToken;
    expect(
      (await store.api('GET', `${SCRIPTS_PATH}/${checkout.uuid}`, { token: withScope })).status,
    ).toBe(200);
  });

  it('reads a storefront script without Checkout Content', async () => {
    const storefront = (await create(srcScript())).body.data;
    const res = await store.api('GET', `${SCRIPTS_PATH}/${storefront.uuid}`, {
      token: contentOnly(),
    });
    expect(res.status).toBe(200);
  });

  it('leaves checkout scripts out of the list once the account loses Checkout Content', async () => {
    const account = accountWith(store, 'store_v2_content', 'store_content_checkout');
    const token = account.accessToken;
    await create(srcScript({ name: 'Everywhere', visibility: 'all_pages' }), token);
    await create(srcScript({ name: 'Pages' }), token);
    await create(srcScript({ name: 'Pay', visibility: 'checkout' }), token);
    await create(srcScript({ name: 'Thanks', visibility: 'order_confirmation' }), token);
    const names = async () => (await store.api('GET', SCRIPTS_PATH, { token })).body;
    expect((await names()).data.map((s: { name: string }) => s.name)).toEqual([
      'Everywhere',
      'Pages',
      'Pay',
      'Thanks',
    ]);

    changeScopes(store, account, ['store_v2_content']);
    const limited = await names();
    expect(limited.data.map((s: { name: string }) => s.name)).toEqual(['Pages', 'Thanks']);
    expect(limited.meta.pagination.total).toBe(2);

    changeScopes(store, account, ['store_v2_content', 'store_content_checkout_read_only']);
    expect((await names()).data).toHaveLength(4);
  });
});

describe('changing and deleting scripts', () => {
  it('refuses to move a script onto checkout without Checkout Content', async () => {
    const token = contentOnly();
    const script = (await create(srcScript(), token)).body.data;
    const res = await store.api('PUT', `${SCRIPTS_PATH}/${script.uuid}`, {
      body: { visibility: 'all_pages' },
      token,
    });
    expect(res.status).toBe(403);
    expect(res.body.title).toContain('store_content_checkout');
    expect((await store.api('GET', `${SCRIPTS_PATH}/${script.uuid}`)).body.data.visibility).toBe(
      'storefront',
    );
  });

  it('refuses to change or delete a checkout script without Checkout Content modify', async () => {
    const checkout = (await create(srcScript({ visibility: 'checkout' }))).body.data;
    for (const token of [
      contentOnly(),
      accountWith(store, 'store_v2_content', 'store_content_checkout_read_only').accessToken,
    ]) {
      const rename = await store.api('PUT', `${SCRIPTS_PATH}/${checkout.uuid}`, {
        body: { name: 'Mine now' },
        token,
      });
      expect(rename.status).toBe(403);
      // Taking a script off checkout changes checkout too.
      const moveOff = await store.api('PUT', `${SCRIPTS_PATH}/${checkout.uuid}`, {
        body: { visibility: 'storefront' },
        token,
      });
      expect(moveOff.status).toBe(403);
      const del = await store.api('DELETE', `${SCRIPTS_PATH}/${checkout.uuid}`, { token });
      expect(del.status).toBe(403);
      expect(del.body.title).toContain('store_content_checkout (Checkout Content: modify)');
    }
    expect((await store.api('GET', `${SCRIPTS_PATH}/${checkout.uuid}`)).status).toBe(200);
  });

  it('changes and deletes checkout scripts with Checkout Content modify', async () => {
    const token = accountWith(store, 'store_v2_content', 'store_content_checkout').accessToken;
    const checkout = (await create(srcScript({ visibility: 'checkout' }))).body.data;
    const moved = await store.api('PUT', `${SCRIPTS_PATH}/${checkout.uuid}`, {
      body: { visibility: 'storefront' },
      token,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.visibility).toBe('storefront');
    const back = await store.api('PUT', `${SCRIPTS_PATH}/${checkout.uuid}`, {
      body: { visibility: 'all_pages' },
      token,
    });
    expect(back.status).toBe(200);
    expect((await store.api('DELETE', `${SCRIPTS_PATH}/${checkout.uuid}`, { token })).status).toBe(
      204,
    );
  });
});
