import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, WhereBuilder, selectPage, isoSeconds } from '../core';
import {
  modify,
  read,
  conflict,
  unprocessable,
  one,
  pageQuery,
  paged,
  sqlPage,
  csvList,
  dateFilters,
  parseInput,
} from '../http';
import { findCustomer } from './repository';

/**
 * Customer attributes (`/v3/customers/attributes`): named, typed fields the merchant
 * defines, and their values per customer (`/v3/customers/attribute-values`). A value must
 * fit its attribute's type; a changed value is a customer update (`store/customer/updated`).
 */
export const customerAttributesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS customer_attributes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    type TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS customer_attribute_values (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    attribute_id INTEGER NOT NULL REFERENCES customer_attributes (id) ON DELETE CASCADE,
    customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    value TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (attribute_id, customer_id)
  );
`;

/** The real service's limit on attributes per store. */
const MAX_ATTRIBUTES = 50;
const ATTRIBUTE_TYPES = ['string', 'number', 'date'] as const;

interface AttributeRow {
  id: number;
  name: string;
  type: (typeof ATTRIBUTE_TYPES)[number];
  created_at: number;
  updated_at: number;
}
interface ValueRow {
  id: number;
  attribute_id: number;
  customer_id: number;
  value: string;
  created_at: number;
  updated_at: number;
}

const attributeJson = (row: AttributeRow) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  date_created: isoSeconds(row.created_at),
  date_modified: isoSeconds(row.updated_at),
});
const valueJson = (row: ValueRow) => ({
  id: row.id,
  attribute_id: row.attribute_id,
  customer_id: row.customer_id,
  attribute_value: row.value,
  date_created: isoSeconds(row.created_at),
  date_modified: isoSeconds(row.updated_at),
});

const name = z.string().trim().min(1, 'must not be empty').max(255);
const createAttributes = z
  .array(z.object({ name, type: z.enum(ATTRIBUTE_TYPES) }))
  .min(1)
  .max(10, 'at most 10 attributes per request');
const updateAttributes = z
  .array(z.object({ id: z.number().int().min(1), name }))
  .min(1)
  .max(10, 'at most 10 attributes per request');
const upsertValues = z
  .array(
    z.object({
      id: z.number().int().min(1).optional(),
      attribute_id: z.number().int().min(1),
      value: z.string().max(255),
      customer_id: z.number().int().min(1),
    }),
  )
  .min(1)
  .max(10, 'at most 10 values per request');
const idsQuery = z.object({
  'id:in': csvList(z.coerce.number().int().min(1)).pipe(
    z.array(z.number()).min(1, 'id:in is required: the ids to delete'),
  ),
});

const attributesQuery = pageQuery.extend({
  name: z.string().optional(),
  'name:like': z.string().optional(),
  type: z.enum(ATTRIBUTE_TYPES).optional(),
  ...dateFilters,
});
const valuesQuery = pageQuery.extend({
  'customer_id:in': csvList(z.coerce.number().int()).optional(),
  'attribute_id:in': csvList(z.coerce.number().int()).optional(),
  name: z.string().optional(),
  ...dateFilters,
});

const findAttribute = (ctx: ServiceContext, id: number) =>
  ctx.db.prepare('SELECT * FROM customer_attributes WHERE id = ?').get(id) as
    AttributeRow | undefined;

/** What is wrong with `value` for an attribute of `type`, or null. */
/** A customer's attribute values, as a customer object's `attributes` (`include=attributes`). */
export function attributeValuesOf(ctx: ServiceContext, customerId: number) {
  const rows = ctx.db
    .prepare('SELECT * FROM customer_attribute_values WHERE customer_id = ? ORDER BY attribute_id')
    .all(customerId) as ValueRow[];
  return rows.map(valueJson);
}

function valueProblem(type: AttributeRow['type'], value: string): string | null {
  if (type === 'number' && !/^-?\d+(\.\d+)?$/.test(value.trim()))
    return 'must be a number, as the attribute is of type number';
  if (type === 'date' && Number.isNaN(Date.parse(value)))
    return 'must be a date such as 2026-01-31, as the attribute is of type date';
  return null;
}

export function registerCustomerAttributeRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const readAccess = { config: { access: read('customers') } };
  const modifyAccess = { config: { access: modify('customers') } };

  app.get('/v3/customers/attributes', readAccess, (request) => {
    const query = parseInput(attributesQuery, request.query, 'Query');
    const where = new WhereBuilder();
    where.addIf('name = ?', query.name);
    if (query['name:like'] !== undefined) where.add('name LIKE ?', `%${query['name:like']}%`);
    where.addIf('type = ?', query.type);
    where.dates(query);
    const { rows, total } = selectPage<AttributeRow>(
      ctx.db,
      { from: 'FROM customer_attributes', order: 'id' },
      where,
      sqlPage(query),
    );
    return paged(rows.map(attributeJson), total, query);
  });

  app.post('/v3/customers/attributes', modifyAccess, (request) => {
    const body = parseInput(createAttributes, request.body, 'Attributes');
    const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM customer_attributes').get() as {
      n: number;
    };
    if (n + body.length > MAX_ATTRIBUTES)
      throw unprocessable(
        `A store has at most ${MAX_ATTRIBUTES} customer attributes; it has ${n}.`,
      );
    const now = ctx.clock.now();
    const created = ctx.db.transaction(() =>
      body.map((item, i) => {
        if (ctx.db.prepare('SELECT 1 FROM customer_attributes WHERE name = ?').get(item.name)) {
          throw conflict(`An attribute named "${item.name}" already exists.`, {
            [`${i}.name`]: 'already in use',
          });
        }
        const info = ctx.db
          .prepare(
            'INSERT INTO customer_attributes (name, type, created_at, updated_at) VALUES (?, ?, ?, ?)',
          )
          .run(item.name, item.type, now, now);
        return findAttribute(ctx, Number(info.lastInsertRowid))!;
      }),
    )();
    return one(created.map(attributeJson));
  });

  // Only the name changes: values were checked against the type.
  app.put('/v3/customers/attributes', modifyAccess, (request) => {
    const body = parseInput(updateAttributes, request.body, 'Attributes');
    const updated = ctx.db.transaction(() =>
      body.map((item, i) => {
        if (!findAttribute(ctx, item.id))
          throw unprocessable(`Attribute ${item.id} does not exist.`, {
            [`${i}.id`]: 'unknown attribute',
          });
        const other = ctx.db
          .prepare('SELECT id FROM customer_attributes WHERE name = ?')
          .get(item.name) as { id: number } | undefined;
        if (other && other.id !== item.id)
          throw conflict(`An attribute named "${item.name}" already exists.`, {
            [`${i}.name`]: 'already in use',
          });
        ctx.db
          .prepare('UPDATE customer_attributes SET name = ?, updated_at = ? WHERE id = ?')
          .run(item.name, ctx.clock.now(), item.id);
        return findAttribute(ctx, item.id)!;
      }),
    )();
    return one(updated.map(attributeJson));
  });

  app.delete('/v3/customers/attributes', modifyAccess, (request, reply) => {
    const { 'id:in': ids } = parseInput(idsQuery, request.query, 'Query');
    const customers = ctx.db
      .prepare(
        `SELECT DISTINCT customer_id FROM customer_attribute_values WHERE attribute_id IN (${ids.map(() => '?').join(', ')})`,
      )
      .all(...ids) as Array<{ customer_id: number }>;
    ctx.db
      .prepare(`DELETE FROM customer_attributes WHERE id IN (${ids.map(() => '?').join(', ')})`)
      .run(...ids);
    for (const { customer_id } of customers)
      ctx.events.publish('store/customer/updated', { type: 'customer', id: customer_id });
    return reply.code(204).send();
  });

  app.get('/v3/customers/attribute-values', readAccess, (request) => {
    const query = parseInput(valuesQuery, request.query, 'Query');
    const where = new WhereBuilder();
    if (query['customer_id:in']?.length) where.within('v.customer_id', query['customer_id:in']);
    if (query['attribute_id:in']?.length) where.within('v.attribute_id', query['attribute_id:in']);
    where.addIf('a.name = ?', query.name);
    where.dates(query, 'v');
    const { rows, total } = selectPage<ValueRow>(
      ctx.db,
      {
        from: 'FROM customer_attribute_values v JOIN customer_attributes a ON a.id = v.attribute_id',
        order: 'v.id',
        columns: 'v.*',
      },
      where,
      sqlPage(query),
    );
    return paged(rows.map(valueJson), total, query);
  });

  // Upsert: one value per customer and attribute.
  app.put('/v3/customers/attribute-values', modifyAccess, (request) => {
    const body = parseInput(upsertValues, request.body, 'Attribute values');
    body.forEach((item, i) => {
      const attribute = findAttribute(ctx, item.attribute_id);
      if (!attribute)
        throw unprocessable(`Attribute ${item.attribute_id} does not exist.`, {
          [`${i}.attribute_id`]: 'unknown attribute',
        });
      if (!findCustomer(ctx, item.customer_id))
        throw unprocessable(`Customer ${item.customer_id} does not exist.`, {
          [`${i}.customer_id`]: 'unknown customer',
        });
      const problem = valueProblem(attribute.type, item.value);
      if (problem) throw unprocessable(`Value ${i}: ${problem}.`, { [`${i}.value`]: problem });
    });
    const now = ctx.clock.now();
    const saved = ctx.db.transaction(() =>
      body.map((item) => {
        ctx.db
          .prepare(
            `INSERT INTO customer_attribute_values (attribute_id, customer_id, value, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (attribute_id, customer_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
          )
          .run(item.attribute_id, item.customer_id, item.value, now, now);
        return ctx.db
          .prepare(
            'SELECT * FROM customer_attribute_values WHERE attribute_id = ? AND customer_id = ?',
          )
          .get(item.attribute_id, item.customer_id) as ValueRow;
      }),
    )();
    for (const id of new Set(body.map((item) => item.customer_id)))
      ctx.events.publish('store/customer/updated', { type: 'customer', id });
    return one(saved.map(valueJson));
  });

  app.delete('/v3/customers/attribute-values', modifyAccess, (request, reply) => {
    const { 'id:in': ids } = parseInput(idsQuery, request.query, 'Query');
    const marks = ids.map(() => '?').join(', ');
    const customers = ctx.db
      .prepare(`SELECT DISTINCT customer_id FROM customer_attribute_values WHERE id IN (${marks})`)
      .all(...ids) as Array<{ customer_id: number }>;
    ctx.db.prepare(`DELETE FROM customer_attribute_values WHERE id IN (${marks})`).run(...ids);
    for (const { customer_id } of customers)
      ctx.events.publish('store/customer/updated', { type: 'customer', id: customer_id });
    return reply.code(204).send();
  });
}
