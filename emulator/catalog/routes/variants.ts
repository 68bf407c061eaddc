import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../../core';
import {
  modify,
  read,
  notFound,
  one,
  pageQuery,
  paged,
  sqlPage,
  csvList,
  idParam,
  parseInput,
  selectFields,
} from '../../http';
import { variantCreateBody, variantUpdateBody } from '../inputs';
import { getProduct } from '../products/read';
import { getVariant, listVariants } from '../variants/read';
import { createVariant, updateVariant } from '../variants/write';
import { idsOf, intListParam, intParam } from './query-params';

const fieldSelection = {
  include_fields: csvList(z.string()).optional(),
  exclude_fields: csvList(z.string()).optional(),
};

const variantListQuery = pageQuery.extend({
  ...fieldSelection,
  id: intParam.optional(),
  'id:in': intListParam.optional(),
  sku: z.string().optional(),
  upc: z.string().optional(),
  'product_id:in': intListParam.optional(),
});

const productVariantsQuery = pageQuery.extend(fieldSelection);

const pathIds = (params: unknown) => {
  const { productId, variantId } = params as { productId: string; variantId?: string };
  return {
    productId: idParam(productId, 'product_id'),
    variantId: idParam(variantId, 'variant_id'),
  };
};

export function registerVariantRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/catalog/variants', { config: { access: read('products') } }, (request) => {
    const query = parseInput(variantListQuery, request.query, 'Query');
    const { limit, offset } = sqlPage(query);
    const { items, total } = listVariants(ctx, {
      ids: idsOf(query.id, query['id:in']),
      productIds: query['product_id:in'],
      sku: query.sku,
      upc: query.upc,
      limit,
      offset,
    });
    return paged(
      items.map((variant) => selectFields(variant, query)),
      total,
      query,
    );
  });

  app.get(
    '/v3/catalog/products/:productId/variants',
    { config: { access: read('products') } },
    (request) => {
      const productId = idParam((request.params as { productId: string }).productId, 'product_id');
      const query = parseInput(productVariantsQuery, request.query, 'Query');
      if (!getProduct(ctx, productId)) throw notFound(`Product ${productId}`);
      const { limit, offset } = sqlPage(query);
      const { items, total } = listVariants(ctx, { productIds: [productId], limit, offset });
      return paged(
        items.map((variant) => selectFields(variant, query)),
        total,
        query,
      );
    },
  );

  app.post(
    '/v3/catalog/products/:productId/variants',
    { config: { access: modify('products') } },
    (request) => {
      const productId = idParam((request.params as { productId: string }).productId, 'product_id');
      if (!getProduct(ctx, productId)) throw notFound(`Product ${productId}`);
      return one(
        createVariant(ctx, productId, parseInput(variantCreateBody, request.body, 'Variant')),
      );
    },
  );

  app.get(
    '/v3/catalog/products/:productId/variants/:variantId',
    { config: { access: read('products') } },
    (request) => {
      const { productId, variantId } = pathIds(request.params);
      const query = parseInput(z.object(fieldSelection), request.query, 'Query');
      const variant = getVariant(ctx, variantId);
      if (!variant || variant.product_id !== productId)
        throw notFound(`Variant ${variantId} of product ${productId}`);
      return one(selectFields(variant, query));
    },
  );

  app.put(
    '/v3/catalog/products/:productId/variants/:variantId',
    { config: { access: modify('products') } },
    (request) => {
      const { productId, variantId } = pathIds(request.params);
      const variant = getVariant(ctx, variantId);
      if (!variant || variant.product_id !== productId)
        throw notFound(`Variant ${variantId} of product ${productId}`);
      return one(
        updateVariant(
          ctx,
          productId,
          variantId,
          parseInput(variantUpdateBody, request.body, 'Variant'),
        ),
      );
    },
  );
}
