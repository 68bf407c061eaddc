import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, WhereBuilder, selectPage } from '../core';
import { modify, read, unprocessable, one, pageQuery, paged, sqlPage, parseInput } from '../http';
import { findCustomer } from './repository';

/**
 * Values of the account and address sign-up form's extra fields, per customer or per
 * address (`/v3/customers/form-field-values`, and `form_fields` in customer and address
 * bodies). This store has no form editor, so any field name is taken; its type is told
 * from the value (`text`, `numbers` or `checkboxes` for a list).
 */
export const formFieldValuesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS customer_form_field_values (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
    address_id INTEGER REFERENCES customer_addresses (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (customer_id, address_id, name)
  );
`;

export const formFieldValue = z.union([
  z.string().max(65535),
  z.number(),
  z.array(z.string().max(255)).max(100),
]);
export const formFieldInput = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(255),
  value: formFieldValue,
});
export type FormFieldInput = z.output<typeof formFieldInput>;

type Owner = { customerId: number } | { addressId: number };

interface Row {
  id: number;
  customer_id: number | null;
  address_id: number | null;
  name: string;
  value: string;
}

const typeOf = (value: unknown) =>
  Array.isArray(value) ? 'checkboxes' : typeof value === 'number' ? 'numbers' : 'text';

const rowJson = (row: Row) => ({
  name: row.name,
  value: JSON.parse(row.value) as z.output<typeof formFieldValue>,
  ...(row.address_id === null ? { customer_id: row.customer_id! } : { address_id: row.address_id }),
});

/** Sets (adds or replaces) a customer's or an address's form field values by name. */
export function setFormFields(
  ctx: ServiceContext,
  owner: Owner,
  fields: readonly FormFieldInput[],
): void {
  const [customerId, addressId] =
    'customerId' in owner ? [owner.customerId, null] : [null, owner.addressId];
  const find = ctx.db.prepare(
    'SELECT id FROM customer_form_field_values WHERE customer_id IS ? AND address_id IS ? AND name = ?',
  );
  for (const field of fields) {
    const existing = find.get(customerId, addressId, field.name) as { id: number } | undefined;
    if (existing) {
      ctx.db
        .prepare('UPDATE customer_form_field_values SET value = ?, updated_at = ? WHERE id = ?')
        .run(JSON.stringify(field.value), ctx.clock.now(), existing.id);
    } else {
      ctx.db
        .prepare(
          'INSERT INTO customer_form_field_values (customer_id, address_id, name, value, updated_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(customerId, addressId, field.name, JSON.stringify(field.value), ctx.clock.now());
    }
  }
}

/** A customer's (or address's) form fields, as `form_fields` in customer and address objects. */
export function formFieldsOf(ctx: ServiceContext, owner: Owner): FormFieldInput[] {
  const [column, id] =
    'customerId' in owner ? ['customer_id', owner.customerId] : ['address_id', owner.addressId];
  const rows = ctx.db
    .prepare(`SELECT * FROM customer_form_field_values WHERE ${column} = ? ORDER BY id`)
    .all(id) as Row[];
  return rows.map((row) => ({
    name: row.name,
    value: JSON.parse(row.value) as FormFieldInput['value'],
  }));
}

const FIELD_TYPES = [
  'checkboxes',
  'date',
  'multiline',
  'numbers',
  'password',
  'radiobuttons',
  'text',
  'picklist',
] as const;

const listQuery = pageQuery.extend({
  customer_id: z.coerce.number().int().optional(),
  address_id: z.coerce.number().int().optional(),
  field_name: z.string().optional(),
  field_type: z.enum(FIELD_TYPES).optional(),
});

const putBody = z
  .array(
    z.union([
      formFieldInput.extend({ customer_id: z.number().int().min(1) }),
      formFieldInput.extend({ address_id: z.number().int().min(1) }),
    ]),
  )
  .min(1)
  .max(100, 'at most 100 values per request');

export function registerFormFieldValueRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get(
    '/v3/customers/form-field-values',
    { config: { access: read('customers') } },
    (request) => {
      const query = parseInput(listQuery, request.query, 'Query');
      const where = new WhereBuilder();
      where.addIf('customer_id = ?', query.customer_id);
      where.addIf('address_id = ?', query.address_id);
      where.addIf('name = ?', query.field_name);
      const { rows } = selectPage<Row>(
        ctx.db,
        { from: 'FROM customer_form_field_values', order: 'id' },
        where,
        { limit: -1, offset: 0 },
      );
      const typed = query.field_type
        ? rows.filter((row) => typeOf(JSON.parse(row.value)) === query.field_type)
        : rows;
      const { limit, offset } = sqlPage(query);
      return paged(typed.slice(offset, offset + limit).map(rowJson), typed.length, query);
    },
  );

  app.put(
    '/v3/customers/form-field-values',
    { config: { access: modify('customers') } },
    (request) => {
      const body = parseInput(putBody, request.body, 'Form field values');
      const addressExists = ctx.db.prepare('SELECT 1 FROM customer_addresses WHERE id = ?');
      body.forEach((item, i) => {
        if ('customer_id' in item && !findCustomer(ctx, item.customer_id))
          throw unprocessable(`Customer ${item.customer_id} does not exist.`, {
            [`${i}.customer_id`]: 'unknown customer',
          });
        if ('address_id' in item && !addressExists.get(item.address_id))
          throw unprocessable(`Address ${item.address_id} does not exist.`, {
            [`${i}.address_id`]: 'unknown address',
          });
      });
      ctx.db.transaction(() => {
        for (const item of body)
          setFormFields(
            ctx,
            'customer_id' in item
              ? { customerId: item.customer_id }
              : { addressId: item.address_id },
            [item],
          );
      })();
      const customers = new Set(
        body.flatMap((item) => ('customer_id' in item ? [item.customer_id] : [])),
      );
      for (const id of customers)
        ctx.events.publish('store/customer/updated', { type: 'customer', id });
      return one(body);
    },
  );
}
