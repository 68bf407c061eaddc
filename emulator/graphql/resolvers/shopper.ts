import { findCustomer } from '../../customers/repository';
import { type CartActor } from '../../carts/service';
import { type GraphQLContext } from '../context';

export interface Pricing {
  channelId: number;
  customerGroupId: number | null;
}

const pricingByRequest = new WeakMap<GraphQLContext, Pricing>();

/** Whose prices this request sees: its channel's, and its customer's group's (looked up once per request). */
export function pricingOf(ctx: GraphQLContext): Pricing {
  let pricing = pricingByRequest.get(ctx);
  if (!pricing) {
    const group = ctx.customerId ? (findCustomer(ctx.svc, ctx.customerId)?.customer_group_id ?? null) : null;
    pricing = { channelId: ctx.channelId, customerGroupId: group };
    pricingByRequest.set(ctx, pricing);
  }
  return pricing;
}

export const actorOf = (ctx: GraphQLContext): CartActor => ({ channelId: ctx.channelId, customerId: ctx.customerId });

export const money = (value: number, currencyCode = 'USD') => ({ currencyCode, value });
export const moneyFromCents = (cents: number, currencyCode = 'USD') => money(cents / 100, currencyCode);

export const dateTime = (ms: number) => ({ utc: new Date(ms).toISOString() });
