import { startLocalStack } from '../../scripts/lib/local-stack';
import { startSwitchableLink } from '../support/switchable-link';
import { startLocalEdge } from '../../scripts/lib/varnish';
import { freePort } from '../../scripts/lib/free-port';
import { heldBrandBuildLink } from '../support/held-brand-build';
import { addDemoLanguages } from '../../emulator/demo';

/**
 * One local store service and one production build per run (scripts/lib/local-stack.ts:
 * the store is set up for the storefront before the build, which prerenders catalog pages
 * from it; its storefront channel gets the demo's French and German first, so the build
 * makes their pages too). Carts go idle after 3 s so the abandoned-cart e-mail arrives
 * within a test. The same build runs a second time behind a link to the store that a test
 * cuts: what shoppers get during a store outage.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startLocalStack({
    // E2E_DIST_DIR lets two checkouts' runs on one machine build side by side.
    distDir: process.env.E2E_DIST_DIR ?? '.next-test',
    storeConfig: { abandonedCartAfterMs: 3000, abandonedCartSweepMs: 500 },
    // Pages kept an hour by the edge: a fresh page there comes from a purge, not an expiry.
    // The theme content is checked every 5 s rather than every 30 s, as a deployment may set
    // it: the store-content tests wait for a check, and the suite should not wait longer.
    env: { CDN_CACHE_SECONDS: '3600', THEME_CONTENT_CHECK_SECONDS: '5' },
    // The build reaches the store through a link that never answers one brand page's
    // query: the build must leave that page to its first request and prerender the rest
    // (catalog-cache.spec.ts reads what it said).
    buildLink: heldBrandBuildLink,
    // The storefront channel speaks the demo's languages (English, its default, French and
    // German, with the demo catalog's translations), so the build prerenders the French and
    // German pages too (languages.spec.ts). Setup makes a new channel, which speaks only
    // the store's default until its merchant adds languages: this is that merchant.
    beforeBuild: (store, channelId) => addDemoLanguages(store.ctx, channelId),
    log: (line) => console.log(`[e2e] ${line}`),
  });
  const { store, setup } = stack;
  // A second server on the same build whose link to the store a test can cut: what
  // shoppers get when the store goes down while the shop is running.
  const link = await startSwitchableLink(store.origin);
  const storeDownUrl = await stack.startServer(() => ({
    STORE_API_URL: `${link.origin}/stores/${store.storeHash}`,
    STOREFRONT_GRAPHQL_URL: `${link.origin}/graphql`,
  }));
  console.log(`[e2e] the same build behind a store link tests can cut at ${storeDownUrl}`);

  // The same build behind the edge (Debian's Varnish with the repository's VCL), as a
  // deployment runs it: the edge on its public address, purged by that server's webhook
  // receiver. Two links a test can cut: between the edge and the origin (the origin goes
  // down) and in front of the edge's purge (the purge endpoint goes down).
  const edgePort = await freePort();
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  const purgeLink = await startSwitchableLink(edgeUrl);
  const edgeOriginUrl = await stack.startServer(() => ({
    PUBLIC_URL: edgeUrl,
    EDGE_PURGE: `varnish:${purgeLink.origin}`,
  }));
  const originLink = await startSwitchableLink(edgeOriginUrl, { keepHost: true });
  const edge = await startLocalEdge({
    port: edgePort,
    origins: [{ host: '127.0.0.1', port: Number(new URL(originLink.origin).port) }],
    log: (line) => console.log(`[e2e] ${line}`),
  });
  console.log(`[e2e] the edge (Varnish) at ${edge.url}, in front of ${edgeOriginUrl}`);

  // Read by the tests (workers inherit this process's environment).
  process.env.E2E_STOREFRONT_URL = stack.publicUrl;
  process.env.E2E_STORE_ORIGIN = store.origin;
  process.env.E2E_STORE_API_URL = store.apiUrl;
  process.env.E2E_STORE_API_TOKEN = store.primaryAccount.accessToken;
  process.env.E2E_STORE_CLIENT_ID = store.primaryAccount.clientId;
  process.env.E2E_CHANNEL_ID = String(setup.channelId);
  process.env.E2E_SITE_ID = String(setup.siteId);
  process.env.E2E_STORE_DOWN_URL = storeDownUrl;
  process.env.E2E_STORE_LINK = link.origin;
  process.env.E2E_EDGE_URL = edge.url;
  process.env.E2E_EDGE_ORIGIN_URL = edgeOriginUrl;
  process.env.E2E_EDGE_ORIGIN_LINK = originLink.origin;
  process.env.E2E_EDGE_PURGE_LINK = purgeLink.origin;
  // What another instance of the same build needs to run (secrets included: test values).
  process.env.E2E_STOREFRONT_ENV = JSON.stringify(
    Object.fromEntries(
      Object.entries(stack.env).filter(([key]) =>
        /^(STORE_|STOREFRONT_|SESSION_SECRET|WEBHOOK_SECRET|WEBHOOK_SIGNATURES|NEXT_DIST_DIR|NEXT_TELEMETRY)/.test(
          key,
        ),
      ),
    ),
  );
  process.env.E2E_STORE_HASH = store.storeHash;
  process.env.E2E_BUILD_LEFT_PAGES = JSON.stringify(
    stack.buildLines.filter((line) => line.startsWith('Left ')),
  );
  process.env.E2E_STORE_ID = String(store.ctx.store.id);

  return async () => {
    await edge.stop();
    await stack.stop();
    await Promise.all([link.close(), originLink.close(), purgeLink.close()]);
  };
}
