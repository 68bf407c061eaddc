import { type ServiceModule } from '../core';
import { couponsSchema, migrateCoupons } from './coupons/repository';
import { registerCouponRoutes } from './coupons/routes';
import { giftCertificateRedemptionsSchema } from './gift-certificates/redemption';
import { giftCertificatesSchema } from './gift-certificates/repository';
import { registerGiftCertificateRoutes } from './gift-certificates/routes';

/**
 * Marketing, with the Marketing scopes: the store's coupons (`/v2/coupons`; carts apply
 * them by the rules of ./coupons/rules.ts) and gift certificates (`/v2/gift_certificates`;
 * issued when an order with gift certificate lines is placed, redeemed at the hosted
 * checkout).
 */
export const marketingModule: ServiceModule = {
  name: 'marketing',
  schema: [couponsSchema, giftCertificatesSchema, giftCertificateRedemptionsSchema].join('\n'),
  init(ctx) {
    migrateCoupons(ctx.db);
  },
  management(app, ctx) {
    registerCouponRoutes(app, ctx);
    registerGiftCertificateRoutes(app, ctx);
  },
};

export {
  ORDER_COUPON_TYPE,
  countCouponUses,
  findCouponByCode,
  insertCoupon,
} from './coupons/repository';
export type { AppliesTo, CouponFields, CouponRow, CouponType } from './coupons/repository';
export {
  couponItemDiscountCents,
  couponRefusal,
  couponShippingDiscountCents,
  customerCouponUses,
} from './coupons/rules';
export type { CouponBasket } from './coupons/rules';
export { issueGiftCertificates, sendGiftCertificates } from './gift-certificates/issue';
export {
  applyGiftCertificate,
  giftCertificatePayments,
  orderGiftCertificatePayments,
  orderGiftCertificateAmount,
  redeemGiftCertificates,
  removeGiftCertificate,
} from './gift-certificates/redemption';
export type { GiftCertificatePayment } from './gift-certificates/redemption';
export { findGiftCertificateByCode } from './gift-certificates/repository';
