import { z } from 'zod';
import { csvList, dateFilters } from '../http';

/** Request bodies and filters of `/v3/channels/{channel_id}/listings`. */

const LISTING_STATES = [
  'active',
  'disabled',
  'error',
  'pending',
  'pending_disable',
  'pending_delete',
  'partially_rejected',
  'queued',
  'rejected',
  'submitted',
  'deleted',
] as const;
const VARIANT_STATES = LISTING_STATES.filter((s) => s !== 'partially_rejected') as [
  string,
  ...string[],
];

const optionalText = (max: number) =>
  z.string().max(max, `must be at most ${max} characters`).optional();

const variantInput = z.object({
  product_id: z.number().int().min(1),
  variant_id: z.number().int().min(1),
  external_id: optionalText(255),
  state: z.enum(VARIANT_STATES),
  name: optionalText(255),
  description: optionalText(65_535),
});

const listingFields = {
  product_id: z.number().int().min(1),
  external_id: optionalText(255),
  state: z.enum(LISTING_STATES),
  name: optionalText(255),
  description: optionalText(65_535),
  variants: z.array(variantInput).max(600, 'at most 600 variants per listing'),
};

const MAX_LISTINGS = 100;
const createItem = z.object(listingFields);
const updateItem = z.object({
  listing_id: z
    .number()
    .int('must be a whole number')
    .min(1, 'listing_id is required and must be at least 1'),
  ...listingFields,
});
export type ListingInput = z.output<typeof createItem>;

export const createListingsBody = z
  .array(createItem)
  .min(1, 'Send at least one listing')
  .max(MAX_LISTINGS, `At most ${MAX_LISTINGS} listings per request`);
export const updateListingsBody = z
  .array(updateItem)
  .min(1, 'Send at least one listing')
  .max(MAX_LISTINGS, `At most ${MAX_LISTINGS} listings per request`);

/** Strict: a filter the interface does not have is a 422 naming it, as on the real service. */
export const listingsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(1000).default(1000),
    after: z.coerce.number().int().min(0).optional(),
    'product_id:in': csvList(z.coerce.number().int()).optional(),
    ...dateFilters,
  })
  .strict();
export type ListingsQuery = z.output<typeof listingsQuery>;
