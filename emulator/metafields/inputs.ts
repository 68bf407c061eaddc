import { z } from 'zod';
import { csvList, dateFilters } from '../http';

/** Request bodies and queries of every `.../metafields` endpoint. */

export const PERMISSION_SETS = [
  'app_only',
  'read',
  'write',
  'read_and_sf_access',
  'write_and_sf_access',
] as const;

const namespace = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters');
const key = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const value = z.string().min(1, 'must not be empty').max(65535, 'must be at most 65535 characters');
const description = z.string().max(255, 'must be at most 255 characters');
const permissionSet = z.enum(PERMISSION_SETS, {
  error: `must be one of ${PERMISSION_SETS.join(', ')}`,
});

const fields = {
  namespace,
  key,
  value,
  description: description.optional(),
  permission_set: permissionSet,
};
export const createMetafieldBody = z.object(fields);
export type MetafieldFields = z.output<typeof createMetafieldBody>;

export const updateMetafieldBody = z.object({
  namespace: namespace.optional(),
  key: key.optional(),
  value: value.optional(),
  description: description.optional(),
  permission_set: permissionSet.optional(),
});

/** An id sent as a number, or (carts' batch update) as a numeric string. */
const metafieldId = z
  .union([z.number(), z.string().regex(/^\d+$/, 'must be a metafield id').transform(Number)])
  .pipe(z.number().int().min(1));

/** Resource ids: integers, or for carts UUIDs; both kept as text. */
const resourceId = z.union([
  z.number().int().min(1).transform(String),
  z.string().trim().min(1, 'must not be empty'),
]);

export const MAX_BATCH = 50;

export const batchCreateItem = z.object({ ...fields, resource_id: resourceId });
export const batchUpdateItem = updateMetafieldBody.extend({ id: metafieldId });
export const batchDeleteBody = z
  .array(metafieldId)
  .min(1, 'list at least one metafield id')
  .max(MAX_BATCH, `at most ${MAX_BATCH} ids at a time`);

/** Batch bodies are checked element by element (each may fail alone), so only their length is checked here. */
export const batchArray = z
  .array(z.unknown())
  .min(1, 'send at least one metafield')
  .max(MAX_BATCH, `at most ${MAX_BATCH} metafields at a time`);

export const metafieldListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(250).default(50),
  key: z.string().optional(),
  namespace: z.string().optional(),
  'key:in': csvList(z.string()).optional(),
  'namespace:in': csvList(z.string()).optional(),
  'resource_id:in': csvList(z.string()).optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
  include_fields: csvList(z.string()).optional(),
  exclude_fields: csvList(z.string()).optional(),
  before: z.string().optional(),
  after: z.string().optional(),
  ...dateFilters,
});
export type MetafieldListQuery = z.output<typeof metafieldListQuery>;
