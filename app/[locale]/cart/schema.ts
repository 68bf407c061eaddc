import { z } from 'zod';
import { requiredText } from '@/lib/shared/forms';
import { MAX_QUANTITY } from './quantity';

/** A coupon code, to apply or to take off the cart. */
export const couponSchema = z.object({
  code: requiredText('Enter a coupon code.')
    .max(50, 'A coupon code has at most 50 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'A coupon code has letters, digits, - and _ only.'),
});

/** One of a shipping estimate's options, for the consignment the estimate made. */
export const shippingChoiceSchema = z.object({
  consignmentId: z
    .string({ error: 'Estimate shipping again: this choice is out of date.' })
    .max(100, 'Estimate shipping again: this choice is out of date.'),
  optionId: z.string({ error: 'Choose a shipping option.' }).max(100, 'Choose a shipping option.'),
});

const QUANTITY = `Enter a quantity from 0 to ${MAX_QUANTITY}.`;

/** One line of the cart: a new quantity, or the remove button (`intent=remove`). */
export const cartLineSchema = z
  .object({
    lineItemId: z.string({ error: QUANTITY }),
    intent: z.enum(['update', 'remove']).default('update'),
    quantity: z
      .number({ error: QUANTITY })
      .int(QUANTITY)
      .min(0, QUANTITY)
      .max(MAX_QUANTITY, QUANTITY)
      .optional(),
  })
  .refine((line) => line.intent === 'remove' || line.quantity !== undefined, {
    path: ['quantity'],
    message: QUANTITY,
  })
  .transform((line) => ({
    lineItemId: line.lineItemId,
    quantity: line.intent === 'remove' ? 0 : (line.quantity ?? 0),
  }));
