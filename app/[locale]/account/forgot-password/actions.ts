'use server';

import { type FormResult, readForm } from '@/lib/shared/forms';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { requestPasswordReset, resetPassword } from '@/lib/data/customer';
import { endAllSessionsOf } from '@/lib/flows/session';
import { takeAttempt } from '@/lib/runtime/abuse-limits';
import { answerEmailForm, type EmailFormResult } from '../../_actions/email-form';
import { resetPasswordSchema } from './schema';

/**
 * Asks the store to e-mail a reset link. The answer is the same whether or not the
 * address has an account, so the form cannot be used to find out who shops here.
 */
export async function requestResetAction(
  _previous: unknown,
  posted: unknown,
): Promise<EmailFormResult> {
  // Each request sends someone an e-mail: a client asks a few times in fifteen minutes.
  return answerEmailForm(posted, 'passwordReset', requestPasswordReset);
}

export type ResetResult = FormResult & { done?: boolean };

/** Sets the new password with the customer id and token from the e-mail's link. */
export async function resetPasswordAction(
  _previous: unknown,
  posted: unknown,
): Promise<ResetResult> {
  const read = readForm(posted, resetPasswordSchema, {
    // The link's token is not sent back: the form has it from the page.
    secret: ['password', 'confirm', 't'],
  });
  if (!read.ok) return read.result;
  const { data, reply } = read;
  // The link's token cannot be guessed either: the same allowance as asking for one.
  const refused = await takeAttempt('passwordReset');
  if (refused) return reply({ formErrors: [refused.problem] });
  let problems: Awaited<ReturnType<typeof resetPassword>>;
  try {
    problems = await resetPassword(data.c, data.t, data.password);
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  const weak = problems.find((problem) => problem.kind === 'CustomerPasswordError');
  if (weak) return reply({ fieldErrors: { password: [weak.message] } });
  if (problems.length) return reply({ formErrors: problems.map((p) => p.message) });
  // Whoever had the old password may be signed in somewhere: every session ends.
  await endAllSessionsOf(data.c);
  return { ...reply({ resetForm: true }), done: true };
}
