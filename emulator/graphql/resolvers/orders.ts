import { primaryImageOf } from '../../catalog';
import { storefrontMetafields } from '../../metafields';
import {
  orderDiscountParts,
  type OrderAddress,
  type OrderRecord,
  findOrder,
  ordersOfCustomer,
  orderStatus,
  statusIdOfValue,
} from '../../orders';
import { type OrderResolvers, type Resolvers } from '../generated/resolvers';
import { connectionOf, connectionOfList, nodeId, pageWindow } from '../relay';
import { imageModel } from './catalog';
import { dateTime, moneyFromCents } from './shopper';

function address(a: OrderAddress) {
  return {
    firstName: a.first_name,
    lastName: a.last_name,
    company: a.company,
    address1: a.street_1,
    address2: a.street_2,
    city: a.city,
    stateOrProvince: a.state,
    stateOrProvinceCode: null,
    country: a.country,
    countryCode: a.country_iso2,
    postalCode: a.zip,
    phone: a.phone,
    email: a.email,
  };
}

/** Fields shared by Order and OrderWithPayments. */
const orderFields: OrderResolvers = {
  id: (o: OrderRecord) => nodeId('Order', o.id),
  entityId: (o: OrderRecord) => o.id,
  orderedAt: (o: OrderRecord) => dateTime(o.created_at),
  updatedAt: (o: OrderRecord) => dateTime(o.updated_at),
  status: (o: OrderRecord) => {
    const status = orderStatus(o.status_id);
    return { value: status.value, label: status.name };
  },
  billingAddress: (o: OrderRecord) => address(o.billingAddress),
  isTaxIncluded: () => false,
  consignments: (o: OrderRecord) => o,
  subTotal: (o: OrderRecord) => moneyFromCents(o.subtotal, o.currency_code),
  discounts: (o: OrderRecord, _args, ctx) => {
    const { coupons, otherCents } = orderDiscountParts(ctx.svc, o);
    return {
      nonCouponDiscountTotal: moneyFromCents(otherCents, o.currency_code),
      couponDiscounts: coupons.map((c) => ({
        couponCode: c.code,
        discountedAmount: moneyFromCents(c.discountCents, o.currency_code),
      })),
    };
  },
  shippingCostTotal: (o: OrderRecord) => moneyFromCents(o.shipping, o.currency_code),
  handlingCostTotal: (o: OrderRecord) => moneyFromCents(o.handling, o.currency_code),
  taxTotal: (o: OrderRecord) => moneyFromCents(o.tax, o.currency_code),
  totalIncTax: (o: OrderRecord) => moneyFromCents(o.total, o.currency_code),
  customerMessage: (o: OrderRecord) => o.customer_message || null,
  metafields: (o, args, ctx) =>
    connectionOfList(storefrontMetafields(ctx.svc, 'order', o.id, args.namespace, args.keys), args),
};

export const orderResolvers: Resolvers = {
  Site: {
    // Only the signed-in customer's own orders; anyone else's is null, not an error.
    order: (_site, { filter }, ctx) => {
      if (!filter || !ctx.customerId) return null;
      const order = findOrder(ctx.svc, filter.entityId);
      return order && order.customer_id === ctx.customerId && order.channel_id === ctx.channelId
        ? order
        : null;
    },
  },

  Customer: {
    orders: (customer, args, ctx) => {
      const statusId = args.filters?.status ? statusIdOfValue(args.filters.status) : undefined;
      const range = args.filters?.dateRange;
      const filter = {
        ...(statusId === undefined ? {} : { statusId }),
        ...(range
          ? { from: Date.parse(range.from), ...(range.to ? { to: Date.parse(range.to) } : {}) }
          : {}),
      };
      const { offset, limit } = pageWindow(
        args,
        () => ordersOfCustomer(ctx.svc, customer.id, { ...filter, limit: 0, offset: 0 }).total,
      );
      const { items, total } = ordersOfCustomer(ctx.svc, customer.id, { ...filter, limit, offset });
      return connectionOf(items, offset, total);
    },
  },

  Order: orderFields,
  OrderWithPayments: { ...orderFields },

  OrderConsignments: {
    // One shipping consignment per order: the order's lines to its shipping address.
    shipping: (o, args) => connectionOfList([o], args),
  },

  OrderShippingConsignment: {
    entityId: (o) => o.id,
    shippingAddress: (o) => address(o.shippingAddress ?? o.billingAddress),
    lineItems: (o, args) => connectionOfList(o.items, args),
    shippingCost: (o) => moneyFromCents(o.shipping, o.currency_code),
    handlingCost: (o) => moneyFromCents(o.handling, o.currency_code),
  },

  OrderPhysicalLineItem: {
    entityId: (i) => i.id,
    productEntityId: (i) => i.product_id,
    name: (i) => i.name,
    quantity: (i) => i.quantity,
    subTotalListPrice: (i) => moneyFromCents(i.base_price * i.quantity),
    subTotalSalePrice: (i) => moneyFromCents(i.total),
    refundedQuantity: (i) => i.quantity_refunded,
    brand: (i) => i.brand || null,
    productOptions: (i) => i.options.map((o) => ({ name: o.display_name, value: o.display_value })),
    image: (i, _a, ctx) => {
      const image = primaryImageOf(ctx.svc, i.product_id);
      return image ? imageModel(image, i.name) : null;
    },
  },

  Metafields: {
    id: (m) => nodeId('Metafields', m.id),
    entityId: (m) => m.id,
    key: (m) => m.key,
    value: (m) => m.value,
  },
};
