import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CurrenciesDocument } from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { getStorefrontConfig } from '../store/config';
import { type ShopCurrency, type ShopCurrencies } from '../shared/currency';
import { getChannelCurrencies } from '../store/management/channels';
import { orBuildPlaceholder } from '../store/build-placeholder';
import { catalogQuery } from '../store/last-known';
import { readOptional } from '../store/or-without';
import { RETRY_CACHE_LIFE } from './content-cache';
import { storeApi } from '../store/management-client';

/**
 * What the pages of a build without a store (lib/store/build-without-store.ts) are
 * rendered in: one currency, so no switch. Those pages are dropped from the build and
 * render from the store on their first request; no shopper sees this.
 */
const NO_STORE_CURRENCY: ShopCurrency = {
  code: 'USD',
  name: 'US Dollar',
  symbol: '$',
  decimalPlaces: 2,
  exchangeRate: 1,
  transactional: true,
};

/**
 * The currencies shoppers can choose: the channel's currency assignments (management API:
 * which are enabled and which is the default) with the store's exchange rates and display
 * from the storefront GraphQL endpoint. Without the assignments (the API account lacks
 * the Channel Settings scope, or the store fails) the shop offers the store's default
 * currency alone. The same for every shopper; refreshed by the channel's webhooks.
 */
export async function getCurrencies(): Promise<ShopCurrencies> {
  'use cache';
  return orBuildPlaceholder({ default: NO_STORE_CURRENCY, all: [NO_STORE_CURRENCY] }, async () => {
    cacheLife('hours');
    cacheTag(cacheTags.currencies());
    const [{ site }, assignmentRead] = await Promise.all([
      catalogQuery(CurrenciesDocument, {}),
      readOptional(
        'the currency choice',
        () => getChannelCurrencies(storeApi(), getStorefrontConfig().STORE_CHANNEL_ID),
        null,
      ),
    ]);
    // Without the assignments for a moment (the store failed), the default alone, not for hours.
    if (assignmentRead.failed) cacheLife(RETRY_CACHE_LIFE);
    const assignment = assignmentRead.value;
    const known: ShopCurrency[] = (site.currencies.edges ?? []).map(({ node }) => ({
      code: node.code,
      name: node.name,
      symbol: node.display.symbol,
      decimalPlaces: node.display.decimalPlaces,
      exchangeRate: node.exchangeRate,
      transactional: node.isTransactional,
    }));
    if (!known.length) throw new Error('The store lists no currencies for this channel.');
    const byCode = (code: string | undefined) => known.find((currency) => currency.code === code);
    const fallback = known.find((currency) => currency.exchangeRate === 1) ?? known[0]!;
    const chosen = byCode(assignment?.default_currency) ?? fallback;
    // Carts are made in the currency a shopper chooses, so only currencies carts can be in are offered.
    const enabled = assignment
      ? assignment.enabled_currencies
          .flatMap((code) => byCode(code) ?? [])
          .filter((c) => c.transactional)
      : [];
    return {
      default: chosen,
      all: [chosen, ...enabled.filter((currency) => currency.code !== chosen.code)],
    };
  });
}
