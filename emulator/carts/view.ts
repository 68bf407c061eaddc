import { type Product, type UnitPrice, type Variant, getProduct, getVariant, unitPrice } from '../catalog';
import { type ServiceContext } from '../context';
import { findCustomer } from '../customers/repository';
import { toCents, toDollars } from '../money';
import { type CartRow, cartItems } from './repository';

export interface CartItemView {
  id: string;
  cartId: string;
  quantity: number;
  product: Product;
  variant: Variant;
  price: UnitPrice;
}

export interface CartView {
  cart: CartRow;
  items: CartItemView[];
  /** Sum of the items at their one-unit price before bulk tiers. */
  baseAmount: number;
  /** What bulk tiers took off. */
  discountedAmount: number;
  /** What the shopper pays for the items. */
  amount: number;
  totalQuantity: number;
}

/**
 * A cart with every line priced now, for its customer's group and its channel, so a
 * price change (catalog or price list) shows in the cart at once.
 */
export function viewCart(ctx: ServiceContext, cart: CartRow): CartView {
  const customerGroupId = cart.customer_id ? (findCustomer(ctx, cart.customer_id)?.customer_group_id ?? null) : null;
  const items: CartItemView[] = [];
  for (const row of cartItems(ctx, cart.id)) {
    const product = getProduct(ctx, row.product_id);
    const variant = getVariant(ctx, row.variant_id);
    const price = unitPrice(ctx, { variantId: row.variant_id, quantity: row.quantity, channelId: cart.channel_id, customerGroupId });
    // A line whose product was deleted from the catalog has nothing left to sell.
    if (!product || !variant || !price) continue;
    items.push({ id: row.id, cartId: cart.id, quantity: row.quantity, product, variant, price });
  }
  const base = items.reduce((sum, i) => sum + toCents(i.price.calculatedPrice) * i.quantity, 0);
  const amount = items.reduce((sum, i) => sum + toCents(i.price.extendedPrice), 0);
  return {
    cart,
    items,
    baseAmount: toDollars(base),
    discountedAmount: toDollars(base - amount),
    amount: toDollars(amount),
    totalQuantity: items.reduce((sum, i) => sum + i.quantity, 0),
  };
}
