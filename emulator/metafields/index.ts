import { type ServiceModule } from '../core';
import { metafieldsSchema, migrateOrderMetafields } from './schema';

/**
 * Metafields of every resource type, in one table. The modules owning the resources
 * register the endpoints (`registerMetafieldRoutes`) with a `MetafieldResource` saying
 * where they live, who may use them and which events they publish.
 */
export const metafieldsModule: ServiceModule = {
  name: 'metafields',
  schema: metafieldsSchema,
  init: (ctx) => migrateOrderMetafields(ctx.db),
};

export { registerMetafieldRoutes } from './routes';
export { type MetafieldResource, type MetafieldResourceType } from './resources';
export { type MetafieldRow, deleteMetafieldsOf, storefrontMetafields } from './repository';
