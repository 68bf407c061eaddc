import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { getStorefrontConfig, storeHashOf } from '@/lib/store/config';
import { getOrder } from '@/lib/store/management/orders';
import { storeApi } from '@/lib/store/management-client';
import { invalidateTags, sharedCacheConfigured } from '@/lib/shared-cache/index.mjs';
import { RecentCallbacks, SharedRecentCallbacks } from '@/lib/webhooks/dedupe';
import { receiveConfiguredWebhook } from '@/lib/webhooks/receiver';

/** Redeliveries are recognised by every instance through the shared cache, else within this process. */
const recent = sharedCacheConfigured() ? new SharedRecentCallbacks() : new RecentCallbacks();

/**
 * Marks a tag so that the next request renders fresh data (expire 0, not a stale copy).
 * With a shared cache, the invalidation is written there first and must succeed: every
 * instance then learns of it before its next page (a failure is answered 503, so the
 * store retries); Next.js's own revalidateTag does the rest in this instance.
 */
async function revalidate(tag: string): Promise<void> {
  if (sharedCacheConfigured()) await invalidateTags([tag], { expire: 0 });
  revalidateTag(tag, { expire: 0 });
}

const log = (line: string) => console.info(line);

/** The store's webhook callbacks: verified, then the cached pages they affect are revalidated. */
export async function POST(request: Request): Promise<Response> {
  return receiveConfiguredWebhook(
    request,
    () => {
      const config = getStorefrontConfig();
      return {
        secret: config.WEBHOOK_SECRET,
        storeHash: storeHashOf(config.STORE_API_URL),
        revalidate,
        later: (work) => after(work),
        customerOfOrder: async (orderId) =>
          (await getOrder(storeApi(), orderId)).customer_id || null,
        recent,
        log,
      };
    },
    (line) => console.error(line),
  );
}
