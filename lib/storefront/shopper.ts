import 'server-only';
import { type ShopperSnapshot } from '../shopper-snapshot';
import { getCart } from './cart';
import { getShopperPrices } from './catalog';
import { getCustomer } from './customer';
import { orWithout } from './or-without';
import { type SessionData } from './session';

/**
 * The shopper's own parts of a page: who is signed in, how full the cart is and, on a
 * product page, the prices they pay. Each comes from a cached loader (per customer, per
 * cart), so a page view costs no store request once they are warm. A part the store
 * cannot say now is left out (null), never an error: the page keeps its shared content.
 */
export async function shopperSnapshot(session: SessionData, product: { id: number; currency: string } | null): Promise<ShopperSnapshot> {
  const { customerId, cartId } = session;
  const productId = product?.id ?? null;
  const [customer, cart, prices] = await Promise.all([
    customerId ? orWithout('the shopper’s name', () => getCustomer(customerId), null) : null,
    cartId ? orWithout('the cart count', () => getCart(cartId, customerId ?? null), undefined) : null,
    customerId && product
      ? orWithout('a signed-in shopper’s own prices (guest prices shown)', () => getShopperPrices(product.id, customerId, product.currency), null)
      : null,
  ]);
  return {
    signedIn: Boolean(customerId),
    firstName: customer?.firstName ?? null,
    cartCount: cart === undefined ? null : (cart?.lineItems.totalQuantity ?? 0),
    product: productId ? { id: productId, prices } : null,
  };
}
