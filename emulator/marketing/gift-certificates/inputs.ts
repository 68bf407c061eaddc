import { z } from 'zod';
import { pageQuery, supportedOnly } from '../../http';
import { STORE_CURRENCY, moneyInput } from '../../core';
import { GIFT_CERTIFICATE_STATUSES } from './repository';

/** Request bodies and queries of `/v2/gift_certificates`, with the real interface's field names. */

const date = z
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

const fields = {
  to_name: z.string().trim().min(1, 'is required').max(255),
  to_email: z.email('must be an e-mail address'),
  from_name: z.string().trim().min(1, 'is required').max(255),
  from_email: z.email('must be an e-mail address'),
  amount: moneyInput.refine(
    (cents) => cents >= 100 && cents <= 100_000,
    'must be from 1.00 to 1000.00',
  ),
  balance: moneyInput.optional(),
  code: z
    .string()
    .trim()
    .min(1)
    .max(50, 'must be at most 50 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'may hold letters, digits and - only')
    .optional(),
  status: z.enum(GIFT_CERTIFICATE_STATUSES).optional(),
  template: z.string().trim().max(100).optional(),
  message: z.string().max(200, 'must be at most 200 characters').optional(),
  purchase_date: date.optional(),
  expiry_date: date.optional(),
  customer_id: z.number().int().min(0).optional(),
  order_id: z.number().int().min(0).optional(),
  currency_code: z
    .literal(STORE_CURRENCY, {
      error: `must be ${STORE_CURRENCY}: the store sells in one currency`,
    })
    .optional(),
};

export const giftCertificateCreateBody = supportedOnly(fields);
export const giftCertificateUpdateBody = supportedOnly(fields).partial();
export type GiftCertificateBody = z.output<typeof giftCertificateUpdateBody>;

export const giftCertificateFilters = z.object({
  min_id: z.coerce.number().int().min(1).optional(),
  max_id: z.coerce.number().int().min(1).optional(),
  code: z.string().optional(),
  order_id: z.coerce.number().int().min(0).optional(),
  to_name: z.string().optional(),
  to_email: z.string().optional(),
  from_name: z.string().optional(),
  from_email: z.string().optional(),
});
export type GiftCertificateFilters = z.output<typeof giftCertificateFilters>;
export const giftCertificateListQuery = giftCertificateFilters.extend(pageQuery.shape);
