import { type ServiceModule } from '../core';
import { shippingSchema } from './zones';

/**
 * Shipping zones and methods (./zones.ts) and the quotes checkouts and orders price
 * shipping with (./quotes.ts). The reference files have no shipping interface, so the
 * store's zones are its demo data's (../demo/shipping.ts); they are not managed over HTTP.
 */
export const shippingModule: ServiceModule = {
  name: 'shipping',
  schema: shippingSchema,
};

export {
  shippingQuotes,
  shippingQuote,
  cheapest,
  priceText,
  type ShippingQuote,
  type Parcel,
} from './quotes';
export { zoneFor, findMethodByName, type Destination } from './zones';

export { insertZone } from './zones';
