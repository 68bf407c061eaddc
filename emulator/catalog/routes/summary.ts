import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../core';
import { read, one } from '../../http';
import { catalogTimestamp } from '../format';

/**
 * `GET /v3/catalog/summary`: totals over every variant. A variant's price is its own, else
 * its product's; its stock is counted where the product counts it. Variants have no dates
 * of their own here, so the oldest and newest are their products' creation dates.
 */
export function registerSummaryRoute(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/catalog/summary', { config: { access: read('products') } }, () => {
    const totals = ctx.db
      .prepare(
        `WITH v AS (
           SELECT IFNULL(v.price, p.price) AS price, p.date_created,
             CASE p.inventory_tracking WHEN 'variant' THEN v.inventory_level ELSE 0 END AS variant_stock
           FROM catalog_variants v JOIN catalog_products p ON p.id = v.product_id)
         SELECT COUNT(*) AS variant_count, MAX(price) AS highest, AVG(price) AS average, MIN(price) AS lowest,
           MIN(date_created) AS oldest, MAX(date_created) AS newest FROM v`,
      )
      .get() as {
      variant_count: number;
      highest: number | null;
      average: number | null;
      lowest: number | null;
      oldest: number | null;
      newest: number | null;
    };
    const stock = ctx.db
      .prepare(
        `SELECT IFNULL(SUM(level), 0) AS count, IFNULL(SUM(level * price), 0) AS value FROM (
           SELECT p.inventory_level AS level, p.price FROM catalog_products p WHERE p.inventory_tracking = 'product'
           UNION ALL
           SELECT v.inventory_level, IFNULL(v.price, p.price) FROM catalog_variants v JOIN catalog_products p ON p.id = v.product_id
             WHERE p.inventory_tracking = 'variant')`,
      )
      .get() as { count: number; value: number };
    const primary = ctx.db
      .prepare(
        `SELECT c.id, c.name FROM catalog_product_categories pc JOIN catalog_categories c ON c.id = pc.category_id
         GROUP BY c.id ORDER BY COUNT(*) DESC, c.id LIMIT 1`,
      )
      .get() as { id: number; name: string } | undefined;
    const money = (n: number | null) => Math.round((n ?? 0) * 100) / 100;
    return one({
      inventory_count: stock.count,
      inventory_value: money(stock.value),
      primary_category_id: primary?.id ?? 0,
      primary_category_name: primary?.name ?? '',
      variant_count: totals.variant_count,
      highest_variant_price: money(totals.highest),
      average_variant_price: money(totals.average),
      // The reference types this one field as text.
      lowest_variant_price: money(totals.lowest).toFixed(2),
      oldest_variant_date: totals.oldest === null ? '' : catalogTimestamp(totals.oldest),
      newest_variant_date: totals.newest === null ? '' : catalogTimestamp(totals.newest),
    });
  });
}
