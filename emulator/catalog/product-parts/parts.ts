import { type z } from 'zod';
import { type ServiceContext } from '../../core';
import { modify, read, type ChildCollection, notFound, parseInput } from '../../http';
import { publishProductEvent } from '../events';

/**
 * A product's videos, custom fields, reviews and complex rules: records that belong to one
 * product and nothing else. They share one table; each kind keeps its fields as JSON in
 * `data`, checked by the kind's own schemas on the way in.
 */
export const productPartsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS catalog_product_parts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0,
    data TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS catalog_product_parts_product ON catalog_product_parts (product_id, kind, sort_order, id);
`;

export type PartKind = 'video' | 'custom_field' | 'review' | 'complex_rule';

export interface PartRow {
  id: number;
  product_id: number;
  kind: PartKind;
  sort_order: number;
  data: string;
  created_at: number;
  updated_at: number;
}

/** What one kind of part is: its path, its schemas, its JSON, and what it means to the storefront. */
export interface PartKindSpec<Data extends Record<string, unknown>, Json extends { id: number }> {
  kind: PartKind;
  /** `videos`, under `/v3/catalog/products/{product_id}/`. */
  segment: string;
  what: string;
  idName: string;
  create: z.ZodType<Data>;
  update: z.ZodType<Partial<Data>>;
  /** Cross-record checks (a rule's variants belong to the product, ...). */
  check?: (ctx: ServiceContext, productId: number, data: Data) => void;
  json: (row: PartRow, data: Data) => Json;
  /** Whether a change shows on the storefront's product page, so the product's webhooks fire. */
  changesProductPage: boolean;
  /** A list filter by a `data` field (reviews by `status`). */
  filter?: { shape: z.ZodRawShape; field: string };
}

const dataOf = <Data>(row: PartRow) => JSON.parse(row.data) as Data;

export function partsOf(ctx: ServiceContext, productId: number, kind: PartKind): PartRow[] {
  return ctx.db
    .prepare(
      'SELECT * FROM catalog_product_parts WHERE product_id = ? AND kind = ? ORDER BY sort_order, id',
    )
    .all(productId, kind) as PartRow[];
}

export function productIdParam(ctx: ServiceContext, params: Record<string, string>): number {
  const id = Number(params.productId);
  if (
    !Number.isSafeInteger(id) ||
    id < 1 ||
    !ctx.db.prepare('SELECT 1 FROM catalog_products WHERE id = ?').get(id)
  ) {
    throw notFound(`Product ${params.productId}`);
  }
  return id;
}

/** The product's parts of a kind as the API shows them (a product's `include=videos`, ...). */
export function partsJsonOf<Data extends Record<string, unknown>, Json extends { id: number }>(
  ctx: ServiceContext,
  spec: PartKindSpec<Data, Json>,
  productId: number,
): Json[] {
  return partsOf(ctx, productId, spec.kind).map((row) => spec.json(row, dataOf<Data>(row)));
}

const sortOrderOf = (data: Record<string, unknown>) =>
  typeof data.sort_order === 'number' ? data.sort_order : 0;

/**
 * Adds a part of a kind to a product after the kind's checks, and announces nothing: the
 * demo data uses it as is; the interface's `create` below announces the change.
 */
export function insertPart<Data extends Record<string, unknown>, Json extends { id: number }>(
  ctx: ServiceContext,
  spec: PartKindSpec<Data, Json>,
  productId: number,
  body: unknown,
): Json {
  const data = parseInput(spec.create, body, spec.what);
  spec.check?.(ctx, productId, data);
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare(
      'INSERT INTO catalog_product_parts (product_id, kind, sort_order, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(productId, spec.kind, sortOrderOf(data), JSON.stringify(data), now, now);
  const row = ctx.db
    .prepare('SELECT * FROM catalog_product_parts WHERE id = ?')
    .get(Number(info.lastInsertRowid)) as PartRow;
  return spec.json(row, data);
}

/** The collection of one kind of part, for `registerChildRoutes`. */
export function partCollection<Data extends Record<string, unknown>, Json extends { id: number }>(
  spec: PartKindSpec<Data, Json>,
): ChildCollection<Json> {
  const find = (ctx: ServiceContext, productId: number, id: number) =>
    ctx.db
      .prepare('SELECT * FROM catalog_product_parts WHERE id = ? AND product_id = ? AND kind = ?')
      .get(id, productId, spec.kind) as PartRow | undefined;
  const render = (row: PartRow) => spec.json(row, dataOf<Data>(row));
  const changed = (ctx: ServiceContext, productId: number) => {
    if (!spec.changesProductPage) return;
    ctx.db
      .prepare('UPDATE catalog_products SET date_modified = ? WHERE id = ?')
      .run(ctx.clock.now(), productId);
    publishProductEvent(ctx, 'updated', productId);
  };
  return {
    path: `/v3/catalog/products/:productId/${spec.segment}`,
    what: spec.what,
    idName: spec.idName,
    read: read('products'),
    modify: modify('products'),
    listFilters: spec.filter?.shape,
    parent: productIdParam,
    list(ctx, productId, page, query) {
      let rows = partsOf(ctx, productId, spec.kind);
      const wanted = spec.filter ? query[spec.filter.field] : undefined;
      if (wanted !== undefined)
        rows = rows.filter(
          (row) => dataOf<Record<string, unknown>>(row)[spec.filter!.field] === wanted,
        );
      const end = page.limit < 0 ? undefined : page.offset + page.limit;
      return { items: rows.slice(page.offset, end).map(render), total: rows.length };
    },
    get: (ctx, productId, id) => {
      const row = find(ctx, productId, id);
      return row ? render(row) : null;
    },
    create(ctx, productId, body) {
      const part = insertPart(ctx, spec, productId, body);
      changed(ctx, productId);
      return part;
    },
    update(ctx, productId, id, body) {
      const row = find(ctx, productId, id)!;
      const data = { ...dataOf<Data>(row), ...parseInput(spec.update, body, spec.what) };
      spec.check?.(ctx, productId, data);
      ctx.db
        .prepare(
          'UPDATE catalog_product_parts SET sort_order = ?, data = ?, updated_at = ? WHERE id = ?',
        )
        .run(sortOrderOf(data), JSON.stringify(data), ctx.clock.now(), id);
      changed(ctx, productId);
      return render(find(ctx, productId, id)!);
    },
    remove(ctx, productId, id) {
      ctx.db.prepare('DELETE FROM catalog_product_parts WHERE id = ?').run(id);
      changed(ctx, productId);
    },
  };
}
