import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../../core';
import { modify, ApiError, fieldErrors, unprocessable, idParam, parseInput } from '../../http';
import { productUpdateBody, variantUpdateBody } from '../inputs';
import { findProductRow, listProducts } from '../products/read';
import { deleteProduct, updateProduct } from '../products/write';
import { findVariantRow } from '../variants/read';
import { deleteVariant, updateVariant } from '../variants/write';
import { filterOf, productListQuery } from './products';

/** The real service's batch sizes: 10 products, 50 variants per request. */
const MAX_PRODUCTS = 10;
const MAX_VARIANTS = 50;

/**
 * Every element of a batch parsed before any is written; a bad one is a 422 naming its
 * index (`"3.price"`), and nothing is written.
 */
function parseBatch<S extends z.ZodType>(
  schema: S,
  body: unknown,
  max: number,
  what: string,
): Array<z.output<S>> {
  const array = parseInput(
    z
      .array(z.unknown())
      .min(1, `send at least one ${what}`)
      .max(max, `at most ${max} ${what}s per request`),
    body,
    `${what} batch`,
  );
  const errors: Record<string, string> = {};
  const items = array.map((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success)
      for (const [field, message] of Object.entries(fieldErrors(result.error)))
        errors[`${index}.${field}`] = message;
    return result.success ? result.data : null;
  });
  if (Object.keys(errors).length)
    throw new ApiError(
      422,
      `The ${what} batch is invalid; nothing was written. Fix the elements listed in errors.`,
      errors,
    );
  return items as Array<z.output<S>>;
}

const productBatchItem = productUpdateBody.extend({ id: z.number().int().min(1) });
const variantBatchItem = variantUpdateBody.extend({ id: z.number().int().min(1) });

/** Batch product and variant updates, filtered product deletes and single variant deletes. */
export function registerCatalogBatchRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const access = { config: { access: modify('products') } };

  app.put('/v3/catalog/products', access, (request) => {
    const items = parseBatch(productBatchItem, request.body, MAX_PRODUCTS, 'product');
    items.forEach((item, i) => {
      if (!findProductRow(ctx, item.id))
        throw unprocessable(
          `Product ${item.id} (element ${i}) does not exist; nothing was written.`,
          { [`${i}.id`]: 'unknown product' },
        );
    });
    return { data: items.map(({ id, ...fields }) => updateProduct(ctx, id, fields)!), meta: {} };
  });

  // Deleting the whole catalog by accident is not possible: at least one filter is needed.
  app.delete('/v3/catalog/products', access, (request, reply) => {
    const query = parseInput(productListQuery, request.query, 'Query');
    const filter = filterOf(query);
    const given = Object.entries(filter).some(([key, value]) =>
      key === 'inventory'
        ? Object.values(value as object).some((v) => v !== undefined)
        : value !== undefined,
    );
    if (!given)
      throw unprocessable(
        'Say which products to delete with a filter, e.g. id:in=12,13 or brand_id=4.',
      );
    for (const product of listProducts(ctx, filter).items) deleteProduct(ctx, product.id);
    return reply.code(204).send();
  });

  app.delete('/v3/catalog/products/:productId/variants/:variantId', access, (request, reply) => {
    const { productId, variantId } = request.params as { productId: string; variantId: string };
    deleteVariant(ctx, idParam(productId, 'product_id'), idParam(variantId, 'variant_id'));
    return reply.code(204).send();
  });

  app.put('/v3/catalog/variants', access, (request) => {
    const items = parseBatch(variantBatchItem, request.body, MAX_VARIANTS, 'variant');
    const owners = items.map((item, i) => {
      const row = findVariantRow(ctx, item.id);
      if (!row)
        throw unprocessable(
          `Variant ${item.id} (element ${i}) does not exist; nothing was written.`,
          { [`${i}.id`]: 'unknown variant' },
        );
      return row.product_id;
    });
    return {
      data: items.map(({ id, ...fields }, i) => updateVariant(ctx, owners[i]!, id, fields)),
      meta: {},
    };
  });
}
