'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { type AccountNotice, accountPageWith } from '@/lib/shared/account-notices';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormState, postedForm } from '@/lib/shared/form-state';
import { parseForm } from '@/lib/shared/form-validation';
import { passwordRuleProblem } from '@/lib/shared/password-rules';
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

const SIGNED_OUT = 'Your session has ended. Sign in again to change your account.';

/**
 * A post without JavaScript cannot be shown the returned state (Next.js answers it with
 * only the page's dynamic part): it goes back to the settings page with a notice instead.
 */
function backToSettings(notice: AccountNotice): never {
  redirect(accountPageWith(pagePath('accountSettings'), notice));
}

/** A form's state after the store answered: its problems next to their fields, or "saved". */
function answered<Field extends string>(
  values: FormState<Field>['values'],
  fields: readonly Field[],
  problems: readonly AccountProblem[],
  saved: string,
): FormState<Field> & { saved: string | null } {
  const fieldErrors: FormState<Field>['fieldErrors'] = {};
  const general: string[] = [];
  for (const problem of problems) {
    if (fields.includes(problem.field as Field))
      fieldErrors[problem.field as Field] ??= problem.message;
    else general.push(problem.message);
  }
  return {
    values,
    fieldErrors,
    error: general.join(' ') || null,
    saved: problems.length ? null : saved,
  };
}

const failed = <Field extends string>(values: FormState<Field>['values'], error: string) => ({
  values,
  fieldErrors: {},
  error,
  saved: null,
});

export type DetailsField = 'firstName' | 'lastName' | 'email' | 'phone' | 'currentPassword';
export type DetailsState = FormState<DetailsField> & { saved: string | null };
const DETAILS_FIELDS: readonly DetailsField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'currentPassword',
];

const detailsForm = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'Enter your first name.')
    .max(100, 'Keep this under 100 characters.'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Enter your last name.')
    .max(100, 'Keep this under 100 characters.'),
  email: z.string().trim().email('Enter an e-mail address like name@example.com.'),
  phone: z
    .string()
    .trim()
    .refine(
      (value) => !value || /^\+?[0-9 ().-]{6,20}$/.test(value),
      'Enter a phone number with digits only, for example +1 512 555 0100, or leave it empty.',
    ),
  currentPassword: z.string().max(200),
});

/** Changes the name, e-mail and phone; a new e-mail needs the current password (checked with the store). */
export async function updateDetailsAction(
  _previous: DetailsState,
  posted: unknown,
): Promise<DetailsState> {
  const form = postedForm(posted);
  const state = await updatedDetails(form);
  if (postedWithoutScript(form))
    backToSettings(
      ({ done: 'details-saved', invalid: 'details-invalid', failed: 'details-not-saved' } as const)[
        outcomeOf(state)
      ],
    );
  return state;
}

async function updatedDetails(form: FormData): Promise<DetailsState> {
  const parsed = parseForm(form, DETAILS_FIELDS, detailsForm, { secret: ['currentPassword'] });
  if (!parsed.ok) return { ...parsed.state, saved: null };
  const { customerId } = await getSession();
  if (!customerId) return failed(parsed.values, SIGNED_OUT);
  const { currentPassword, ...details } = parsed.data;
  let problems: AccountProblem[];
  try {
    const customer = await getCustomer(customerId);
    if (!customer) return failed(parsed.values, SIGNED_OUT);
    problems = await updateDetails(
      { id: customerId, email: customer.email },
      details,
      currentPassword,
    );
  } catch (error) {
    return failed(parsed.values, shopperMessage(error));
  }
  if (!problems.length) updateTag(cacheTags.customer(customerId));
  return answered(parsed.values, DETAILS_FIELDS, problems, 'Your details are saved.');
}

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type PasswordState = FormState<PasswordField> & { saved: string | null };
const PASSWORD_FIELDS: readonly PasswordField[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
];

/**
 * Changes the password: the current one, the new one by the store's rules (shown on the
 * form and checked here first), typed twice. Signs out every other session of the
 * customer; this browser stays signed in.
 */
export async function changePasswordAction(
  _previous: PasswordState,
  posted: unknown,
): Promise<PasswordState> {
  const form = postedForm(posted);
  const state = await changedPassword(form);
  if (postedWithoutScript(form))
    backToSettings(
      (
        {
          done: 'password-changed',
          invalid: 'password-invalid',
          failed: 'password-not-changed',
        } as const
      )[outcomeOf(state)],
    );
  return state;
}

async function changedPassword(form: FormData): Promise<PasswordState> {
  const rules = await getPasswordRules().catch(() => null);
  const passwordForm = z
    .object({
      currentPassword: z.string().min(1, 'Enter your current password.').max(200),
      newPassword: z
        .string()
        .max(200, 'Keep the password under 200 characters.')
        .superRefine((value, issues) => {
          const problem = rules
            ? passwordRuleProblem(rules, value)
            : value
              ? null
              : 'Choose a new password.';
          if (problem) issues.addIssue({ code: 'custom', message: problem });
        }),
      confirmPassword: z.string(),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      path: ['confirmPassword'],
      message: 'The two new passwords are not the same.',
    });
  const parsed = parseForm(form, PASSWORD_FIELDS, passwordForm, { secret: PASSWORD_FIELDS });
  if (!parsed.ok) return { ...parsed.state, saved: null };
  const session = await getSession();
  const { customerId } = session;
  if (!customerId) return failed({}, SIGNED_OUT);
  let problems: AccountProblem[];
  try {
    problems = await changePassword(
      customerId,
      parsed.data.currentPassword,
      parsed.data.newPassword,
    );
  } catch (error) {
    return failed({}, shopperMessage(error));
  }
  if (!problems.length) {
    // Whoever else holds a session of this customer (another device, a copied cookie) may
    // be why the password changed: every session begun before now ends, then this browser
    // gets a new one, so only it stays signed in.
    const generation = await endAllSessionsOf(customerId);
    await markSignedIn(session, customerId, generation);
    await saveSession(session);
  }
  return answered({}, PASSWORD_FIELDS, problems, 'Your password is changed.');
}

export type NewsletterState = { error: string | null; saved: string | null };

const newsletterForm = z.object({ subscribe: z.enum(['yes', 'no']) });

/** Subscribes the signed-in customer to the newsletter, or unsubscribes them. */
export async function newsletterAction(
  _previous: NewsletterState,
  posted: unknown,
): Promise<NewsletterState> {
  const form = postedForm(posted);
  const state = await newsletterChoice(form);
  if (postedWithoutScript(form))
    backToSettings(
      state.error
        ? 'newsletter-not-saved'
        : form.get('subscribe') === 'yes'
          ? 'newsletter-subscribed'
          : 'newsletter-unsubscribed',
    );
  return state;
}

async function newsletterChoice(form: FormData): Promise<NewsletterState> {
  const parsed = parseForm(form, ['subscribe'] as const, newsletterForm);
  if (!parsed.ok) return { error: 'Choose whether you want the newsletter.', saved: null };
  const { customerId } = await getSession();
  if (!customerId) return { error: SIGNED_OUT, saved: null };
  try {
    const customer = await getCustomer(customerId);
    if (!customer) return { error: SIGNED_OUT, saved: null };
    if (parsed.data.subscribe === 'yes')
      await subscribe({
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
      });
    else await unsubscribe(customer.email);
  } catch (error) {
    return { error: shopperMessage(error), saved: null };
  }
  return {
    error: null,
    saved:
      parsed.data.subscribe === 'yes'
        ? 'You are subscribed to the newsletter.'
        : 'You will no longer get the newsletter.',
  };
}
