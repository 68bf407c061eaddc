'use server';

import { redirect } from 'next/navigation';
import { type FormState, hasErrors, looksLikeEmail, textField } from '@/lib/shared/form-state';
import { safeNextPath, signInHref } from '@/lib/shared/links';
import { destinationAfterSignIn, finishSaveForLater, withAnchor } from '@/lib/flows/after-sign-in';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { register } from '@/lib/data/customer';
import { getSession } from '@/lib/flows/session';
import { completeSignIn, signInWithCart } from '@/lib/flows/sign-in';
import { requestClient, takeAttempt } from '@/lib/runtime/abuse-limits';

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password';
export type RegisterState = FormState<RegisterField>;

const FIELDS: readonly RegisterField[] = ['firstName', 'lastName', 'email', 'password'];
const isField = (name: string | null): name is RegisterField =>
  FIELDS.includes(name as RegisterField);

/**
 * Creates the customer account, then signs the new customer in (keeping the guest cart).
 * The store's own rules decide (password strength, e-mail in use); its answers are shown
 * next to the field they are about.
 */
export async function registerAction(
  _previous: RegisterState,
  form: FormData,
): Promise<RegisterState> {
  const input = {
    firstName: textField(form, 'firstName').trim(),
    lastName: textField(form, 'lastName').trim(),
    email: textField(form, 'email').trim(),
    password: textField(form, 'password'),
  };
  const values = { firstName: input.firstName, lastName: input.lastName, email: input.email };
  const fieldErrors: RegisterState['fieldErrors'] = {
    ...(input.firstName ? {} : { firstName: 'Enter your first name.' }),
    ...(input.lastName ? {} : { lastName: 'Enter your last name.' }),
    ...(looksLikeEmail(input.email)
      ? {}
      : { email: 'Enter an e-mail address like name@example.com.' }),
    ...(input.password ? {} : { password: 'Choose a password.' }),
  };
  if (hasErrors(fieldErrors)) return { values, fieldErrors, error: null };
  // A client opens a few accounts an hour: enough for a family, not for a script.
  const client = await requestClient();
  const refused = await takeAttempt('register', { client });
  if (refused) return { values, fieldErrors: {}, error: refused.message };

  let created: Awaited<ReturnType<typeof register>>;
  try {
    created = await register(input);
  } catch (error) {
    return { values, fieldErrors: {}, error: shopperMessage(error) };
  }
  if (!created.customerId) {
    const storeErrors: RegisterState['fieldErrors'] = {};
    const general: string[] = [];
    for (const problem of created.errors) {
      if (isField(problem.field)) storeErrors[problem.field] ??= problem.message;
      else general.push(problem.message);
    }
    return { values, fieldErrors: storeErrors, error: general.join(' ') || null };
  }

  const session = await getSession();
  let signedIn = false;
  try {
    await completeSignIn(
      session,
      await signInWithCart(input.email, input.password, session.cartId ?? null, client),
    );
    signedIn = true;
  } catch {
    // The account exists; only the automatic sign-in failed: the shopper can sign in.
  }
  if (!signedIn) redirect(signInHref(safeNextPath(form.get('next')) ?? undefined));
  const saved = await finishSaveForLater(form.get('save'), created.customerId);
  redirect(withAnchor(await destinationAfterSignIn(form.get('next'), session), saved));
}
