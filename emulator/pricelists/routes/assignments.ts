import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../core';
import { findCustomerGroup, hasCustomDiscounts, requireCustomerGroups } from '../../customers';
import {
  modify,
  read,
  ApiError,
  notFound,
  unprocessable,
  one,
  paged,
  sqlPage,
  parseInput,
} from '../../http';
import { findChannel } from '../../channels';
import {
  type AssignmentRow,
  type AssignmentTarget,
  assignmentJson,
  deleteAssignments,
  findAssignmentFor,
  insertAssignment,
  reassign,
  selectAssignments,
} from '../assignments';
import {
  type AssignmentItem,
  assignmentsQuery,
  createAssignmentsBody,
  deleteAssignmentsQuery,
  upsertAssignmentBody,
} from '../inputs';
import { findPriceList } from '../lists';
import { productsOfActiveList, publishProductPriceChanges } from '../price-events';
import { priceListOf } from './lists';

/** What makes a customer group unfit for a price list: the plan (403) or its own discounts (422). */
function groupProblem(
  ctx: ServiceContext,
  groupId: number,
): { status: 404 | 422; message: string } | null {
  requireCustomerGroups(ctx, 'Price list assignments to customer groups');
  const group = findCustomerGroup(ctx, groupId);
  if (!group) return { status: 404, message: `customer group ${groupId} does not exist` };
  if (hasCustomDiscounts(group)) {
    return {
      status: 422,
      message:
        `customer group ${groupId} (${group.name}) has custom group discounts, and a price list cannot be assigned to a group that has them. ` +
        `Delete the discounts first: PUT /v2/customer_groups/${groupId} with "discount_rules": []`,
    };
  }
  return null;
}

/** Checks one assignment of a batch; errors name the element's index. */
function checkItem(ctx: ServiceContext, item: AssignmentItem, index: number): void {
  const fail = (field: string, message: string) => {
    throw unprocessable(`Assignment ${index}: ${message}.`, { [`${index}.${field}`]: message });
  };
  if (!findPriceList(ctx, item.price_list_id))
    fail('price_list_id', `price list ${item.price_list_id} does not exist`);
  if (item.customer_group_id != null) {
    const problem = groupProblem(ctx, item.customer_group_id);
    if (problem) fail('customer_group_id', problem.message);
  }
  if (item.channel_id != null && !findChannel(ctx, item.channel_id))
    fail('channel_id', `channel ${item.channel_id} does not exist`);
  const existing = findAssignmentFor(ctx, targetOf(item));
  if (existing) {
    fail(
      'price_list_id',
      `${describe(targetOf(item))} already has price list ${existing.price_list_id} (assignment ${existing.id}); ` +
        `delete that assignment or replace it with PUT /v3/pricelists/${item.price_list_id}/assignments`,
    );
  }
}

const targetOf = (item: {
  customer_group_id?: number | null;
  channel_id?: number | null;
}): AssignmentTarget => ({
  customerGroupId: item.customer_group_id ?? null,
  channelId: item.channel_id ?? null,
});

function describe(target: AssignmentTarget): string {
  if (target.customerGroupId !== null && target.channelId !== null)
    return `customer group ${target.customerGroupId} on channel ${target.channelId}`;
  return target.customerGroupId !== null
    ? `customer group ${target.customerGroupId}`
    : `channel ${target.channelId}`;
}

/** An assignment moves the prices of every product its (active) list prices. */
const productsMovedBy = (ctx: ServiceContext, rows: readonly AssignmentRow[]) =>
  rows.flatMap((row) => productsOfActiveList(ctx, row.price_list_id));

/** `/v3/pricelists/assignments` and `/v3/pricelists/{id}/assignments`, Products scopes. */
export function registerAssignmentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/pricelists/assignments', { config: { access: read('products') } }, (request) => {
    const query = parseInput(assignmentsQuery, request.query, 'Query');
    const { rows, total } = selectAssignments(ctx, query, sqlPage(query));
    return paged(rows.map(assignmentJson), total, query);
  });

  app.post('/v3/pricelists/assignments', { config: { access: modify('products') } }, (request) => {
    const body = parseInput(createAssignmentsBody, request.body, 'Assignments');
    const targets = new Map<string, number>();
    body.forEach((item, i) => {
      checkItem(ctx, item, i);
      const key = describe(targetOf(item));
      const earlier = targets.get(key);
      if (earlier !== undefined)
        throw unprocessable(
          `Assignments ${earlier} and ${i} are both for ${key}; it can have one price list.`,
          { [`${i}`]: 'duplicate target' },
        );
      targets.set(key, i);
    });
    const created = ctx.db.transaction(() =>
      body.map((item) => insertAssignment(ctx, item.price_list_id, targetOf(item))),
    )();
    publishProductPriceChanges(ctx, productsMovedBy(ctx, created));
    return one(created.map(assignmentJson));
  });

  app.delete(
    '/v3/pricelists/assignments',
    { config: { access: modify('products') } },
    (request, reply) => {
      const filters = parseInput(deleteAssignmentsQuery, request.query, 'Query');
      if (Object.values(filters).every((v) => v === undefined)) {
        throw unprocessable(
          'Say which assignments to delete with at least one filter: id, price_list_id, customer_group_id, channel_id or channel_id:in.',
        );
      }
      const { rows } = selectAssignments(ctx, filters);
      const moved = productsMovedBy(ctx, rows);
      deleteAssignments(
        ctx,
        rows.map((r) => r.id),
      );
      publishProductPriceChanges(ctx, moved);
      return reply.code(204).send();
    },
  );

  // Upsert: the group on the channel gets this list, replacing the one it had.
  app.put(
    '/v3/pricelists/:priceListId/assignments',
    { config: { access: modify('products') } },
    (request) => {
      const list = priceListOf(ctx, request.params);
      const body = parseInput(upsertAssignmentBody, request.body, 'Assignment');
      const problem = groupProblem(ctx, body.customer_group_id);
      if (problem)
        throw new ApiError(problem.status, `The assignment cannot be made: ${problem.message}.`, {
          customer_group_id: problem.message,
        });
      if (!findChannel(ctx, body.channel_id)) throw notFound(`Channel ${body.channel_id}`);
      const target = targetOf(body);
      const existing = findAssignmentFor(ctx, target);
      if (existing?.price_list_id === list.id) return one(assignmentJson(existing));
      const row = existing
        ? reassign(ctx, existing.id, list.id)
        : insertAssignment(ctx, list.id, target);
      publishProductPriceChanges(ctx, [
        ...(existing ? productsOfActiveList(ctx, existing.price_list_id) : []),
        ...productsOfActiveList(ctx, list.id),
      ]);
      return one(assignmentJson(row));
    },
  );
}
