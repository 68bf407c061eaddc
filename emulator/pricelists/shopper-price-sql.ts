import { CATALOG_VARIANT_PRICE, SHOWN_VARIANT_ORDER } from '../catalog';
import { type ServiceContext } from '../core';
import { applicablePriceListId } from './applicable-record';
import { STORE_CURRENCY } from './schema';

/**
 * What a shopper pays for one unit of a product, in the store's currency, as SQL over the
 * product `p`: the price a product shows (its base variant's, else its first variant's),
 * from the record of the price list that applies to the shopper or else the catalog (the
 * variant's overrides, then the product's), the sale price when there is one, rounded to
 * the cent. It is `priceRecordFor` and `quote` (catalog/pricing.ts) at quantity 1, written
 * for a search to filter and order by the shopper's price in the database;
 * tests/integration/shopper-price-sql.test.ts holds the two to the same answers. Where no
 * list applies (`listId` null) it is the catalog's price, which a search reads from its
 * own rows (catalog/products/facet-groups.ts).
 */
export function shopperUnitPriceSql(
  ctx: ServiceContext,
  channelId: number | undefined,
  customerGroupId: number | null | undefined,
): { sql: string; params: unknown[]; listId: number | null } {
  const listId = applicablePriceListId(ctx, channelId, customerGroupId);
  return {
    sql: `(SELECT CASE
         WHEN r.variant_id IS NOT NULL
           THEN ROUND(100 * CASE WHEN r.sale_price > 0 THEN r.sale_price ELSE r.price END) / 100.0
         ELSE ${CATALOG_VARIANT_PRICE} END
       FROM catalog_variants v
       LEFT JOIN price_list_records r
         ON r.price_list_id = ? AND r.variant_id = v.id AND r.currency = ?
       WHERE v.product_id = p.id ${SHOWN_VARIANT_ORDER})`,
    params: [listId, STORE_CURRENCY],
    listId,
  };
}
