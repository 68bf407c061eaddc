import { type ServiceContext, type ServiceModule, runOnce } from '../core';
import { findChannel } from '../channels';
import { addDemoTags, registerDemoConsentRoutes, seedDemoConsent } from './consent';
import { seedDemoCoupons } from './coupons';
import { seedDemoCurrencies } from './currencies';
import { seedDemoCatalog } from './seed';
import { seedDemoShopperFeatures } from './shopper-features';
import { seedDemoShipping } from './shipping';
import { seedDemoTranslations } from './translations';
import { demoCustomerHashes, seedDemoCustomers } from './customers';

export const demoSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS demo_seed (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seeded_at INTEGER NOT NULL
  );
`;

/**
 * Fills an empty catalog with the demo shop on the first start. The first start is
 * remembered, so a merchant who later deletes every product does not get the demo back,
 * and a database whose catalog was filled otherwise is never touched.
 */
async function ensureDemoData(ctx: ServiceContext): Promise<void> {
  if (ctx.db.prepare('SELECT 1 FROM demo_seed').get()) return;
  const empty =
    !ctx.db.prepare('SELECT 1 FROM catalog_products LIMIT 1').get() &&
    !ctx.db.prepare('SELECT 1 FROM catalog_categories LIMIT 1').get();
  const hashes = await demoCustomerHashes();
  ctx.db.transaction(() => {
    if (empty) seedDemoCatalog(ctx);
    seedDemoCustomers(ctx, hashes);
    ctx.db.prepare('INSERT INTO demo_seed (id, seeded_at) VALUES (1, ?)').run(ctx.clock.now());
  })();
}

async function initDemo(ctx: ServiceContext): Promise<void> {
  await ensureDemoData(ctx);
  // Coupons came after the first demo data: stores seeded before get them once too, and
  // the kinds added with the v2 coupons interface once more (seeding skips codes it has).
  runOnce(ctx.db, 'demo coupons', () => seedDemoCoupons(ctx));
  runOnce(ctx.db, 'demo coupons of every kind', () => seedDemoCoupons(ctx));
  runOnce(ctx.db, 'demo shipping zones', () => seedDemoShipping(ctx));
  runOnce(ctx.db, 'demo currencies', () => seedDemoCurrencies(ctx));
  // Materials, free shipping and reviews came with the storefront's filters and reviews.
  runOnce(ctx.db, 'demo shopper features', () => seedDemoShopperFeatures(ctx));
  // French and German came with languages (issue 29); English stays the default.
  runOnce(ctx.db, 'demo languages', () => seedDemoTranslations(ctx));
  // Cookie consent came with the storefront's consent banner.
  runOnce(ctx.db, 'demo cookie consent', () => seedDemoConsent(ctx));
  ctx.events.subscribe((event) => {
    if (event.scope !== 'store/channel/created') return;
    const channel = findChannel(ctx, Number(event.data.id));
    if (channel?.type === 'storefront') addDemoTags(ctx, channel.id);
  });
}

/** Demo data; listed after the catalog, content pages and customers, whose tables it fills. */
export const demoModule: ServiceModule = {
  name: 'demo',
  schema: demoSchema,
  init: initDemo,
  storefront: (app) => registerDemoConsentRoutes(app),
};

export { demoShoppers } from './customers';
export { growDemoCatalog, everyTenth } from './generated-products';
export { parseDemoProducts } from './demo-size';
export type { DemoGrowthProgress } from './generated-products';
/** The demo's French and German, with their translations, on a channel of one's choice. */
export { seedDemoTranslations as addDemoLanguages } from './translations';
