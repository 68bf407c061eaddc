import { checkoutUrl } from '@/lib/storefront/cart';
import { StoreRequestError, StoreUnavailableError } from '@/lib/storefront/errors';
import { getSession } from '@/lib/storefront/session';
import { withQuery } from '@/lib/links';
import { routePath } from '@/lib/routes';
import { seeOther } from '@/lib/see-other';

const cartWith = (notice: string) => withQuery(routePath('cart'), { notice });

/**
 * Hands the shopper's cart to the store's hosted checkout: asks the store for the cart's
 * checkout URL and redirects there. With no cart, or an empty one, the cart page says so.
 */
export async function GET(): Promise<Response> {
  const session = await getSession();
  if (!session.cartId) return seeOther(cartWith('checkout-empty'));
  try {
    const url = await checkoutUrl(session.cartId, { customerId: session.customerId ?? null });
    return seeOther(url ?? cartWith('checkout-empty'));
  } catch (error) {
    if (error instanceof StoreRequestError) return seeOther(cartWith('checkout-empty'));
    if (error instanceof StoreUnavailableError) return seeOther(cartWith('checkout-unavailable'));
    throw error;
  }
}
