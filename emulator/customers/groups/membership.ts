import { type ServiceContext } from '../../core';
import { unprocessable } from '../../http';
import { requireCustomerGroups } from './plan';
import { findCustomerGroup } from './repository';

/**
 * Checks a `customer_group_id` a request puts on a customer: 0 means "no group" and is
 * always fine; any other id needs a plan with groups (403) and an existing group (422).
 * `field` names the offending field in the error, e.g. `0.customer_group_id`.
 */
export function checkGroupMembership(
  ctx: ServiceContext,
  groupId: number | undefined,
  field = 'customer_group_id',
): void {
  if (groupId === undefined || groupId === 0) return;
  requireCustomerGroups(ctx, 'Customer group assignments');
  if (!findCustomerGroup(ctx, groupId)) {
    throw unprocessable(
      `Customer group ${groupId} does not exist. Create it with POST /v2/customer_groups or send 0 for no group.`,
      {
        [field]: `customer group ${groupId} does not exist`,
      },
    );
  }
}
