import { unstable_rethrow } from 'next/navigation';
import { getShopperPrices } from '@/lib/storefront/catalog';
import { unavailableReason } from '@/lib/storefront/errors';
import { readSession } from '@/lib/storefront/session';
import { ShopperPrices } from './shopper-prices';

/**
 * The prices a signed-in customer pays for the product, for the purchase form to show
 * instead of the guest prices of the cached page (their customer group may have a price
 * list of its own). Renders nothing for a guest.
 */
export async function ShopperPricesFromSession({ productId }: { productId: number }) {
  const { customerId } = await readSession();
  if (!customerId) return null;
  const prices = await getShopperPrices(productId, customerId).catch((error: unknown) => {
    // If the store cannot say, the guest prices stay; the cart shows the shopper's own.
    unstable_rethrow(error);
    console.warn(`storefront: product ${productId} shows guest prices to a signed-in shopper: ${unavailableReason(error)}`);
    return null;
  });
  return prices ? <ShopperPrices productId={productId} prices={prices} /> : null;
}
