/** core/: what other modules of the local store service may use (emulator/README.md, "Modules and layers"). */
export {
  STORE_LEVEL,
  channelExists,
  channelSettingsTable,
  withOverrides,
} from './channel-settings';
export { systemClock } from './clock';
export type { Clock } from './clock';
export { defaultConfig } from './context';
export type { ServiceConfig, ServiceContext, ServiceModule } from './context';
export { Html, escapeHtml, html, trusted } from './html';
export type { HtmlPart } from './html';
export { ensureColumn, fromJson, openDatabase, runOnce, updateColumns } from './database';
export type { Db } from './database';
export { EventLog, eventsSchema } from './events';
export type { StoreEvent } from './events';
export { STORE_CURRENCY, formatMoney, moneyInput, toCents, toDollars, v2Money } from './money';
export { definePort } from './port';
export { ALL_SCOPES, describeMissingScope, isGranted, isKnownScope } from './scopes';
export type { AccessLevel, AccessRule, ScopeGroup } from './scopes';
export { WhereBuilder, selectPage } from './sql-where';
export {
  STORE_PLANS,
  createApiAccount,
  ensureStore,
  findApiAccountByClientId,
  findApiAccountByToken,
  primaryApiAccount,
  setStorePlan,
  storeSchema,
} from './store';
export type { ApiAccount, Store, StorePlan } from './store';
export { isoMillis, isoSeconds, rfc2822, unixSeconds } from './time';
