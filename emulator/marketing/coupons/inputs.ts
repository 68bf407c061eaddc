import { z } from 'zod';
import { pageQuery, csvList, supportedOnly } from '../../http';
import { moneyInput } from '../../core';
import { COUPON_TYPES } from './repository';

/** Request bodies and queries of `/v2/coupons`, with the real interface's field names. */

/** A date as the v2 interface writes it (RFC 2822), or ISO 8601; '' or null for none. */
const expires = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .refine(
        (text) => !Number.isNaN(Date.parse(text)),
        'must be a date, e.g. Tue, 31 Mar 2026 23:59:59 +0000',
      ),
  ])
  .transform((text) => (text ? Date.parse(text) : null));

const appliesTo = z.object({
  entity: z.enum(['categories', 'products'], 'must be categories or products'),
  ids: z
    .array(z.number().int().min(0))
    .min(1, 'name at least one id (categories [0] is every product)')
    .max(500),
});

const type = z.enum(COUPON_TYPES, {
  error: `must be one of ${COUPON_TYPES.join(', ')} (promotion coupons belong to the promotions interface, which this store does not have)`,
});

const fields = {
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  code: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(50, 'must be at most 50 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'may hold letters, digits, - and _ only'),
  type,
  amount: moneyInput,
  min_purchase: moneyInput.optional(),
  expires: expires.optional(),
  enabled: z.boolean().optional(),
  applies_to: appliesTo,
  max_uses: z.number().int().min(0).optional(),
  max_uses_per_customer: z.number().int().min(0).optional(),
};

export const couponCreateBody = supportedOnly(fields);
export const couponUpdateBody = supportedOnly(fields).partial();
export type CouponBody = z.output<typeof couponUpdateBody>;

export const couponFilters = z.object({
  id: z.coerce.number().int().min(1).optional(),
  code: z.string().optional(),
  name: z.string().optional(),
  type: type.optional(),
  min_id: z.coerce.number().int().min(1).optional(),
  max_id: z.coerce.number().int().min(1).optional(),
  'id:in': csvList(z.coerce.number().int().min(1)).optional(),
  exclude_type: type.optional(),
});
export type CouponFilters = z.output<typeof couponFilters>;
export const couponListQuery = couponFilters.extend(pageQuery.shape);
