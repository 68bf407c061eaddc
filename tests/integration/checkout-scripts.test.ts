import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { SCRIPTS_PATH, srcScript, tagScript } from '../support/content-fixtures';
import { graphqlAs, mintToken } from '../support/graphql';
import {
  type CatalogVariant,
  cartWithCheckout,
  getPage,
  inStockVariant,
  newChannel,
  postForm,
  validForm,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/**
 * The hosted checkout injects the channel's scripts (`/v3/content/scripts`) as the real
 * service does: enabled ones of the checkout's channel, `checkout` and `all_pages` on the
 * checkout page, `order_confirmation` and `all_pages` on the confirmation page, each at its
 * location, in the store's order.
 */

const HASHES = [
  'sha384-DgtwqxoPLKnJSER+TUmSPIpE6ZbVb2ZZwR241HHiqJipLiZQPN/JkKX5xxrEHUTt',
  'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
];
const CHECKOUT_SRC = 'https://cdn.example.com/checkout.js?a=1&b=2';
const ALL_PAGES_HTML = '<script>window.allPages = "a & b";</script>';
const LATER_HEAD_HTML = '<script data-app="later">window.later = 1;</script>';

let store: TestStore;
let mug: CatalogVariant;
/** A channel without a site: its checkout shows the service's own confirmation page. */
let otherChannel: number;
let disabledUuid: string;

async function createScript(body: Record<string, unknown>): Promise<{ uuid: string }> {
  const res = await store.api('POST', SCRIPTS_PATH, { body });
  if (res.status !== 200) throw new Error(`script not created: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The merchant's cookie consent switch (`PUT /v3/customers/settings`). */
async function askForConsent(ask: boolean): Promise<void> {
  const res = await store.api('PUT', '/v3/customers/settings', {
    body: { privacy_settings: { ask_shopper_for_tracking_consent: ask } },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  store = await startTestStore({ clock: new VirtualClock(Date.UTC(2026, 2, 10, 9)) });
  mug = await inStockVariant(store, 1, 5);
  // The demo shop asks for consent, which keeps scripts without a category off: these
  // tests are about where scripts go, on a store that does not ask (consent has its own).
  await askForConsent(false);
  otherChannel = await newChannel(store, 'Shop without site');
  // A new storefront channel gets the demo shop's tags; this one keeps only the test's.
  const demoTags = await store.api('GET', `${SCRIPTS_PATH}?channel_id:in=${otherChannel}`);
  for (const { uuid } of demoTags.body.data as { uuid: string }[])
    expect((await store.api('DELETE', `${SCRIPTS_PATH}/${uuid}`)).status).toBe(204);

  // Channel 1, in the order the store keeps them.
  await createScript(
    srcScript({
      name: 'Checkout SRI',
      src: CHECKOUT_SRC,
      visibility: 'checkout',
      location: 'head',
      load_method: 'async',
      integrity_hashes: HASHES,
    }),
  );
  await createScript(
    tagScript({
      name: 'Everywhere',
      html: ALL_PAGES_HTML,
      visibility: 'all_pages',
      location: 'footer',
    }),
  );
  await createScript(
    srcScript({
      name: 'Shop only',
      src: 'https://cdn.example.com/storefront-only.js',
      visibility: 'storefront',
      location: 'head',
    }),
  );
  disabledUuid = (
    await createScript(
      srcScript({
        name: 'Switched off',
        src: 'https://cdn.example.com/disabled.js',
        visibility: 'checkout',
        enabled: false,
      }),
    )
  ).uuid;
  await createScript(
    tagScript({
      name: 'Later head',
      html: LATER_HEAD_HTML,
      visibility: 'checkout',
      location: 'head',
    }),
  );
  await createScript(
    srcScript({
      name: 'Thanks',
      src: 'https://cdn.example.com/channel-1-thanks.js',
      visibility: 'order_confirmation',
    }),
  );

  // The other channel.
  await createScript(
    srcScript({
      name: 'Other checkout',
      src: 'https://other.example.com/checkout.js',
      visibility: 'checkout',
      channel_id: otherChannel,
    }),
  );
  await createScript(
    srcScript({
      name: 'Other thanks',
      src: 'https://other.example.com/thanks.js',
      visibility: 'order_confirmation',
      load_method: 'defer',
      channel_id: otherChannel,
    }),
  );
  await createScript(
    tagScript({
      name: 'Other everywhere',
      html: '<script>window.other = true;</script>',
      visibility: 'all_pages',
      location: 'head',
      channel_id: otherChannel,
    }),
  );
});
afterAll(() => store.close());

/** The parts of a page: its <head>, its <main>, and what follows </main> in the body. */
function partsOf(page: string) {
  const at = (marker: string) => {
    const index = page.indexOf(marker);
    expect(index, marker).toBeGreaterThan(-1);
    return index;
  };
  return {
    head: page.slice(at('<head>'), at('</head>')),
    main: page.slice(at('<main'), at('</main>')),
    footer: page.slice(at('</main>'), at('</body>')),
    scriptCount: page.match(/<script\b/g)?.length ?? 0,
  };
}

const inlineHash = (code: string) =>
  `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** A cart on channel 1 made through the storefront GraphQL API, and its checkout URL from `createCartRedirectUrls`. */
async function graphqlCheckoutUrls() {
  const gql = graphqlAs(store, await mintToken(store, 'impersonation'));
  const created = await gql(
    `mutation($input: CreateCartInput!) { cart { createCart(input: $input) { cart { entityId } } } }`,
    { input: { lineItems: [{ productEntityId: 1, variantEntityId: mug.id, quantity: 1 }] } },
  );
  expect(created.body.errors).toBeUndefined();
  const redirect = await gql(
    `mutation($id: String) { cart { createCartRedirectUrls(input: { cartEntityId: $id }) { redirectUrls { redirectedCheckoutUrl embeddedCheckoutUrl } } } }`,
    { id: created.body.data.cart.createCart.cart.entityId },
  );
  return redirect.body.data.cart.createCartRedirectUrls.redirectUrls as {
    redirectedCheckoutUrl: string;
    embeddedCheckoutUrl: string;
  };
}

describe('scripts on the hosted checkout page', () => {
  it("writes the channel's enabled checkout and all_pages scripts at their locations, in the store's order", async () => {
    const urls = await graphqlCheckoutUrls();
    const page = await getPage(urls.redirectedCheckoutUrl);
    expect(page.status).toBe(200);
    const { head, main, footer, scriptCount } = partsOf(page.text);

    const sriTag =
      '<script src="https://cdn.example.com/checkout.js?a=1&amp;b=2" async ' +
      `integrity="${HASHES.join(' ')}" crossorigin="anonymous"></script>`;
    expect(head).toContain(sriTag);
    expect(head).toContain(LATER_HEAD_HTML);
    expect(head.indexOf(sriTag)).toBeLessThan(head.indexOf(LATER_HEAD_HTML));
    expect(footer).toContain(ALL_PAGES_HTML);
    expect(main).not.toContain('<script');
    expect(scriptCount).toBe(3);

    for (const left of [
      'storefront-only.js',
      'disabled.js',
      'channel-1-thanks.js',
      'other.example.com',
      'window.other',
    ]) {
      expect(page.text, left).not.toContain(left);
    }

    // The policy lets exactly these run: the src script's origin and the inline code's hashes.
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(
      `script-src https://cdn.example.com ${inlineHash('window.allPages = "a & b";')} ${inlineHash('window.later = 1;')};`,
    );
    expect(csp).toContain("default-src 'none'");
  });

  it('writes them on the embedded page and on a form shown again with errors', async () => {
    const urls = await graphqlCheckoutUrls();
    const embedded = await getPage(urls.embeddedCheckoutUrl);
    expect(partsOf(embedded.text).scriptCount).toBe(3);
    expect(partsOf(embedded.text).footer).toContain(ALL_PAGES_HTML);

    const retry = await postForm(urls.redirectedCheckoutUrl, validForm({ email: 'not-an-email' }));
    expect(retry.status).toBe(422);
    expect(partsOf(retry.text).head).toContain('checkout.js?a=1&amp;b=2');
    expect(partsOf(retry.text).scriptCount).toBe(3);
  });

  it('follows changes to the scripts: a script switched on appears on the next page', async () => {
    const res = await store.api('PUT', `${SCRIPTS_PATH}/${disabledUuid}`, {
      body: { enabled: true },
    });
    expect(res.status).toBe(200);
    try {
      const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }]);
      const { footer, scriptCount } = partsOf((await getPage(urls.redirectedCheckoutUrl)).text);
      // Footer is the default location; the script comes after the older all_pages one.
      expect(footer).toContain('<script src="https://cdn.example.com/disabled.js"></script>');
      expect(footer.indexOf(ALL_PAGES_HTML)).toBeLessThan(footer.indexOf('disabled.js'));
      expect(scriptCount).toBe(4);
    } finally {
      await store.api('PUT', `${SCRIPTS_PATH}/${disabledUuid}`, { body: { enabled: false } });
    }
  });

  it("uses the checkout's own channel", async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }], {
      channelId: otherChannel,
    });
    const page = await getPage(urls.redirectedCheckoutUrl);
    const { head, footer, scriptCount } = partsOf(page.text);
    expect(footer).toContain('<script src="https://other.example.com/checkout.js"></script>');
    expect(head).toContain('<script>window.other = true;</script>');
    expect(scriptCount).toBe(2);
    expect(page.text).not.toContain('cdn.example.com');
    expect(page.headers.get('content-security-policy')).toContain(
      `script-src https://other.example.com ${inlineHash('window.other = true;')};`,
    );
  });
});

describe('scripts on the order confirmation page', () => {
  it('writes order_confirmation and all_pages scripts there, and not the checkout ones', async () => {
    const { urls } = cartWithCheckout(store, [{ productId: 1, variantId: mug.id, quantity: 1 }], {
      channelId: otherChannel,
    });
    const placed = await postForm(urls.redirectedCheckoutUrl, validForm());
    expect(placed.status).toBe(303);
    const location = placed.headers.get('location')!;
    expect(location).toBe(`${urls.redirectedCheckoutUrl}/complete`);

    const page = await getPage(location);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/Order #\d+ is placed/);
    const { head, footer, scriptCount } = partsOf(page.text);
    expect(footer).toContain('<script src="https://other.example.com/thanks.js" defer></script>');
    expect(head).toContain('<script>window.other = true;</script>');
    expect(scriptCount).toBe(2);
    expect(page.text).not.toContain('other.example.com/checkout.js');
    expect(page.text).not.toContain('cdn.example.com');
  });

  it('leaves notices that are neither checkout nor confirmation without scripts', async () => {
    const page = await getPage(`${store.origin}/checkout/not-a-real-token`);
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
  });
});

describe("the shopper's cookie consent on the hosted checkout", () => {
  /** A cart on a new storefront channel (with the demo shop's tag per category) and its checkout URL, with these query params. */
  async function demoTagCheckout(queryParams: { key: string; value: string }[]) {
    const channelId = await newChannel(store, `Consent shop ${queryParams.length}-${Date.now()}`);
    const token = await mintToken(store, 'impersonation', channelId);
    const gql = graphqlAs(store, token);
    const created = await gql(
      `mutation($input: CreateCartInput!) { cart { createCart(input: $input) { cart { entityId } } } }`,
      { input: { lineItems: [{ productEntityId: 1, variantEntityId: mug.id, quantity: 1 }] } },
    );
    expect(created.body.errors).toBeUndefined();
    const redirect = await gql(
      `mutation($id: String, $params: [CreateCartRedirectUrlsQueryParamsInput!]) { cart { createCartRedirectUrls(input: { cartEntityId: $id, queryParams: $params }) { redirectUrls { redirectedCheckoutUrl } } } }`,
      { id: created.body.data.cart.createCart.cart.entityId, params: queryParams },
    );
    return redirect.body.data.cart.createCartRedirectUrls.redirectUrls
      .redirectedCheckoutUrl as string;
  }
  const demoTagsOn = (page: string) =>
    [...page.matchAll(/\/demo\/tags\/(\w+)\.js/g)].map((match) => match[1]).sort();

  it('runs only essential scripts and the categories the storefront passed on', async () => {
    await askForConsent(true);
    try {
      const url = await demoTagCheckout([{ key: 'consent_allow', value: 'analytics' }]);
      expect(new URL(url).searchParams.get('consent_allow')).toBe('analytics');
      const page = await getPage(url);
      expect(page.status).toBe(200);
      expect(demoTagsOn(page.text)).toEqual(['analytics', 'essential']);
      // The page again without the parameter (a form sent back): the session kept the answer.
      const again = await getPage(url.replace(/\?.*$/, ''));
      expect(demoTagsOn(again.text)).toEqual(['analytics', 'essential']);

      const refused = await getPage(await demoTagCheckout([{ key: 'consent_allow', value: '' }]));
      expect(demoTagsOn(refused.text)).toEqual(['essential']);
      const unanswered = await getPage(await demoTagCheckout([]));
      expect(demoTagsOn(unanswered.text)).toEqual(['essential']);
    } finally {
      await askForConsent(false);
    }
  });

  it('runs every script when the store does not ask for consent', async () => {
    const page = await getPage(await demoTagCheckout([{ key: 'consent_allow', value: '' }]));
    expect(demoTagsOn(page.text)).toEqual(['analytics', 'essential', 'functional', 'targeting']);
  });
});
