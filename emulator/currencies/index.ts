import { type ServiceModule } from '../core/context';
import { ensureDefaultCurrency } from './repository';
import { storeCurrenciesSchema } from './schema';

/** The store's currencies and their exchange rates (no interface of their own; see schema.ts). */
export const currenciesModule: ServiceModule = {
  name: 'currencies',
  schema: storeCurrenciesSchema,
  init: ensureDefaultCurrency,
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
