import { type ServiceContext } from '../../core';
import { getBrand, getCategory, getPage, getProduct } from '../../catalog';
import { type EntityType } from '../library';

/** How each entity type is looked up, and where a client finds the ids (seed E5). */
const ENTITIES: Record<
  EntityType,
  { exists: (ctx: ServiceContext, id: number) => boolean; listedAt: string }
> = {
  product: {
    exists: (ctx, id) => getProduct(ctx, id) !== null,
    listedAt: 'GET /v3/catalog/products',
  },
  category: {
    exists: (ctx, id) => getCategory(ctx, id) !== null,
    listedAt: 'GET /v3/catalog/categories',
  },
  brand: { exists: (ctx, id) => getBrand(ctx, id) !== null, listedAt: 'GET /v3/catalog/brands' },
  page: { exists: (ctx, id) => getPage(ctx, id) !== null, listedAt: 'GET /v2/pages' },
};

/** Why an entity id cannot be associated, or null when the entity exists. */
export function missingEntityMessage(
  ctx: ServiceContext,
  type: EntityType,
  id: number,
): string | null {
  const entity = ENTITIES[type];
  return entity.exists(ctx, id)
    ? null
    : `There is no ${type} with id ${id}; ${entity.listedAt} lists the ids.`;
}
