'use server';

import { redirect } from 'next/navigation';
import { type FormState, hasErrors, textField } from '@/lib/shared/form-state';
import { destinationAfterSignIn, finishSaveForLater, withAnchor } from '@/lib/flows/after-sign-in';
import {
  completeSignIn,
  isWrongPassword,
  signInMessage,
  signInWithCart,
} from '@/lib/flows/sign-in';
import { getSession } from '@/lib/flows/session';
import {
  allowanceUsedUp,
  requestClient,
  restoreAllowance,
  takeAttempt,
} from '@/lib/runtime/abuse-limits';

export type SignInField = 'email' | 'password';
export type SignInState = FormState<SignInField>;

/**
 * Checks the e-mail and password with the store and signs the shopper in: the customer id
 * goes into the session, and the guest cart goes along (the store assigns it to the
 * customer), and a product a guest wanted to save for later is saved. On failure the form
 * keeps the e-mail and says what went wrong. One client gets a few wrong passwords per
 * account, and a number of attempts in all (lib/runtime/abuse-limits.ts); another client
 * is not affected.
 */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = textField(form, 'email').trim();
  const password = textField(form, 'password');
  const fieldErrors: SignInState['fieldErrors'] = {
    ...(email ? {} : { email: 'Enter your e-mail address.' }),
    ...(password ? {} : { password: 'Enter your password.' }),
  };
  if (hasErrors(fieldErrors)) return { values: { email }, fieldErrors, error: null };

  const client = await requestClient();
  const account = { client, account: email };
  const refused =
    (await allowanceUsedUp('signInFailure', account)) ?? (await takeAttempt('signIn', { client }));
  if (refused) return { values: { email }, fieldErrors: {}, error: refused.message };

  const session = await getSession();
  let signedIn: Awaited<ReturnType<typeof signInWithCart>>;
  try {
    signedIn = await signInWithCart(email, password, session.cartId ?? null, client);
  } catch (error) {
    if (isWrongPassword(error)) await takeAttempt('signInFailure', account);
    return { values: { email }, fieldErrors: {}, error: signInMessage(error) };
  }
  await restoreAllowance('signInFailure', account);
  await completeSignIn(session, signedIn);
  const saved = await finishSaveForLater(form.get('save'), signedIn.customerId);
  redirect(withAnchor(await destinationAfterSignIn(form.get('next'), session), saved));
}
