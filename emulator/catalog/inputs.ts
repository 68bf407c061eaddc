import { z } from 'zod';
import {
  AVAILABILITIES,
  BULK_PRICING_TYPES,
  CONDITIONS,
  INVENTORY_TRACKING,
  PRODUCT_TYPES,
} from './shapes';
import { slugOf } from './urls';

/**
 * Request bodies of the catalog's write endpoints, with the real service's limits. Fields
 * carry no defaults here: on create the write functions fill them in, on update a missing
 * field means "keep".
 */

const INT32_MAX = 2_147_483_647;

const money = z.number().min(0, 'must not be negative').max(9_999_999_999, 'is too large');
const measure = z.number().min(0, 'must not be negative').max(9_999_999_999, 'is too large');
const stockCount = z
  .number()
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .max(INT32_MAX, 'is too large');
const sortOrder = z
  .number()
  .int('must be a whole number')
  .min(-INT32_MAX - 1)
  .max(INT32_MAX);
const entityId = z.number().int('must be a whole number').min(1, 'must be a positive id');

/** A storefront path such as `/kitchen/mugs/enamel-mug/`: starts with `/`, may contain `/`. */
export const storefrontPath = z
  .string()
  .trim()
  .max(255, 'is at most 255 characters')
  .regex(/^\/[^\s?#]*$/, 'must be a path that starts with "/" and has no spaces, "?" or "#"')
  .refine((path) => !path.includes('//'), 'must not contain "//"')
  .refine((path) => slugOf(path).length > 0, 'must name a page, not just "/"');

export const customUrlInput = z.object({
  url: storefrontPath,
  is_customized: z.boolean().optional(),
});

export const bulkPricingRuleInput = z
  .object({
    quantity_min: z.number().int('must be a whole number').min(1, 'must be at least 1'),
    /** 0: no upper bound. */
    quantity_max: z.number().int('must be a whole number').min(0, 'must not be negative'),
    type: z.enum(BULK_PRICING_TYPES),
    amount: z.number().min(0, 'must not be negative').max(9_999_999_999, 'is too large'),
  })
  .superRefine((rule, issues) => {
    if (rule.quantity_max !== 0 && rule.quantity_max < rule.quantity_min) {
      issues.addIssue({
        code: 'custom',
        path: ['quantity_max'],
        message: 'must be 0 (no maximum) or at least quantity_min',
      });
    }
    if (rule.type === 'percent' && rule.amount > 100) {
      issues.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'a percent discount is at most 100',
      });
    }
    if (rule.type === 'fixed' && rule.quantity_min < 2) {
      issues.addIssue({
        code: 'custom',
        path: ['quantity_min'],
        message: 'a fixed-price tier starts at a quantity of 2 or more',
      });
    }
  });
export type BulkPricingRuleInput = z.output<typeof bulkPricingRuleInput>;

/** Names an option value: by display name and label (created if new) or by ids. */
export const optionValueRef = z.union([
  z.object({
    option_display_name: z.string().trim().min(1, 'must not be empty').max(255),
    label: z.string().trim().min(1, 'must not be empty').max(255),
  }),
  z.object({ id: entityId, option_id: entityId }),
]);
export type OptionValueRef = z.output<typeof optionValueRef>;

/** Variant fields that override the product's; `null` clears an override. */
const variantFields = {
  price: money.nullable(),
  sale_price: money.nullable(),
  retail_price: money.nullable(),
  map_price: money.nullable(),
  cost_price: money.nullable(),
  weight: measure.nullable(),
  inventory_level: stockCount,
  inventory_warning_level: stockCount,
  purchasing_disabled: z.boolean(),
  purchasing_disabled_message: z.string().max(255),
  upc: z.string().max(14),
  mpn: z.string().max(255),
  gtin: z.string().max(14),
};

const sku = z.string().trim().min(1, 'must not be empty').max(255, 'is at most 255 characters');

export const variantCreateBody = z.object({
  sku,
  option_values: z.array(optionValueRef).min(1, 'a variant needs at least one option value'),
  ...z.object(variantFields).partial().shape,
});
export type VariantCreateInput = z.output<typeof variantCreateBody>;

export const variantUpdateBody = z.object({ sku, ...variantFields }).partial();
export type VariantUpdateInput = z.output<typeof variantUpdateBody>;

export const imageInput = z.object({
  description: z.string().max(65535).optional(),
  is_thumbnail: z.boolean().optional(),
  sort_order: sortOrder.optional(),
});
export type ImageInput = z.output<typeof imageInput>;

const productFields = {
  name: z.string().trim().min(1, 'must not be empty').max(250, 'is at most 250 characters'),
  type: z.enum(PRODUCT_TYPES),
  sku: z.string().trim().max(255, 'is at most 255 characters'),
  /** HTML. */
  description: z.string().max(1_000_000),
  weight: measure,
  width: measure,
  depth: measure,
  height: measure,
  price: money,
  cost_price: money,
  retail_price: money,
  sale_price: money,
  map_price: money,
  categories: z.array(entityId).max(1000, 'a product is in at most 1000 categories'),
  /** 0: no brand. */
  brand_id: z.number().int('must be a whole number').min(0),
  inventory_level: stockCount,
  inventory_warning_level: stockCount,
  inventory_tracking: z.enum(INVENTORY_TRACKING),
  is_free_shipping: z.boolean(),
  is_visible: z.boolean(),
  is_featured: z.boolean(),
  sort_order: sortOrder,
  search_keywords: z.string().max(65535),
  availability: z.enum(AVAILABILITIES),
  availability_description: z.string().max(255),
  condition: z.enum(CONDITIONS),
  order_quantity_minimum: z.number().int().min(0),
  order_quantity_maximum: z.number().int().min(0),
  page_title: z.string().max(255),
  meta_keywords: z.array(z.string().max(255)),
  meta_description: z.string().max(65535),
  custom_url: customUrlInput,
  bulk_pricing_rules: z.array(bulkPricingRuleInput).max(50),
};

/** `POST /v3/catalog/products`: name, type, weight and price are required, as in the real service. */
export const productCreateBody = z.object({
  ...z.object(productFields).partial().shape,
  name: productFields.name,
  type: productFields.type,
  weight: productFields.weight,
  price: productFields.price,
  variants: z.array(variantCreateBody).max(600).optional(),
  images: z.array(imageInput).max(50).optional(),
});
export type ProductCreateInput = z.output<typeof productCreateBody>;

export const productUpdateBody = z.object(productFields).partial();
export type ProductUpdateInput = z.output<typeof productUpdateBody>;
