import { type ServiceModule } from '../core';
import { channelDefaultLanguage } from '../sites';
import { defaultLocaleOf } from './repository';
import { registerLocaleRoutes, registerTranslationRoutes } from './routes';
import { localesSchema } from './schema';
import { migrateTranslationTextSearch, translationTextSearchSchema } from './text-search';

/**
 * Languages: the locales each channel offers (one default, at most five) and the
 * merchant's translations of products, categories and brands. The storefront GraphQL
 * endpoint answers in the shopper's language through `shopperLocale` and
 * `translationOf`; the hosted checkout and e-mails take their fixed texts from `texts.ts`.
 */
export const localesModule: ServiceModule = {
  name: 'locales',
  schema: [localesSchema, translationTextSearchSchema].join('\n'),
  init(ctx) {
    migrateTranslationTextSearch(ctx.db);
    channelDefaultLanguage.provide(ctx, (channelId) => defaultLocaleOf(ctx, channelId));
  },
  management(app, ctx) {
    registerLocaleRoutes(app, ctx);
    registerTranslationRoutes(app, ctx);
  },
};

export {
  STORE_DEFAULT_LOCALE,
  MAX_LOCALES_PER_CHANNEL,
  addLocale,
  defaultLocaleOf,
  deleteLocale,
  localesOf,
  normalizeLocaleCode,
  offeredLocale,
  type ChannelLocale,
} from './repository';
export { shopperLocale } from './negotiate';
export {
  ownerOfTranslatedPath,
  productsMatchingTranslations,
  translationOf,
  writeTranslation,
  type Translation,
  type TranslatableType,
} from './translations';
export { storeTexts, textLanguageOf, type StoreTexts } from './texts';
