import { type StoreCurrency, channelCurrencies, channelCurrency } from '../../currencies';
import { type PricingCurrency } from '../../catalog';
import { type GraphQLContext } from '../context';
import { type Resolvers, type CurrencyCode } from '../generated/resolvers';
import { connectionOfList } from '../relay';
import { perRequest, perRequestByKey } from './shopper';

/** The currencies of the request's channel, read once per request. */
const currenciesOf = perRequest((ctx) => channelCurrencies(ctx.svc, ctx.channelId));

/**
 * The currency a price field is asked in (its `currencyCode` argument): one of the
 * channel's, else the channel's default. Another code is an error naming the channel's.
 */
export const displayCurrency = perRequestByKey(
  (ctx: GraphQLContext, code: string | null): PricingCurrency =>
    code
      ? channelCurrency(ctx.svc, ctx.channelId, code, { use: 'display', field: 'currencyCode' })
      : currenciesOf(ctx).default,
);

export const currencyResolvers: Resolvers = {
  Site: {
    currencies: (_site, args, ctx) => connectionOfList(currenciesOf(ctx).enabled, args),
    currency: (_site, { currencyCode }, ctx) =>
      currenciesOf(ctx).enabled.find((c) => c.code === currencyCode) ?? null,
  },
  Currency: {
    entityId: (c) => c.id,
    code: (c) => c.code as CurrencyCode,
    name: (c) => c.name,
    flagImage: () => null,
    isActive: () => true,
    exchangeRate: (c) => c.exchangeRate,
    isTransactional: (c) => c.isTransactional,
    display: (c: StoreCurrency) => ({
      symbol: c.symbol,
      symbolPlacement: c.symbolPlacement,
      decimalToken: c.decimalToken,
      thousandsToken: c.thousandsToken,
      decimalPlaces: c.decimalPlaces,
    }),
  },
};
