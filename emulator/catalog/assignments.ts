import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, type Db, runOnce, WhereBuilder, selectPage } from '../core';
import {
  modify,
  read,
  unprocessable,
  type PageQuery,
  pageQuery,
  paged,
  sqlPage,
  parseInput,
} from '../http';
import { findChannel } from '../channels';
import { publishProductsUpdated } from './events';
import { intListParam } from './routes/query-params';

/**
 * Which products are on which channels (`/v3/catalog/products/channel-assignments`) and in
 * which categories (`.../category-assignments`). A new product is on the store's own
 * storefront (channel 1); the demo shop's products were put there once. The storefront
 * GraphQL endpoint of this service shows the catalog on every channel whatever the
 * assignments say (see README.md): they are kept and reported.
 */
export const productChannelsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS catalog_product_channels (
    product_id INTEGER NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    PRIMARY KEY (product_id, channel_id)
  );
  CREATE INDEX IF NOT EXISTS catalog_product_channels_channel ON catalog_product_channels (channel_id);
`;

export const STOREFRONT_CHANNEL = 1;

export function migrateProductChannels(db: Db): void {
  runOnce(db, 'products on the storefront channel', () => {
    db.prepare(
      'INSERT OR IGNORE INTO catalog_product_channels (product_id, channel_id) SELECT id, ? FROM catalog_products',
    ).run(STOREFRONT_CHANNEL);
  });
}

export function assignToStorefront(ctx: ServiceContext, productId: number): void {
  ctx.db
    .prepare(
      'INSERT OR IGNORE INTO catalog_product_channels (product_id, channel_id) VALUES (?, ?)',
    )
    .run(productId, STOREFRONT_CHANNEL);
}

export function channelsOf(ctx: ServiceContext, productId: number): number[] {
  return (
    ctx.db
      .prepare(
        'SELECT channel_id FROM catalog_product_channels WHERE product_id = ? ORDER BY channel_id',
      )
      .all(productId) as Array<{ channel_id: number }>
  ).map((r) => r.channel_id);
}

/** One kind of assignment: products to channels or to categories. */
interface AssignmentKind {
  path: string;
  table: string;
  /** `channel_id` or `category_id`. */
  column: 'channel_id' | 'category_id';
  exists: (ctx: ServiceContext, id: number) => boolean;
}

const KINDS: AssignmentKind[] = [
  {
    path: '/v3/catalog/products/channel-assignments',
    table: 'catalog_product_channels',
    column: 'channel_id',
    exists: (ctx, id) => findChannel(ctx, id) !== undefined,
  },
  {
    path: '/v3/catalog/products/category-assignments',
    table: 'catalog_product_categories',
    column: 'category_id',
    exists: (ctx, id) =>
      ctx.db.prepare('SELECT 1 FROM catalog_categories WHERE id = ?').get(id) !== undefined,
  },
];

const MAX_ASSIGNMENTS = 1000;

function registerKind(app: FastifyInstance, ctx: ServiceContext, kind: AssignmentKind): void {
  const filterShape = {
    'product_id:in': intListParam.optional(),
    [`${kind.column}:in`]: intListParam.optional(),
  };
  const filters = z.object(filterShape);
  const listQuery = pageQuery.extend(filterShape);
  /** The product ids and the channel or category ids a query filters by. */
  const idsOf = (query: Record<string, unknown>) => ({
    products: query['product_id:in'] as number[] | undefined,
    related: query[`${kind.column}:in`] as number[] | undefined,
  });
  const body = z
    .array(
      z.object({ product_id: z.number().int().min(1), [kind.column]: z.number().int().min(1) }),
    )
    .min(1, 'send at least one assignment')
    .max(MAX_ASSIGNMENTS, `at most ${MAX_ASSIGNMENTS} assignments per request`);
  const whereOf = (query: Record<string, unknown>) => {
    const { products, related } = idsOf(query);
    const where = new WhereBuilder();
    where.within('product_id', products);
    where.within(kind.column, related);
    return where;
  };

  app.get(kind.path, { config: { access: read('products') } }, (request) => {
    const query = parseInput(listQuery, request.query, 'Query') as PageQuery &
      Record<string, unknown>;
    const select = {
      from: `FROM ${kind.table}`,
      order: `product_id, ${kind.column}`,
      columns: `product_id, ${kind.column}`,
    };
    const { rows, total } = selectPage(ctx.db, select, whereOf(query), sqlPage(query));
    return paged(rows, total, query);
  });

  // Adds the pairs (those already there stay); 204, as the reference answers.
  app.put(kind.path, { config: { access: modify('products') } }, (request, reply) => {
    const pairs = parseInput(body, request.body, 'Assignments') as Array<
      { product_id: number } & Record<string, number>
    >;
    const productExists = ctx.db.prepare('SELECT 1 FROM catalog_products WHERE id = ?');
    pairs.forEach((pair, i) => {
      if (!productExists.get(pair.product_id))
        throw unprocessable(`Assignment ${i}: product ${pair.product_id} does not exist.`, {
          [`${i}.product_id`]: 'unknown product',
        });
      if (!kind.exists(ctx, pair[kind.column]!)) {
        throw unprocessable(
          `Assignment ${i}: ${kind.column.replace('_id', '')} ${pair[kind.column]} does not exist.`,
          { [`${i}.${kind.column}`]: 'unknown id' },
        );
      }
    });
    const insert = ctx.db.prepare(
      `INSERT OR IGNORE INTO ${kind.table} (product_id, ${kind.column}) VALUES (?, ?)`,
    );
    const added = ctx.db.transaction(() =>
      pairs.filter((pair) => insert.run(pair.product_id, pair[kind.column]).changes > 0),
    )();
    publishProductsUpdated(
      ctx,
      added.map((pair) => pair.product_id),
    );
    return reply.code(204).send();
  });

  // Deleting every assignment by accident is not possible: a filter is needed.
  app.delete(kind.path, { config: { access: modify('products') } }, (request, reply) => {
    const query = parseInput(filters, request.query, 'Query');
    const { products: productIds, related } = idsOf(query);
    if (!productIds?.length && !related?.length) {
      throw unprocessable(
        `Say which assignments to delete with product_id:in or ${kind.column}:in.`,
      );
    }
    const where = whereOf(query);
    const products = ctx.db
      .prepare(`SELECT DISTINCT product_id FROM ${kind.table} ${where.clause}`)
      .all(...where.params) as Array<{ product_id: number }>;
    ctx.db.prepare(`DELETE FROM ${kind.table} ${where.clause}`).run(...where.params);
    publishProductsUpdated(
      ctx,
      products.map((p) => p.product_id),
    );
    return reply.code(204).send();
  });
}

export function registerAssignmentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  for (const kind of KINDS) registerKind(app, ctx, kind);
}
