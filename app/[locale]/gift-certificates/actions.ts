'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { cartPageWith } from '@/lib/shared/cart-notices';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormResult, postedForm, readForm } from '@/lib/shared/forms';
import { pagePath } from '@/lib/shared/routes';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { addGiftCertificate } from '@/lib/data/gift-certificates';
import { getSession, saveSession } from '@/lib/flows/session';
import { giftCertificateSchema } from './schema';
import { inPageLanguage, requestLocale } from '@/lib/i18n/request-language';

/**
 * Puts a gift certificate into the shopper's cart and goes to the cart (with or without
 * JavaScript: a redirect either way). The code is made and e-mailed to the recipient
 * when the order is placed.
 */
export async function buyGiftCertificateAction(
  _previous: unknown,
  posted: unknown,
): Promise<FormResult> {
  const form = postedForm(posted);
  const state = await boughtGiftCertificate(form);
  // Added, it has gone to the cart; without JavaScript a refusal goes back to the page's message.
  if (postedWithoutScript(form))
    redirect(
      await inPageLanguage(
        `${pagePath('giftCertificates')}#${
          outcomeOf(state) === 'invalid' ? 'gift-certificate-invalid' : 'gift-certificate-failed'
        }`,
      ),
    );
  return state;
}

async function boughtGiftCertificate(form: FormData): Promise<FormResult> {
  const read = readForm(form, giftCertificateSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
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
      (await requestLocale()).code,
    );
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  if (session.cartId !== cartId) {
    session.cartId = cartId;
    await saveSession(session);
  }
  updateTag(cacheTags.cart(cartId));
  redirect(await inPageLanguage(cartPageWith('gift-certificate-added')));
}
