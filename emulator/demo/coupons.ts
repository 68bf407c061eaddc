import { getCategoryByPath } from '../catalog';
import { type ServiceContext } from '../core';
import { type AppliesTo, type CouponFields, findCouponByCode, insertCoupon } from '../marketing';

const DAY_MS = 24 * 60 * 60_000;
const EVERYTHING: AppliesTo = { entity: 'categories', ids: [0] };

type DemoCoupon = Omit<
  CouponFields,
  'applies_to' | 'expires_at' | 'enabled' | 'max_uses' | 'max_uses_per_customer'
> & {
  /** A category path of the demo catalog the coupon is limited to; every product when absent. */
  category?: string;
  /** Days from seeding until it expires; negative: already expired. */
  expiresInDays?: number;
};

/**
 * The demo store's coupons, one of each kind a merchant makes: a percentage, an amount off
 * the order with a minimum, free shipping, a category's own discount, an amount off each
 * item, and one that has expired. Money and percentages in hundredths (1000 = 10% or $10).
 */
export const DEMO_COUPONS: readonly DemoCoupon[] = [
  {
    code: 'WELCOME10',
    name: '10% off your order',
    type: 'percentage_discount',
    amount: 1000,
    min_purchase: 0,
  },
  {
    code: 'SAVE5',
    name: '$5 off orders of $25 or more',
    type: 'per_total_discount',
    amount: 500,
    min_purchase: 2500,
  },
  {
    code: 'FREESHIP',
    name: 'Free shipping on orders of $40 or more',
    type: 'free_shipping',
    amount: 0,
    min_purchase: 4000,
  },
  {
    code: 'KITCHEN15',
    name: '15% off kitchen items',
    type: 'percentage_discount',
    amount: 1500,
    min_purchase: 0,
    category: '/kitchen/',
  },
  {
    code: 'MUGS2',
    name: '$2 off every mug and cup',
    type: 'per_item_discount',
    amount: 200,
    min_purchase: 0,
    category: '/kitchen/mugs/',
  },
  {
    code: 'SPRING20',
    name: '20% off (spring sale, ended)',
    type: 'percentage_discount',
    amount: 2000,
    min_purchase: 0,
    expiresInDays: -1,
  },
];

/** Adds the demo coupons the store does not have yet (by code); a category missing from the catalog skips its coupon. */
export function seedDemoCoupons(ctx: ServiceContext): void {
  for (const { category, expiresInDays, ...coupon } of DEMO_COUPONS) {
    if (findCouponByCode(ctx, coupon.code)) continue;
    const categoryId = category ? getCategoryByPath(ctx, category)?.id : undefined;
    if (category && !categoryId) continue;
    insertCoupon(ctx, {
      ...coupon,
      applies_to: categoryId ? { entity: 'categories', ids: [categoryId] } : EVERYTHING,
      expires_at: expiresInDays === undefined ? null : ctx.clock.now() + expiresInDays * DAY_MS,
      enabled: true,
      max_uses: 0,
      max_uses_per_customer: 0,
    });
  }
}
