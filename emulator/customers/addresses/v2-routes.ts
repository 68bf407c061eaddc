import { type FastifyInstance } from 'fastify';
import { type z } from 'zod';
import { type ServiceContext } from '../../core';
import { modify, read, pageQuery, sqlPage, notFound, idParam, parseInput } from '../../http';
import { type CustomerRow, findCustomer } from '../repository';
import { countryCodeFromName, fromV2, placeAddress, v2CreateBody, v2UpdateBody } from './inputs';
import {
  type AddressRow,
  addressFieldsOf,
  addressJsonV2,
  addressesOf,
  deleteAddresses,
  findAddress,
  findSameAddress,
  insertAddress,
  publishAddressEvent,
  sameAddressFields,
  updateAddress,
} from './repository';

function customerOf(ctx: ServiceContext, params: unknown): CustomerRow {
  const id = idParam((params as { customerId?: string }).customerId, 'customer_id');
  const customer = findCustomer(ctx, id);
  if (!customer) throw notFound(`Customer ${id}`);
  return customer;
}

function addressOf(ctx: ServiceContext, params: unknown): AddressRow {
  const customer = customerOf(ctx, params);
  const id = idParam((params as { addressId?: string }).addressId, 'customer_address_id');
  const row = findAddress(ctx, id);
  if (!row || row.customer_id !== customer.id)
    throw notFound(`Address ${id} of customer ${customer.id}`);
  return row;
}

/** The v2 fields checked and completed; the country is sent by its full name. */
function placeV2(base: AddressRow | null, body: z.output<typeof v2UpdateBody>) {
  const { countryName, ...fields } = fromV2(body);
  return placeAddress(
    base ? addressFieldsOf(base) : null,
    { ...fields, country_code: countryCodeFromName(countryName) },
    { countryField: 'country' },
  );
}

/** `/v2/customers/{id}/addresses`: one customer's addresses in the older interface. */
export function registerV2AddressRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get(
    '/v2/customers/:customerId/addresses',
    { config: { access: read('customers') } },
    (request, reply) => {
      const customer = customerOf(ctx, request.params);
      const rows = addressesOf(
        ctx,
        customer.id,
        sqlPage(parseInput(pageQuery, request.query, 'Query')),
      );
      return rows.length ? rows.map(addressJsonV2) : reply.code(204).send();
    },
  );

  app.get(
    '/v2/customers/:customerId/addresses/count',
    { config: { access: read('customers') } },
    (request) => ({
      count: addressesOf(ctx, customerOf(ctx, request.params).id).length,
    }),
  );

  app.get(
    '/v2/customers/:customerId/addresses/:addressId',
    { config: { access: read('customers') } },
    (request) => addressJsonV2(addressOf(ctx, request.params)),
  );

  // Sending an address the customer already has returns that address instead of a copy.
  app.post(
    '/v2/customers/:customerId/addresses',
    { config: { access: modify('customers') } },
    (request) => {
      const customer = customerOf(ctx, request.params);
      const fields = placeV2(null, parseInput(v2CreateBody, request.body, 'Address'));
      const existing = findSameAddress(ctx, customer.id, fields);
      if (existing) return addressJsonV2(existing);
      const row = insertAddress(ctx, customer.id, fields);
      publishAddressEvent(ctx, 'created', row);
      return addressJsonV2(row);
    },
  );

  app.put(
    '/v2/customers/:customerId/addresses/:addressId',
    { config: { access: modify('customers') } },
    (request) => {
      const row = addressOf(ctx, request.params);
      const fields = placeV2(row, parseInput(v2UpdateBody, request.body ?? {}, 'Address'));
      if (sameAddressFields(fields, addressFieldsOf(row))) return addressJsonV2(row);
      const updated = updateAddress(ctx, row.id, fields);
      publishAddressEvent(ctx, 'updated', updated);
      return addressJsonV2(updated);
    },
  );

  app.delete(
    '/v2/customers/:customerId/addresses/:addressId',
    { config: { access: modify('customers') } },
    (request, reply) => {
      const row = addressOf(ctx, request.params);
      deleteAddresses(ctx, [row.id]);
      publishAddressEvent(ctx, 'deleted', row);
      return reply.code(204).send();
    },
  );

  // As on the real service, DELETE on the collection removes all of the customer's addresses.
  app.delete(
    '/v2/customers/:customerId/addresses',
    { config: { access: modify('customers') } },
    (request, reply) => {
      const rows = addressesOf(ctx, customerOf(ctx, request.params).id);
      deleteAddresses(
        ctx,
        rows.map((r) => r.id),
      );
      for (const row of rows) publishAddressEvent(ctx, 'deleted', row);
      return reply.code(204).send();
    },
  );
}
