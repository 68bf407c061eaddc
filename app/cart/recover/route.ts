import { cartIdOfRecoveryToken } from '@/lib/store-api/abandoned-carts';
import { getCart } from '@/lib/storefront/cart';
import { getSession } from '@/lib/storefront/session';
import { storeApi } from '@/lib/storefront/store-api';
import { signInHref, withQuery } from '@/lib/links';
import { routePath } from '@/lib/routes';
import { seeOther } from '../../_components/see-other';

const cartWith = (notice: string) => withQuery(routePath('cart'), { notice });

/**
 * The link of the store's abandoned-cart e-mail (`?t=<token>`). The token names a cart;
 * the shopper gets it back only if they may read it: a guest cart by anyone with the link,
 * a customer's cart only once signed in as that customer (we send them to sign in first).
 */
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('t')?.trim();
  if (!token) return seeOther(cartWith('recovery-failed'));

  let cartId: string | null;
  try {
    cartId = await cartIdOfRecoveryToken(storeApi(), token);
  } catch {
    // An unknown token is null, not an error: this is the store being unreachable.
    return seeOther(cartWith('store-unavailable'));
  }
  if (!cartId) return seeOther(cartWith('recovery-failed'));

  const session = await getSession();
  const customerId = session.customerId ?? null;
  let cart: Awaited<ReturnType<typeof getCart>>;
  try {
    cart = await getCart(cartId, customerId);
  } catch {
    return seeOther(cartWith('store-unavailable'));
  }
  if (cart) {
    session.cartId = cart.entityId;
    await session.save();
    return seeOther(cartWith('recovered'));
  }
  // A guest cannot see a customer's cart: after signing in they come back here.
  if (customerId === null) return seeOther(signInHref(withQuery(routePath('recover_abandoned_cart'), { t: token })));
  return seeOther(cartWith('recovery-failed'));
}
