'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { cartPageWith } from '@/lib/shared/cart-notices';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormState, postedForm } from '@/lib/shared/form-state';
import { parseForm } from '@/lib/shared/form-validation';
import { pagePath } from '@/lib/shared/routes';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { addGiftCertificate } from '@/lib/data/gift-certificates';
import { getSession, saveSession } from '@/lib/flows/session';
import {
  GIFT_CERTIFICATE_FIELDS,
  type GiftCertificateField,
  GIFT_CERTIFICATE_LIMITS,
  GIFT_CERTIFICATE_THEMES,
} from './limits';

export type GiftCertificateState = FormState<GiftCertificateField>;

const name = (who: string) =>
  z.string().trim().min(1, `Enter ${who} name.`).max(100, 'Keep names under 100 characters.');
const email = (who: string) =>
  z.string().trim().email(`Enter ${who} e-mail address, like name@example.com.`);

const giftCertificateForm = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount in dollars, for example 25 or 25.50.')
    .transform(Number)
    .refine(
      (value) => value >= GIFT_CERTIFICATE_LIMITS.min && value <= GIFT_CERTIFICATE_LIMITS.max,
      `Choose an amount from $${GIFT_CERTIFICATE_LIMITS.min} to $${GIFT_CERTIFICATE_LIMITS.max}.`,
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
    ),
});

/**
 * Puts a gift certificate into the shopper's cart and goes to the cart (with or without
 * JavaScript: a redirect either way). The code is made and e-mailed to the recipient
 * when the order is placed.
 */
export async function buyGiftCertificateAction(
  _previous: GiftCertificateState,
  posted: unknown,
): Promise<GiftCertificateState> {
  const form = postedForm(posted);
  const state = await boughtGiftCertificate(form);
  // Added, it has gone to the cart; without JavaScript a refusal goes back to the page's message.
  if (postedWithoutScript(form))
    redirect(
      `${pagePath('giftCertificates')}#${
        outcomeOf(state) === 'invalid' ? 'gift-certificate-invalid' : 'gift-certificate-failed'
      }`,
    );
  return state;
}

async function boughtGiftCertificate(form: FormData): Promise<GiftCertificateState> {
  // The amount comes from a suggested amount or the amount typed; a typed one wins.
  const amounts = form
    .getAll('amount')
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  form.set('amount', amounts.at(-1) ?? '');
  const parsed = parseForm(form, GIFT_CERTIFICATE_FIELDS, giftCertificateForm);
  if (!parsed.ok) return parsed.state;
  const { data } = parsed;
  const session = await getSession();
  let cartId: string;
  try {
    cartId = await addGiftCertificate(
      session.cartId,
      {
        amount: data.amount,
        theme: data.theme,
        recipient: { name: data.recipientName, email: data.recipientEmail },
        sender: { name: data.senderName, email: data.senderEmail },
        message: data.message,
      },
      { customerId: session.customerId ?? null },
    );
  } catch (error) {
    return { values: parsed.values, fieldErrors: {}, error: shopperMessage(error) };
  }
  if (session.cartId !== cartId) {
    session.cartId = cartId;
    await saveSession(session);
  }
  updateTag(cacheTags.cart(cartId));
  redirect(cartPageWith('gift-certificate-added'));
}
