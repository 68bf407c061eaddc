'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { type AccountNotice, accountPageWith } from '@/lib/shared/account-notices';
import { ADDRESS_FIELDS, type AddressField, addressSchema } from '@/lib/shared/address-rules';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormState, textField, postedForm } from '@/lib/shared/form-state';
import { parseForm } from '@/lib/shared/form-validation';
import { pagePath } from '@/lib/shared/routes';
import { shopperMessage } from '@/lib/store/shopper-errors';
import {
  type AddressProblem,
  addAddress,
  deleteAddress,
  getAddressBook,
  setDefaultAddress,
  updateAddress,
} from '@/lib/data/addresses';
import { getCountries } from '@/lib/data/geography';
import { getSession } from '@/lib/flows/session';
import { loggerFor } from '@/lib/observability/logger.mjs';

export type AddressState = FormState<AddressField>;

const SIGNED_OUT = 'Your session has ended. Sign in again to change your address book.';
const addressId = z.coerce.number().int().positive();

const isField = (field: string | null): field is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(field ?? '');

/** The store's refusal of an address as the form shows it: next to the field it names, else above the form. */
function stateOfProblems(
  values: AddressState['values'],
  problems: readonly AddressProblem[],
): AddressState {
  const fieldErrors: AddressState['fieldErrors'] = {};
  const general: string[] = [];
  for (const problem of problems) {
    if (isField(problem.field)) fieldErrors[problem.field] ??= problem.message;
    else general.push(problem.message);
  }
  return { values, fieldErrors, error: general.join(' ') || null };
}

/**
 * Adds an address to the book, or changes one of it (`addressId`): checked against the
 * store's countries and states here, then by the store. "Make this my default" marks it.
 */
export async function saveAddressAction(
  _previous: AddressState,
  posted: unknown,
): Promise<AddressState> {
  const form = postedForm(posted);
  const state = await savedAddress(form);
  // Saved, it has gone to the address book. Without JavaScript, a refusal goes back to the
  // form's page with a notice (the page cannot show the returned state).
  if (postedWithoutScript(form)) {
    const editing = addressId.safeParse(textField(form, 'addressId'));
    redirect(
      accountPageWith(
        editing.success ? pagePath('address', { id: editing.data }) : pagePath('newAddress'),
        outcomeOf(state) === 'invalid' ? 'address-invalid' : 'address-not-saved',
      ),
    );
  }
  return state;
}

async function savedAddress(form: FormData): Promise<AddressState> {
  const { customerId } = await getSession();
  const parsed = parseForm(form, ADDRESS_FIELDS, addressSchema(await getCountries()));
  if (!parsed.ok) return parsed.state;
  if (!customerId) return { values: parsed.values, fieldErrors: {}, error: SIGNED_OUT };
  const editing = textField(form, 'addressId')
    ? addressId.safeParse(textField(form, 'addressId'))
    : null;
  let notice: AccountNotice = 'address-saved';
  try {
    const book = await getAddressBook(customerId);
    if (editing && (!editing.success || !book.addresses.some((a) => a.entityId === editing.data))) {
      notice = 'address-gone';
    } else {
      const saved = editing
        ? { id: editing.data, problems: await updateAddress(customerId, editing.data, parsed.data) }
        : await addAddress(customerId, parsed.data);
      if (saved.problems.length) return stateOfProblems(parsed.values, saved.problems);
      if (saved.id && (form.get('makeDefault') === 'yes' || book.addresses.length === 0))
        await setDefaultAddress(customerId, saved.id, book.markerId);
    }
  } catch (error) {
    return { values: parsed.values, fieldErrors: {}, error: shopperMessage(error) };
  }
  updateTag(cacheTags.customerAddresses(customerId));
  redirect(accountPageWith(pagePath('addresses'), notice));
}

/** Runs a change of one address of the book (a plain form: it works the same with and without JavaScript). */
async function changeOne(
  form: FormData,
  change: (
    customerId: number,
    id: number,
    markerId: number | null,
  ) => Promise<AddressProblem[] | void>,
  done: AccountNotice,
): Promise<never> {
  const { customerId } = await getSession();
  const id = addressId.safeParse(textField(form, 'addressId'));
  if (!customerId) redirect(pagePath('signIn'));
  let notice: AccountNotice = done;
  try {
    const book = await getAddressBook(customerId);
    if (!id.success || !book.addresses.some((a) => a.entityId === id.data)) notice = 'address-gone';
    else if ((await change(customerId, id.data, book.markerId))?.length) notice = 'address-gone';
  } catch (error) {
    loggerFor('account').warn(`account: an address change failed: ${shopperMessage(error)}`);
    notice = 'store-unavailable';
  }
  updateTag(cacheTags.customerAddresses(customerId));
  redirect(accountPageWith(pagePath('addresses'), notice));
}

export async function deleteAddressAction(posted: unknown): Promise<void> {
  const form = postedForm(posted);
  await changeOne(form, (customerId, id) => deleteAddress(customerId, id), 'address-deleted');
}

export async function setDefaultAddressAction(posted: unknown): Promise<void> {
  const form = postedForm(posted);
  await changeOne(
    form,
    (customerId, id, markerId) => setDefaultAddress(customerId, id, markerId),
    'default-address',
  );
}
