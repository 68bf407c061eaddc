import { type ServiceContext } from '../../core';
import { ApiError } from '../../http';
import {
  assertBrandExists,
  assertCategoriesExist,
  assertPathFree,
  assertProductNameFree,
  assertSkuFree,
} from '../checks';
import { publishInventoryEvent, publishProductEvent } from '../events';
import { type ImageInput, type ProductCreateInput, type ProductUpdateInput } from '../inputs';
import { syncVariantTrackedTotal } from '../inventory';
import { type Product } from '../shapes';
import { freeSlug, pathOfSlug, slugOf, slugify } from '../urls';
import { insertOptionVariant } from '../variants/write';
import { deleteMetafieldsOf } from '../../metafields';
import { assignToStorefront } from '../assignments';
import { replaceBulkPricingRules } from './bulk-pricing-rules';
import { findProductRow, getProduct } from './read';
import { productJson } from './rows';

/** Product fields stored 1:1 in a column of the same name. */
const SCALAR_FIELDS = [
  'name',
  'type',
  'sku',
  'description',
  'weight',
  'width',
  'depth',
  'height',
  'price',
  'cost_price',
  'retail_price',
  'sale_price',
  'map_price',
  'brand_id',
  'inventory_level',
  'inventory_warning_level',
  'inventory_tracking',
  'is_free_shipping',
  'is_visible',
  'is_featured',
  'sort_order',
  'search_keywords',
  'availability',
  'availability_description',
  'condition',
  'order_quantity_minimum',
  'order_quantity_maximum',
  'page_title',
  'meta_keywords',
  'meta_description',
] as const satisfies ReadonlyArray<keyof ProductUpdateInput>;
type ScalarField = (typeof SCALAR_FIELDS)[number];

/** What a new product gets for the fields a POST leaves out (the real service's defaults). */
const DEFAULTS: Required<
  Omit<Pick<ProductUpdateInput, ScalarField>, 'name' | 'type' | 'weight' | 'price'>
> = {
  sku: '',
  description: '',
  width: 0,
  depth: 0,
  height: 0,
  cost_price: 0,
  retail_price: 0,
  sale_price: 0,
  map_price: 0,
  brand_id: 0,
  inventory_level: 0,
  inventory_warning_level: 0,
  inventory_tracking: 'none',
  is_free_shipping: false,
  is_visible: true,
  is_featured: false,
  sort_order: 0,
  search_keywords: '',
  availability: 'available',
  availability_description: '',
  condition: 'New',
  order_quantity_minimum: 0,
  order_quantity_maximum: 0,
  page_title: '',
  meta_keywords: [],
  meta_description: '',
};

/** SQLite takes numbers and strings: booleans become 0/1, lists JSON. */
const toColumn = (value: string | number | boolean | string[]): string | number =>
  typeof value === 'boolean' ? Number(value) : Array.isArray(value) ? JSON.stringify(value) : value;

function assertReferences(
  ctx: ServiceContext,
  input: ProductUpdateInput,
  productId?: number,
): void {
  if (input.name !== undefined) assertProductNameFree(ctx, input.name, productId);
  if (input.sku !== undefined) assertSkuFree(ctx, input.sku, 'sku', { productId });
  if (input.categories) assertCategoriesExist(ctx, input.categories);
  if (input.brand_id !== undefined) assertBrandExists(ctx, input.brand_id);
  if (input.custom_url)
    assertPathFree(
      ctx,
      input.custom_url.url,
      productId === undefined ? null : { type: 'product', id: productId },
    );
}

function replaceCategories(
  ctx: ServiceContext,
  productId: number,
  categories: readonly number[],
): void {
  ctx.db.prepare('DELETE FROM catalog_product_categories WHERE product_id = ?').run(productId);
  const insert = ctx.db.prepare(
    'INSERT OR IGNORE INTO catalog_product_categories (product_id, category_id) VALUES (?, ?)',
  );
  for (const categoryId of categories) insert.run(productId, categoryId);
}

function insertImages(ctx: ServiceContext, productId: number, images: readonly ImageInput[]): void {
  // A product shows one thumbnail: the one marked, else the first image.
  const thumbnail = Math.max(
    0,
    images.findIndex((image) => image.is_thumbnail),
  );
  const insert = ctx.db.prepare(
    'INSERT INTO catalog_images (product_id, is_thumbnail, sort_order, description, date_modified) VALUES (?, ?, ?, ?, ?)',
  );
  images.forEach((image, index) =>
    insert.run(
      productId,
      Number(index === thumbnail),
      image.sort_order ?? index,
      image.description ?? '',
      ctx.clock.now(),
    ),
  );
}

export interface WriteOptions {
  /** Publish the product events (default). The demo data is not news to anyone and passes false. */
  publish?: boolean;
}

/**
 * `POST /v3/catalog/products`. Without `variants` the product gets its base variant
 * (same SKU, no options); with them, one variant per option combination. Without a
 * custom URL it gets `/<name>/`.
 */
export function createProduct(
  ctx: ServiceContext,
  input: ProductCreateInput,
  options: WriteOptions = {},
): Product {
  const id = ctx.db.transaction(() => {
    assertReferences(ctx, input);
    const valueOf = (field: ScalarField) => {
      const given = input[field];
      if (given !== undefined) return given;
      // Required by the body schema, so never missing; the check only tells TypeScript so.
      if (field === 'name' || field === 'type' || field === 'weight' || field === 'price')
        return input[field];
      return DEFAULTS[field];
    };
    const slug = input.custom_url
      ? slugOf(input.custom_url.url)
      : freeSlug(ctx, slugify(input.name));
    const now = ctx.clock.now();
    const columns = [
      ...SCALAR_FIELDS,
      'url',
      'slug',
      'url_customized',
      'date_created',
      'date_modified',
    ];
    const productId = Number(
      ctx.db
        .prepare(
          `INSERT INTO catalog_products (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        )
        .run(
          ...SCALAR_FIELDS.map((field) => toColumn(valueOf(field))),
          input.custom_url?.url ?? pathOfSlug(slug),
          slug,
          Number(input.custom_url?.is_customized ?? Boolean(input.custom_url)),
          now,
          now,
        ).lastInsertRowid,
    );
    replaceCategories(ctx, productId, input.categories ?? []);
    replaceBulkPricingRules(ctx, productId, input.bulk_pricing_rules ?? []);
    if (input.variants?.length) {
      for (const variant of input.variants) insertOptionVariant(ctx, productId, variant);
      syncVariantTrackedTotal(ctx, productId);
    } else {
      // The base variant: the product sold as itself. Its stock is the product's.
      ctx.db
        .prepare(
          "INSERT INTO catalog_variants (product_id, sku, option_key, inventory_level) VALUES (?, ?, '', ?)",
        )
        .run(productId, input.sku ?? '', input.inventory_level ?? 0);
    }
    insertImages(ctx, productId, input.images ?? []);
    assignToStorefront(ctx, productId);
    return productId;
  })();
  if (options.publish ?? true) publishProductEvent(ctx, 'created', id);
  return getProduct(ctx, id)!;
}

/**
 * `PUT /v3/catalog/products/{id}`: changes the fields given; `categories` and
 * `bulk_pricing_rules` replace the whole set. Publishes `store/product/updated` when
 * anything changed, and `store/product/inventory/updated` for a new stock level. Returns
 * null for an unknown product.
 */
export function updateProduct(
  ctx: ServiceContext,
  id: number,
  input: ProductUpdateInput,
): Product | null {
  const outcome = ctx.db.transaction(() => {
    const row = findProductRow(ctx, id);
    if (!row) return null;
    assertReferences(ctx, input, id);
    const tracking = input.inventory_tracking ?? row.inventory_tracking;
    if (
      input.inventory_level !== undefined &&
      input.inventory_level !== row.inventory_level &&
      tracking === 'variant'
    ) {
      throw new ApiError(
        422,
        `Product ${id} tracks inventory by variant; set inventory_level on its variants.`,
        {
          inventory_level: 'the product level is the sum of its variants',
        },
      );
    }
    const before = productJson(row);

    const fields = SCALAR_FIELDS.filter((field) => input[field] !== undefined);
    if (fields.length) {
      ctx.db
        .prepare(
          `UPDATE catalog_products SET ${fields.map((f) => `${f} = ?`).join(', ')} WHERE id = ?`,
        )
        .run(...fields.map((field) => toColumn(input[field]!)), id);
    }
    if (input.sku !== undefined) {
      ctx.db
        .prepare("UPDATE catalog_variants SET sku = ? WHERE product_id = ? AND option_key = ''")
        .run(input.sku, id);
    }
    if (input.custom_url) {
      ctx.db
        .prepare('UPDATE catalog_products SET url = ?, slug = ?, url_customized = ? WHERE id = ?')
        .run(
          input.custom_url.url,
          slugOf(input.custom_url.url),
          Number(input.custom_url.is_customized ?? true),
          id,
        );
    }
    if (row.inventory_tracking !== 'variant' && tracking === 'variant') {
      // Until now the product row held the stock; hand it to the base variant before the
      // product level becomes the sum of its variants.
      ctx.db
        .prepare(
          "UPDATE catalog_variants SET inventory_level = ? WHERE product_id = ? AND option_key = ''",
        )
        .run(row.inventory_level, id);
    }
    if (input.categories) replaceCategories(ctx, id, input.categories);
    if (input.bulk_pricing_rules) replaceBulkPricingRules(ctx, id, input.bulk_pricing_rules);
    syncVariantTrackedTotal(ctx, id);

    const after = productJson(findProductRow(ctx, id)!);
    const rulesChanged = input.bulk_pricing_rules !== undefined;
    const changed =
      rulesChanged ||
      JSON.stringify({ ...before, date_modified: '' }) !==
        JSON.stringify({ ...after, date_modified: '' });
    if (changed)
      ctx.db
        .prepare('UPDATE catalog_products SET date_modified = ? WHERE id = ?')
        .run(ctx.clock.now(), id);
    return {
      changed,
      stockSet: tracking !== 'variant' && after.inventory_level !== before.inventory_level,
      level: after.inventory_level,
    };
  })();
  if (!outcome) return null;
  if (outcome.changed) publishProductEvent(ctx, 'updated', id);
  if (outcome.stockSet)
    publishInventoryEvent(ctx, {
      productId: id,
      method: 'absolute',
      value: outcome.level,
      cause: 'manual',
    });
  return getProduct(ctx, id);
}

/** `DELETE /v3/catalog/products/{id}`, with its variants, options, images and tiers. False if unknown. */
export function deleteProduct(
  ctx: ServiceContext,
  id: number,
  options: WriteOptions = {},
): boolean {
  const deleted = ctx.db.transaction(() => {
    const variants = ctx.db
      .prepare('SELECT id FROM catalog_variants WHERE product_id = ?')
      .all(id) as Array<{ id: number }>;
    for (const variant of variants) deleteMetafieldsOf(ctx, 'variant', variant.id);
    deleteMetafieldsOf(ctx, 'product', id);
    return ctx.db.prepare('DELETE FROM catalog_products WHERE id = ?').run(id).changes > 0;
  })();
  if (deleted && (options.publish ?? true)) publishProductEvent(ctx, 'deleted', id);
  return deleted;
}
