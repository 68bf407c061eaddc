import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { getStorefrontConfig, storeHashOf } from '@/lib/config';
import { getOrder } from '@/lib/store-api/orders';
import { storeApi } from '@/lib/storefront/store-api';
import { RecentCallbacks } from '@/lib/webhooks/dedupe';
import { receiveConfiguredWebhook } from '@/lib/webhooks/receiver';

/** Redeliveries are recognised within this process (one Next server). */
const recent = new RecentCallbacks();

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
        // expire: 0 - the next request must render fresh data, not a stale copy.
        revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
        later: (work) => after(work),
        customerOfOrder: async (orderId) => (await getOrder(storeApi(), orderId)).customer_id || null,
        recent,
        log,
      };
    },
    (line) => console.error(line),
  );
}
