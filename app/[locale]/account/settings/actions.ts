'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { type AccountNotice, accountPageWith } from '@/lib/shared/account-notices';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormResult, postedForm, readForm } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
import { shopperMessage } from '@/lib/store/shopper-errors';
import {
  type AccountProblem,
  changePassword,
  getPasswordRules,
  updateDetails,
} from '@/lib/data/account';
import { getCustomer } from '@/lib/data/customer';
import { subscribe, unsubscribe } from '@/lib/flows/newsletter';
import { pagePath } from '@/lib/shared/routes';
import { endAllSessionsOf, getSession, markSignedIn, saveSession } from '@/lib/flows/session';
import { errorsByField } from '../store-problems';
import { detailsSchema, newsletterSchema, passwordSchema } from './schema';
import { inPageLanguage } from '@/lib/i18n/request-language';

const SIGNED_OUT = problem('problems.signedOutAccount');

/** What a settings form shows after the store took the change (a message key of `settings`). */
export type SettingsResult = FormResult & { saved?: string };

/**
 * A post without JavaScript cannot be shown the returned state (Next.js answers it with
 * only the page's dynamic part): it goes back to the settings page with a notice instead.
 */
async function answer(
  form: FormData,
  result: SettingsResult,
  notices: Record<ReturnType<typeof outcomeOf>, AccountNotice>,
): Promise<SettingsResult> {
  if (postedWithoutScript(form))
    redirect(
      await inPageLanguage(
        accountPageWith(pagePath('accountSettings'), notices[outcomeOf(result)]),
      ),
    );
  return result;
}

/** A form's result after the store answered: its problems next to their fields, or `saved`. */
function answered(
  reply: (options: ReturnType<typeof errorsByField>) => FormResult,
  fields: readonly string[],
  problems: readonly AccountProblem[],
  saved: string,
): SettingsResult {
  const result = reply(errorsByField(problems, fields));
  return problems.length ? result : { ...result, saved };
}

/** Changes the name, e-mail and phone; a new e-mail needs the current password (checked with the store). */
export async function updateDetailsAction(
  _previous: unknown,
  posted: unknown,
): Promise<SettingsResult> {
  const form = postedForm(posted);
  return answer(form, await updatedDetails(form), {
    done: 'details-saved',
    invalid: 'details-invalid',
    failed: 'details-not-saved',
  });
}

async function updatedDetails(form: FormData): Promise<SettingsResult> {
  const read = readForm(form, detailsSchema, { secret: ['currentPassword'] });
  if (!read.ok) return read.result;
  const { data, reply } = read;
  const { customerId } = await getSession();
  if (!customerId) return reply({ formErrors: [SIGNED_OUT] });
  const { currentPassword, ...details } = data;
  let problems: AccountProblem[];
  try {
    const customer = await getCustomer(customerId);
    if (!customer) return reply({ formErrors: [SIGNED_OUT] });
    problems = await updateDetails(
      { id: customerId, email: customer.email },
      details,
      currentPassword,
    );
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  if (!problems.length) updateTag(cacheTags.customer(customerId));
  return answered(reply, Object.keys(data), problems, 'detailsSaved');
}

/**
 * Changes the password: the current one, the new one by the store's rules (shown on the
 * form and checked here first), typed twice. Signs out every other session of the
 * customer; this browser stays signed in.
 */
export async function changePasswordAction(
  _previous: unknown,
  posted: unknown,
): Promise<SettingsResult> {
  const form = postedForm(posted);
  return answer(form, await changedPassword(form), {
    done: 'password-changed',
    invalid: 'password-invalid',
    failed: 'password-not-changed',
  });
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

async function changedPassword(form: FormData): Promise<SettingsResult> {
  const rules = await getPasswordRules().catch(() => null);
  const read = readForm(form, passwordSchema(rules), { secret: PASSWORD_FIELDS });
  if (!read.ok) return read.result;
  const { data, reply } = read;
  const session = await getSession();
  const { customerId } = session;
  if (!customerId) return reply({ formErrors: [SIGNED_OUT] });
  let problems: AccountProblem[];
  try {
    problems = await changePassword(customerId, data.currentPassword, data.newPassword);
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  if (!problems.length) {
    // Whoever else holds a session of this customer (another device, a copied cookie) may
    // be why the password changed: every session begun before now ends, then this browser
    // gets a new one, so only it stays signed in.
    const generation = await endAllSessionsOf(customerId);
    await markSignedIn(session, customerId, generation);
    await saveSession(session);
  }
  // A changed password empties the form.
  return answered(
    (options) => reply({ ...options, resetForm: !problems.length }),
    PASSWORD_FIELDS,
    problems,
    'passwordChanged',
  );
}

/** Subscribes the signed-in customer to the newsletter, or unsubscribes them. */
export async function newsletterAction(
  _previous: unknown,
  posted: unknown,
): Promise<SettingsResult> {
  const form = postedForm(posted);
  const result = await newsletterChoice(form);
  if (postedWithoutScript(form))
    await backToSettings(
      outcomeOf(result) !== 'done'
        ? 'newsletter-not-saved'
        : form.get('subscribe') === 'yes'
          ? 'newsletter-subscribed'
          : 'newsletter-unsubscribed',
    );
  return result;
}

async function backToSettings(notice: AccountNotice): Promise<never> {
  redirect(await inPageLanguage(accountPageWith(pagePath('accountSettings'), notice)));
}

async function newsletterChoice(form: FormData): Promise<SettingsResult> {
  const read = readForm(form, newsletterSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
  const { customerId } = await getSession();
  if (!customerId) return reply({ formErrors: [SIGNED_OUT] });
  try {
    const customer = await getCustomer(customerId);
    if (!customer) return reply({ formErrors: [SIGNED_OUT] });
    if (data.subscribe === 'yes')
      await subscribe({
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
      });
    else await unsubscribe(customer.email);
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  return {
    ...reply(),
    saved: data.subscribe === 'yes' ? 'subscribed' : 'unsubscribed',
  };
}
