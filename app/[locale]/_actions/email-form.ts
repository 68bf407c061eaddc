import 'server-only';
import { emailFormSchema, type FormResult, readForm } from '@/lib/shared/forms';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { type LimitedAttempt, takeAttempt } from '@/lib/runtime/abuse-limits';

/** What such a form shows after it was sent: the address the request was made for. */
export type EmailFormResult = FormResult & { doneFor?: string };

/**
 * Sends an e-mail form's request for its address, within the client's allowance of
 * `kind`: the store's problems with the address go next to its field.
 */
export async function answerEmailForm(
  posted: unknown,
  kind: LimitedAttempt,
  send: (email: string) => Promise<readonly string[]>,
): Promise<EmailFormResult> {
  const read = readForm(posted, emailFormSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
  const refused = await takeAttempt(kind);
  if (refused) return reply({ formErrors: [refused.problem] });
  try {
    const problems = await send(data.email);
    if (problems.length) return reply({ fieldErrors: { email: [problems.join(' ')] } });
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  return { ...reply(), doneFor: data.email };
}
