import { type ServiceModule } from '../../core';
import { formFieldValuesSchema } from '../form-field-values';
import { customerAddressesSchema } from './repository';
import { registerV2AddressRoutes } from './v2-routes';
import { registerV3AddressRoutes } from './v3-routes';

/**
 * Customer addresses: one table behind `/v3/customers/addresses` and
 * `/v2/customers/{id}/addresses`, Customers scopes. Countries and states are checked
 * against `emulator/geography`.
 */
export const customerAddressesModule: ServiceModule = {
  name: 'customer-addresses',
  schema: customerAddressesSchema + formFieldValuesSchema,
  management(app, ctx) {
    registerV3AddressRoutes(app, ctx);
    registerV2AddressRoutes(app, ctx);
  },
};
