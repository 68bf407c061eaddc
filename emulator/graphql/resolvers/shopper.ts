import { optionsOf, variantsOf } from '../../catalog';
import { findCustomer } from '../../customers';
import { type CartActor } from '../../carts';
import { type GraphQLContext } from '../context';
import { toDollars } from '../../core';

export interface Pricing {
  channelId: number;
  customerGroupId: number | null;
}

/** `compute`, run at most once per GraphQL request however many fields ask. */
export function perRequest<T>(compute: (ctx: GraphQLContext) => T): (ctx: GraphQLContext) => T {
  const memo = new WeakMap<GraphQLContext, T>();
  return (ctx) => {
    if (!memo.has(ctx)) memo.set(ctx, compute(ctx));
    return memo.get(ctx)!;
  };
}

/** `compute` for each key, run at most once per GraphQL request. */
export function perRequestByKey<K, T>(
  compute: (ctx: GraphQLContext, key: K) => T,
): (ctx: GraphQLContext, key: K) => T {
  const memo = perRequest(() => new Map<K, T>());
  return (ctx, key) => {
    const values = memo(ctx);
    if (!values.has(key)) values.set(key, compute(ctx, key));
    return values.get(key)!;
  };
}

/** Whose prices this request sees: its channel's, and its customer's group's (looked up once per request). */
export const pricingOf = perRequest((ctx): Pricing => ({
  channelId: ctx.channelId,
  customerGroupId: ctx.customerId
    ? (findCustomer(ctx.svc, ctx.customerId)?.customer_group_id ?? null)
    : null,
}));

export const actorOf = (ctx: GraphQLContext): CartActor => ({
  channelId: ctx.channelId,
  customerId: ctx.customerId,
});

export const money = (value: number, currencyCode = 'USD') => ({ currencyCode, value });
export const moneyFromCents = (cents: number, currencyCode = 'USD') =>
  money(toDollars(cents), currencyCode);

export const dateTime = (ms: number) => ({ utc: new Date(ms).toISOString() });

/** A product's variants and options, read once per request however many fields show them. */
export const productVariantsOf = perRequestByKey((ctx, productId: number) =>
  variantsOf(ctx.svc, productId),
);
export const productOptionsOf = perRequestByKey((ctx, productId: number) =>
  optionsOf(ctx.svc, productId),
);
