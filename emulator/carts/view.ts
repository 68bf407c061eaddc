import {
  type PricingCurrency,
  type Product,
  type UnitPrice,
  type Variant,
  getProduct,
  getVariant,
  unitPrice,
} from '../catalog';
import { type ServiceContext, toCents, toDollars } from '../core';
import { findStoreCurrency } from '../currencies';
import { findCustomer } from '../customers';
import { type CouponRow, type CouponBasket, couponItemDiscountCents } from '../marketing';
import { cartCoupon } from './coupons';
import { type CartFeeRow, cartFees } from './fees';
import { type CartRow, cartExtraItems, cartItems } from './repository';
import { type ExtraItemInput } from './service';

export interface CartItemView {
  id: string;
  cartId: string;
  quantity: number;
  product: Product;
  variant: Variant;
  /** The line's name: the merchant's, else the product's. */
  name: string;
  price: UnitPrice;
  /** True when the merchant set the line's price (`list_price`). */
  ownPrice: boolean;
}

/** A custom item or gift certificate of the cart: what was added (in the cart's currency), with its line id. */
export interface CartExtraItemView extends ExtraItemInput {
  id: string;
  currency: string;
}

export interface CartCouponView {
  coupon: CouponRow;
  /** What it takes off the items now (cents); a shipping coupon's share comes with the shipping (checkout-totals.ts). */
  discountCents: number;
}

export interface CartView {
  cart: CartRow;
  /** The cart's currency, in which every amount here is. */
  currency: PricingCurrency;
  /** Catalog lines. */
  items: CartItemView[];
  customItems: CartExtraItemView[];
  giftCertificates: CartExtraItemView[];
  coupon: CartCouponView | null;
  /** Sum of every line at its one-unit price before bulk tiers. */
  baseAmount: number;
  /** What bulk tiers took off. */
  tierDiscountAmount: number;
  /** What the coupon and the manual discount take off. */
  couponAmount: number;
  manualDiscountAmount: number;
  /** Everything taken off: tiers, coupon, manual discount. */
  discountedAmount: number;
  /** The lines at the price they sell at, before coupon and manual discount (cents). */
  subtotalCents: number;
  /** What coupons are judged on: the catalog lines, the merchandise (all but gift certificates) and the shopper. */
  basket: CouponBasket;
  /** What the shopper pays for the lines. */
  amount: number;
  /** The checkout's fees: on top of `amount`, in the grand total. */
  fees: CartFeeRow[];
  feesCents: number;
  /** Units of every kind of line. */
  totalQuantity: number;
}

/** A line's price when the merchant set it: that price for every unit, no tiers. */
function ownUnitPrice(catalog: UnitPrice, unitCents: number, quantity: number): UnitPrice {
  const unit = toDollars(unitCents);
  return {
    ...catalog,
    basePrice: unit,
    salePrice: null,
    calculatedPrice: unit,
    bulkTier: null,
    unitPrice: unit,
    extendedPrice: toDollars(unitCents * quantity),
  };
}

/**
 * A cart with every line priced now, for its customer's group and its channel, so a
 * price change (catalog or price list) shows in the cart at once; then its coupon and
 * manual discount, which never take the cart below zero.
 */
export function viewCart(ctx: ServiceContext, cart: CartRow): CartView {
  const customerGroupId = cart.customer_id
    ? (findCustomer(ctx, cart.customer_id)?.customer_group_id ?? null)
    : null;
  // The store's prices converted to the cart's currency (a currency the store has since
  // dropped prices at the default's rate, 1, as the amounts cannot be converted).
  const currency = findStoreCurrency(ctx, cart.currency) ?? {
    code: cart.currency,
    exchangeRate: 1,
    decimalPlaces: 2,
  };
  const items: CartItemView[] = [];
  for (const row of cartItems(ctx, cart.id)) {
    const product = getProduct(ctx, row.product_id);
    const variant = getVariant(ctx, row.variant_id);
    const catalog = unitPrice(ctx, {
      variantId: row.variant_id,
      quantity: row.quantity,
      channelId: cart.channel_id,
      customerGroupId,
      currency,
    });
    // A line whose product was deleted from the catalog has nothing left to sell.
    if (!product || !variant || !catalog) continue;
    const price =
      row.list_price === null ? catalog : ownUnitPrice(catalog, row.list_price, row.quantity);
    items.push({
      id: row.id,
      cartId: cart.id,
      quantity: row.quantity,
      product,
      variant,
      name: row.name ?? product.name,
      price,
      ownPrice: row.list_price !== null,
    });
  }
  const extras = cartExtraItems(ctx, cart.id).map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    sku: row.sku,
    quantity: row.quantity,
    unitCents: row.amount,
    details: JSON.parse(row.details) as Record<string, unknown>,
    currency: cart.currency,
  }));
  const extrasCents = extras.reduce((sum, e) => sum + e.unitCents * e.quantity, 0);
  const base =
    items.reduce((sum, i) => sum + toCents(i.price.calculatedPrice) * i.quantity, 0) + extrasCents;
  const subtotal = items.reduce((sum, i) => sum + toCents(i.price.extendedPrice), 0) + extrasCents;
  const giftCertificatesCents = extras
    .filter((e) => e.kind === 'gift_certificate')
    .reduce((sum, e) => sum + e.unitCents * e.quantity, 0);
  const basket: CouponBasket = {
    items,
    merchandiseCents: subtotal - giftCertificatesCents,
    customerId: cart.customer_id,
    currency,
  };
  const coupon = cartCoupon(ctx, cart.id);
  const couponCents = coupon ? couponItemDiscountCents(ctx, coupon, basket) : 0;
  const manualCents = Math.min(cart.manual_discount, subtotal - couponCents);
  const fees = cartFees(ctx, cart.id);
  return {
    cart,
    currency,
    items,
    customItems: extras.filter((e) => e.kind === 'custom'),
    giftCertificates: extras.filter((e) => e.kind === 'gift_certificate'),
    coupon: coupon ? { coupon, discountCents: couponCents } : null,
    baseAmount: toDollars(base),
    tierDiscountAmount: toDollars(base - subtotal),
    couponAmount: toDollars(couponCents),
    manualDiscountAmount: toDollars(manualCents),
    discountedAmount: toDollars(base - subtotal + couponCents + manualCents),
    subtotalCents: subtotal,
    basket,
    amount: toDollars(subtotal - couponCents - manualCents),
    fees,
    feesCents: fees.reduce((sum, fee) => sum + fee.cost, 0),
    totalQuantity:
      items.reduce((sum, i) => sum + i.quantity, 0) +
      extras.reduce((sum, e) => sum + e.quantity, 0),
  };
}

/** Whether the cart has anything to check out. */
export const hasLines = (view: CartView): boolean =>
  view.items.length + view.customItems.length + view.giftCertificates.length > 0;
