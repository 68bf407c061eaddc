import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../core';
import { registerChildRoutes } from '../../http';
import { complexRules } from './complex-rules';
import { customFields } from './custom-fields';
import { partCollection, partsJsonOf } from './parts';
import { reviews } from './reviews';
import { videos } from './videos';

export { productPartsSchema } from './parts';

/** The parts a product's `include=videos|custom_fields|reviews` adds. */
export function includedParts(
  ctx: ServiceContext,
  productId: number,
  name: 'videos' | 'custom_fields' | 'reviews',
): Array<{ id: number }> {
  switch (name) {
    case 'videos':
      return partsJsonOf(ctx, videos, productId);
    case 'custom_fields':
      return partsJsonOf(ctx, customFields, productId);
    case 'reviews':
      return partsJsonOf(ctx, reviews, productId);
  }
}

/** A product's custom fields (name and value), as storefront filters read them. */
export const customFieldsOf = (ctx: ServiceContext, productId: number) =>
  partsJsonOf(ctx, customFields, productId);

/** `/v3/catalog/products/{product_id}/videos|custom-fields|reviews|complex-rules`. */
export function registerProductPartRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  registerChildRoutes(app, ctx, partCollection(videos));
  registerChildRoutes(app, ctx, partCollection(customFields));
  registerChildRoutes(app, ctx, partCollection(reviews));
  registerChildRoutes(app, ctx, partCollection(complexRules));
}
