import { z } from 'zod';
import { pageQuery, csvList } from '../../http';
import { ENTITY_TYPES } from '../library';

export const MAX_ASSOCIATIONS_PER_REQUEST = 100;

const association = z.object({
  channel_id: z.number().int().positive('channel_id is a positive integer'),
  entity_type: z.enum(ENTITY_TYPES, `entity_type is one of ${ENTITY_TYPES.join(', ')}`),
  entity_id: z.number().int().positive('entity_id is a positive integer'),
  file_name: z
    .string()
    .trim()
    .max(255, 'file_name is at most 255 characters')
    .regex(
      /^.+\.html$/,
      'file_name is the name of a custom template file and ends in .html, e.g. featured.html',
    ),
});
export type AssociationInput = z.output<typeof association>;

/** `PUT /v3/storefront/custom-template-associations`: 1 to 100 associations. */
export const upsertBody = z
  .array(association, 'Send a JSON array of associations')
  .min(1, 'Send at least one association')
  .max(
    MAX_ASSOCIATIONS_PER_REQUEST,
    `Send at most ${MAX_ASSOCIATIONS_PER_REQUEST} associations per request`,
  );

const positiveIdText = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'ids are positive integers')
  .transform(Number);

const sharedFilters = {
  channel_id: positiveIdText.optional(),
  'entity_id:in': csvList(positiveIdText).optional(),
  type: z.enum(ENTITY_TYPES, `type is one of ${ENTITY_TYPES.join(', ')}`).optional(),
};

/** Entity ids are only unique within a type, so the reference pairs `entity_id:in` with `type`. */
function entityIdsNeedType(
  query: { 'entity_id:in'?: number[]; type?: string },
  ctx: z.RefinementCtx,
): void {
  if (query['entity_id:in'] !== undefined && query.type === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: 'entity_id:in must be used together with type',
    });
  }
}

export const listQuery = pageQuery
  .extend({
    ...sharedFilters,
    is_valid: z
      .enum(['true', 'false', '1', '0'], 'is_valid is true or false')
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  })
  .superRefine(entityIdsNeedType);
export type ListQuery = z.output<typeof listQuery>;

export const deleteQuery = z
  .object({ 'id:in': csvList(positiveIdText).optional(), ...sharedFilters })
  .superRefine(entityIdsNeedType)
  .superRefine((query, ctx) => {
    // Deleting with no filter would wipe every association of every channel.
    const filtered = Object.values(query).some((value) => value !== undefined);
    if (!filtered) {
      ctx.addIssue({
        code: 'custom',
        path: ['_'],
        message: 'Name what to delete with id:in, channel_id, type or entity_id:in (with type)',
      });
    }
  });
export type DeleteQuery = z.output<typeof deleteQuery>;
