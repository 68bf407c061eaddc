import { z } from 'zod';
import { pageQuery, csvList, dateText } from '../http';

/** Request bodies and filters of `/v3/pricelists`, with the real service's limits. */

export const MAX_UPSERT_RECORDS = 1000;
export const MAX_ASSIGNMENTS_PER_BATCH = 25;

const listName = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(255, 'name is at most 255 characters');
export const createListBody = z.object({ name: listName, active: z.boolean().optional() });
export const updateListBody = z.object({
  name: listName.optional(),
  active: z.boolean().optional(),
});

export const listQuery = pageQuery.extend({
  'id:in': csvList(z.coerce.number().int()).optional(),
  name: z.string().optional(),
  'name:like': z.string().optional(),
  'date_created:min': dateText.optional(),
  'date_created:max': dateText.optional(),
  'date_modified:min': dateText.optional(),
  'date_modified:max': dateText.optional(),
});
export type ListQuery = z.output<typeof listQuery>;

export const deleteListsQuery = z.object({
  'id:in': csvList(z.coerce.number().int()).optional(),
  name: z.string().optional(),
});

const money = z.number().finite().min(0, 'must not be negative').max(9_999_999_999, 'is too large');
const optionalMoney = money.nullable().optional();

/**
 * A bulk pricing tier of a record. `quantity_max` null (or 0) means no upper bound;
 * `amount` is dollars off a unit (`price`), percent off (`percent`) or the unit price (`fixed`).
 */
export const tierInput = z
  .object({
    quantity_min: z.number().int('must be a whole number').min(1, 'must be at least 1'),
    quantity_max: z
      .number()
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .nullable()
      .optional(),
    type: z.enum(['fixed', 'price', 'percent']),
    amount: money,
  })
  .superRefine((tier, issues) => {
    if (tier.quantity_max && tier.quantity_max < tier.quantity_min) {
      issues.addIssue({
        code: 'custom',
        path: ['quantity_max'],
        message: 'must be empty (no maximum) or at least quantity_min',
      });
    }
    if (tier.type === 'percent' && tier.amount > 100) {
      issues.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'a percent discount is at most 100',
      });
    }
  })
  .transform((tier) => ({
    quantity_min: tier.quantity_min,
    quantity_max: tier.quantity_max ?? 0,
    type: tier.type,
    amount: tier.amount,
  }));
export type TierInput = z.output<typeof tierInput>;

/** One quantity selects one tier: ranges may not overlap. */
const tiers = z
  .array(tierInput)
  .max(50, 'at most 50 tiers')
  .superRefine((list, issues) => {
    const sorted = list
      .map((tier, index) => ({ tier, index }))
      .sort((a, b) => a.tier.quantity_min - b.tier.quantity_min);
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1]!.tier;
      const current = sorted[i]!;
      if (previous.quantity_max === 0 || previous.quantity_max >= current.tier.quantity_min) {
        issues.addIssue({
          code: 'custom',
          path: [current.index, 'quantity_min'],
          message: 'overlaps the range of another tier',
        });
      }
    }
  });

/** Price fields of a record. Absent: keep the stored value (or none on create); null: clear it. */
export const recordFields = z.object({
  price: money,
  sale_price: optionalMoney,
  retail_price: optionalMoney,
  map_price: optionalMoney,
  bulk_pricing_tiers: tiers.optional(),
});
export type RecordFields = z.output<typeof recordFields>;

const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 code, e.g. usd')
  .transform((c) => c.toLowerCase());

export const upsertItem = recordFields
  .extend({
    variant_id: z.number().int().min(1).optional(),
    sku: z.string().trim().min(1, 'sku must not be empty').optional(),
    currency,
  })
  .refine((item) => item.variant_id !== undefined || item.sku !== undefined, {
    path: ['variant_id'],
    message: 'send variant_id or sku to say which variant the price is for',
  });
export type UpsertItem = z.output<typeof upsertItem>;

export const recordsQuery = pageQuery.extend({
  'variant_id:in': csvList(z.coerce.number().int()).optional(),
  'product_id:in': csvList(z.coerce.number().int()).optional(),
  currency: currency.optional(),
  'currency:in': csvList(currency).optional(),
  sku: z.string().optional(),
  'sku:in': csvList(z.string()).optional(),
  'price:min': z.coerce.number().optional(),
  'price:max': z.coerce.number().optional(),
  include: csvList(z.string()).optional(),
});
export type RecordsQuery = z.output<typeof recordsQuery>;

export const deleteRecordsQuery = z.object({
  currency: currency.optional(),
  'variant_id:in': csvList(z.coerce.number().int()).optional(),
  'sku:in': csvList(z.string()).optional(),
});

export const includeQuery = z.object({ include: csvList(z.string()).optional() });

const optionalId = z.number().int().min(1).nullable().optional();

export const assignmentItem = z
  .object({
    price_list_id: z.number().int().min(1),
    customer_group_id: optionalId,
    channel_id: optionalId,
  })
  .refine((a) => a.customer_group_id != null || a.channel_id != null, {
    path: ['customer_group_id'],
    message: 'send customer_group_id, channel_id or both: what the price list is for',
  });
export type AssignmentItem = z.output<typeof assignmentItem>;

export const createAssignmentsBody = z
  .array(assignmentItem)
  .min(1, 'Send at least one assignment')
  .max(MAX_ASSIGNMENTS_PER_BATCH, `At most ${MAX_ASSIGNMENTS_PER_BATCH} assignments per request`);

export const upsertAssignmentBody = z.object({
  customer_group_id: z.number().int().min(1),
  channel_id: z.number().int().min(1),
});

const idFilters = {
  id: z.coerce.number().int().optional(),
  price_list_id: z.coerce.number().int().optional(),
  customer_group_id: z.coerce.number().int().optional(),
  channel_id: z.coerce.number().int().optional(),
  'channel_id:in': csvList(z.coerce.number().int()).optional(),
};

export const assignmentFilters = z.object({
  ...idFilters,
  'id:in': csvList(z.coerce.number().int()).optional(),
  'price_list_id:in': csvList(z.coerce.number().int()).optional(),
  'customer_group_id:in': csvList(z.coerce.number().int()).optional(),
});
export type AssignmentFilters = z.output<typeof assignmentFilters>;
export const assignmentsQuery = pageQuery.extend(assignmentFilters.shape);
/** Delete takes the reference's five filters, and needs at least one. */
export const deleteAssignmentsQuery = z.object(idFilters);
