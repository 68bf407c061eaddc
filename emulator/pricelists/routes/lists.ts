import { type FastifyInstance } from 'fastify';
import { type ServiceContext, WhereBuilder, selectPage } from '../../core';
import {
  modify,
  read,
  conflict,
  notFound,
  one,
  paged,
  sqlPage,
  idParam,
  parseInput,
} from '../../http';
import {
  createListBody,
  deleteListsQuery,
  type ListQuery,
  listQuery,
  updateListBody,
} from '../inputs';
import {
  type PriceListRow,
  deletePriceLists,
  findPriceList,
  findPriceListByName,
  insertPriceList,
  priceListJson,
  updatePriceList,
} from '../lists';
import { productsShoppersSee, publishProductPriceChanges } from '../price-events';

export function priceListOf(ctx: ServiceContext, params: unknown): PriceListRow {
  const id = idParam((params as { priceListId?: string }).priceListId, 'price_list_id');
  const row = findPriceList(ctx, id);
  if (!row) throw notFound(`Price list ${id}`);
  return row;
}

function checkNameFree(ctx: ServiceContext, name: string, ownId?: number): void {
  const other = findPriceListByName(ctx, name);
  if (other && other.id !== ownId)
    throw conflict(
      `A price list named "${name}" already exists (id ${other.id}). Choose another name.`,
      { name: 'already in use' },
    );
}

function listPriceLists(ctx: ServiceContext, query: ListQuery) {
  const where = new WhereBuilder();
  where.within('id', query['id:in']);
  where.addIf('name = ?', query.name);
  if (query['name:like'] !== undefined) where.add('name LIKE ?', `%${query['name:like']}%`);
  where.dates(query);
  const { rows, total } = selectPage<PriceListRow>(
    ctx.db,
    { from: 'FROM price_lists', order: 'id' },
    where,
    sqlPage(query),
  );
  return paged(rows.map(priceListJson), total, query);
}

/** Deleting lists whose prices reach shoppers moves those prices back to the catalog's. */
function deleteLists(ctx: ServiceContext, ids: readonly number[]): void {
  const affected = ids.flatMap((id) => productsShoppersSee(ctx, id));
  deletePriceLists(ctx, ids);
  publishProductPriceChanges(ctx, affected);
}

/** `/v3/pricelists` and `/v3/pricelists/{id}`, Products scopes. */
export function registerPriceListRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/pricelists', { config: { access: read('products') } }, (request) =>
    listPriceLists(ctx, parseInput(listQuery, request.query, 'Query')),
  );

  app.post('/v3/pricelists', { config: { access: modify('products') } }, (request) => {
    const body = parseInput(createListBody, request.body, 'Price list');
    checkNameFree(ctx, body.name);
    // A new list has no assignments, so no shopper's price changes yet.
    return one(
      priceListJson(insertPriceList(ctx, { name: body.name, active: body.active ?? true })),
    );
  });

  // As on the real service, the filters are optional: without any, every list goes.
  app.delete('/v3/pricelists', { config: { access: modify('products') } }, (request, reply) => {
    const query = parseInput(deleteListsQuery, request.query, 'Query');
    const ids = listPriceLists(ctx, { ...query, page: 1, limit: Number.MAX_SAFE_INTEGER }).data.map(
      (l) => l.id,
    );
    deleteLists(ctx, ids);
    return reply.code(204).send();
  });

  app.get('/v3/pricelists/:priceListId', { config: { access: read('products') } }, (request) =>
    one(priceListJson(priceListOf(ctx, request.params))),
  );

  app.put('/v3/pricelists/:priceListId', { config: { access: modify('products') } }, (request) => {
    const row = priceListOf(ctx, request.params);
    const body = parseInput(updateListBody, request.body ?? {}, 'Price list');
    const name = body.name ?? row.name;
    checkNameFree(ctx, name, row.id);
    const active = body.active ?? row.active === 1;
    // Switching a list on or off moves the prices of everything it prices, wherever it is assigned.
    const before = productsShoppersSee(ctx, row.id);
    const updated = updatePriceList(ctx, row.id, { name, active });
    if (active !== (row.active === 1))
      publishProductPriceChanges(ctx, [...before, ...productsShoppersSee(ctx, row.id)]);
    return one(priceListJson(updated));
  });

  app.delete(
    '/v3/pricelists/:priceListId',
    { config: { access: modify('products') } },
    (request, reply) => {
      deleteLists(ctx, [priceListOf(ctx, request.params).id]);
      return reply.code(204).send();
    },
  );
}
