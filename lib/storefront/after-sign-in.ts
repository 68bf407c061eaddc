import 'server-only';
import { safeNextPath } from '../links';
import { pagePath } from '../routes';
import { cartPageAfter, recoverCart, recoveryTokenOf } from './cart-recovery';
import { type Session } from './session';

/**
 * Where a shopper who just signed in goes: back to `next` (a path on this site), or the
 * account page. A `next` that is an abandoned-cart link is finished here rather than
 * followed: the action's redirect is rendered by the server without the browser, so a
 * cookie the link's route handler set would be lost.
 */
export async function destinationAfterSignIn(rawNext: unknown, session: Session): Promise<string> {
  const next = safeNextPath(rawNext);
  if (!next) return pagePath('account');
  const token = recoveryTokenOf(next);
  if (!token) return next;
  const outcome = await recoverCart(token, session);
  return cartPageAfter(outcome === 'needs-sign-in' ? 'failed' : outcome);
}
