import { variantImageOf } from '../../catalog';
import { type ServiceContext, isoSeconds, toCents, toDollars } from '../../core';
import { storefrontLink, storefrontPathLink } from '../../sites';
import { type CartExtraItemView, type CartItemView, type CartView } from '../view';

/**
 * The cart object of the v3 carts interface (and, with `checkout` set, the cart inside a
 * checkout, whose line fields differ a little: `is_taxable`, `parent_id: null`).
 * Money is in dollars as JSON numbers, as v3 carries it.
 */

/** What `include` adds: each line's options, promotion banners (this store has none). */
export interface CartInclude {
  options?: boolean;
}

/** The line's product page on the channel's storefront; none when the channel has no site. */
function productUrl(
  ctx: ServiceContext,
  channelId: number,
  item: CartItemView,
): string | undefined {
  const slug = item.product.custom_url.url.replace(/^\/+|\/+$/g, '');
  return (
    storefrontLink(ctx, channelId, 'product', { id: item.product.id, slug }) ??
    storefrontPathLink(ctx, channelId, item.product.custom_url.url) ??
    undefined
  );
}

function lineJson(
  ctx: ServiceContext,
  view: CartView,
  item: CartItemView,
  options: { include: CartInclude; checkout: boolean },
) {
  const listCents = toCents(item.price.calculatedPrice);
  const saleCents = toCents(item.price.unitPrice);
  const image = variantImageOf(ctx, item.variant, item.product.name);
  const url = productUrl(ctx, view.cart.channel_id, item);
  const tierDiscount = listCents * item.quantity - toCents(item.price.extendedPrice);
  return {
    id: item.id,
    ...(options.checkout ? { parent_id: null } : {}),
    variant_id: item.variant.id,
    product_id: item.product.id,
    sku: item.variant.sku,
    name: item.name,
    ...(url ? { url } : {}),
    quantity: item.quantity,
    ...(options.checkout ? { is_taxable: true } : { taxable: true }),
    ...(image ? { image_url: image.url_standard } : {}),
    discounts:
      tierDiscount > 0 ? [{ id: 'bulk-pricing', discounted_amount: toDollars(tierDiscount) }] : [],
    coupons: [],
    discount_amount: toDollars(tierDiscount),
    coupon_amount: 0,
    original_price: item.price.basePrice,
    list_price: toDollars(listCents),
    sale_price: toDollars(saleCents),
    extended_list_price: toDollars(listCents * item.quantity),
    extended_sale_price: item.price.extendedPrice,
    is_require_shipping: item.product.type === 'physical',
    is_mutable: true,
    added_by_promotion: false,
    ...(options.include.options
      ? {
          options: item.variant.option_values.map((ov) => ({
            name: ov.option_display_name,
            nameId: ov.option_id,
            value: ov.label,
            valueId: ov.id,
          })),
        }
      : {}),
  };
}

/**
 * A custom item. The carts file types its quantity and price as text in answers (numbers
 * in requests); the answer follows the file.
 */
const customItemJson = (item: CartExtraItemView) => ({
  id: item.id,
  sku: item.sku,
  name: item.name,
  quantity: String(item.quantity),
  list_price: String(toDollars(item.unitCents)),
  extended_list_price: toDollars(item.unitCents * item.quantity),
  ...(typeof item.details.image_url === 'string' ? { image_url: item.details.image_url } : {}),
});

const giftCertificateJson = (item: CartExtraItemView) => ({
  id: item.id,
  name: item.name,
  theme: item.details.theme,
  amount: toDollars(item.unitCents),
  quantity: item.quantity,
  taxable: false,
  sender: item.details.sender,
  recipient: item.details.recipient,
  ...(typeof item.details.message === 'string' ? { message: item.details.message } : {}),
});

/** The cart's coupon as both files describe an applied coupon. */
export function couponsJson(view: CartView) {
  if (!view.coupon) return [];
  const { coupon, discountCents } = view.coupon;
  return [
    {
      code: coupon.code,
      id: coupon.id,
      coupon_type: String(coupon.type),
      display_name: coupon.name,
      discounted_amount: toDollars(discountCents),
    },
  ];
}

/** The manual discount, as the cart's `discounts`. */
const discountsJson = (view: CartView) =>
  view.manualDiscountAmount > 0
    ? [{ id: 'manual-discount', discounted_amount: view.manualDiscountAmount }]
    : [];

export function cartLineItemsJson(
  ctx: ServiceContext,
  view: CartView,
  options: { include: CartInclude; checkout: boolean },
) {
  return {
    physical_items: view.items
      .filter((i) => i.product.type === 'physical')
      .map((i) => lineJson(ctx, view, i, options)),
    digital_items: view.items
      .filter((i) => i.product.type === 'digital')
      .map((i) => lineJson(ctx, view, i, options)),
    gift_certificates: view.giftCertificates.map(giftCertificateJson),
    custom_items: view.customItems.map(customItemJson),
  };
}

export function cartJson(ctx: ServiceContext, view: CartView, include: CartInclude = {}) {
  const { cart } = view;
  return {
    id: cart.id,
    customer_id: cart.customer_id ?? 0,
    channel_id: cart.channel_id,
    email: cart.email ?? '',
    currency: { code: cart.currency },
    tax_included: false,
    base_amount: view.baseAmount,
    discount_amount: toDollars(
      toCents(view.tierDiscountAmount) + toCents(view.manualDiscountAmount),
    ),
    manual_discount_amount: view.manualDiscountAmount,
    cart_amount: view.amount,
    coupons: couponsJson(view),
    discounts: discountsJson(view),
    line_items: cartLineItemsJson(ctx, view, { include, checkout: false }),
    created_time: isoSeconds(cart.created_at),
    updated_time: isoSeconds(cart.updated_at),
    locale: cart.locale,
    version: cart.version,
  };
}
