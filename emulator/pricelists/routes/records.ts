import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { findPriceList } from '../lists';
import { type ServiceContext } from '../../core';
import { getVariant, getVariantBySku } from '../../catalog';
import {
  modify,
  read,
  notFound,
  unprocessable,
  one,
  pageQuery,
  paged,
  sqlPage,
  idParam,
  parseInput,
} from '../../http';
import { bulkUpsertRecords } from '../bulk-upsert';
import {
  type RecordsQuery,
  deleteRecordsQuery,
  includeQuery,
  recordFields,
  recordsQuery,
} from '../inputs';
import { type PriceListRow } from '../lists';
import { publishProductPriceChanges, reachesShoppers } from '../price-events';
import {
  type PriceRecordRow,
  type RecordSelection,
  deleteRecords,
  findRecord,
  priceRecordJson,
  selectRecords,
  writeRecords,
} from '../records';
import { STORE_CURRENCY } from '../schema';
import { priceListOf } from './lists';

/** SKUs as variant ids; a SKU no variant has selects nothing. */
const variantIdsOfSkus = (ctx: ServiceContext, skus: readonly string[]): number[] =>
  skus.flatMap((sku) => {
    const variant = getVariantBySku(ctx, sku);
    return variant ? [variant.id] : [];
  });

/** `variant_id:in` and the SKU filters together: the variants both name. */
function selectedVariants(
  ctx: ServiceContext,
  ids: readonly number[] | undefined,
  skus: readonly string[] | undefined,
): readonly number[] | undefined {
  const bySku = skus ? variantIdsOfSkus(ctx, skus) : undefined;
  if (ids && bySku) return ids.filter((id) => bySku.includes(id));
  return ids ?? bySku;
}

function selectionOf(ctx: ServiceContext, query: RecordsQuery): RecordSelection {
  const skus =
    query.sku !== undefined || query['sku:in']
      ? [...(query.sku !== undefined ? [query.sku] : []), ...(query['sku:in'] ?? [])]
      : undefined;
  const currencies =
    query.currency !== undefined || query['currency:in']
      ? [...(query.currency ? [query.currency] : []), ...(query['currency:in'] ?? [])]
      : undefined;
  return {
    variantIds: selectedVariants(ctx, query['variant_id:in'], skus),
    productIds: query['product_id:in'],
    currencies,
    priceMin: query['price:min'],
    priceMax: query['price:max'],
  };
}

function recordJsonWith(ctx: ServiceContext, include: readonly string[] | undefined) {
  const withSku = include?.includes('sku') ?? false;
  return (row: PriceRecordRow) =>
    priceRecordJson(row, withSku ? (getVariant(ctx, row.variant_id)?.sku ?? '') : undefined);
}

function variantIdOf(ctx: ServiceContext, params: unknown): number {
  const id = idParam((params as { variantId?: string }).variantId, 'variant_id');
  if (!getVariant(ctx, id)) throw notFound(`Variant ${id}`);
  return id;
}

function storeCurrency(params: unknown): string {
  const currency = ((params as { currency?: string }).currency ?? '').toLowerCase();
  if (currency !== STORE_CURRENCY) {
    throw unprocessable(
      `The store sells in ${STORE_CURRENCY.toUpperCase()} only; "${currency}" is not one of its currencies.`,
      { currency_code: 'not a store currency' },
    );
  }
  return currency;
}

/** Record changes in a list that reaches shoppers publish their products' events. */
function publishIfSeen(
  ctx: ServiceContext,
  list: PriceListRow,
  productIds: readonly number[],
): void {
  if (reachesShoppers(ctx, list)) publishProductPriceChanges(ctx, productIds);
}

/** `/v3/pricelists/{id}/records...`, Products scopes. */
export function registerPriceRecordRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get(
    '/v3/pricelists/:priceListId/records',
    { config: { access: read('products') } },
    (request) => {
      const list = priceListOf(ctx, request.params);
      const query = parseInput(recordsQuery, request.query, 'Query');
      const { rows, total } = selectRecords(ctx, list.id, selectionOf(ctx, query), sqlPage(query));
      return paged(rows.map(recordJsonWith(ctx, query.include)), total, query);
    },
  );

  // PUT and POST alike: records are upserted by variant and currency.
  const upsertOfList = async (request: FastifyRequest) => {
    const list = priceListOf(ctx, request.params);
    const products = await bulkUpsertRecords(ctx, list.id, request.body);
    publishIfSeen(ctx, list, products.get(list.id) ?? []);
    return one({});
  };
  app.put(
    '/v3/pricelists/:priceListId/records',
    { config: { access: modify('products') } },
    upsertOfList,
  );
  app.post(
    '/v3/pricelists/:priceListId/records',
    { config: { access: modify('products') } },
    upsertOfList,
  );

  // Records of several lists at once, each naming its list.
  const upsertOfLists = async (request: FastifyRequest) => {
    const products = await bulkUpsertRecords(ctx, null, request.body);
    for (const [listId, productIds] of products)
      publishIfSeen(ctx, findPriceList(ctx, listId)!, productIds);
    return one({});
  };
  app.put('/v3/pricelists/records', { config: { access: modify('products') } }, upsertOfLists);
  app.post('/v3/pricelists/records', { config: { access: modify('products') } }, upsertOfLists);

  // As on the real service, the filters are optional: without any, every record of the list goes.
  app.delete(
    '/v3/pricelists/:priceListId/records',
    { config: { access: modify('products') } },
    (request, reply) => {
      const list = priceListOf(ctx, request.params);
      const query = parseInput(deleteRecordsQuery, request.query, 'Query');
      const selection: RecordSelection = {
        variantIds: selectedVariants(ctx, query['variant_id:in'], query['sku:in']),
        currencies: query.currency ? [query.currency] : undefined,
      };
      publishIfSeen(ctx, list, deleteRecords(ctx, list.id, selection));
      return reply.code(204).send();
    },
  );

  app.get(
    '/v3/pricelists/:priceListId/records/:variantId',
    { config: { access: read('products') } },
    (request) => {
      const list = priceListOf(ctx, request.params);
      const variantId = idParam((request.params as { variantId?: string }).variantId, 'variant_id');
      const query = parseInput(pageQuery.extend(includeQuery.shape), request.query, 'Query');
      const { rows, total } = selectRecords(
        ctx,
        list.id,
        { variantIds: [variantId] },
        sqlPage(query),
      );
      return paged(rows.map(recordJsonWith(ctx, query.include)), total, query);
    },
  );

  app.get(
    '/v3/pricelists/:priceListId/records/:variantId/:currency',
    { config: { access: read('products') } },
    (request) => {
      const list = priceListOf(ctx, request.params);
      const variantId = idParam((request.params as { variantId?: string }).variantId, 'variant_id');
      const currency = (request.params as { currency: string }).currency;
      const row = findRecord(ctx, list.id, variantId, currency);
      if (!row)
        throw notFound(
          `The ${currency.toUpperCase()} price record of variant ${variantId} in price list ${list.id}`,
        );
      return one(
        recordJsonWith(ctx, parseInput(includeQuery, request.query, 'Query').include)(row),
      );
    },
  );

  app.put(
    '/v3/pricelists/:priceListId/records/:variantId/:currency',
    { config: { access: modify('products') } },
    (request) => {
      const list = priceListOf(ctx, request.params);
      const variantId = variantIdOf(ctx, request.params);
      const currency = storeCurrency(request.params);
      const fields = parseInput(recordFields, request.body, 'Price record');
      const productId = getVariant(ctx, variantId)!.product_id;
      writeRecords(ctx, list.id, [{ variantId, productId, currency, fields }]);
      publishIfSeen(ctx, list, [productId]);
      return one(priceRecordJson(findRecord(ctx, list.id, variantId, currency)!));
    },
  );

  app.delete(
    '/v3/pricelists/:priceListId/records/:variantId/:currency',
    { config: { access: modify('products') } },
    (request, reply) => {
      const list = priceListOf(ctx, request.params);
      const variantId = idParam((request.params as { variantId?: string }).variantId, 'variant_id');
      const currency = (request.params as { currency: string }).currency.toLowerCase();
      publishIfSeen(
        ctx,
        list,
        deleteRecords(ctx, list.id, { variantIds: [variantId], currencies: [currency] }),
      );
      return reply.code(204).send();
    },
  );
}
