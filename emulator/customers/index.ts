import { z } from 'zod';
import { type ServiceContext, type ServiceModule, WhereBuilder, selectPage } from '../core';
import {
  modify,
  read,
  clientAddress,
  ApiError,
  notFound,
  tooManyRequests,
  unprocessable,
  one,
  paged,
  pageQuery,
  sqlPage,
  csvList,
  idParam,
  parseInput,
} from '../http';
import { type MetafieldResource, deleteMetafieldsOf, registerMetafieldRoutes } from '../metafields';
import { authenticate } from './accounts';
import { customerAttributesSchema, registerCustomerAttributeRoutes } from './attributes';
import { customerConsentSchema, registerConsentRoutes } from './consent';
import { formFieldInput, registerFormFieldValueRoutes, setFormFields } from './form-field-values';
import { migrateLoginFailures } from './login-throttle';
import { customerSettingsSchema, registerCustomerSettingsRoutes } from './settings';

export { channelPrivacy, setStorePrivacy } from './settings';
import { checkGroupMembership } from './groups/membership';
import { hashPassword, passwordProblem } from './passwords';
import { customerFieldShapes } from './fields';
import { customerIncludes, customerWithIncludes } from './includes';
import {
  type CustomerRow,
  customerJson,
  customersSchema,
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  updateCustomer,
} from './repository';

const authentication = z
  .object({ force_password_reset: z.boolean().optional(), new_password: z.string().optional() })
  .optional();

const customerObject = z.object({
  ...customerFieldShapes,
  origin_channel_id: z.number().int().min(1).optional(),
  accepts_product_review_abandoned_cart_emails: z.boolean().optional(),
  authentication,
  form_fields: z.array(formFieldInput).max(100).optional(),
});

const createBody = z
  .array(customerObject)
  .min(1, 'Send at least one customer')
  .max(10, 'At most 10 customers per request');

const updateBody = z
  .array(customerObject.partial().extend({ id: z.number().int().min(1) }))
  .min(1, 'Send at least one customer')
  .max(10, 'At most 10 customers per request');

const listQuery = pageQuery.extend({
  'id:in': csvList(z.coerce.number().int()).optional(),
  'email:in': csvList(z.string()).optional(),
  'name:like': z.string().optional(),
  'customer_group_id:in': csvList(z.coerce.number().int()).optional(),
  'company:in': csvList(z.string()).optional(),
  sort: z
    .enum([
      'date_created:asc',
      'date_created:desc',
      'last_name:asc',
      'last_name:desc',
      'date_modified:asc',
      'date_modified:desc',
    ])
    .optional(),
  include: customerIncludes,
});

const deleteQuery = z.object({
  'id:in': csvList(z.coerce.number().int().min(1)).pipe(
    z.array(z.number()).min(1, 'id:in is required'),
  ),
});

const validateCredentialsBody = z.object({
  email: z.string().min(1),
  password: z.string().min(1),
  channel_id: z.number().int().min(1).optional(),
});

async function newPasswordHash(
  password: string | undefined,
  index: number,
): Promise<string | null> {
  if (password === undefined) return null;
  const problem = passwordProblem(password);
  if (problem)
    throw unprocessable(`Customer ${index}: ${problem}`, {
      [`${index}.authentication.new_password`]: problem,
    });
  return hashPassword(password);
}

function listCustomers(ctx: ServiceContext, query: z.output<typeof listQuery>) {
  const where = new WhereBuilder();
  // An empty list (`id:in=`) lists every customer here, so only a non-empty list filters.
  for (const column of ['id', 'email', 'customer_group_id', 'company'] as const) {
    const values = query[`${column}:in`];
    if (values?.length) where.within(column, values);
  }
  if (query['name:like'])
    where.add(`(first_name || ' ' || last_name) LIKE ?`, `%${query['name:like']}%`);
  const [column, direction] = (query.sort ?? 'date_created:asc').split(':') as [string, string];
  const order = `${column === 'date_created' ? 'created_at' : column === 'date_modified' ? 'updated_at' : column} ${direction === 'desc' ? 'DESC' : 'ASC'}, id`;
  const { rows, total } = selectPage<CustomerRow>(
    ctx.db,
    { from: 'FROM customers', order },
    where,
    sqlPage(query),
  );
  return paged(
    rows.map((row) => customerWithIncludes(ctx, row, query.include)),
    total,
    query,
  );
}

/** A customer's metafields (`/v3/customers/{id}/metafields`), Customers scopes. */
const customerMetafields: MetafieldResource = {
  type: 'customer',
  itemPath: '/v3/customers/:customerId',
  batchPath: '/v3/customers/metafields',
  idName: 'customerId',
  resolve(ctx, params) {
    const id = idParam(params.customerId, 'customerId');
    if (!findCustomer(ctx, id)) throw notFound(`Customer ${id}`);
    return String(id);
  },
  exists: (ctx, id) => /^\d+$/.test(id) && findCustomer(ctx, Number(id)) !== undefined,
  read: read('customers'),
  modify: modify('customers'),
};

export const customersModule: ServiceModule = {
  name: 'customers',
  schema: [
    customersSchema,
    customerAttributesSchema,
    customerConsentSchema,
    customerSettingsSchema,
  ].join('\n'),
  init(ctx) {
    migrateLoginFailures(ctx.db);
  },
  management(app, ctx) {
    registerCustomerSettingsRoutes(app, ctx);
    registerCustomerAttributeRoutes(app, ctx);
    registerFormFieldValueRoutes(app, ctx);
    registerConsentRoutes(app, ctx);
    registerMetafieldRoutes(app, ctx, customerMetafields);
    app.get('/v3/customers', { config: { access: read('customers') } }, (request) =>
      listCustomers(ctx, parseInput(listQuery, request.query, 'Query')),
    );

    app.post('/v3/customers', { config: { access: modify('customers') } }, async (request) => {
      const body = parseInput(createBody, request.body, 'Customers');
      const seen = new Set<string>();
      for (const [i, c] of body.entries()) {
        const key = c.email.toLowerCase();
        if (seen.has(key) || findCustomerByEmail(ctx, c.email)) {
          throw unprocessable(`The email ${c.email} is already in use.`, {
            [`${i}.email`]: 'already in use',
          });
        }
        seen.add(key);
        checkGroupMembership(ctx, c.customer_group_id, `${i}.customer_group_id`);
      }
      const hashes = await Promise.all(
        body.map((c, i) => newPasswordHash(c.authentication?.new_password, i)),
      );
      // (insertCustomer refuses an e-mail another request took while the passwords were hashed.)
      const created = ctx.db.transaction(() =>
        body.map((c, i) =>
          insertCustomer(ctx, {
            email: c.email,
            firstName: c.first_name,
            lastName: c.last_name,
            company: c.company,
            phone: c.phone,
            notes: c.notes,
            taxExemptCategory: c.tax_exempt_category,
            registrationIpAddress: c.registration_ip_address,
            customerGroupId: c.customer_group_id,
            originChannelId: c.origin_channel_id,
            passwordHash: hashes[i],
            acceptsMarketing: c.accepts_product_review_abandoned_cart_emails,
          }),
        ),
      )();
      ctx.db.transaction(() =>
        created.forEach((c, i) =>
          setFormFields(ctx, { customerId: c.id }, body[i]!.form_fields ?? []),
        ),
      )();
      for (const c of created)
        ctx.events.publish('store/customer/created', { type: 'customer', id: c.id });
      return one(created.map(customerJson));
    });

    app.put('/v3/customers', { config: { access: modify('customers') } }, async (request) => {
      const body = parseInput(updateBody, request.body, 'Customers');
      for (const [i, c] of body.entries()) {
        if (!findCustomer(ctx, c.id))
          throw new ApiError(404, `Customer ${c.id} was not found.`, { [`${i}.id`]: 'not found' });
        const other = c.email ? findCustomerByEmail(ctx, c.email) : undefined;
        if (other && other.id !== c.id)
          throw unprocessable(`The email ${c.email} is already in use.`, {
            [`${i}.email`]: 'already in use',
          });
        checkGroupMembership(ctx, c.customer_group_id, `${i}.customer_group_id`);
      }
      const hashes = await Promise.all(
        body.map((c, i) => newPasswordHash(c.authentication?.new_password, i)),
      );
      ctx.db.transaction(() => {
        for (const [i, c] of body.entries()) {
          updateCustomer(
            ctx,
            findCustomer(ctx, c.id)!,
            { ...c, force_password_reset: c.authentication?.force_password_reset },
            hashes[i] ?? null,
          );
          setFormFields(ctx, { customerId: c.id }, c.form_fields ?? []);
        }
      })();
      for (const c of body)
        ctx.events.publish('store/customer/updated', { type: 'customer', id: c.id });
      return one(body.map((c) => customerJson(findCustomer(ctx, c.id)!)));
    });

    app.delete(
      '/v3/customers',
      { config: { access: modify('customers') } },
      async (request, reply) => {
        const { 'id:in': ids } = parseInput(deleteQuery, request.query, 'Query');
        const existing = ids.filter((id) => findCustomer(ctx, id));
        ctx.db.transaction(() => {
          ctx.db
            .prepare(`DELETE FROM customers WHERE id IN (${ids.map(() => '?').join(', ')})`)
            .run(...ids);
          for (const id of ids) deleteMetafieldsOf(ctx, 'customer', id);
        })();
        for (const id of existing)
          ctx.events.publish('store/customer/deleted', { type: 'customer', id });
        return reply.code(204).send();
      },
    );

    app.post(
      '/v3/customers/validate-credentials',
      { config: { access: read('customers') } },
      async (request, reply) => {
        const body = parseInput(validateCredentialsBody, request.body, 'Credentials');
        // The caller holds the store's API token: a server, which may name the shopper.
        const result = await authenticate(
          ctx,
          body.email,
          body.password,
          clientAddress(request, true),
        );
        if (!result.ok && result.reason === 'throttled')
          throw tooManyRequests(reply, result.retryAfterMs ?? 0, result.message);
        return { customer_id: result.ok ? result.customer.id : null, is_valid: result.ok };
      },
    );
  },
};

export { authenticate, registerCustomer, requestPasswordReset, resetPassword } from './accounts';
export { customerAddressesModule } from './addresses';
export {
  addressFieldsOf,
  addressesOf,
  deleteAddresses,
  findAddress,
  findSameAddress,
  insertAddress,
  publishAddressEvent,
  updateAddress,
} from './addresses/repository';
export type { AddressFields, AddressRow } from './addresses/repository';
export { customerGroupsModule } from './groups';
export { currentPlan, hasCustomerGroups, requireCustomerGroups } from './groups/plan';
export { groupPriceLists } from './groups/price-lists';
export {
  findCustomerGroup,
  guestCustomerGroupId,
  hasCustomDiscounts,
  onCustomerGroupDeleted,
} from './groups/repository';
export { PASSWORD_COMPLEXITY, hashPassword, passwordProblem, verifyPassword } from './passwords';
export { findCustomer, findCustomerByEmail, insertCustomer, updateCustomer } from './repository';
export type { CustomerRow } from './repository';
export { findSubscriberByEmail, hasConsent, subscribe, subscribersModule } from './subscribers';
export { customersV2Module } from './v2';
