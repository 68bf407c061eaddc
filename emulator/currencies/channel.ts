import { type ServiceContext } from '../core';
import { unprocessable } from '../http';
import { currencyAssignmentOf } from './channel-assignments';
import { type StoreCurrency, defaultCurrency, findStoreCurrency } from './repository';

export interface ChannelCurrencies {
  /** The channel's default: prices a shopper sees when they choose none. */
  default: StoreCurrency;
  /** Every currency the channel offers, the default first. */
  enabled: StoreCurrency[];
}

/**
 * The currencies a channel offers: its assignment's (or the store's), those the store has.
 * A default the store does not have falls back to the store's default.
 */
export function channelCurrencies(ctx: ServiceContext, channelId: number): ChannelCurrencies {
  const assignment = currencyAssignmentOf(ctx, channelId);
  const enabled = assignment.enabled_currencies
    .map((code) => findStoreCurrency(ctx, code))
    .filter((c): c is StoreCurrency => c !== null);
  const chosen =
    enabled.find((c) => c.code === assignment.default_currency) ?? defaultCurrency(ctx);
  return { default: chosen, enabled: [chosen, ...enabled.filter((c) => c.code !== chosen.code)] };
}

/**
 * The currency of `code` on a channel; the channel's default when no code is given. A
 * code the channel does not offer (for carts: one it offers only for display) is a 422
 * that names the ones it does; `field` is where the caller sent the code.
 */
export function channelCurrency(
  ctx: ServiceContext,
  channelId: number,
  code: string | null | undefined,
  { use, field }: { use: 'display' | 'transaction'; field: string },
): StoreCurrency {
  const currencies = channelCurrencies(ctx, channelId);
  if (!code) return currencies.default;
  const offered = currencies.enabled.filter((c) => use === 'display' || c.isTransactional);
  const found = offered.find((c) => c.code === code.toUpperCase());
  if (!found) {
    const codes = offered.map((c) => c.code).join(', ');
    throw unprocessable(
      `${code} is not a currency ${use === 'transaction' ? 'carts on this channel can be in' : 'of this channel'}; use one of ${codes}.`,
      {
        [field]: `must be one of ${codes}`,
      },
    );
  }
  return found;
}
