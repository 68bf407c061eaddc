import { type ServiceModule } from '../core';
import { channelCurrenciesSchema, registerCurrencyAssignmentRoutes } from './channel-assignments';
import { ensureDefaultCurrency } from './repository';
import { storeCurrenciesSchema } from './schema';

/**
 * The store's currencies and their exchange rates (no interface of their own; see
 * schema.ts), and the currencies each channel offers
 * (`/v3/channels/.../currency-assignments`, channel-assignments.ts).
 */
export const currenciesModule: ServiceModule = {
  name: 'currencies',
  schema: [storeCurrenciesSchema, channelCurrenciesSchema].join('\n'),
  init: ensureDefaultCurrency,
  management: registerCurrencyAssignmentRoutes,
};

export { channelCurrencies, channelCurrency } from './channel';
export type { ChannelCurrencies } from './channel';
export { convertAmount, convertCents } from './convert';
export {
  defaultCurrency,
  findStoreCurrency,
  saveStoreCurrency,
  storeCurrencies,
} from './repository';
export type { StoreCurrency } from './repository';
