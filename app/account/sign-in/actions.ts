'use server';

import { redirect } from 'next/navigation';
import { type FormState, hasErrors, textField } from '@/lib/shared/form-state';
import { destinationAfterSignIn, finishSaveForLater, withAnchor } from '@/lib/flows/after-sign-in';
import { completeSignIn, signInMessage, signInWithCart } from '@/lib/flows/sign-in';
import { getSession } from '@/lib/flows/session';

export type SignInField = 'email' | 'password';
export type SignInState = FormState<SignInField>;

/**
 * Checks the e-mail and password with the store and signs the shopper in: the customer id
 * goes into the session, and the guest cart goes along (the store assigns it to the
 * customer), and a product a guest wanted to save for later is saved. On failure the form
 * keeps the e-mail and says what went wrong.
 */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = textField(form, 'email').trim();
  const password = textField(form, 'password');
  const fieldErrors: SignInState['fieldErrors'] = {
    ...(email ? {} : { email: 'Enter your e-mail address.' }),
    ...(password ? {} : { password: 'Enter your password.' }),
  };
  if (hasErrors(fieldErrors)) return { values: { email }, fieldErrors, error: null };

  const session = await getSession();
  let signedIn: Awaited<ReturnType<typeof signInWithCart>>;
  try {
    signedIn = await signInWithCart(email, password, session.cartId ?? null);
  } catch (error) {
    return { values: { email }, fieldErrors: {}, error: signInMessage(error) };
  }
  await completeSignIn(session, signedIn);
  const saved = await finishSaveForLater(form.get('save'), signedIn.customerId);
  redirect(withAnchor(await destinationAfterSignIn(form.get('next'), session), saved));
}
