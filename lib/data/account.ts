import 'server-only';
import { cacheLife } from 'next/cache';
import {
  ChangePasswordDocument,
  PasswordRulesDocument,
  UpdateCustomerDocument,
} from '@/graphql/generated/operations';
import { getStorefrontConfig } from '../store/config';
import { type PasswordRules } from '../shared/password-rules';
import { problem } from '../shared/problems';
import { passwordIsCustomers } from '../store/management/customers';
import { StoreApiError } from '../store/management/errors';
import { storefrontMutation, storefrontQuery } from '../store/graphql';
import { quickStoreApi } from '../store/management-client';

/** A problem the store found with a change of the account: the form field it is about (or none), in the store's words. */
export interface AccountProblem {
  field: string | null;
  message: string;
}

/** The store's password rules; the same for everyone and seldom changed, kept for an hour. */
export async function getPasswordRules(): Promise<PasswordRules | null> {
  'use cache';
  cacheLife('hours');
  const { site } = await storefrontQuery(PasswordRulesDocument, {});
  return site.settings?.customers?.passwordComplexitySettings ?? null;
}

/**
 * Whether `password` is the customer's, asked of the store without signing anyone in
 * (`validate-credentials`, throttled by the store). Many wrong tries in a row is a
 * problem of its own, said as such.
 */
async function checkCurrentPassword(
  customer: { id: number; email: string },
  password: string,
): Promise<AccountProblem | null> {
  try {
    if (
      await passwordIsCustomers(
        quickStoreApi(),
        customer,
        password,
        getStorefrontConfig().STORE_CHANNEL_ID,
      )
    )
      return null;
  } catch (error) {
    if (error instanceof StoreApiError && error.kind === 'rate_limited') {
      return {
        field: 'currentPassword',
        message: problem('problems.storeTooManyPasswords'),
      };
    }
    throw error;
  }
  return { field: 'currentPassword', message: problem('problems.currentPasswordWrong') };
}

const fieldOfPath = (path: readonly string[] | undefined) => path?.at(-1) ?? null;

/**
 * Changes the customer's name, e-mail and phone. A new e-mail address (the one they sign
 * in with) needs their current password first.
 */
export async function updateDetails(
  customer: { id: number; email: string },
  details: { firstName: string; lastName: string; email: string; phone: string },
  currentPassword: string,
): Promise<AccountProblem[]> {
  if (details.email.toLowerCase() !== customer.email.toLowerCase()) {
    if (!currentPassword)
      return [
        {
          field: 'currentPassword',
          message: problem('problems.currentPasswordForEmail'),
        },
      ];
    const wrong = await checkCurrentPassword(customer, currentPassword);
    if (wrong) return [wrong];
  }
  const { customer: answer } = await storefrontMutation(
    UpdateCustomerDocument,
    { input: details },
    { customerId: customer.id },
  );
  return answer.updateCustomer.errors.map((e) => ({
    field:
      e.__typename === 'EmailAlreadyInUseError'
        ? 'email'
        : e.__typename === 'ValidationError'
          ? fieldOfPath(e.path)
          : null,
    message: e.message,
  }));
}

/** Changes the password; the passwords travel in variables only. */
export async function changePassword(
  customerId: number,
  currentPassword: string,
  newPassword: string,
): Promise<AccountProblem[]> {
  const { customer } = await storefrontMutation(
    ChangePasswordDocument,
    { currentPassword, newPassword },
    { customerId },
  );
  return customer.changePassword.errors.map((e) => ({
    field:
      e.__typename === 'CustomerPasswordError'
        ? 'newPassword'
        : e.__typename === 'ValidationError'
          ? fieldOfPath(e.path)
          : null,
    message: e.message,
  }));
}
