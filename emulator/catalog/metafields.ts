import { type ServiceContext } from '../core';
import { modify, read, notFound, idParam } from '../http';
import { type MetafieldResource } from '../metafields';

/** The catalog's metafield resources: products, variants, brands and categories (Products scopes). */

const exists = (ctx: ServiceContext, table: string, id: string) =>
  /^\d+$/.test(id) &&
  ctx.db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(Number(id)) !== undefined;

function resource(
  type: 'product' | 'brand' | 'category',
  table: string,
  segment: string,
  param: string,
  idName: string,
): MetafieldResource {
  return {
    type,
    itemPath: `/v3/catalog/${segment}/:${param}`,
    batchPath: `/v3/catalog/${segment}/metafields`,
    idName,
    resolve(ctx, params) {
      const id = String(idParam(params[param], idName));
      if (!exists(ctx, table, id))
        throw notFound(`${type[0]!.toUpperCase()}${type.slice(1)} ${id}`);
      return id;
    },
    exists: (ctx, id) => exists(ctx, table, id),
    read: read('products'),
    modify: modify('products'),
  };
}

export const productMetafields: MetafieldResource = {
  ...resource('product', 'catalog_products', 'products', 'productId', 'product_id'),
  // Product metafields have webhooks (`store/product/metafield/*`); the product is `type`/`id`.
  events: {
    prefix: 'store/product/metafield',
    subject: (id) => ({ type: 'product', id: Number(id) }),
  },
};

export const brandMetafields = resource('brand', 'catalog_brands', 'brands', 'brandId', 'brand_id');
export const categoryMetafields = resource(
  'category',
  'catalog_categories',
  'categories',
  'categoryId',
  'category_id',
);

export const variantMetafields: MetafieldResource = {
  type: 'variant',
  itemPath: '/v3/catalog/products/:productId/variants/:variantId',
  batchPath: '/v3/catalog/variants/metafields',
  idName: 'variant_id',
  resolve(ctx, params) {
    const productId = idParam(params.productId, 'product_id');
    const variantId = idParam(params.variantId, 'variant_id');
    const owner = ctx.db
      .prepare('SELECT product_id FROM catalog_variants WHERE id = ?')
      .get(variantId) as { product_id: number } | undefined;
    if (owner?.product_id !== productId)
      throw notFound(`Variant ${variantId} of product ${productId}`);
    return String(variantId);
  },
  exists: (ctx, id) => exists(ctx, 'catalog_variants', id),
  read: read('products'),
  modify: modify('products'),
};
