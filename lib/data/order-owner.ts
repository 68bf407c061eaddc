import 'server-only';
import { LRUCache } from 'lru-cache';
import { StoreApiError } from '../store/management/errors';
import { getOrder } from '../store/management/orders';
import { orWithout } from '../store/or-without';
import { quickStoreApi } from '../store/management-client';

/** Orders whose owner is remembered: enough for a busy day of order pages. */
const REMEMBERED_ORDERS = 10_000;
/** An order does not change hands in normal business; the page checks again anyway. */
const OWNER_TTL_MS = 10 * 60_000;
/** An id the store does not have (yet: the checkout may be about to create it), or a failed lookup. */
const SHORT_TTL_MS = 5_000;
/** A remembered owner older than this is asked again before a shopper is turned away. */
const RECHECK_AFTER_MS = 30_000;

/** What the store said about an order: its owner (0: a guest), null: no such order, undefined: it could not be asked. */
interface Lookup {
  owner: number | null | undefined;
  /** The cart it was placed from, when the store said. */
  cartId?: string;
  checkedAt: number;
}

/**
 * Whose order an id is, as the management API says, remembered per process: the order
 * pages ask on every view, and the store's API rate limit is shared with the webhook
 * receiver and return requests. Misses and failures are remembered for a few seconds
 * too, so a shopper walking through ids or a struggling store costs one call per id per
 * few seconds, not one per view.
 */
const lookups = new LRUCache<number, Lookup>({
  max: REMEMBERED_ORDERS,
  ttl: OWNER_TTL_MS,
  fetchMethod: async (orderId, _stale, { options }) => {
    const order = await orWithout(
      'the early check of whose order a page shows (order pages answer 503 meanwhile)',
      async () => {
        try {
          return await getOrder(quickStoreApi(), orderId);
        } catch (error) {
          if (error instanceof StoreApiError && error.kind === 'not_found') return null;
          throw error;
        }
      },
      undefined,
    );
    if (!order) options.ttl = SHORT_TTL_MS;
    return {
      owner: order && order.customer_id,
      cartId: order?.cart_id || undefined,
      checkedAt: Date.now(),
    };
  },
});

/**
 * Whether the order is the customer's: true or false as the store says, null when the
 * store could not be asked (the proxy then answers 503). A remembered owner that is not this
 * customer is asked again once it is half a minute old, so an order the merchant moved to
 * this customer is not refused for long.
 */
export async function isOrderOf(orderId: number, customerId: number): Promise<boolean | null> {
  let lookup = await lookups.fetch(orderId);
  if (
    lookup &&
    typeof lookup.owner === 'number' &&
    lookup.owner !== customerId &&
    Date.now() - lookup.checkedAt > RECHECK_AFTER_MS
  ) {
    lookup = await lookups.fetch(orderId, { forceRefresh: true });
  }
  if (!lookup || lookup.owner === undefined) return null;
  return lookup.owner === customerId;
}

/**
 * Whether the order was placed from this cart: how the order page knows that the shopper
 * just came back from the checkout of the cart their session holds. Null when the store
 * could not be asked.
 */
export async function isOrderOfCart(orderId: number, cartId: string): Promise<boolean | null> {
  const lookup = await lookups.fetch(orderId);
  if (!lookup || lookup.owner === undefined) return null;
  return lookup.cartId === cartId;
}
