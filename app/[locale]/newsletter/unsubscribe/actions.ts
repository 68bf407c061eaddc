'use server';

import { unsubscribe } from '@/lib/flows/newsletter';
import { answerEmailForm, type EmailFormResult } from '../../_actions/email-form';

/** Takes the address off the newsletter; the answer is the same whether or not it was on it. */
export async function unsubscribeAction(
  _previous: unknown,
  posted: unknown,
): Promise<EmailFormResult> {
  // Anyone may take an address off the list: a client does it a few times an hour.
  return answerEmailForm(posted, 'newsletter', async (email) => {
    await unsubscribe(email);
    return [];
  });
}
