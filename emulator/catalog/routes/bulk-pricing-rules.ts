import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../../core';
import { modify, read, registerChildRoutes, objectBody, parseInput } from '../../http';
import { publishProductEvent } from '../events';
import { type BulkPricingRuleInput, bulkPricingRuleInput } from '../inputs';
import { productIdParam } from '../product-parts/parts';
import { bulkPricingRulesOf, checkTiersDoNotOverlap } from '../products/bulk-pricing-rules';
import { type BulkPricingRule } from '../shapes';

/** The reference lets `amount` be a number or a numeric string. */
const ruleBody = z
  .object({
    amount: z.union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/, 'must be a number')
        .transform(Number),
    ]),
  })
  .loose()
  .pipe(bulkPricingRuleInput);

/** A tier change moves a price shoppers see: the product's `store/product/updated`. */
function priced(ctx: ServiceContext, productId: number): void {
  ctx.db
    .prepare('UPDATE catalog_products SET date_modified = ? WHERE id = ?')
    .run(ctx.clock.now(), productId);
  publishProductEvent(ctx, 'updated', productId);
}

/** The product's tiers with `rule` in place of the one of id `replacing` (or added), checked for overlaps. */
function checkedTiers(
  ctx: ServiceContext,
  productId: number,
  rule: BulkPricingRuleInput,
  replacing?: number,
): void {
  checkTiersDoNotOverlap([
    ...bulkPricingRulesOf(ctx, productId).filter((r) => r.id !== replacing),
    rule,
  ]);
}

/** `/v3/catalog/products/{product_id}/bulk-pricing-rules[/{id}]`. */
export function registerBulkPricingRuleRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const find = (productId: number, id: number) =>
    bulkPricingRulesOf(ctx, productId).find((rule) => rule.id === id) ?? null;
  registerChildRoutes<BulkPricingRule>(app, ctx, {
    path: '/v3/catalog/products/:productId/bulk-pricing-rules',
    what: 'Bulk pricing rule',
    idName: 'bulk_pricing_rule_id',
    read: read('products'),
    modify: modify('products'),
    parent: productIdParam,
    list(_ctx, productId, page) {
      const rules = bulkPricingRulesOf(ctx, productId);
      return {
        items: rules.slice(page.offset, page.limit < 0 ? undefined : page.offset + page.limit),
        total: rules.length,
      };
    },
    get: (_ctx, productId, id) => find(productId, id),
    create(_ctx, productId, body) {
      const rule = parseInput(ruleBody, body, 'Bulk pricing rule');
      checkedTiers(ctx, productId, rule);
      const info = ctx.db
        .prepare(
          'INSERT INTO catalog_bulk_pricing_rules (product_id, quantity_min, quantity_max, type, amount) VALUES (?, ?, ?, ?, ?)',
        )
        .run(productId, rule.quantity_min, rule.quantity_max, rule.type, rule.amount);
      priced(ctx, productId);
      return find(productId, Number(info.lastInsertRowid))!;
    },
    update(_ctx, productId, id, body) {
      const current = find(productId, id)!;
      const { id: _ignored, ...fields } = current;
      const rule = parseInput(
        ruleBody,
        { ...fields, ...objectBody(body, 'Bulk pricing rule') },
        'Bulk pricing rule',
      );
      checkedTiers(ctx, productId, rule, id);
      ctx.db
        .prepare(
          'UPDATE catalog_bulk_pricing_rules SET quantity_min = ?, quantity_max = ?, type = ?, amount = ? WHERE id = ?',
        )
        .run(rule.quantity_min, rule.quantity_max, rule.type, rule.amount, id);
      priced(ctx, productId);
      return find(productId, id)!;
    },
    remove(_ctx, productId, id) {
      ctx.db.prepare('DELETE FROM catalog_bulk_pricing_rules WHERE id = ?').run(id);
      priced(ctx, productId);
    },
  });
}
