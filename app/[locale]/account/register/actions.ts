'use server';

import { redirect } from 'next/navigation';
import { type FormResult, readForm } from '@/lib/shared/forms';
import { safeNextPath, signInHref } from '@/lib/shared/links';
import { destinationAfterSignIn, finishSaveForLater, withAnchor } from '@/lib/flows/after-sign-in';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { register } from '@/lib/data/customer';
import { getSession } from '@/lib/flows/session';
import { completeSignIn, signInWithCart } from '@/lib/flows/sign-in';
import { requestClient, takeAttempt } from '@/lib/runtime/abuse-limits';
import { errorsByField } from '../store-problems';
import { registerSchema } from './schema';
import { inPageLanguage } from '@/lib/i18n/request-language';

/**
 * Creates the customer account, then signs the new customer in (keeping the guest cart).
 * The store's own rules decide (password strength, e-mail in use); its answers are shown
 * next to the field they are about.
 */
export async function registerAction(_previous: unknown, posted: unknown): Promise<FormResult> {
  const read = readForm(posted, registerSchema, { secret: ['password'] });
  if (!read.ok) return read.result;
  const { data: input, form, reply } = read;
  // A client opens a few accounts an hour: enough for a family, not for a script.
  const client = await requestClient();
  const refused = await takeAttempt('register', { client });
  if (refused) return reply({ formErrors: [refused.problem] });

  let created: Awaited<ReturnType<typeof register>>;
  try {
    created = await register(input);
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  if (!created.customerId) return reply(errorsByField(created.errors, Object.keys(input)));

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
  if (!signedIn)
    redirect(await inPageLanguage(signInHref(safeNextPath(form.get('next')) ?? undefined)));
  const saved = await finishSaveForLater(form.get('save'), created.customerId);
  redirect(
    await inPageLanguage(
      withAnchor(await destinationAfterSignIn(form.get('next'), session), saved),
    ),
  );
}
