'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { type AccountNotice, accountPageWith } from '@/lib/shared/account-notices';
import { ADDRESS_FIELDS, addressSchema } from '@/lib/shared/address-rules';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { outcomeOf, postedWithoutScript } from '@/lib/shared/enhanced';
import { type FormResult, postedForm, readForm } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
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
import { errorsByField } from '../store-problems';
import { inPageLanguage } from '@/lib/i18n/request-language';

const SIGNED_OUT = problem('problems.signedOutAddresses');
const addressId = z.coerce.number().int().positive();
const addressIdOf = (form: FormData) => addressId.safeParse(form.get('addressId'));

/**
 * Adds an address to the book, or changes one of it (`addressId`): checked against the
 * store's countries and states here, then by the store. "Make this my default" marks it.
 */
export async function saveAddressAction(_previous: unknown, posted: unknown): Promise<FormResult> {
  const form = postedForm(posted);
  const result = await savedAddress(form);
  // Saved, it has gone to the address book. Without JavaScript, a refusal goes back to the
  // form's page with a notice (the page cannot show the returned state).
  if (postedWithoutScript(form)) {
    const editing = addressIdOf(form);
    redirect(
      await inPageLanguage(
        accountPageWith(
          editing.success ? pagePath('address', { id: editing.data }) : pagePath('newAddress'),
          outcomeOf(result) === 'invalid' ? 'address-invalid' : 'address-not-saved',
        ),
      ),
    );
  }
  return result;
}

async function savedAddress(form: FormData): Promise<FormResult> {
  const { customerId } = await getSession();
  const read = readForm(form, addressSchema(await getCountries()));
  if (!read.ok) return read.result;
  const { data, reply } = read;
  if (!customerId) return reply({ formErrors: [SIGNED_OUT] });
  const editing = form.get('addressId') ? addressIdOf(form) : null;
  let notice: AccountNotice = 'address-saved';
  try {
    const book = await getAddressBook(customerId);
    if (editing && (!editing.success || !book.addresses.some((a) => a.entityId === editing.data))) {
      notice = 'address-gone';
    } else {
      const saved = editing
        ? { id: editing.data, problems: await updateAddress(customerId, editing.data, data) }
        : await addAddress(customerId, data);
      if (saved.problems.length) return reply(errorsByField(saved.problems, ADDRESS_FIELDS));
      if (saved.id && (form.get('makeDefault') === 'yes' || book.addresses.length === 0))
        await setDefaultAddress(customerId, saved.id, book.markerId);
    }
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  updateTag(cacheTags.customerAddresses(customerId));
  redirect(await inPageLanguage(accountPageWith(pagePath('addresses'), notice)));
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
  const id = addressIdOf(form);
  if (!customerId) redirect(await inPageLanguage(pagePath('signIn')));
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
  redirect(await inPageLanguage(accountPageWith(pagePath('addresses'), notice)));
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
