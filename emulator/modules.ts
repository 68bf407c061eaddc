import { catalogModule, contentPagesModule } from './catalog';
import { cartsModule } from './carts';
import { channelListingsModule } from './channel-listings';
import { checkoutModule } from './checkout';
import { scriptsModule, storeContentModule, widgetsModule } from './content';
import { type ServiceModule, storeSchema, eventsSchema } from './core';
import { currenciesModule } from './currencies';
import {
  customersModule,
  customerAddressesModule,
  customerGroupsModule,
  subscribersModule,
  customersV2Module,
} from './customers';
import { demoModule } from './demo';
import { geographyModule } from './geography';
import { graphqlModule } from './graphql';
import { localesModule } from './locales';
import { marketingModule } from './marketing';
import { shippingModule } from './shipping';
import { metafieldsModule } from './metafields';
import { wishlistsModule } from './wishlists';
import { channelsModule } from './channels';
import { sitesModule } from './sites';
import { storefrontTokensModule } from './storefront-tokens';
import { ordersModule } from './orders';
import { outboxModule } from './outbox';
import { priceListsModule } from './pricelists';
import { customTemplateAssociationsModule, themesModule } from './themes';
import { hooksModule, webhookDeliveryModule } from './webhooks';

/**
 * Every resource group the service serves, in schema dependency order (a module's tables
 * may reference the tables of modules above it). One per line.
 */
export const modules: readonly ServiceModule[] = [
  channelsModule,
  currenciesModule,
  sitesModule,
  storefrontTokensModule,
  outboxModule,
  hooksModule,
  metafieldsModule,
  webhookDeliveryModule,
  catalogModule,
  localesModule,
  contentPagesModule,
  customersModule,
  subscribersModule,
  geographyModule,
  customerGroupsModule,
  customersV2Module,
  customerAddressesModule,
  wishlistsModule,
  priceListsModule,
  channelListingsModule,
  marketingModule,
  shippingModule,
  cartsModule,
  ordersModule,
  checkoutModule,
  graphqlModule,
  demoModule,
  themesModule,
  customTemplateAssociationsModule,
  scriptsModule,
  widgetsModule,
  storeContentModule,
];

/** The tables of the core and of every module. */
export function allSchemas(): string[] {
  return [storeSchema, eventsSchema, ...modules.flatMap((m) => (m.schema ? [m.schema] : []))];
}
