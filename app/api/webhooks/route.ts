import { after } from 'next/server';
import { getStorefrontConfig, storeHashOf } from '@/lib/store/config';
import { signaturePolicyOf } from '@/lib/webhooks/signature';
import { getOrder } from '@/lib/store/management/orders';
import { storeApi } from '@/lib/store/management-client';
import { sharedCacheConfigured } from '@/lib/shared-cache/index.mjs';
import { RecentCallbacks, SharedRecentCallbacks } from '@/lib/webhooks/dedupe';
import { receiveConfiguredWebhook } from '@/lib/webhooks/receiver';
import { revalidateNow } from '@/lib/webhooks/revalidate';
import { edgePurgeQueue, purgeEdgeFor } from '@/lib/edge/edge-purge';
import { productHrefs } from './product-hrefs';
import { drainAware } from '@/lib/runtime/draining';
import { observedWebhook } from '@/lib/webhooks/observed';
import { loggerFor } from '@/lib/observability/logger.mjs';
import { processWide } from '@/lib/shared/process-wide.mjs';
import { TagWindow } from '@/lib/webhooks/tag-window';

/** Redeliveries are recognised by every instance through the shared cache, else within this process. */
const recent = sharedCacheConfigured() ? new SharedRecentCallbacks() : new RecentCallbacks();

const log = (line: string) => loggerFor('webhooks').info(line);

/** The store's webhook callbacks: verified, then the cached pages they affect are revalidated. */
async function answer(request: Request): Promise<Response> {
  return observedWebhook((note) =>
    receiveConfiguredWebhook(
      request,
      () => {
        const config = getStorefrontConfig();
        // A wrong EDGE_PURGE is a configuration error here, answered as one.
        const edge = edgePurgeQueue();
        return {
          secret: config.WEBHOOK_SECRET,
          signatures: signaturePolicyOf(config),
          storeHash: storeHashOf(config.STORE_API_URL),
          revalidate: revalidateNow,
          later: (work) => after(work),
          customerOfOrder: async (orderId) =>
            (await getOrder(storeApi(), orderId)).customer_id || null,
          recent,
          purgeEdge: (tags) => purgeEdgeFor(edge, tags, productHrefs),
          // One per process, however many copies of this module Next.js bundles.
          window: processWide('webhook-tag-window', () => new TagWindow()),
          log,
          note,
        };
      },
      (line) => loggerFor('webhooks').error(line),
    ),
  );
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const POST = drainAware(answer);
