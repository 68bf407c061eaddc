import { type StoreServiceOptions } from '@/emulator/server';
import { type FilePlans } from '../plan';
import { cartsPlans } from './carts';
import { checkoutsPlans } from './checkouts';
import { brandsPlans, categoriesPlans, productsPlans, variantsPlans } from './catalog';
import { channelsPlans } from './channels';
import { scriptsPlans, widgetsPlans } from './content';
import {
  abandonedCartsPlans,
  customTemplateAssociationsPlans,
  geographyPlans,
  subscribersPlans,
} from './customers-misc';
import { customersV2Plans } from './customers-v2';
import { customersV3Plans } from './customers-v3';
import { ordersV2Plans, ordersV3Plans } from './orders';
import { priceListsPlans } from './price-lists';
import { sitesPlans } from './sites';
import { pagesPlans, storeContentPlans } from './store-content';
import { storefrontTokensPlans } from './storefront-tokens';
import { themesPlans } from './themes';
import { webhooksV2Plans, webhooksV3Plans } from './webhooks';

/**
 * How the store of a spec file is started, where the defaults do not fit: carts are
 * abandoned after a millisecond of quiet (swept every 20 ms), so a plan can recover one.
 */
export const STORE_OPTIONS: Record<string, Partial<StoreServiceOptions>> = {
  'abandoned_carts.v3.yml': { config: { abandonedCartAfterMs: 1, abandonedCartSweepMs: 20 } },
};

/** The plans of each spec file, by file name. */
export const PLANS: Record<string, FilePlans> = {
  'abandoned_carts.v3.yml': abandonedCartsPlans,
  'brands_catalog.v3.yml': brandsPlans,
  'carts.v3.yml': cartsPlans,
  'checkouts.v3.yml': checkoutsPlans,
  'categories_catalog.v3.yml': categoriesPlans,
  'channels.v3.yml': channelsPlans,
  'custom-template-associations.v3.yml': customTemplateAssociationsPlans,
  'customers.v2.yml': customersV2Plans,
  'customers.v3.yml': customersV3Plans,
  'geography.v2.yml': geographyPlans,
  'orders.v2.oas2.yml': ordersV2Plans,
  'orders.v3.yml': ordersV3Plans,
  'pages.v3.yml': pagesPlans,
  'price_lists.v3.yml': priceListsPlans,
  'product-variants_catalog.v3.yml': variantsPlans,
  'products_catalog.v3.yml': productsPlans,
  'scripts.v3.yml': scriptsPlans,
  'sites.v3.yml': sitesPlans,
  'store_content.v2.yml': storeContentPlans,
  'storefront_tokens.v3.yml': storefrontTokensPlans,
  'subscribers.v3.yml': subscribersPlans,
  'themes.v3.yml': themesPlans,
  'webhooks.v2.yml': webhooksV2Plans,
  'webhooks.v3.yml': webhooksV3Plans,
  'widgets.v3.yml': widgetsPlans,
};
