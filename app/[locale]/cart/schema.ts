import { z } from 'zod';
import { requiredText } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
import { MAX_QUANTITY } from './quantity';

/** A coupon code, to apply or to take off the cart. */
export const couponSchema = z.object({
  code: requiredText(problem('validation.enterCoupon'))
    .max(50, problem('validation.couponTooLong', { max: 50 }))
    .regex(/^[A-Za-z0-9_-]+$/, problem('validation.couponCharacters')),
});

/** One of a shipping estimate's options, for the consignment the estimate made. */
export const shippingChoiceSchema = z.object({
  consignmentId: z
    .string({ error: problem('validation.shippingOutOfDate') })
    .max(100, problem('validation.shippingOutOfDate')),
  optionId: z
    .string({ error: problem('validation.chooseShipping') })
    .max(100, problem('validation.chooseShipping')),
});

const QUANTITY = problem('validation.lineQuantity', { max: MAX_QUANTITY });

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
