'use server';

import { type FormState, looksLikeEmail, textField } from '@/lib/shared/form-state';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { requestPasswordReset, resetPassword } from '@/lib/data/customer';
import { endAllSessionsOf } from '@/lib/flows/session';
import { takeAttempt } from '@/lib/runtime/abuse-limits';

export type RequestResetState = FormState<'email'> & { sentTo: string | null };

/**
 * Asks the store to e-mail a reset link. The answer is the same whether or not the
 * address has an account, so the form cannot be used to find out who shops here.
 */
export async function requestResetAction(
  _previous: RequestResetState,
  form: FormData,
): Promise<RequestResetState> {
  const email = textField(form, 'email').trim();
  if (!looksLikeEmail(email)) {
    return {
      values: { email },
      fieldErrors: { email: 'Enter an e-mail address like name@example.com.' },
      error: null,
      sentTo: null,
    };
  }
  // Each request sends someone an e-mail: a client asks a few times in fifteen minutes.
  const refused = await takeAttempt('passwordReset');
  if (refused) return { values: { email }, fieldErrors: {}, error: refused.message, sentTo: null };
  try {
    const problems = await requestPasswordReset(email);
    if (problems.length)
      return {
        values: { email },
        fieldErrors: { email: problems.join(' ') },
        error: null,
        sentTo: null,
      };
  } catch (error) {
    return { values: { email }, fieldErrors: {}, error: shopperMessage(error), sentTo: null };
  }
  return { values: { email }, fieldErrors: {}, error: null, sentTo: email };
}

export type ResetField = 'password' | 'confirm';
export type ResetState = FormState<ResetField> & { done: boolean };

/** Sets the new password with the customer id and token from the e-mail's link. */
export async function resetPasswordAction(
  _previous: ResetState,
  form: FormData,
): Promise<ResetState> {
  const customerId = Number(textField(form, 'c'));
  const token = textField(form, 't');
  const password = textField(form, 'password');
  const confirm = textField(form, 'confirm');
  const invalidLink = {
    values: {},
    fieldErrors: {},
    error: 'This reset link is incomplete. Ask for a new one below.',
    done: false,
  };
  if (!Number.isInteger(customerId) || customerId <= 0 || !token) return invalidLink;
  if (!password)
    return {
      values: {},
      fieldErrors: { password: 'Choose a new password.' },
      error: null,
      done: false,
    };
  if (password !== confirm)
    return {
      values: {},
      fieldErrors: { confirm: 'The two passwords are not the same.' },
      error: null,
      done: false,
    };

  // The link's token cannot be guessed either: the same allowance as asking for one.
  const refused = await takeAttempt('passwordReset');
  if (refused) return { values: {}, fieldErrors: {}, error: refused.message, done: false };
  let problems: Awaited<ReturnType<typeof resetPassword>>;
  try {
    problems = await resetPassword(customerId, token, password);
  } catch (error) {
    return { values: {}, fieldErrors: {}, error: shopperMessage(error), done: false };
  }
  const weak = problems.find((problem) => problem.kind === 'CustomerPasswordError');
  if (weak)
    return { values: {}, fieldErrors: { password: weak.message }, error: null, done: false };
  if (problems.length)
    return {
      values: {},
      fieldErrors: {},
      error: problems.map((p) => p.message).join(' '),
      done: false,
    };
  // Whoever had the old password may be signed in somewhere: every session ends.
  await endAllSessionsOf(customerId);
  return { values: {}, fieldErrors: {}, error: null, done: true };
}
