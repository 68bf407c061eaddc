import { type ServiceContext } from '../../core';
import { conflict } from '../../http';
import { type BulkPricingRuleInput } from '../inputs';
import { type BulkPricingRule } from '../shapes';

/** A product's bulk pricing tiers, lowest quantity first. */
export function bulkPricingRulesOf(ctx: ServiceContext, productId: number): BulkPricingRule[] {
  return ctx.db
    .prepare(
      'SELECT id, quantity_min, quantity_max, type, amount FROM catalog_bulk_pricing_rules WHERE product_id = ? ORDER BY quantity_min, id',
    )
    .all(productId) as BulkPricingRule[];
}

/**
 * Tiers may not overlap: one quantity must select one tier. The real service answers a
 * conflicting rule with 409.
 */
export function checkTiersDoNotOverlap(rules: readonly BulkPricingRuleInput[]): void {
  const sorted = [...rules].sort((a, b) => a.quantity_min - b.quantity_min);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (previous.quantity_max === 0 || previous.quantity_max >= current.quantity_min) {
      const upTo = previous.quantity_max === 0 ? 'with no maximum' : `to ${previous.quantity_max}`;
      throw conflict(
        `Bulk pricing tiers overlap: the tier from ${previous.quantity_min} ${upTo} covers quantity ${current.quantity_min}, where another tier starts.`,
        { bulk_pricing_rules: 'tiers must cover separate quantity ranges' },
      );
    }
  }
}

/** Replaces all of a product's tiers (a PUT with `bulk_pricing_rules` sends the full set). */
export function replaceBulkPricingRules(
  ctx: ServiceContext,
  productId: number,
  rules: readonly BulkPricingRuleInput[],
): void {
  checkTiersDoNotOverlap(rules);
  ctx.db.prepare('DELETE FROM catalog_bulk_pricing_rules WHERE product_id = ?').run(productId);
  const insert = ctx.db.prepare(
    'INSERT INTO catalog_bulk_pricing_rules (product_id, quantity_min, quantity_max, type, amount) VALUES (?, ?, ?, ?, ?)',
  );
  for (const rule of rules)
    insert.run(productId, rule.quantity_min, rule.quantity_max, rule.type, rule.amount);
}
