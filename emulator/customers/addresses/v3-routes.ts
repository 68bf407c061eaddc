import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, WhereBuilder, selectPage } from '../../core';
import {
  modify,
  read,
  ApiError,
  unprocessable,
  one,
  paged,
  pageQuery,
  sqlPage,
  csvList,
  parseInput,
} from '../../http';
import { formFieldsOf, setFormFields } from '../form-field-values';
import { findCustomer } from '../repository';
import { placeAddress, v3CreateBody, v3UpdateBody } from './inputs';
import {
  type AddressRow,
  addressFieldsOf,
  addressJsonV3,
  deleteAddresses,
  findAddress,
  findSameAddress,
  insertAddress,
  publishAddressEvent,
  sameAddressFields,
  updateAddress,
} from './repository';

const listQuery = pageQuery.extend({
  'company:in': csvList(z.string()).optional(),
  'name:in': csvList(z.string()).optional(),
  'customer_id:in': csvList(z.coerce.number().int()).optional(),
  'id:in': csvList(z.coerce.number().int()).optional(),
  include: csvList(z.enum(['formfields'])).optional(),
});

const deleteQuery = z.object({
  'id:in': csvList(z.coerce.number().int().min(1)).pipe(
    z.array(z.number()).min(1, 'id:in is required: the ids of the addresses to delete'),
  ),
});

function listAddresses(ctx: ServiceContext, query: z.output<typeof listQuery>) {
  const where = new WhereBuilder();
  where.within('company', query['company:in']);
  where.within(`(first_name || ' ' || last_name)`, query['name:in']);
  where.within('customer_id', query['customer_id:in']);
  where.within('id', query['id:in']);
  const { rows, total } = selectPage<AddressRow>(
    ctx.db,
    { from: 'FROM customer_addresses', order: 'id' },
    where,
    sqlPage(query),
  );
  const withFormFields = query.include?.includes('formfields') ?? false;
  return paged(
    rows.map((row) => ({
      ...addressJsonV3(row),
      ...(withFormFields ? { form_fields: formFieldsOf(ctx, { addressId: row.id }) } : {}),
    })),
    total,
    query,
  );
}

/** `/v3/customers/addresses`: the addresses of all customers, in batches. */
export function registerV3AddressRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/customers/addresses', { config: { access: read('customers') } }, (request) =>
    listAddresses(ctx, parseInput(listQuery, request.query, 'Query')),
  );

  // An address identical to one the customer has (or to an earlier one of the batch) is
  // not stored twice and is left out of the answer, as on the real service.
  app.post('/v3/customers/addresses', { config: { access: modify('customers') } }, (request) => {
    const body = parseInput(v3CreateBody, request.body, 'Addresses');
    const placed = body.map((item, i) => {
      if (!findCustomer(ctx, item.customer_id)) {
        throw unprocessable(`Customer ${item.customer_id} does not exist.`, {
          [`${i}.customer_id`]: 'no such customer',
        });
      }
      return {
        customerId: item.customer_id,
        fields: placeAddress(null, item, { fieldPrefix: `${i}.` }),
        formFields: item.form_fields ?? [],
      };
    });
    const created = ctx.db.transaction(() => {
      const rows: AddressRow[] = [];
      placed.forEach(({ customerId, fields, formFields }) => {
        if (findSameAddress(ctx, customerId, fields)) return;
        const row = insertAddress(ctx, customerId, fields);
        setFormFields(ctx, { addressId: row.id }, formFields);
        rows.push(row);
      });
      return rows;
    })();
    for (const row of created) publishAddressEvent(ctx, 'created', row);
    return one(created.map(addressJsonV3));
  });

  app.put('/v3/customers/addresses', { config: { access: modify('customers') } }, (request) => {
    const body = parseInput(v3UpdateBody, request.body, 'Addresses');
    const changes = body.map((item, i) => {
      const row = findAddress(ctx, item.id);
      if (!row)
        throw new ApiError(404, `Address ${item.id} was not found.`, { [`${i}.id`]: 'not found' });
      return {
        row,
        fields: placeAddress(addressFieldsOf(row), item, { fieldPrefix: `${i}.` }),
        formFields: item.form_fields ?? [],
      };
    });
    // An update that would make the address a copy of another of the customer's is skipped.
    const results = ctx.db.transaction(() =>
      changes.flatMap(({ row, fields, formFields }) => {
        if (findSameAddress(ctx, row.customer_id, fields, row.id)) return [];
        setFormFields(ctx, { addressId: row.id }, formFields);
        const changed = formFields.length > 0 || !sameAddressFields(fields, addressFieldsOf(row));
        return [{ row: changed ? updateAddress(ctx, row.id, fields) : row, changed }];
      }),
    )();
    for (const { row, changed } of results) if (changed) publishAddressEvent(ctx, 'updated', row);
    return one(results.map(({ row }) => addressJsonV3(row)));
  });

  app.delete(
    '/v3/customers/addresses',
    { config: { access: modify('customers') } },
    (request, reply) => {
      const { 'id:in': ids } = parseInput(deleteQuery, request.query, 'Query');
      const existing = ids
        .map((id) => findAddress(ctx, id))
        .filter((row): row is AddressRow => row !== undefined);
      deleteAddresses(
        ctx,
        existing.map((row) => row.id),
      );
      for (const row of existing) publishAddressEvent(ctx, 'deleted', row);
      return reply.code(204).send();
    },
  );
}
