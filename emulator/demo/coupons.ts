import { type ServiceContext } from '../context';
import { AMOUNT_OFF_ORDER, PERCENT_OFF, insertCoupon } from '../carts/coupons';

/**
 * The demo store's coupons, for trying checkout discounts: the reference files have no
 * operations that make coupons, so these are the store's only ones.
 */
export const DEMO_COUPONS = [
  { code: 'WELCOME10', name: '10% off your order', type: PERCENT_OFF, amount: 10, min_purchase: 0 },
  { code: 'SAVE5', name: '$5 off orders of $25 or more', type: AMOUNT_OFF_ORDER, amount: 500, min_purchase: 2500 },
] as const;

export function seedDemoCoupons(ctx: ServiceContext): void {
  for (const coupon of DEMO_COUPONS) insertCoupon(ctx, coupon);
}
