import { type FastifyInstance } from 'fastify';
import { type ServiceContext, primaryApiAccount } from '../core';
import { CONSENT_CATEGORIES, insertScript } from '../content';
import { setStorePrivacy } from '../customers';

/**
 * The demo shop asks for cookie consent, and each storefront channel made on it gets one
 * script per consent category, loaded from this store (`/demo/tags/<category>.js`), so what
 * a shopper's choice lets run can be seen on the page and counted on the network. A tag
 * writes one marker: `data-demo-tag-<category>="loaded"` on <html>.
 */

type Category = (typeof CONSENT_CATEGORIES)[number];

export const DEMO_TAGS_PATH = '/demo/tags';
export const DEMO_PRIVACY_POLICY_PATH = '/demo/privacy-policy';

/** What each demo tag stands for, where it goes on a page and how it loads. */
const DEMO_TAGS: Record<
  Category,
  { name: string; location: 'head' | 'footer'; loadMethod: 'default' | 'async' }
> = {
  essential: { name: 'Demo fraud check', location: 'head', loadMethod: 'default' },
  functional: { name: 'Demo live chat', location: 'footer', loadMethod: 'default' },
  analytics: { name: 'Demo analytics', location: 'head', loadMethod: 'async' },
  targeting: { name: 'Demo ad pixel', location: 'footer', loadMethod: 'async' },
};

const isCategory = (value: string): value is Category =>
  (CONSENT_CATEGORIES as readonly string[]).includes(value);

/** Switches cookie consent on for the store, with the demo's privacy policy page. */
export function seedDemoConsent(ctx: ServiceContext): void {
  setStorePrivacy(ctx, {
    cookieConsentEnabled: true,
    // A path: the store answers it with its origin of the moment (customers/settings.ts).
    privacyPolicyUrl: DEMO_PRIVACY_POLICY_PATH,
  });
}

/**
 * Adds the demo tags to a new storefront channel (the storefront's setup makes one), as
 * scripts of the store's primary API account: the store lists an account's own scripts
 * only, and that is the account the storefront reads them with.
 */
export function addDemoTags(ctx: ServiceContext, channelId: number): void {
  const owner = primaryApiAccount(ctx.db).clientId;
  for (const category of CONSENT_CATEGORIES) {
    const tag = DEMO_TAGS[category];
    insertScript(
      ctx,
      {
        name: tag.name,
        description: `A stand-in ${category} script of the demo shop.`,
        kind: 'src',
        html: '',
        // A path: the store lists it with its origin of the moment (content/scripts).
        src: `${DEMO_TAGS_PATH}/${category}.js`,
        auto_uninstall: false,
        load_method: tag.loadMethod,
        location: tag.location,
        visibility: 'all_pages',
        consent_category: category,
        enabled: true,
        channel_id: channelId,
        integrity_hashes: [],
      },
      owner,
    );
  }
}

/** The demo tags' code and the demo privacy policy page. */
export function registerDemoConsentRoutes(app: FastifyInstance): void {
  app.get(`${DEMO_TAGS_PATH}/:file`, (request, reply) => {
    const file = (request.params as { file: string }).file;
    const category = file.endsWith('.js') ? file.slice(0, -3) : '';
    if (!isCategory(category))
      return reply.code(404).type('text/plain').send('There is no demo tag of that name.');
    // The category comes from the fixed list above, so it is safe to write into the code.
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .send(`document.documentElement.setAttribute('data-demo-tag-${category}', 'loaded');\n`);
  });
  app.get(DEMO_PRIVACY_POLICY_PATH, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Privacy policy</title></head>' +
          '<body><h1>Privacy policy</h1><p>The demo shop keeps what you tell it to deliver your orders. ' +
          'Its stand-in scripts (chat, analytics, ads) send nothing anywhere; each only marks the page ' +
          'it ran on.</p></body></html>',
      ),
  );
}
