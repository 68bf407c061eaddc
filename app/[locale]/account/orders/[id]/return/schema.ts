import { z } from 'zod';
import { problem as named } from '@/lib/shared/problems';

/** An item of the order as the return form offers it. */
export interface ReturnableItem {
  lineItemId: number;
  name: string;
  options: string;
  bought: number;
  returnable: number;
}

const REASON = named('validation.returnReason');

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
      // Checked with the items below, so that a form missing both says both.
      reason: z.string().optional(),
      comments: z
        .string()
        .trim()
        .default('')
        .transform((comments) => comments.slice(0, 1000)),
    })
    .transform((value, context) => {
      const problem = (path: 'items' | 'reason', message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      const reason = reasons.find((choice) => choice === value.reason);
      if (!reason) problem('reason', REASON);
      const chosen: Array<{ lineItemId: number; name: string; quantity: number }> = [];
      const tooMany = items.find((item) => {
        const raw = value[`quantity-${item.lineItemId}`];
        const quantity = typeof raw === 'string' ? Number(raw) : raw === undefined ? 0 : NaN;
        if (quantity > 0) chosen.push({ lineItemId: item.lineItemId, name: item.name, quantity });
        return !Number.isInteger(quantity) || quantity < 0 || quantity > item.returnable;
      });
      if (tooMany)
        problem(
          'items',
          named('validation.returnTooMany', { count: tooMany.returnable, name: tooMany.name }),
        );
      else if (!chosen.length) problem('items', named('validation.returnNoItems'));
      if (!reason || tooMany || !chosen.length) return z.NEVER;
      return { reason, comments: value.comments, items: chosen };
    });
}
