import { z } from 'zod';
import { unprocessable } from '../../http';
import { type PartKindSpec } from './parts';

const adjuster = z.object({
  adjuster: z.enum(['relative', 'percentage']).nullable(),
  adjuster_value: z.number(),
});

/**
 * A condition names a variant of the product, or a modifier value. This store has no
 * modifiers (the reference files give no modifier endpoints), so only variant conditions
 * can hold.
 */
const condition = z.object({
  variant_id: z.number().int().min(1).nullable().optional(),
  modifier_id: z.number().int().nullable().optional(),
  modifier_value_id: z.number().int().nullable().optional(),
});

const ruleFields = {
  sort_order: z.number().int(),
  enabled: z.boolean(),
  stop: z.boolean(),
  purchasing_disabled: z.boolean(),
  purchasing_disabled_message: z.string().max(255),
  purchasing_hidden: z.boolean(),
  image_url: z.string().max(2048),
  price_adjuster: adjuster,
  weight_adjuster: adjuster,
  conditions: z.array(condition).max(50),
};

const create = z.object(ruleFields).partial();
type ComplexRuleData = z.output<typeof create>;

/** An adjuster is shown when the rule adjusts: the reference's answers have no "no adjuster" value. */
const adjustersOf = (data: ComplexRuleData) => ({
  ...(data.price_adjuster?.adjuster ? { price_adjuster: data.price_adjuster } : {}),
  ...(data.weight_adjuster?.adjuster ? { weight_adjuster: data.weight_adjuster } : {}),
});

/**
 * A product's complex rules (`/complex-rules`). They are kept and served as written; this
 * store does not apply them to prices, weights or purchasability (see ../README.md), so
 * changing one changes nothing a shopper sees and publishes no event.
 */
export const complexRules: PartKindSpec<ComplexRuleData, { id: number }> = {
  kind: 'complex_rule',
  segment: 'complex-rules',
  what: 'Complex rule',
  idName: 'complex_rule_id',
  create,
  update: create,
  changesProductPage: false,
  check(ctx, productId, data) {
    const variantOf = ctx.db.prepare(
      'SELECT 1 FROM catalog_variants WHERE id = ? AND product_id = ?',
    );
    (data.conditions ?? []).forEach((c, i) => {
      if (c.modifier_id != null || c.modifier_value_id != null) {
        throw unprocessable(
          `Condition ${i} names a modifier; this store has no modifiers. Name a variant_id of product ${productId}.`,
          {
            [`conditions.${i}.modifier_id`]: 'this store has no modifiers',
          },
        );
      }
      if (c.variant_id == null || !variantOf.get(c.variant_id, productId)) {
        throw unprocessable(
          `Condition ${i} must name a variant of product ${productId} in variant_id.`,
          {
            [`conditions.${i}.variant_id`]: `not a variant of product ${productId}`,
          },
        );
      }
    });
  },
  json: (row, data) => ({
    id: row.id,
    product_id: row.product_id,
    sort_order: data.sort_order ?? 0,
    enabled: data.enabled ?? true,
    stop: data.stop ?? false,
    purchasing_disabled: data.purchasing_disabled ?? false,
    purchasing_disabled_message: data.purchasing_disabled_message ?? '',
    purchasing_hidden: data.purchasing_hidden ?? false,
    image_url: data.image_url ?? '',
    ...adjustersOf(data),
    conditions: (data.conditions ?? []).map((c, i) => ({
      id: i + 1,
      rule_id: row.id,
      modifier_id: null,
      modifier_value_id: null,
      variant_id: c.variant_id ?? null,
      combination_id: 0,
    })),
  }),
};
