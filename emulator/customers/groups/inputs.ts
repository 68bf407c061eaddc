import { z } from 'zod';
import { pageQuery, dateText } from '../../http';

/**
 * Request bodies of `/v2/customer_groups`. A group's discount rules are either its custom
 * group discounts (at most one store-wide `all` rule plus any number of category and
 * product rules) or one `price_list` rule: the group's price list. Both at once are refused,
 * as the seed says a price list cannot be assigned to a group with custom discounts.
 * `amount` may be sent as a number or a numeric string, as the real service accepts.
 */

const DISCOUNT_METHODS = ['percent', 'fixed', 'price'] as const;

const amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a number, e.g. 10 or "10.50"'),
  ])
  .transform(Number)
  .pipe(z.number().min(0, 'must not be negative').max(999_999_999, 'is too large'));

const method = z.enum(DISCOUNT_METHODS);

const discountRuleInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all'), method, amount }),
  z.object({ type: z.literal('category'), method, amount, category_id: z.number().int().min(1) }),
  z.object({ type: z.literal('product'), method, amount, product_id: z.number().int().min(1) }),
  z.object({
    type: z.literal('price_list'),
    price_list_id: z
      .number({ error: 'price_list_id is required: the id of the price list' })
      .int()
      .min(1),
  }),
]);

const discountRules = z
  .array(discountRuleInput)
  .max(100, 'at most 100 discount rules')
  .superRefine((rules, issues) => {
    const priceListRules = rules.filter((r) => r.type === 'price_list').length;
    if (priceListRules && rules.length > 1) {
      issues.addIssue({
        code: 'custom',
        path: [],
        message:
          'a price_list rule is the only rule a group may have: a price list cannot be assigned to a group with custom group discounts. Send either the price_list rule or the discounts.',
      });
    }
    rules.forEach((rule, i) => {
      if (rule.type !== 'price_list' && rule.method === 'percent' && rule.amount > 100) {
        issues.addIssue({
          code: 'custom',
          path: [i, 'amount'],
          message: 'a percent discount is at most 100',
        });
      }
    });
    if (rules.filter((r) => r.type === 'all').length > 1) {
      issues.addIssue({
        code: 'custom',
        path: [],
        message: 'only one store-wide ("all") discount rule is allowed',
      });
    }
  });

/** The stored form of a rule: only custom discounts, amount as a number. */
export type DiscountRule = Exclude<z.output<typeof discountRuleInput>, { type: 'price_list' }>;

export const categoryAccessInput = z
  .object({
    type: z.enum(['all', 'specific', 'none']),
    categories: z.array(z.number().int().min(1)).max(1000).optional(),
  })
  .superRefine((access, issues) => {
    if (access.type === 'specific' && !access.categories?.length) {
      issues.addIssue({
        code: 'custom',
        path: ['categories'],
        message: 'list the category ids the group may see when type is "specific"',
      });
    }
  })
  .transform((access) =>
    access.type === 'specific'
      ? { type: access.type, categories: access.categories ?? [] }
      : { type: access.type },
  );
export type CategoryAccess = z.output<typeof categoryAccessInput>;

const groupFields = {
  name: z
    .string()
    .trim()
    .min(1, 'name must not be empty')
    .max(255, 'name is at most 255 characters'),
  is_default: z.boolean().optional(),
  is_group_for_guests: z.boolean().optional(),
  category_access: categoryAccessInput.optional(),
  discount_rules: discountRules.optional(),
};

export const createGroupBody = z.object(groupFields);
export const updateGroupBody = z.object({ ...groupFields, name: groupFields.name.optional() });
export type GroupBody = z.output<typeof updateGroupBody>;

/** The custom discounts of a set of rules. */
export const customRules = (
  rules: ReadonlyArray<z.output<typeof discountRuleInput>>,
): DiscountRule[] => rules.filter((r): r is DiscountRule => r.type !== 'price_list');

/** The price list a set of rules gives the group, or null when it gives none. */
export const priceListRule = (
  rules: ReadonlyArray<z.output<typeof discountRuleInput>>,
): number | null => rules.find((r) => r.type === 'price_list')?.price_list_id ?? null;

const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const groupListQuery = pageQuery.extend({
  name: z.string().optional(),
  'name:like': z.string().optional(),
  is_default: booleanText.optional(),
  is_group_for_guests: booleanText.optional(),
  'date_created:min': dateText.optional(),
  'date_created:max': dateText.optional(),
  'date_modified:min': dateText.optional(),
  'date_modified:max': dateText.optional(),
});
export type GroupListQuery = z.output<typeof groupListQuery>;
