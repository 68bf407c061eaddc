import { catalogTimestamp, stringList } from '../format';
import { type Product, type InventoryTracking } from '../shapes';

/** A `catalog_products` row with the columns `PRODUCT_SELECT` adds. */
export interface ProductRow {
  id: number;
  name: string;
  type: Product['type'];
  sku: string;
  description: string;
  brand_id: number;
  price: number;
  cost_price: number;
  retail_price: number;
  sale_price: number;
  map_price: number;
  weight: number;
  width: number;
  depth: number;
  height: number;
  inventory_level: number;
  inventory_warning_level: number;
  inventory_tracking: InventoryTracking;
  total_sold: number;
  is_free_shipping: number;
  is_visible: number;
  is_featured: number;
  sort_order: number;
  search_keywords: string;
  availability: Product['availability'];
  availability_description: string;
  condition: Product['condition'];
  order_quantity_minimum: number;
  order_quantity_maximum: number;
  page_title: string;
  meta_keywords: string;
  meta_description: string;
  url: string;
  slug: string;
  url_customized: number;
  date_created: number;
  date_modified: number;
  /** Comma-joined category ids, or null without categories. */
  category_ids: string | null;
  base_variant_id: number | null;
  /** Approved reviews and the sum of their ratings (`product-parts/reviews.ts`). */
  reviews_count: number;
  reviews_rating_sum: number;
}

/** Product columns plus its category ids and base variant, in one statement (no N+1). */
export const PRODUCT_SELECT = /* sql */ `
  SELECT p.*,
    (SELECT group_concat(pc.category_id) FROM catalog_product_categories pc WHERE pc.product_id = p.id) AS category_ids,
    (SELECT v.id FROM catalog_variants v WHERE v.product_id = p.id AND v.option_key = '') AS base_variant_id,
    (SELECT COUNT(*) FROM catalog_product_parts r
      WHERE r.product_id = p.id AND r.kind = 'review' AND json_extract(r.data, '$.status') = 'approved') AS reviews_count,
    (SELECT IFNULL(SUM(json_extract(r.data, '$.rating')), 0) FROM catalog_product_parts r
      WHERE r.product_id = p.id AND r.kind = 'review' AND json_extract(r.data, '$.status') = 'approved') AS reviews_rating_sum
  FROM catalog_products p
`;

/** Sale price if the product is on sale, else its price: what the real service calls `calculated_price`. */
export const calculatedPrice = (price: number, salePrice: number | null): number =>
  salePrice !== null && salePrice > 0 ? salePrice : price;

const categoryIds = (text: string | null): number[] =>
  text
    ? text
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
    : [];

/** The v3 product object (without sub-resources) of a row. */
export function productJson(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    sku: row.sku,
    description: row.description,
    weight: row.weight,
    width: row.width,
    depth: row.depth,
    height: row.height,
    price: row.price,
    cost_price: row.cost_price,
    retail_price: row.retail_price,
    sale_price: row.sale_price,
    map_price: row.map_price,
    tax_class_id: 0,
    product_tax_code: '',
    calculated_price: calculatedPrice(row.price, row.sale_price),
    categories: categoryIds(row.category_ids),
    brand_id: row.brand_id,
    option_set_id: 0,
    option_set_display: 'right',
    inventory_level: row.inventory_level,
    inventory_warning_level: row.inventory_warning_level,
    inventory_tracking: row.inventory_tracking,
    reviews_rating_sum: row.reviews_rating_sum,
    reviews_count: row.reviews_count,
    total_sold: row.total_sold,
    fixed_cost_shipping_price: 0,
    is_free_shipping: row.is_free_shipping === 1,
    is_visible: row.is_visible === 1,
    is_featured: row.is_featured === 1,
    related_products: [],
    warranty: '',
    bin_picking_number: '',
    layout_file: 'product.html',
    upc: '',
    mpn: '',
    gtin: '',
    search_keywords: row.search_keywords,
    availability: row.availability,
    availability_description: row.availability_description,
    gift_wrapping_options_type: 'any',
    gift_wrapping_options_list: [],
    sort_order: row.sort_order,
    condition: row.condition,
    is_condition_shown: false,
    order_quantity_minimum: row.order_quantity_minimum,
    order_quantity_maximum: row.order_quantity_maximum,
    page_title: row.page_title,
    meta_keywords: stringList(row.meta_keywords),
    meta_description: row.meta_description,
    view_count: 0,
    preorder_release_date: null,
    preorder_message: '',
    is_preorder_only: false,
    is_price_hidden: false,
    price_hidden_label: '',
    custom_url: { url: row.url, is_customized: row.url_customized === 1 },
    // null for a product with option variants, as the reference describes the field.
    base_variant_id: row.base_variant_id,
    open_graph_type: 'product',
    open_graph_title: '',
    open_graph_description: '',
    open_graph_use_meta_description: true,
    open_graph_use_product_name: true,
    open_graph_use_image: true,
    date_created: catalogTimestamp(row.date_created),
    date_modified: catalogTimestamp(row.date_modified),
  };
}
