import { type ServiceContext, rfc2822, STORE_CURRENCY, v2Money } from '../core';
import { orderGiftCertificateAmount } from '../marketing';
import { orderDiscountParts } from './coupons';
import { type OrderAddress, type OrderItemRecord, type OrderRecord } from './repository';

/**
 * The v2 shapes of orders, order products and shipping addresses, with the real
 * service's field names: money as four-decimal strings, dates in RFC 2822, and links to
 * sub-resources. Taxes, wrapping, coupons and handling are zero in the local store.
 */

const ZERO = v2Money(0);

/**
 * An order here has at most one shipping address; it is identified by the order's own
 * id, which keeps the address id unique in the store without a table of its own.
 */
export const shippingAddressIdOf = (order: Pick<OrderRecord, 'id' | 'shippingAddress'>): number =>
  order.shippingAddress ? order.id : 0;

export function subResource(ctx: ServiceContext, orderId: number, name: string) {
  const resource = `/orders/${orderId}/${name}`;
  return { url: `${ctx.origin}/stores/${ctx.store.hash}/v2${resource}`, resource };
}

const addressJson = (address: OrderAddress) => ({ ...address, form_fields: [] as never[] });

export function orderJson(ctx: ServiceContext, order: OrderRecord) {
  const itemsTotal = order.items.reduce((sum, i) => sum + i.quantity, 0);
  const itemsShipped = order.items.reduce((sum, i) => sum + i.quantity_shipped, 0);
  const discount = orderDiscountParts(ctx, order);
  return {
    id: order.id,
    customer_id: order.customer_id,
    date_created: rfc2822(order.created_at),
    date_modified: rfc2822(order.updated_at),
    date_shipped: order.shipped_at === null ? '' : rfc2822(order.shipped_at),
    status_id: order.status_id,
    status: order.status,
    subtotal_ex_tax: v2Money(order.subtotal),
    subtotal_inc_tax: v2Money(order.subtotal + order.tax),
    subtotal_tax: v2Money(order.tax),
    base_shipping_cost: v2Money(order.shipping),
    shipping_cost_ex_tax: v2Money(order.shipping),
    shipping_cost_inc_tax: v2Money(order.shipping),
    shipping_cost_tax: ZERO,
    shipping_cost_tax_class_id: 0,
    base_handling_cost: v2Money(order.handling),
    handling_cost_ex_tax: v2Money(order.handling),
    handling_cost_inc_tax: v2Money(order.handling),
    handling_cost_tax: ZERO,
    handling_cost_tax_class_id: 0,
    base_wrapping_cost: ZERO,
    wrapping_cost_ex_tax: ZERO,
    wrapping_cost_inc_tax: ZERO,
    wrapping_cost_tax: ZERO,
    wrapping_cost_tax_class_id: 0,
    total_ex_tax: v2Money(order.total - order.tax),
    total_inc_tax: v2Money(order.total),
    total_tax: v2Money(order.tax),
    is_tax_inclusive_pricing: false,
    items_total: itemsTotal,
    items_shipped: itemsShipped,
    payment_method: order.payment_method,
    payment_provider_id: order.payment_provider_id,
    payment_status: order.payment_status,
    refunded_amount: v2Money(order.refunded),
    order_is_digital: order.items.length > 0 && order.items.every((i) => i.type === 'digital'),
    store_credit_amount: ZERO,
    gift_certificate_amount: v2Money(orderGiftCertificateAmount(ctx, order.id)),
    ip_address: order.ip_address,
    ip_address_v6: '',
    geoip_country: '',
    geoip_country_iso2: '',
    currency_id: 1,
    currency_code: order.currency_code,
    currency_exchange_rate: order.currency_exchange_rate.toFixed(10),
    default_currency_id: 1,
    default_currency_code: STORE_CURRENCY,
    staff_notes: order.staff_notes,
    customer_message: order.customer_message,
    discount_amount: v2Money(discount.otherCents),
    coupon_discount: v2Money(discount.couponCents),
    shipping_address_count: order.shippingAddress ? 1 : 0,
    ebay_order_id: '0',
    cart_id: order.cart_id ?? '',
    billing_address: addressJson(order.billingAddress),
    is_email_opt_in: order.is_email_opt_in === 1,
    credit_card_type: null,
    order_source: order.order_source,
    channel_id: order.channel_id,
    external_source: null,
    products: subResource(ctx, order.id, 'products'),
    shipping_addresses: subResource(ctx, order.id, 'shipping_addresses'),
    coupons: subResource(ctx, order.id, 'coupons'),
    external_id: null,
    external_merchant_id: null,
    tax_provider_id: '',
    store_default_currency_code: STORE_CURRENCY,
    store_default_to_transactional_exchange_rate: order.currency_exchange_rate.toFixed(10),
    custom_status: order.status,
    customer_locale: order.customer_locale,
    external_order_id: '',
  };
}

export function orderProductJson(order: OrderRecord, item: OrderItemRecord) {
  const unitTax = item.quantity ? Math.round(item.tax / item.quantity) : 0;
  return {
    id: item.id,
    order_id: item.order_id,
    product_id: item.product_id,
    variant_id: item.variant_id ?? 0,
    order_address_id: shippingAddressIdOf(order),
    name: item.name,
    name_customer: item.name,
    name_merchant: item.name,
    sku: item.sku,
    upc: '',
    type: item.type,
    base_price: v2Money(item.base_price),
    price_ex_tax: v2Money(item.price),
    price_inc_tax: v2Money(item.price + unitTax),
    price_tax: v2Money(unitTax),
    base_total: v2Money(item.base_price * item.quantity),
    total_ex_tax: v2Money(item.total),
    total_inc_tax: v2Money(item.total + item.tax),
    total_tax: v2Money(item.tax),
    quantity: item.quantity,
    base_cost_price: ZERO,
    cost_price_inc_tax: ZERO,
    cost_price_ex_tax: ZERO,
    cost_price_tax: ZERO,
    is_refunded: item.quantity_refunded > 0 && item.quantity_refunded >= item.quantity,
    quantity_refunded: item.quantity_refunded,
    refund_amount: v2Money(item.refund_amount),
    return_id: 0,
    wrapping_id: 0,
    wrapping_name: '',
    base_wrapping_cost: ZERO,
    wrapping_cost_ex_tax: ZERO,
    wrapping_cost_inc_tax: ZERO,
    wrapping_cost_tax: ZERO,
    wrapping_message: '',
    quantity_shipped: item.quantity_shipped,
    event_name: null,
    event_date: null,
    fixed_shipping_cost: ZERO,
    ebay_item_id: '',
    ebay_transaction_id: '',
    option_set_id: null,
    parent_order_product_id: null,
    is_bundled_product: false,
    bin_picking_number: '',
    external_id: null,
    brand: item.brand,
    applied_discounts: [] as never[],
    product_options: item.options.map((option) => ({
      order_product_id: item.id,
      display_name: option.display_name,
      display_name_customer: option.display_name,
      display_name_merchant: option.display_name,
      display_value: option.display_value,
      display_value_customer: option.display_value,
      display_value_merchant: option.display_value,
    })),
    configurable_fields: [] as never[],
    gift_certificate_id: null,
    discounted_total_inc_tax: v2Money(item.total),
  };
}

/** The shipping address object of the v2 interface; null when the order has none. */
export function shippingAddressJson(ctx: ServiceContext, order: OrderRecord) {
  if (!order.shippingAddress) return null;
  const id = shippingAddressIdOf(order);
  const quotes = subResource(ctx, order.id, `shipping_addresses/${id}/shipping_quotes`);
  return {
    id,
    order_id: order.id,
    ...order.shippingAddress,
    items_total: order.items.reduce((sum, i) => sum + i.quantity, 0),
    items_shipped: order.items.reduce((sum, i) => sum + i.quantity_shipped, 0),
    shipping_method: order.shipping_method,
    base_cost: v2Money(order.shipping),
    cost_ex_tax: v2Money(order.shipping),
    cost_inc_tax: v2Money(order.shipping),
    cost_tax: ZERO,
    cost_tax_class_id: 0,
    base_handling_cost: v2Money(order.handling),
    handling_cost_ex_tax: v2Money(order.handling),
    handling_cost_inc_tax: v2Money(order.handling),
    handling_cost_tax: ZERO,
    handling_cost_tax_class_id: 0,
    shipping_zone_id: 0,
    shipping_zone_name: '',
    shipping_quotes: quotes,
    form_fields: [] as never[],
  };
}
