import { z } from 'zod';

/** An item of the order as the return form offers it. */
export interface ReturnableItem {
  lineItemId: number;
  name: string;
  options: string;
  bought: number;
  returnable: number;
}

const REASON = 'Choose a reason for the return.';

/**
 * A return request for the items of one order (`quantity-<line item>` each, at most what
 * can still go back), with one of the store's reasons and optional comments. Built from
 * the order as the page and the action read it.
 */
export function returnSchema<Reason extends string>(
  reasons: readonly [Reason, ...Reason[]],
  items: readonly ReturnableItem[],
) {
  return z
    .looseObject({
      reason: z.enum(reasons, { error: REASON }),
      comments: z
        .string()
        .trim()
        .default('')
        .transform((comments) => comments.slice(0, 1000)),
    })
    .transform((value, context) => {
      const chosen: Array<{ lineItemId: number; name: string; quantity: number }> = [];
      for (const item of items) {
        const raw = value[`quantity-${item.lineItemId}`];
        const quantity = typeof raw === 'string' ? Number(raw) : raw === undefined ? 0 : NaN;
        if (!Number.isInteger(quantity) || quantity < 0 || quantity > item.returnable) {
          context.addIssue({
            code: 'custom',
            path: ['items'],
            message: `You can return at most ${item.returnable} of ${item.name}.`,
          });
          return z.NEVER;
        }
        if (quantity > 0) chosen.push({ lineItemId: item.lineItemId, name: item.name, quantity });
      }
      if (!chosen.length) {
        context.addIssue({
          code: 'custom',
          path: ['items'],
          message: 'Choose at least one item to return.',
        });
        return z.NEVER;
      }
      return { reason: value.reason, comments: value.comments, items: chosen };
    });
}
