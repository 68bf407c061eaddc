import { z } from 'zod';
import { requiredText } from '@/lib/shared/forms';
import { GIFT_CERTIFICATE_LIMITS, GIFT_CERTIFICATE_THEMES } from './limits';

const name = (who: string) =>
  requiredText(`Enter ${who} name.`).max(100, 'Keep names under 100 characters.');
const email = (who: string) => {
  const message = `Enter ${who} e-mail address, like name@example.com.`;
  return z.string({ error: message }).trim().email(message);
};
const AMOUNT = 'Enter an amount in dollars, for example 25 or 25.50.';

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
        `Choose an amount from $${GIFT_CERTIFICATE_LIMITS.min} to $${GIFT_CERTIFICATE_LIMITS.max}.`,
      ),
  ),
  theme: z.enum(GIFT_CERTIFICATE_THEMES, 'Choose a design.'),
  recipientName: name('their'),
  recipientEmail: email('their'),
  senderName: name('your'),
  senderEmail: email('your'),
  message: z
    .string()
    .trim()
    .max(
      GIFT_CERTIFICATE_LIMITS.message,
      `Keep the message under ${GIFT_CERTIFICATE_LIMITS.message} characters.`,
    )
    .default(''),
});
