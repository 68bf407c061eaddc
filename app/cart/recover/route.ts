import { cartPageAfter, recoverCart, recoveryLink } from '@/lib/flows/cart-recovery';
import { getSession } from '@/lib/flows/session';
import { signInHref } from '@/lib/shared/links';
import { seeOther } from '@/lib/shared/see-other';
import { drainAware } from '@/lib/runtime/draining';

/**
 * The link of the store's abandoned-cart e-mail (`?t=<token>`): puts that cart back in the
 * session and shows it. A customer's cart asks the shopper to sign in first; sign-in then
 * finishes the recovery (see signInAction).
 */
async function answer(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('t')?.trim();
  if (!token) return seeOther(cartPageAfter('failed'));
  const outcome = await recoverCart(token, await getSession());
  return seeOther(
    outcome === 'needs-sign-in' ? signInHref(recoveryLink(token)) : cartPageAfter(outcome),
  );
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
