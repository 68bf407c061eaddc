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
import { countImages, imagesOf } from '../images/read';
import { productCreateBody, productUpdateBody } from '../inputs';
import { type ProductFilter, type ProductSort } from '../products/filter';
import { PRODUCT_INCLUDES, getProduct, listProducts } from '../products/read';
import { createProduct, deleteProduct, updateProduct } from '../products/write';
import { PRODUCT_TYPES } from '../shapes';
import { optionsOf } from '../variants/read';
import {
  directionParam,
  flagParam,
  idsOf,
  intListParam,
  intParam,
  numberParam,
} from './query-params';

/** The sort keys the real interface documents; `date_last_imported` sorts by id here (nothing is imported). */
const REST_SORTS = [
  'id',
  'name',
  'sku',
  'price',
  'date_modified',
  'date_last_imported',
  'inventory_level',
  'is_visible',
  'total_sold',
  'calculated_price',
] as const;

const fieldSelection = {
  include: csvList(z.enum(PRODUCT_INCLUDES)).optional(),
  include_fields: csvList(z.string()).optional(),
  exclude_fields: csvList(z.string()).optional(),
};

export const productListQuery = pageQuery.extend({
  ...fieldSelection,
  id: intParam.optional(),
  'id:in': intListParam.optional(),
  'id:not_in': intListParam.optional(),
  name: z.string().optional(),
  keyword: z.string().optional(),
  sku: z.string().optional(),
  'sku:in': csvList(z.string()).optional(),
  categories: intParam.optional(),
  'categories:in': intListParam.optional(),
  brand_id: intParam.optional(),
  is_visible: flagParam.optional(),
  is_featured: flagParam.optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  price: numberParam.optional(),
  inventory_level: intParam.optional(),
  'inventory_level:in': intListParam.optional(),
  'inventory_level:not_in': intListParam.optional(),
  'inventory_level:min': intParam.optional(),
  'inventory_level:max': intParam.optional(),
  'inventory_level:greater': intParam.optional(),
  'inventory_level:less': intParam.optional(),
  out_of_stock: flagParam.optional(),
  sort: z.enum(REST_SORTS).optional(),
  direction: directionParam.optional(),
});
type ProductListQuery = z.output<typeof productListQuery>;

const productQuery = z.object(fieldSelection);

export function filterOf(query: ProductListQuery): ProductFilter {
  return {
    ids: idsOf(query.id, query['id:in']),
    excludeIds: query['id:not_in'],
    name: query.name,
    search: query.keyword,
    sku: query.sku,
    skus: query['sku:in'],
    onlyCategory: query.categories,
    inAllCategories: query['categories:in'],
    brandId: query.brand_id,
    isVisible: query.is_visible,
    featured: query.is_featured,
    type: query.type,
    price: query.price,
    inventory: {
      equals: query.inventory_level,
      in: query['inventory_level:in'],
      notIn: query['inventory_level:not_in'],
      min: query['inventory_level:min'],
      max: query['inventory_level:max'],
      greater: query['inventory_level:greater'],
      less: query['inventory_level:less'],
    },
    outOfStock: query.out_of_stock,
  };
}

const sortOf = (sort: ProductListQuery['sort']): ProductSort | undefined =>
  sort === 'date_last_imported' ? 'id' : sort;

const productIdOf = (params: unknown) =>
  idParam((params as { productId: string }).productId, 'product_id');

export function registerProductRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/catalog/products', { config: { access: read('products') } }, (request) => {
    const query = parseInput(productListQuery, request.query, 'Query');
    const { limit, offset } = sqlPage(query);
    const { items, total } = listProducts(ctx, {
      ...filterOf(query),
      sort: sortOf(query.sort),
      direction: query.direction,
      include: query.include,
      first: limit,
      offset,
    });
    return paged(
      items.map((product) => selectFields(product, { ...query, keep: query.include })),
      total,
      query,
    );
  });

  app.post('/v3/catalog/products', { config: { access: modify('products') } }, (request) =>
    one(createProduct(ctx, parseInput(productCreateBody, request.body, 'Product'))),
  );

  app.get(
    '/v3/catalog/products/:productId',
    { config: { access: read('products') } },
    (request) => {
      const id = productIdOf(request.params);
      const query = parseInput(productQuery, request.query, 'Query');
      const product = getProduct(ctx, id, query.include);
      if (!product) throw notFound(`Product ${id}`);
      return one(selectFields(product, { ...query, keep: query.include }));
    },
  );

  app.put(
    '/v3/catalog/products/:productId',
    { config: { access: modify('products') } },
    (request) => {
      const id = productIdOf(request.params);
      if (!getProduct(ctx, id)) throw notFound(`Product ${id}`);
      const product = updateProduct(
        ctx,
        id,
        parseInput(productUpdateBody, request.body, 'Product'),
      );
      if (!product) throw notFound(`Product ${id}`);
      return one(product);
    },
  );

  app.delete(
    '/v3/catalog/products/:productId',
    { config: { access: modify('products') } },
    (request, reply) => {
      const id = productIdOf(request.params);
      if (!deleteProduct(ctx, id)) throw notFound(`Product ${id}`);
      return reply.code(204).send();
    },
  );

  app.get(
    '/v3/catalog/products/:productId/images',
    { config: { access: read('products') } },
    (request) => {
      const id = productIdOf(request.params);
      const query = parseInput(pageQuery, request.query, 'Query');
      if (!getProduct(ctx, id)) throw notFound(`Product ${id}`);
      const { limit, offset } = sqlPage(query);
      return paged(imagesOf(ctx, id, { limit, offset }), countImages(ctx, id), query);
    },
  );

  app.get(
    '/v3/catalog/products/:productId/options',
    { config: { access: read('products') } },
    (request) => {
      const id = productIdOf(request.params);
      const query = parseInput(pageQuery, request.query, 'Query');
      if (!getProduct(ctx, id)) throw notFound(`Product ${id}`);
      const options = optionsOf(ctx, id);
      const { limit, offset } = sqlPage(query);
      return paged(options.slice(offset, offset + limit), options.length, query);
    },
  );
}
