'use server';

import { redirect } from 'next/navigation';
import { type FormResult, readForm } from '@/lib/shared/forms';
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
import { signInSchema } from './schema';
import { inPageLanguage } from '@/lib/i18n/request-language';

/**
 * Checks the e-mail and password with the store and signs the shopper in: the customer id
 * goes into the session, and the guest cart goes along (the store assigns it to the
 * customer), and a product a guest wanted to save for later is saved. On failure the form
 * keeps the e-mail and says what went wrong. One client gets a few wrong passwords per
 * account, and a number of attempts in all (lib/runtime/abuse-limits.ts); another client
 * is not affected.
 */
export async function signInAction(_previous: unknown, posted: unknown): Promise<FormResult> {
  const read = readForm(posted, signInSchema, { secret: ['password'] });
  if (!read.ok) return read.result;
  const { data, form, reply } = read;

  const client = await requestClient();
  const account = { client, account: data.email };
  const refused =
    (await allowanceUsedUp('signInFailure', account)) ?? (await takeAttempt('signIn', { client }));
  if (refused) return reply({ formErrors: [refused.problem] });

  const session = await getSession();
  let signedIn: Awaited<ReturnType<typeof signInWithCart>>;
  try {
    signedIn = await signInWithCart(data.email, data.password, session.cartId ?? null, client);
  } catch (error) {
    if (isWrongPassword(error)) await takeAttempt('signInFailure', account);
    return reply({ formErrors: [signInMessage(error)] });
  }
  await restoreAllowance('signInFailure', account);
  await completeSignIn(session, signedIn);
  const saved = await finishSaveForLater(form.get('save'), signedIn.customerId);
  redirect(
    await inPageLanguage(
      withAnchor(await destinationAfterSignIn(form.get('next'), session), saved),
    ),
  );
}
