import { type ServiceModule } from '../core';
import { onCustomerGroupDeleted, groupPriceLists } from '../customers';
import { priceListRecords } from '../catalog';
import { priceListRecordForShopper } from './applicable-record';
import { selectAssignments } from './assignments';
import { groupPriceListId, setGroupPriceList } from './group-price-list';
import { findPriceList } from './lists';
import { productsOfActiveList, publishProductPriceChanges } from './price-events';
import { registerAssignmentRoutes } from './routes/assignments';
import { registerPriceListRoutes } from './routes/lists';
import { registerPriceRecordRoutes } from './routes/records';
import { priceListsSchema } from './schema';

/**
 * Price lists (`/v3/pricelists`, Products scopes): lists, their variant price records
 * (one bulk upsert at a time per store) and their assignments to customer groups and
 * channels. Storefront prices come from them through the catalog's price-list seam;
 * see `applicable-record.ts` for which list applies, and `price-events.ts` for the
 * product events price changes publish.
 */
export const priceListsModule: ServiceModule = {
  name: 'pricelists',
  schema: priceListsSchema,
  init(ctx) {
    priceListRecords.provide(ctx, priceListRecordForShopper);
    groupPriceLists.provide(ctx, {
      exists: (service, listId) => findPriceList(service, listId) !== undefined,
      listOf: groupPriceListId,
      assign: setGroupPriceList,
    });
    // A deleted group takes its assignments with it (ON DELETE CASCADE): its shoppers'
    // prices move back, so the products of its lists publish events.
    onCustomerGroupDeleted(ctx, (groupId) => {
      const { rows } = selectAssignments(ctx, { customer_group_id: groupId });
      publishProductPriceChanges(
        ctx,
        rows.flatMap((row) => productsOfActiveList(ctx, row.price_list_id)),
      );
    });
  },
  management(app, ctx) {
    registerPriceListRoutes(app, ctx);
    registerPriceRecordRoutes(app, ctx);
    registerAssignmentRoutes(app, ctx);
  },
};

export { shopperUnitPriceSql } from './shopper-price-sql';
