import { type ServiceContext } from '../core';
import { parseInput } from '../http';
import {
  createPage,
  productCreateBody,
  createProduct,
  createBrand,
  createCategory,
  setVariantImage,
  variantColour,
  variantPicturePath,
  variantsOf,
} from '../catalog';
import {
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_PAGES,
  DEMO_PRODUCTS,
  type DemoBrand,
  type DemoCategory,
  type DemoProduct,
} from './catalog-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `Sage` -> `SAGE`, `8 in` -> `8IN`: the variant part of a SKU. */
const skuPart = (label: string) => label.toUpperCase().replace(/[^A-Z0-9]+/g, '');

const descriptionHtml = (product: DemoProduct) =>
  `<p>${product.blurb}</p><ul>${product.details.map((d) => `<li>${d}</li>`).join('')}</ul>`;

/** The product as a `POST /v3/catalog/products` body, checked by the same schema as the API. */
function productBody(
  product: DemoProduct,
  index: number,
  brandIds: Record<DemoBrand, number>,
  categoryIds: Record<DemoCategory, number>,
) {
  const brand = DEMO_BRANDS[product.brand];
  const sku = `${brand.sku}-${101 + index}`;
  const tracking = product.untracked ? 'none' : product.variants ? 'variant' : 'product';
  return parseInput(
    productCreateBody,
    {
      name: product.name,
      type: product.digital ? 'digital' : 'physical',
      sku,
      description: descriptionHtml(product),
      weight: product.weight,
      price: product.price,
      sale_price: product.salePrice,
      retail_price: product.retailPrice,
      categories: product.categories.map((key) => categoryIds[key]),
      brand_id: brandIds[product.brand],
      inventory_tracking: tracking,
      inventory_level: product.stock ?? 0,
      is_visible: !product.hidden,
      is_featured: product.featured ?? false,
      is_free_shipping: product.digital ?? false,
      sort_order: index,
      search_keywords: brand.keywords,
      custom_url: product.path ? { url: product.path, is_customized: true } : undefined,
      bulk_pricing_rules: product.tiers,
      variants: product.variants?.map((variant) => ({
        sku: [sku, ...Object.values(variant.options).map(skuPart)].join('-'),
        option_values: Object.entries(variant.options).map(([option_display_name, label]) => ({
          option_display_name,
          label,
        })),
        inventory_level: variant.stock,
        price: variant.price,
        sale_price: variant.salePrice,
      })),
      images: ['', ', close-up', ', styled'].slice(0, product.images).map((view, position) => ({
        description: `${product.name}${view}`,
        is_thumbnail: position === 0,
        sort_order: position,
      })),
    },
    `Demo product "${product.name}"`,
  );
}

/**
 * Creates the demo shop: 4 brands, 6 categories (3 top-level, 3 below them), 45 products
 * and 3 content pages. Everything comes from fixed tables, so the ids and contents are the
 * same on every first start; only the dates follow the clock.
 */
export function seedDemoCatalog(ctx: ServiceContext): void {
  ctx.db.transaction(() => {
    const brandIds = {} as Record<DemoBrand, number>;
    for (const [key, brand] of Object.entries(DEMO_BRANDS) as Array<
      [DemoBrand, (typeof DEMO_BRANDS)[DemoBrand]]
    >) {
      brandIds[key] = createBrand(ctx, { name: brand.name, search_keywords: brand.keywords }).id;
    }

    const categoryIds = {} as Record<DemoCategory, number>;
    for (const [key, category] of Object.entries(DEMO_CATEGORIES) as Array<
      [DemoCategory, (typeof DEMO_CATEGORIES)[DemoCategory]]
    >) {
      categoryIds[key] = createCategory(ctx, {
        name: category.name,
        parent_id: category.parent ? categoryIds[category.parent] : 0,
        description: category.description,
        sort_order: category.sort,
        custom_url: { url: category.url, is_customized: false },
      }).id;
    }

    const now = ctx.clock.now();
    DEMO_PRODUCTS.forEach((product, index) => {
      const { id } = createProduct(ctx, productBody(product, index, brandIds, categoryIds), {
        publish: false,
      });
      // A colour variant shows the product in its colour (the real service's variant image_url).
      for (const variant of variantsOf(ctx, id)) {
        if (variantColour(variant))
          setVariantImage(ctx, variant.id, variantPicturePath(variant.id));
      }
      // Spread creation dates over the past weeks and give each product some sales, so
      // "newest" and "best selling" sorts show a believable order.
      const created = now - (DEMO_PRODUCTS.length - index) * DAY_MS;
      ctx.db
        .prepare(
          'UPDATE catalog_products SET date_created = ?, date_modified = ?, total_sold = ? WHERE id = ?',
        )
        .run(created, created, (index * 37 + 11) % 140, id);
    });

    const pageIds = new Map<string, number>();
    for (const page of DEMO_PAGES) {
      const parentId = 'parent' in page ? (pageIds.get(page.parent) ?? 0) : 0;
      pageIds.set(
        page.name,
        createPage(ctx, {
          name: page.name,
          url: page.url,
          body: page.body,
          sort_order: page.sort,
          parent_id: parentId,
        }).id,
      );
    }
  })();
}
