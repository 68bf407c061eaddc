import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../../core';
import {
  modify,
  read,
  notFound,
  unprocessable,
  one,
  pageQuery,
  paged,
  sqlPage,
  idParam,
  parseInput,
} from '../../http';
import { publishCategoryEvent, publishProductsUpdated } from '../events';
import {
  brandInput,
  brandUpdateInput,
  createBrand,
  deleteBrands,
  getBrand,
  setBrandImage,
  updateBrand,
} from '../taxonomy/brands';
import {
  categoryInput,
  categoryUpdateInput,
  createCategory,
  deleteCategories,
  getCategory,
  listCategories,
  setCategoryImage,
  updateCategory,
} from '../taxonomy/categories';
import { requestImage } from '../uploads';
import { categoryFilterOf, categoryListQuery } from './taxonomy';

const brandDeleteQuery = z.object({
  name: z.string({ error: 'name is required: the brand to delete' }).min(1),
  page_title: z.string().optional(),
});

const sortOrderBody = z
  .array(
    z.object({
      product_id: z.number().int().min(1),
      sort_order: z.number().int().min(0).max(2_147_483_647),
    }),
  )
  .min(1, 'send at least one product')
  .max(5000);

/** Brands and categories: create, change, delete, images; a category's product order. */
export function registerTaxonomyWriteRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const brandOf = (request: FastifyRequest) => {
    const id = idParam((request.params as { brandId: string }).brandId, 'brand_id');
    if (!getBrand(ctx, id)) throw notFound(`Brand ${id}`);
    return id;
  };
  const categoryOf = (request: FastifyRequest) => {
    const id = idParam((request.params as { categoryId: string }).categoryId, 'category_id');
    if (!getCategory(ctx, id)) throw notFound(`Category ${id}`);
    return id;
  };
  const access = { config: { access: modify('products') } };

  // Brands have no webhooks of their own; a deleted brand changes its products' pages.
  app.post('/v3/catalog/brands', access, (request) =>
    one(createBrand(ctx, parseInput(brandInput, request.body, 'Brand'))),
  );

  app.put('/v3/catalog/brands/:brandId', access, (request) => {
    const id = brandOf(request);
    return one(updateBrand(ctx, id, parseInput(brandUpdateInput, request.body, 'Brand')));
  });

  app.delete('/v3/catalog/brands/:brandId', access, (request, reply) => {
    publishProductsUpdated(ctx, deleteBrands(ctx, [brandOf(request)]));
    return reply.code(204).send();
  });

  app.delete('/v3/catalog/brands', access, (request, reply) => {
    const query = parseInput(brandDeleteQuery, request.query, 'Query');
    const rows = ctx.db
      .prepare(
        'SELECT id FROM catalog_brands WHERE name = ? COLLATE NOCASE AND (? IS NULL OR page_title = ?)',
      )
      .all(query.name, query.page_title ?? null, query.page_title ?? null) as Array<{ id: number }>;
    publishProductsUpdated(
      ctx,
      deleteBrands(
        ctx,
        rows.map((r) => r.id),
      ),
    );
    return reply.code(204).send();
  });

  app.post('/v3/catalog/brands/:brandId/image', access, async (request) => {
    const id = brandOf(request);
    setBrandImage(ctx, id, (await requestImage(ctx, request, { json: false })).stored);
    return one({ image_url: getBrand(ctx, id)!.image_url });
  });

  app.delete('/v3/catalog/brands/:brandId/image', access, (request, reply) => {
    setBrandImage(ctx, brandOf(request), '');
    return reply.code(204).send();
  });

  app.post('/v3/catalog/categories', access, (request) => {
    const category = createCategory(ctx, parseInput(categoryInput, request.body, 'Category'));
    publishCategoryEvent(ctx, 'created', category.id);
    return one(category);
  });

  app.put('/v3/catalog/categories/:categoryId', access, (request) => {
    const id = categoryOf(request);
    const category = updateCategory(
      ctx,
      id,
      parseInput(categoryUpdateInput, request.body, 'Category'),
    );
    publishCategoryEvent(ctx, 'updated', id);
    return one(category);
  });

  const removeCategories = (ids: number[]) => {
    const products = deleteCategories(ctx, ids);
    for (const id of ids) publishCategoryEvent(ctx, 'deleted', id);
    publishProductsUpdated(ctx, products);
  };

  app.delete('/v3/catalog/categories/:categoryId', access, (request, reply) => {
    removeCategories([categoryOf(request)]);
    return reply.code(204).send();
  });

  // Deleting every category by accident is not possible: at least one filter is needed.
  app.delete('/v3/catalog/categories', access, (request, reply) => {
    const query = parseInput(categoryListQuery, request.query, 'Query');
    const filter = categoryFilterOf(query);
    if (Object.values(filter).every((value) => value === undefined)) {
      throw unprocessable(
        'Say which categories to delete with a filter, e.g. id:in=12,13 or parent_id=4.',
      );
    }
    removeCategories(listCategories(ctx, filter).items.map((c) => c.id));
    return reply.code(204).send();
  });

  app.post('/v3/catalog/categories/:categoryId/image', access, async (request) => {
    const id = categoryOf(request);
    setCategoryImage(ctx, id, (await requestImage(ctx, request, { json: false })).stored);
    publishCategoryEvent(ctx, 'updated', id);
    return one({ image_url: getCategory(ctx, id)!.image_url });
  });

  app.delete('/v3/catalog/categories/:categoryId/image', access, (request, reply) => {
    const id = categoryOf(request);
    setCategoryImage(ctx, id, '');
    publishCategoryEvent(ctx, 'updated', id);
    return reply.code(204).send();
  });

  app.get(
    '/v3/catalog/categories/:categoryId/products/sort-order',
    { config: { access: read('products') } },
    (request) => {
      const id = categoryOf(request);
      const query = parseInput(pageQuery, request.query, 'Query');
      const { limit, offset } = sqlPage(query);
      const rows = ctx.db
        .prepare(
          'SELECT product_id, sort_order FROM catalog_product_categories WHERE category_id = ? ORDER BY sort_order, product_id LIMIT ? OFFSET ?',
        )
        .all(id, limit, offset);
      const { n } = ctx.db
        .prepare('SELECT COUNT(*) AS n FROM catalog_product_categories WHERE category_id = ?')
        .get(id) as { n: number };
      return paged(rows, n, query);
    },
  );

  app.put('/v3/catalog/categories/:categoryId/products/sort-order', access, (request) => {
    const id = categoryOf(request);
    const body = parseInput(sortOrderBody, request.body, 'Sort order');
    const inCategory = ctx.db.prepare(
      'SELECT 1 FROM catalog_product_categories WHERE category_id = ? AND product_id = ?',
    );
    body.forEach((item, i) => {
      if (!inCategory.get(id, item.product_id)) {
        throw unprocessable(
          `Product ${item.product_id} is not in category ${id}; assign it first.`,
          { [`${i}.product_id`]: 'not in this category' },
        );
      }
    });
    const update = ctx.db.prepare(
      'UPDATE catalog_product_categories SET sort_order = ? WHERE category_id = ? AND product_id = ?',
    );
    ctx.db.transaction(() =>
      body.forEach((item) => update.run(item.sort_order, id, item.product_id)),
    )();
    publishCategoryEvent(ctx, 'updated', id);
    // The reference answers with the list itself, without the envelope.
    return body;
  });
}
