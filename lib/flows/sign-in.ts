import 'server-only';
import { updateTag } from 'next/cache';
import { cacheTags } from '../shared/cache-tags.mjs';
import { signIn } from '../data/customer';
import { StoreRequestError } from '../store/errors';
import { type Session, markSignedIn, saveSession } from './session';
import { shopperMessage } from '../store/shopper-errors';
import { STORE_UNAVAILABLE_MESSAGE } from '../shared/shopper-messages';
import { problem } from '../shared/problems';

const WRONG_CREDENTIALS_MESSAGE = 'Your e-mail address or password is incorrect.';

/**
 * Signs in with the store and hands it the shopper's guest cart. When that cart is gone
 * (checked out or deleted since), the store refuses it and the sign-in is repeated
 * without one, rather than failing a correct password. Returns the cart to keep.
 */
export async function signInWithCart(
  email: string,
  password: string,
  guestCartId: string | null,
  client?: string,
) {
  let result: Awaited<ReturnType<typeof signIn>>;
  let cartId = guestCartId;
  try {
    result = await signIn(email, password, guestCartId, client);
  } catch (error) {
    if (!(guestCartId && error instanceof StoreRequestError && error.code === 'NOT_FOUND'))
      throw error;
    result = await signIn(email, password, null, client);
    cartId = null;
  }
  if (!result.customerId)
    throw new StoreRequestError(WRONG_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  return { customerId: result.customerId, cartId: result.cartId ?? cartId };
}

/**
 * Signs the shopper in on this browser after the store accepted them: the customer and
 * their cart (if any) go into the session, and the cart's cached data is refreshed, since
 * the store now has it as the customer's. For server actions (it calls updateTag).
 */
export async function completeSignIn(
  session: Session,
  result: Awaited<ReturnType<typeof signInWithCart>>,
): Promise<void> {
  await markSignedIn(session, result.customerId);
  if (result.cartId) session.cartId = result.cartId;
  else delete session.cartId;
  await saveSession(session);
  if (result.cartId) updateTag(cacheTags.cart(result.cartId));
}

/** Whether the store refused the e-mail and password (not an outage or a lockout). */
export const isWrongPassword = (error: unknown) =>
  error instanceof StoreRequestError && error.code === 'INVALID_CREDENTIALS';

/**
 * What the sign-in form says when the store refused: a message key the form words in the
 * page's language (lib/shared/problems.ts), or the store's own words.
 */
export function signInMessage(error: unknown): string {
  if (isWrongPassword(error)) return problem('problems.wrongCredentials');
  if (error instanceof StoreRequestError) {
    if (error.code === 'TOO_MANY_REQUESTS') {
      return error.message.toLowerCase().includes('too many')
        ? error.message
        : problem('problems.storeTooManySignIns', { store: error.message });
    }
  }
  const message = shopperMessage(error);
  return message === STORE_UNAVAILABLE_MESSAGE ? problem('problems.signInUnavailable') : message;
}
