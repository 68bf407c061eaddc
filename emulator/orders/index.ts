import { type ServiceModule } from '../core';
import { registerMetafieldRoutes } from '../metafields';
import { orderMetafields } from './metafields';
import { orderMessagesSchema } from './messages';
import { migrateRefunds, refundsSchema } from './refunds';
import { orderSettingsSchema, registerOrderSettingsRoutes } from './settings';
import { migrateOrders, ordersSchema } from './repository';
import { customerCouponUses } from '../marketing';
import { couponUsesByCustomer, orderCouponsSchema } from './coupons';
import { orderFeesSchema } from './fees';
import { registerV2OrderExtraRoutes } from './routes/v2-order-extras';
import { registerShipmentRoutes, shipmentsSchema } from './shipments';
import { registerV2OrderPartRoutes } from './routes/v2-order-parts';
import { registerV2OrderRoutes } from './routes/v2-orders';
import { registerV3OrderPaymentRoutes } from './routes/v3-order-payments';
import { transactionsSchema } from './transactions';

/**
 * Orders: placed by the hosted checkout (../checkout) or entered through `POST /v2/orders`,
 * both with `placeOrder`; read and changed through the v2 orders interface; transactions,
 * refunds and metafields through v3; a checkout comment opens the order's messages. Needs carts, customers and the catalog.
 */
export const ordersModule: ServiceModule = {
  name: 'orders',
  schema: [
    ordersSchema,
    transactionsSchema,
    refundsSchema,
    orderMessagesSchema,
    orderSettingsSchema,
    orderFeesSchema,
    shipmentsSchema,
    orderCouponsSchema,
  ].join('\n'),
  init(ctx) {
    migrateOrders(ctx.db);
    migrateRefunds(ctx.db);
    customerCouponUses.provide(ctx, couponUsesByCustomer);
  },
  management(app, ctx) {
    registerOrderSettingsRoutes(app, ctx);
    registerShipmentRoutes(app, ctx);
    registerV2OrderExtraRoutes(app, ctx);
    registerV2OrderRoutes(app, ctx);
    registerV2OrderPartRoutes(app, ctx);
    registerV3OrderPaymentRoutes(app, ctx);
    registerMetafieldRoutes(app, ctx, orderMetafields);
  },
};

export { placeOrder, type PlaceOrderInput } from './place-order';
export { type OrderRecord } from './repository';
export { type OrderProductInput } from './order-lines';
export {
  type CardDetails,
  type PaymentInput,
  PaymentDeclinedError,
  APPROVED_TEST_CARD,
  DECLINED_TEST_CARD,
} from './payments';

export { orderDiscountParts } from './coupons';
export { isTestCard, passesLuhn } from './payments';
export { findOrder, ordersOfCustomer } from './repository';
export type { OrderAddress, OrderItemRecord } from './repository';
export { orderStatus, statusIdOfValue } from './statuses';
