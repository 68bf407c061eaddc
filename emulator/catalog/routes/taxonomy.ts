import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../../core';
import { read, notFound, one, pageQuery, paged, sqlPage, idParam, parseInput } from '../../http';
import { getBrand, listBrands } from '../taxonomy/brands';
import {
  CATEGORY_SORTS,
  type CategoryFilter,
  getCategory,
  listCategories,
} from '../taxonomy/categories';
import { directionParam, flagParam, idsOf, intListParam, intParam } from './query-params';

export const categoryListQuery = pageQuery.extend({
  id: intParam.optional(),
  'id:in': intListParam.optional(),
  'id:not_in': intListParam.optional(),
  name: z.string().optional(),
  'name:like': z.string().optional(),
  parent_id: intParam.optional(),
  'parent_id:in': intListParam.optional(),
  keyword: z.string().optional(),
  is_visible: flagParam.optional(),
  sort: z.enum(CATEGORY_SORTS).optional(),
});

const brandListQuery = pageQuery.extend({
  id: intParam.optional(),
  'id:in': intListParam.optional(),
  'id:not_in': intListParam.optional(),
  name: z.string().optional(),
  'name:like': z.string().optional(),
  sort: z.enum(['name']).optional(),
  direction: directionParam.optional(),
});

/** The category filter of a list (or batch delete) query. */
export const categoryFilterOf = (query: z.output<typeof categoryListQuery>): CategoryFilter => ({
  ids: idsOf(query.id, query['id:in']),
  excludeIds: query['id:not_in'],
  name: query.name,
  nameLike: query['name:like'],
  parentId: query.parent_id,
  parentIds: query['parent_id:in'],
  keyword: query.keyword,
  isVisible: query.is_visible,
});

/** Reading categories and brands (`taxonomy-writes.ts` changes them). */
export function registerTaxonomyRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/catalog/categories', { config: { access: read('products') } }, (request) => {
    const query = parseInput(categoryListQuery, request.query, 'Query');
    const { limit, offset } = sqlPage(query);
    const { items, total } = listCategories(ctx, {
      ...categoryFilterOf(query),
      sort: query.sort,
      limit,
      offset,
    });
    return paged(items, total, query);
  });

  app.get(
    '/v3/catalog/categories/:categoryId',
    { config: { access: read('products') } },
    (request) => {
      const id = idParam((request.params as { categoryId: string }).categoryId, 'category_id');
      const category = getCategory(ctx, id);
      if (!category) throw notFound(`Category ${id}`);
      return one(category);
    },
  );

  app.get('/v3/catalog/brands', { config: { access: read('products') } }, (request) => {
    const query = parseInput(brandListQuery, request.query, 'Query');
    const { limit, offset } = sqlPage(query);
    const { items, total } = listBrands(ctx, {
      ids: idsOf(query.id, query['id:in']),
      excludeIds: query['id:not_in'],
      name: query.name,
      nameLike: query['name:like'],
      sort: query.sort,
      direction: query.direction,
      limit,
      offset,
    });
    return paged(items, total, query);
  });

  app.get('/v3/catalog/brands/:brandId', { config: { access: read('products') } }, (request) => {
    const id = idParam((request.params as { brandId: string }).brandId, 'brand_id');
    const brand = getBrand(ctx, id);
    if (!brand) throw notFound(`Brand ${id}`);
    return one(brand);
  });
}
