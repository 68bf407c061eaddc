import { getStorefrontConfig } from '@/lib/store/config';
import { themeContentFingerprint } from '@/lib/store/management/theme-content';
import { storeApi } from '@/lib/store/management-client';
import { sharedCacheConfigured } from '@/lib/shared-cache/index.mjs';
import { revalidateNow } from '@/lib/webhooks/revalidate';
import { edgePurgeQueue, purgeEdgeFor } from '@/lib/edge/edge-purge';
import { productHrefs } from '../webhooks/product-hrefs';
import { readPrivacySettingsNow } from '@/lib/data/privacy';
import { themeContentChecker } from '@/lib/webhooks/theme-content-check';
import {
  ProcessThemeContentMemory,
  SharedThemeContentMemory,
} from '@/lib/webhooks/theme-content-memory';
import { drainAware } from '@/lib/runtime/draining';
import { loggerFor } from '@/lib/observability/logger.mjs';

const check = themeContentChecker();
/** Shared by every instance when the cache is, so that a change refreshes the pages once. */
const memory = sharedCacheConfigured()
  ? new SharedThemeContentMemory()
  : new ProcessThemeContentMemory();

/**
 * Checks whether the merchant changed the store's theme content and refreshes the pages
 * that show it (lib/webhooks/theme-content-check.ts). A scheduler calls it, with the
 * X-Webhook-Secret header: cron in a deployment, `npm start`'s own every
 * THEME_CONTENT_CHECK_SECONDS (scripts/lib/theme-content-schedule.ts).
 */
async function answer(request: Request): Promise<Response> {
  return check(request, () => {
    const config = getStorefrontConfig();
    // A wrong EDGE_PURGE is a configuration error here, answered as one.
    const edge = edgePurgeQueue();
    return {
      secret: config.WEBHOOK_SECRET,
      // The cookie consent settings too: the pages keep them with the theme content.
      fingerprint: async () =>
        themeContentFingerprint(
          storeApi(),
          config.STORE_CHANNEL_ID,
          await readPrivacySettingsNow(),
        ),
      revalidate: (tag) => revalidateNow([tag]),
      memory,
      purgeEdge: (tags) => purgeEdgeFor(edge, tags, productHrefs),
      log: (line) => loggerFor('theme-content').info(line),
    };
  });
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const POST = drainAware(answer);
