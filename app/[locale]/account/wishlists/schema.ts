import { z } from 'zod';
import { requiredText } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';

const listName = requiredText(problem('validation.listName')).max(
  100,
  problem('validation.listNameTooLong', { max: 100 }),
);

/** A new list: its name, and whether anyone with its link may see it. */
export const createWishlistSchema = z.object({
  name: listName,
  share: z.literal('yes').optional().catch(undefined),
});

/** A list of the customer's, named by the form (an id the page wrote; anything else is no list). */
const wishlistId = z.number().int().positive().optional().catch(undefined);

export const renameWishlistSchema = z.object({ wishlistId, name: listName });

const optionalId = z.number().int().positive().optional().catch(undefined);

/** A change of one list (share it, or not; remove or move one of its items; delete it). */
export const wishlistChangeSchema = z.object({
  wishlistId,
  itemId: optionalId,
  share: z.enum(['yes', 'no']).optional().catch(undefined),
});
