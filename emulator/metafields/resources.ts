import { type ServiceContext, type AccessRule } from '../core';

/** The resource types metafields belong to, as the `resource_type` field names them. */
export const METAFIELD_RESOURCE_TYPES = [
  'product',
  'variant',
  'brand',
  'category',
  'channel',
  'customer',
  'cart',
  'order',
] as const;
export type MetafieldResourceType = (typeof METAFIELD_RESOURCE_TYPES)[number];

/**
 * How one resource type's metafields are served: the module that owns the resource
 * describes it and registers the routes with `registerMetafieldRoutes`.
 */
export interface MetafieldResource {
  type: MetafieldResourceType;
  /** The path of one resource, whose `/metafields` the routes serve, e.g. `/v3/catalog/products/:productId`. */
  itemPath: string;
  /** The path of the batch endpoints, e.g. `/v3/catalog/products/metafields`. */
  batchPath: string;
  /** How messages and field errors name the resource's id (`product_id`). */
  idName: string;
  /** The resource id named by the path's parameters (404 when there is none such). */
  resolve(ctx: ServiceContext, params: Record<string, string>): string;
  /** Whether a resource of this id exists: batch creates name it in the body. */
  exists(ctx: ServiceContext, resourceId: string): boolean;
  /** Carts have UUIDs: their `resource_id` is text. Every other type's is an integer. */
  textIds?: boolean;
  read: AccessRule;
  modify: AccessRule;
  /**
   * The webhook scope prefix of this type's metafield events (`store/product/metafield`),
   * for the types the real service sends them for; none for the others.
   */
  events?: {
    prefix: string;
    subject: (resourceId: string) => { type: string; id: number | string };
  };
}
