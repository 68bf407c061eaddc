import 'server-only';
import { type ShopperSnapshot } from '../shared/shopper-snapshot';
import { getCart } from '../data/cart';
import { getShopperPrices } from '../data/catalog';
import { getCustomer } from '../data/customer';
import { StoreUnavailableError } from '../store/errors';
import { orWithout } from '../store/or-without';
import { type SessionData } from './session';
import { getWishlists, savedProductIds } from '../data/wishlists';

/**
 * The shopper's own parts of a page: who is signed in, how full the cart is, what they
 * saved for later and, on a product page, the prices they pay. Each comes from a cached loader (per customer, per
 * cart), so a page view costs no store request once they are warm. A part the store
 * cannot say now is left out (null), never an error: the page keeps its shared content.
 */
export async function shopperSnapshot(
  session: SessionData,
  product: { id: number; currency: string } | null,
): Promise<{ snapshot: ShopperSnapshot; storeUnavailable: boolean }> {
  const { customerId, cartId } = session;
  const productId = product?.id ?? null;
  // Whether a part is missing because the store could not be reached (not refused): the
  // route then says so with 503 and Retry-After, with what it could tell all the same.
  let storeUnavailable = false;
  const part = <T>(what: string, read: () => Promise<T>, fallback: T) =>
    orWithout(
      what,
      () =>
        read().catch((error: unknown) => {
          if (error instanceof StoreUnavailableError) storeUnavailable = true;
          throw error;
        }),
      fallback,
    );
  const [customer, cart, prices, lists] = await Promise.all([
    customerId ? part('the shopper’s name', () => getCustomer(customerId), null) : null,
    cartId ? part('the cart count', () => getCart(cartId, customerId ?? null), undefined) : null,
    customerId && product
      ? part(
          'a signed-in shopper’s own prices (guest prices shown)',
          () => getShopperPrices(product.id, customerId, product.currency),
          null,
        )
      : null,
    customerId ? part('the products a shopper saved', () => getWishlists(customerId), null) : null,
  ]);
  const snapshot = {
    signedIn: Boolean(customerId),
    firstName: customer?.firstName ?? null,
    cartCount: cart === undefined ? null : (cart?.lineItems.totalQuantity ?? 0),
    savedProducts: lists ? savedProductIds(lists) : null,
    product: productId ? { id: productId, prices } : null,
  };
  return { snapshot, storeUnavailable };
}
