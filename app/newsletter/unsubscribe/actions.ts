'use server';

import { type FormState, looksLikeEmail, textField } from '@/lib/shared/form-state';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { unsubscribe } from '@/lib/flows/newsletter';
import { takeAttempt } from '@/lib/runtime/abuse-limits';

export type UnsubscribeState = FormState<'email'> & { unsubscribed: string | null };

/** Takes the address off the newsletter; the answer is the same whether or not it was on it. */
export async function unsubscribeAction(
  _previous: UnsubscribeState,
  form: FormData,
): Promise<UnsubscribeState> {
  const email = textField(form, 'email').trim();
  if (!looksLikeEmail(email)) {
    return {
      values: { email },
      fieldErrors: { email: 'Enter an e-mail address like name@example.com.' },
      error: null,
      unsubscribed: null,
    };
  }
  // Anyone may take an address off the list: a client does it a few times an hour.
  const refused = await takeAttempt('newsletter');
  if (refused)
    return { values: { email }, fieldErrors: {}, error: refused.message, unsubscribed: null };
  try {
    await unsubscribe(email);
  } catch (error) {
    return { values: { email }, fieldErrors: {}, error: shopperMessage(error), unsubscribed: null };
  }
  return { values: { email }, fieldErrors: {}, error: null, unsubscribed: email };
}
