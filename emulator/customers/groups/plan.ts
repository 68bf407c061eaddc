import { type ServiceContext, STORE_PLANS, type StorePlan } from '../../core';
import { ApiError } from '../../http';

/**
 * Seed section 8: customer groups exist only on some store plans. As on the real service,
 * every plan above the entry plan has them; a store on `standard` has none.
 */
export const PLANS_WITH_CUSTOMER_GROUPS: readonly StorePlan[] = ['plus', 'pro', 'enterprise'];

/**
 * The store's plan as the database holds it now. Read on every check rather than from
 * `ctx.store`, because the plan can change while the service runs (`setStorePlan`).
 */
export function currentPlan(ctx: ServiceContext): StorePlan {
  const row = ctx.db.prepare('SELECT plan FROM store LIMIT 1').get() as
    { plan: string } | undefined;
  const plan = STORE_PLANS.find((p) => p === row?.plan);
  return plan ?? ctx.store.plan;
}

export const hasCustomerGroups = (ctx: ServiceContext): boolean =>
  PLANS_WITH_CUSTOMER_GROUPS.includes(currentPlan(ctx));

/**
 * Refuses group features on a plan without them: 403, because the store is not entitled
 * to the feature, whatever the request says; the message names the plan and the way out.
 */
export function requireCustomerGroups(ctx: ServiceContext, what = 'Customer groups'): void {
  const plan = currentPlan(ctx);
  if (PLANS_WITH_CUSTOMER_GROUPS.includes(plan)) return;
  throw new ApiError(
    403,
    `${what} are not available on the store's ${plan} plan. Customer groups come with the ${PLANS_WITH_CUSTOMER_GROUPS.join(', ')} plans; upgrade the store to use them.`,
  );
}
