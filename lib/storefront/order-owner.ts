import 'server-only';
import { LRUCache } from 'lru-cache';
import { StoreApiError } from '../store-api/errors';
import { getOrder } from '../store-api/orders';
import { storeApi } from './store-api';

/** Orders whose owner is remembered, and for how long: enough for a busy day of order pages. */
const REMEMBERED_ORDERS = 10_000;
const REMEMBER_MS = 10 * 60_000;

/**
 * Whose order an id is, as the management API says: a customer id, 0 for a guest order.
 * Remembered per process, because the order pages ask on every view and an order does not
 * change hands; the store's API rate limit is better spent elsewhere. An order the store
 * does not have is not remembered: the checkout may be about to create it.
 */
const owners = new LRUCache<number, number>({
  max: REMEMBERED_ORDERS,
  ttl: REMEMBER_MS,
  fetchMethod: async (orderId) => {
    try {
      return (await getOrder(storeApi(), orderId)).customer_id;
    } catch (error) {
      if (error instanceof StoreApiError && error.kind === 'not_found') return undefined;
      throw error;
    }
  },
});

/** The customer id that owns the order (0: a guest's), or null when the store has no such order. */
export async function orderOwner(orderId: number): Promise<number | null> {
  return (await owners.fetch(orderId)) ?? null;
}
