import { type ServiceContext, type ServiceModule, WhereBuilder } from '../../core';
import {
  modify,
  read,
  clientAddress,
  sqlPage,
  conflict,
  notFound,
  tooManyRequests,
  unprocessable,
  idParam,
  parseInput,
} from '../../http';
import { authenticate } from '../accounts';
import { checkGroupMembership } from '../groups/membership';
import { hashPassword, passwordProblem } from '../passwords';
import {
  type CustomerRow,
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  updateCustomer,
} from '../repository';
import { customerJsonV2 } from './customer-json';
import {
  type CustomerFilters,
  type V2CustomerBody,
  createCustomerBody,
  customerFilters,
  customerListQuery,
  updateCustomerBody,
  validatePasswordBody,
} from './inputs';

function whereOf(filters: CustomerFilters): WhereBuilder {
  const where = new WhereBuilder();
  for (const column of [
    'first_name',
    'last_name',
    'company',
    'email',
    'phone',
    'tax_exempt_category',
    'customer_group_id',
  ] as const) {
    where.addIf(`${column} = ?`, filters[column]);
  }
  where.addIf('id >= ?', filters.min_id);
  where.addIf('id <= ?', filters.max_id);
  if (filters.min_date_created) where.add('created_at >= ?', Date.parse(filters.min_date_created));
  if (filters.max_date_created) where.add('created_at <= ?', Date.parse(filters.max_date_created));
  if (filters.min_date_modified)
    where.add('updated_at >= ?', Date.parse(filters.min_date_modified));
  if (filters.max_date_modified)
    where.add('updated_at <= ?', Date.parse(filters.max_date_modified));
  return where;
}

function customerOf(ctx: ServiceContext, params: unknown): CustomerRow {
  const id = idParam((params as { customerId?: string }).customerId, 'customer_id');
  const row = findCustomer(ctx, id);
  if (!row) throw notFound(`Customer ${id}`);
  return row;
}

function checkEmailFree(ctx: ServiceContext, email: string | undefined, ownId?: number): void {
  const other = email === undefined ? undefined : findCustomerByEmail(ctx, email);
  if (other && other.id !== ownId)
    throw conflict(`The e-mail address ${email} is already in use by customer ${other.id}.`, {
      email: 'already in use',
    });
}

/** The password hash to store, or null to keep (or, on create, leave unset) the password. */
async function passwordHashOf(body: V2CustomerBody): Promise<string | null> {
  const password = body._authentication?.password;
  if (password === undefined) return null;
  const problem = passwordProblem(password);
  if (problem) throw unprocessable(problem, { '_authentication.password': problem });
  return hashPassword(password);
}

const forceReset = (body: V2CustomerBody): boolean | undefined =>
  body._authentication?.force_reset ?? body.reset_pass_on_login;

/**
 * Customers in the older v2 interface (`/v2/customers`), over the same table as v3, with
 * the Customers scopes. A `customer_group_id` other than 0 needs a plan with groups and an
 * existing group.
 */
export const customersV2Module: ServiceModule = {
  name: 'customers-v2',
  management(app, ctx) {
    app.get('/v2/customers', { config: { access: read('customers') } }, (request, reply) => {
      const query = parseInput(customerListQuery, request.query, 'Query');
      const { clause, params } = whereOf(query);
      const { limit, offset } = sqlPage(query);
      const rows = ctx.db
        .prepare(`SELECT * FROM customers ${clause} ORDER BY id LIMIT ? OFFSET ?`)
        .all(...params, limit, offset) as CustomerRow[];
      return rows.length ? rows.map((row) => customerJsonV2(ctx, row)) : reply.code(204).send();
    });

    app.get('/v2/customers/count', { config: { access: read('customers') } }, (request) => {
      const { clause, params } = whereOf(parseInput(customerFilters, request.query, 'Query'));
      return ctx.db.prepare(`SELECT COUNT(*) AS count FROM customers ${clause}`).get(...params);
    });

    app.get('/v2/customers/:customerId', { config: { access: read('customers') } }, (request) =>
      customerJsonV2(ctx, customerOf(ctx, request.params)),
    );

    app.post('/v2/customers', { config: { access: modify('customers') } }, async (request) => {
      const body = parseInput(createCustomerBody, request.body, 'Customer');
      checkEmailFree(ctx, body.email);
      checkGroupMembership(ctx, body.customer_group_id);
      const passwordHash = await passwordHashOf(body);
      // Hashing takes a while: another request may have taken the e-mail meanwhile.
      checkEmailFree(ctx, body.email);
      const created = insertCustomer(ctx, {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        company: body.company,
        phone: body.phone,
        notes: body.notes,
        taxExemptCategory: body.tax_exempt_category,
        registrationIpAddress: body.registration_ip_address,
        customerGroupId: body.customer_group_id,
        passwordHash,
      });
      if (forceReset(body))
        ctx.db
          .prepare('UPDATE customers SET force_password_reset = 1 WHERE id = ?')
          .run(created.id);
      ctx.events.publish('store/customer/created', { type: 'customer', id: created.id });
      return customerJsonV2(ctx, findCustomer(ctx, created.id)!);
    });

    app.put(
      '/v2/customers/:customerId',
      { config: { access: modify('customers') } },
      async (request) => {
        const row = customerOf(ctx, request.params);
        const body = parseInput(updateCustomerBody, request.body ?? {}, 'Customer');
        checkEmailFree(ctx, body.email, row.id);
        checkGroupMembership(ctx, body.customer_group_id);
        const passwordHash = await passwordHashOf(body);
        updateCustomer(ctx, row, { ...body, force_password_reset: forceReset(body) }, passwordHash);
        ctx.events.publish('store/customer/updated', { type: 'customer', id: row.id });
        return customerJsonV2(ctx, findCustomer(ctx, row.id)!);
      },
    );

    app.delete(
      '/v2/customers/:customerId',
      { config: { access: modify('customers') } },
      (request, reply) => {
        const row = customerOf(ctx, request.params);
        ctx.db.prepare('DELETE FROM customers WHERE id = ?').run(row.id);
        ctx.events.publish('store/customer/deleted', { type: 'customer', id: row.id });
        return reply.code(204).send();
      },
    );

    // As on the real service, DELETE on the collection removes every customer the filters
    // match; with no filters, all of them.
    app.delete('/v2/customers', { config: { access: modify('customers') } }, (request, reply) => {
      const { clause, params } = whereOf(parseInput(customerFilters, request.query, 'Query'));
      const ids = (
        ctx.db.prepare(`SELECT id FROM customers ${clause}`).all(...params) as Array<{ id: number }>
      ).map((r) => r.id);
      ctx.db.prepare(`DELETE FROM customers ${clause}`).run(...params);
      for (const id of ids) ctx.events.publish('store/customer/deleted', { type: 'customer', id });
      return reply.code(204).send();
    });

    // The answer is the same for a wrong password and a customer without one; repeated
    // failures for one e-mail address from one client are throttled like sign-ins.
    app.post(
      '/v2/customers/:customerId/validate',
      { config: { access: read('customers') } },
      async (request, reply) => {
        const row = customerOf(ctx, request.params);
        const { password } = parseInput(validatePasswordBody, request.body, 'Password');
        // The caller holds the store's API token: a server, which may name the shopper.
        const result = await authenticate(ctx, row.email, password, clientAddress(request, true));
        if (!result.ok && result.reason === 'throttled')
          throw tooManyRequests(reply, result.retryAfterMs ?? 0, result.message);
        return { success: result.ok && result.customer.id === row.id };
      },
    );
  },
};
