import { z } from 'zod';

/**
 * The catalog objects as the v3 interface returns them (field names of the real service).
 * The repository functions return these same objects, so a GraphQL resolver, a cart and a
 * REST handler all see one shape; tests parse responses with them to check the contract.
 */

export const INVENTORY_TRACKING = ['none', 'product', 'variant'] as const;
export type InventoryTracking = (typeof INVENTORY_TRACKING)[number];

export const PRODUCT_TYPES = ['physical', 'digital'] as const;
export const AVAILABILITIES = ['available', 'disabled', 'preorder'] as const;
export const CONDITIONS = ['New', 'Used', 'Refurbished'] as const;
export const BULK_PRICING_TYPES = ['price', 'percent', 'fixed'] as const;
export const OPTION_TYPES = ['radio_buttons', 'rectangles', 'dropdown', 'swatch'] as const;
export const IMAGE_SIZES = ['zoom', 'standard', 'thumbnail', 'tiny'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const customUrlShape = z.object({ url: z.string(), is_customized: z.boolean() });
export type CustomUrl = z.infer<typeof customUrlShape>;

/**
 * A product-level bulk pricing tier. `quantity_max` 0 means no upper bound. `amount` is
 * dollars off one unit (`price`), percent off (`percent`, 10 = 10%), or the unit price
 * itself (`fixed`).
 */
export const bulkPricingRuleShape = z.object({
  id: z.number(),
  quantity_min: z.number(),
  quantity_max: z.number(),
  type: z.enum(BULK_PRICING_TYPES),
  amount: z.number(),
});
export type BulkPricingRule = z.infer<typeof bulkPricingRuleShape>;

export const variantOptionValueShape = z.object({
  id: z.number(),
  label: z.string(),
  option_id: z.number(),
  option_display_name: z.string(),
});
export type VariantOptionValue = z.infer<typeof variantOptionValueShape>;

export const variantShape = z.object({
  id: z.number(),
  product_id: z.number(),
  sku: z.string(),
  sku_id: z.number(),
  /** Overrides; `null` means the product's value applies. */
  price: z.number().nullable(),
  sale_price: z.number().nullable(),
  retail_price: z.number().nullable(),
  map_price: z.number().nullable(),
  cost_price: z.number().nullable(),
  weight: z.number().nullable(),
  /** Sale price if any, else price, after falling back to the product. */
  calculated_price: z.number(),
  calculated_weight: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  depth: z.number().nullable(),
  is_free_shipping: z.boolean(),
  fixed_cost_shipping_price: z.number().nullable(),
  purchasing_disabled: z.boolean(),
  purchasing_disabled_message: z.string(),
  image_url: z.string(),
  upc: z.string(),
  mpn: z.string(),
  gtin: z.string(),
  inventory_level: z.number(),
  inventory_warning_level: z.number(),
  bin_picking_number: z.string(),
  option_values: z.array(variantOptionValueShape),
});
export type Variant = z.infer<typeof variantShape>;

export const optionValueShape = z.object({
  id: z.number(),
  label: z.string(),
  sort_order: z.number(),
  value_data: z.null(),
  is_default: z.boolean(),
});
export const optionShape = z.object({
  id: z.number(),
  product_id: z.number(),
  display_name: z.string(),
  type: z.enum(OPTION_TYPES),
  sort_order: z.number(),
  option_values: z.array(optionValueShape),
});
export type ProductOption = z.infer<typeof optionShape>;

export const imageShape = z.object({
  id: z.number(),
  product_id: z.number(),
  is_thumbnail: z.boolean(),
  sort_order: z.number(),
  description: z.string(),
  image_file: z.string(),
  url_zoom: z.string(),
  url_standard: z.string(),
  url_thumbnail: z.string(),
  url_tiny: z.string(),
  date_modified: z.string(),
});
export type ProductImage = z.infer<typeof imageShape>;

export const productShape = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  sku: z.string(),
  /** HTML. */
  description: z.string(),
  weight: z.number(),
  width: z.number(),
  depth: z.number(),
  height: z.number(),
  price: z.number(),
  cost_price: z.number(),
  retail_price: z.number(),
  /** 0 when the product is not on sale. */
  sale_price: z.number(),
  map_price: z.number(),
  tax_class_id: z.number(),
  product_tax_code: z.string(),
  calculated_price: z.number(),
  categories: z.array(z.number()),
  /** 0 when the product has no brand. */
  brand_id: z.number(),
  /** 0: the product uses no option set (option sets do not exist here). */
  option_set_id: z.number(),
  option_set_display: z.string(),
  /** For `inventory_tracking: variant`, the sum of the variants' levels. */
  inventory_level: z.number(),
  inventory_warning_level: z.number(),
  inventory_tracking: z.enum(INVENTORY_TRACKING),
  reviews_rating_sum: z.number(),
  reviews_count: z.number(),
  total_sold: z.number(),
  fixed_cost_shipping_price: z.number(),
  is_free_shipping: z.boolean(),
  is_visible: z.boolean(),
  is_featured: z.boolean(),
  related_products: z.array(z.number()),
  warranty: z.string(),
  bin_picking_number: z.string(),
  layout_file: z.string(),
  upc: z.string(),
  mpn: z.string(),
  gtin: z.string(),
  search_keywords: z.string(),
  availability: z.enum(AVAILABILITIES),
  availability_description: z.string(),
  gift_wrapping_options_type: z.string(),
  gift_wrapping_options_list: z.array(z.number()),
  sort_order: z.number(),
  condition: z.enum(CONDITIONS),
  is_condition_shown: z.boolean(),
  order_quantity_minimum: z.number(),
  order_quantity_maximum: z.number(),
  page_title: z.string(),
  meta_keywords: z.array(z.string()),
  meta_description: z.string(),
  view_count: z.number(),
  preorder_release_date: z.null(),
  preorder_message: z.string(),
  is_preorder_only: z.boolean(),
  is_price_hidden: z.boolean(),
  price_hidden_label: z.string(),
  custom_url: customUrlShape,
  /**
   * The variant of a product without options; null once the product has option variants
   * (the reference: "This value is `null` for complex products").
   */
  base_variant_id: z.number().nullable(),
  open_graph_type: z.string(),
  open_graph_title: z.string(),
  open_graph_description: z.string(),
  open_graph_use_meta_description: z.boolean(),
  open_graph_use_product_name: z.boolean(),
  open_graph_use_image: z.boolean(),
  date_created: z.string(),
  date_modified: z.string(),
  // Sub-resources, present only when asked for with `include=`.
  variants: z.array(variantShape).optional(),
  images: z.array(imageShape).optional(),
  primary_image: imageShape.nullable().optional(),
  options: z.array(optionShape).optional(),
  bulk_pricing_rules: z.array(bulkPricingRuleShape).optional(),
  modifiers: z.array(z.never()).optional(),
  custom_fields: z.array(z.object({ id: z.number() }).loose()).optional(),
  videos: z.array(z.object({ id: z.number() }).loose()).optional(),
  reviews: z.array(z.object({ id: z.number() }).loose()).optional(),
  parent_relations: z.array(z.never()).optional(),
  channels: z.array(z.number()).optional(),
});
export type Product = z.infer<typeof productShape>;

export const categoryShape = z.object({
  id: z.number(),
  /** 0 for a top-level category. */
  parent_id: z.number(),
  name: z.string(),
  description: z.string(),
  views: z.number(),
  sort_order: z.number(),
  page_title: z.string(),
  meta_keywords: z.array(z.string()),
  meta_description: z.string(),
  layout_file: z.string(),
  image_url: z.string(),
  is_visible: z.boolean(),
  search_keywords: z.string(),
  default_product_sort: z.string(),
  custom_url: customUrlShape,
});
export type Category = z.infer<typeof categoryShape>;

/** A category in the tree: the category with its depth (1 = top level), its id path and its children. */
export interface CategoryNode extends Category {
  depth: number;
  path: number[];
  children: CategoryNode[];
}

export const brandShape = z.object({
  id: z.number(),
  name: z.string(),
  page_title: z.string(),
  meta_keywords: z.array(z.string()),
  meta_description: z.string(),
  search_keywords: z.string(),
  image_url: z.string(),
  custom_url: customUrlShape,
});
export type Brand = z.infer<typeof brandShape>;

/** `{ items, total }`: one page of a list and the size of the whole result. */
export interface Listing<T> {
  items: T[];
  total: number;
}
