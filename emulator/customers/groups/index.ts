import { type ServiceContext, type ServiceModule, WhereBuilder } from '../../core';
import { getCategory, getProduct } from '../../catalog';
import {
  modify,
  read,
  sqlPage,
  conflict,
  notFound,
  unprocessable,
  idParam,
  parseInput,
} from '../../http';
import {
  type GroupBody,
  type GroupListQuery,
  createGroupBody,
  customRules,
  groupListQuery,
  priceListRule,
  updateGroupBody,
} from './inputs';
import { requireCustomerGroups } from './plan';
import { groupPriceLists } from './price-lists';
import {
  channelGroupSettingsSchema,
  type CustomerGroupFields,
  type CustomerGroupRow,
  categoryAccessOf,
  customerGroupJson,
  customerGroupsSchema,
  deleteCustomerGroup,
  discountRulesOf,
  findCustomerGroup,
  findCustomerGroupByName,
  insertCustomerGroup,
  updateCustomerGroup,
} from './repository';

/** Rules and access lists must name categories, products and price lists that exist. */
function checkReferences(
  ctx: ServiceContext,
  fields: CustomerGroupFields,
  priceList: number | null | undefined,
): void {
  const errors: Record<string, string> = {};
  if (priceList != null && !groupPriceLists.of(ctx).exists(ctx, priceList))
    errors['discount_rules.0.price_list_id'] = `price list ${priceList} does not exist`;
  fields.discountRules.forEach((rule, i) => {
    if (rule.type === 'category' && !getCategory(ctx, rule.category_id))
      errors[`discount_rules.${i}.category_id`] = `category ${rule.category_id} does not exist`;
    if (rule.type === 'product' && !getProduct(ctx, rule.product_id))
      errors[`discount_rules.${i}.product_id`] = `product ${rule.product_id} does not exist`;
  });
  const access = fields.categoryAccess;
  if (access.type === 'specific') {
    const missing = access.categories.filter((id) => !getCategory(ctx, id));
    if (missing.length)
      errors['category_access.categories'] = `categories ${missing.join(', ')} do not exist`;
  }
  if (Object.keys(errors).length)
    throw unprocessable(
      'The customer group refers to categories, products or price lists that do not exist.',
      errors,
    );
}

function checkNameFree(ctx: ServiceContext, name: string, ownId: number | undefined): void {
  const other = findCustomerGroupByName(ctx, name);
  if (other && other.id !== ownId)
    throw conflict(
      `A customer group named "${name}" already exists (id ${other.id}). Choose another name.`,
    );
}

/** The fields after a create or update: what the body sends, else what the group has. */
function mergedFields(body: GroupBody, row?: CustomerGroupRow): CustomerGroupFields {
  return {
    name: body.name ?? row?.name ?? '',
    isDefault: body.is_default ?? row?.is_default === 1,
    isGroupForGuests: body.is_group_for_guests ?? row?.is_group_for_guests === 1,
    categoryAccess: body.category_access ?? (row ? categoryAccessOf(row) : { type: 'all' }),
    // The real service replaces the whole set of rules when `discount_rules` is sent.
    discountRules: body.discount_rules
      ? customRules(body.discount_rules)
      : row
        ? discountRulesOf(row)
        : [],
  };
}

/** The price list the body's rules give the group: a list id, null for none, undefined when the body sends no rules. */
const requestedPriceList = (body: GroupBody): number | null | undefined =>
  body.discount_rules ? priceListRule(body.discount_rules) : undefined;

/** Writes the group and its price list rule together. */
function saveGroup(ctx: ServiceContext, body: GroupBody, row?: CustomerGroupRow) {
  const fields = mergedFields(body, row);
  const priceList = requestedPriceList(body);
  checkNameFree(ctx, fields.name, row?.id);
  checkReferences(ctx, fields, priceList);
  const saved = ctx.db.transaction(() => {
    const written = row
      ? updateCustomerGroup(ctx, row.id, fields)
      : insertCustomerGroup(ctx, fields);
    if (priceList !== undefined) groupPriceLists.of(ctx).assign(ctx, written.id, priceList);
    return written;
  })();
  return groupJson(ctx, saved);
}

const groupJson = (ctx: ServiceContext, row: CustomerGroupRow) =>
  customerGroupJson(row, groupPriceLists.of(ctx).listOf(ctx, row.id));

function listGroups(ctx: ServiceContext, query: GroupListQuery): CustomerGroupRow[] {
  const where = new WhereBuilder();
  where.addIf('name = ?', query.name);
  if (query['name:like'] !== undefined) where.add('name LIKE ?', `%${query['name:like']}%`);
  if (query.is_default !== undefined) where.add('is_default = ?', Number(query.is_default));
  if (query.is_group_for_guests !== undefined)
    where.add('is_group_for_guests = ?', Number(query.is_group_for_guests));
  where.dates(query);
  const { limit, offset } = sqlPage(query);
  return ctx.db
    .prepare(`SELECT * FROM customer_groups ${where.clause} ORDER BY id LIMIT ? OFFSET ?`)
    .all(...where.params, limit, offset) as CustomerGroupRow[];
}

function groupOf(ctx: ServiceContext, params: unknown): CustomerGroupRow {
  const id = idParam((params as { groupId?: string }).groupId, 'customer_group_id');
  const row = findCustomerGroup(ctx, id);
  if (!row) throw notFound(`Customer group ${id}`);
  return row;
}

/**
 * Customer groups (v2 `/v2/customer_groups`), Customers scopes. Only on plans that have
 * groups (`plan.ts`); other plans get 403 on every group endpoint.
 */
export const customerGroupsModule: ServiceModule = {
  name: 'customer-groups',
  schema: customerGroupsSchema + channelGroupSettingsSchema,
  management(app, ctx) {
    app.get('/v2/customer_groups', { config: { access: read('customers') } }, (request, reply) => {
      requireCustomerGroups(ctx);
      const rows = listGroups(ctx, parseInput(groupListQuery, request.query, 'Query'));
      return rows.length ? rows.map((row) => groupJson(ctx, row)) : reply.code(204).send();
    });

    app.get('/v2/customer_groups/count', { config: { access: read('customers') } }, () => {
      requireCustomerGroups(ctx);
      return ctx.db.prepare('SELECT COUNT(*) AS count FROM customer_groups').get();
    });

    app.post('/v2/customer_groups', { config: { access: modify('customers') } }, (request) => {
      requireCustomerGroups(ctx);
      return saveGroup(ctx, parseInput(createGroupBody, request.body, 'Customer group'));
    });

    app.get(
      '/v2/customer_groups/:groupId',
      { config: { access: read('customers') } },
      (request) => {
        requireCustomerGroups(ctx);
        return groupJson(ctx, groupOf(ctx, request.params));
      },
    );

    app.put(
      '/v2/customer_groups/:groupId',
      { config: { access: modify('customers') } },
      (request) => {
        requireCustomerGroups(ctx);
        const row = groupOf(ctx, request.params);
        return saveGroup(
          ctx,
          parseInput(updateGroupBody, request.body ?? {}, 'Customer group'),
          row,
        );
      },
    );

    app.delete(
      '/v2/customer_groups/:groupId',
      { config: { access: modify('customers') } },
      (request, reply) => {
        requireCustomerGroups(ctx);
        const row = groupOf(ctx, request.params);
        const unassigned = deleteCustomerGroup(ctx, row.id);
        for (const id of unassigned)
          ctx.events.publish('store/customer/updated', { type: 'customer', id });
        return reply.code(204).send();
      },
    );
  },
};
