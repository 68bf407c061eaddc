import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  CurrentCustomerDocument,
  LoginDocument,
  RegisterCustomerDocument,
  RequestResetPasswordDocument,
  ResetPasswordDocument,
} from '@/graphql/generated/operations';
import { cacheTags } from '../shared/cache-tags.mjs';
import { storefrontMutation, storefrontQuery } from '../store/graphql';

/**
 * Checks an e-mail and password with the store; the password goes in variables only. The
 * shopper's address goes along, so the store's lockout after wrong passwords is theirs alone.
 */
export async function signIn(
  email: string,
  password: string,
  guestCartId: string | null,
  client?: string,
) {
  const { login } = await storefrontMutation(
    LoginDocument,
    { email, pass: password, guestCartId },
    { customerId: null, client },
  );
  return { customerId: login.customer?.entityId ?? null, cartId: login.cart?.entityId ?? null };
}

export async function register(input: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string;
}) {
  const { customer } = await storefrontMutation(RegisterCustomerDocument, { input });
  const result = customer.registerCustomer;
  return {
    customerId: result.customer?.entityId ?? null,
    errors: result.errors.map((e) => ({
      kind: e.__typename,
      message: e.message,
      field:
        e.__typename === 'ValidationError'
          ? (e.path[0] ?? null)
          : e.__typename === 'EmailAlreadyInUseError'
            ? 'email'
            : null,
    })),
  };
}

/** Asks the store to e-mail a reset link. The answer never says whether the address has an account. */
export async function requestPasswordReset(email: string) {
  const { customer } = await storefrontMutation(RequestResetPasswordDocument, { email });
  return customer.requestResetPassword.errors.map((e) => e.message);
}

export async function resetPassword(customerId: number, token: string, newPassword: string) {
  const { customer } = await storefrontMutation(ResetPasswordDocument, {
    customerId,
    token,
    newPassword,
  });
  return customer.resetPassword.errors.map((e) => ({ kind: e.__typename, message: e.message }));
}

export async function getCustomer(customerId: number) {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.customer(customerId));
  const { customer } = await storefrontQuery(CurrentCustomerDocument, {}, { customerId });
  return customer ?? null;
}
