import { cartPageWith } from '@/lib/shared/cart-notices';
import { checkoutUrl } from '@/lib/data/cart';
import { StoreRequestError, StoreUnavailableError } from '@/lib/store/errors';
import { getSession, saveSession } from '@/lib/flows/session';
import { seeOther } from '@/lib/shared/see-other';
import { drainAware } from '@/lib/runtime/draining';
import { loggerFor } from '@/lib/observability/logger.mjs';
import { cookies } from 'next/headers';
import { getPrivacySettings } from '@/lib/data/privacy';
import {
  CHECKOUT_CONSENT_PARAM,
  CONSENT_COOKIE,
  checkoutConsentValue,
  parseConsentCookie,
} from '@/lib/shared/consent';

/** Where the store asks for cookie consent, the shopper's choice goes on to its checkout (none made: nothing allowed). */
async function consentParams(): Promise<{ key: string; value: string }[]> {
  if (!(await getPrivacySettings()).cookieConsentEnabled) return [];
  const choice = parseConsentCookie((await cookies()).get(CONSENT_COOKIE)?.value);
  return [{ key: CHECKOUT_CONSENT_PARAM, value: checkoutConsentValue(choice) }];
}

/**
 * Hands the shopper's cart to the store's hosted checkout: asks the store for the cart's
 * checkout URL and redirects there. With no cart, or one the store no longer knows
 * (checked out or deleted since: the session forgets it), the cart page says the cart is
 * empty; another refusal, or no answer, gets its own message there.
 */
async function answer(): Promise<Response> {
  const session = await getSession();
  const cartId = session.cartId;
  if (!cartId) return seeOther(cartPageWith('checkout-empty'));
  try {
    return seeOther(
      await checkoutUrl(cartId, { customerId: session.customerId ?? null }, await consentParams()),
    );
  } catch (error) {
    if (error instanceof StoreUnavailableError)
      return seeOther(cartPageWith('checkout-unavailable'));
    if (!(error instanceof StoreRequestError)) throw error;
    if (error.code !== 'NOT_FOUND') {
      loggerFor('checkout').warn(`checkout: the store refused cart ${cartId}: ${error.message}`);
      return seeOther(cartPageWith('checkout-refused'));
    }
  }
  delete session.cartId;
  await saveSession(session);
  return seeOther(cartPageWith('checkout-empty'));
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
