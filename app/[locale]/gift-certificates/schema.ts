import { z } from 'zod';
import { requiredText } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
import { GIFT_CERTIFICATE_LIMITS, GIFT_CERTIFICATE_THEMES } from './limits';

/** Whose name or address: the recipient's (`their`) or the sender's (`your`). */
type Who = 'Their' | 'Your';
const name = (who: Who) =>
  requiredText(problem(`validation.enter${who}Name`)).max(
    100,
    problem('validation.namesTooLong', { max: 100 }),
  );
const email = (who: Who) => {
  const message = problem(`validation.enter${who}EmailLike`);
  return z.string({ error: message }).trim().email(message);
};
const AMOUNT = problem('validation.amount');

/** A gift certificate for the cart. */
export const giftCertificateSchema = z.object({
  // A suggested amount and the amount typed share the name: a typed one wins.
  amount: z.preprocess(
    (value: unknown): unknown =>
      Array.isArray(value)
        ? value.filter((amount) => typeof amount === 'string' && amount.trim()).at(-1)
        : value,
    z
      .string({ error: AMOUNT })
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, AMOUNT)
      .transform(Number)
      .refine(
        (value) => value >= GIFT_CERTIFICATE_LIMITS.min && value <= GIFT_CERTIFICATE_LIMITS.max,
        problem('validation.amountRange', {
          min: GIFT_CERTIFICATE_LIMITS.min,
          max: GIFT_CERTIFICATE_LIMITS.max,
        }),
      ),
  ),
  theme: z.enum(GIFT_CERTIFICATE_THEMES, problem('validation.chooseDesign')),
  recipientName: name('Their'),
  recipientEmail: email('Their'),
  senderName: name('Your'),
  senderEmail: email('Your'),
  message: z
    .string()
    .trim()
    .max(
      GIFT_CERTIFICATE_LIMITS.message,
      problem('validation.messageTooLong', { max: GIFT_CERTIFICATE_LIMITS.message }),
    )
    .default(''),
});
