import { cartPageAfter, recoverCart, recoveryLink } from '@/lib/flows/cart-recovery';
import { type Session, getSession } from '@/lib/flows/session';
import { getCart } from '@/lib/data/cart';
import { getShopLocales } from '@/lib/i18n/shop-locales';
import { signInHref } from '@/lib/shared/links';
import { localePrefix, localizedHref } from '@/lib/shared/locale-path';
import { seeOther } from '@/lib/shared/see-other';
import { drainAware } from '@/lib/runtime/draining';

/**
 * The link of the store's abandoned-cart e-mail (`?t=<token>`): puts that cart back in the
 * session and shows it. A customer's cart asks the shopper to sign in first; sign-in then
 * finishes the recovery (see signInAction). One address for every language: the cart is
 * shown in the language it speaks (the one it was filled in, or last switched to).
 */
async function answer(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('t')?.trim();
  if (!token) return seeOther(cartPageAfter('failed'));
  const session = await getSession();
  const outcome = await recoverCart(token, session);
  if (outcome === 'needs-sign-in') return seeOther(signInHref(recoveryLink(token)));
  const prefix = outcome === 'recovered' ? await cartLanguagePrefix(session) : '';
  return seeOther(localizedHref(cartPageAfter(outcome), prefix));
}

/** The address prefix of the language the session's cart speaks, where the shop offers it. */
async function cartLanguagePrefix({ cartId, customerId }: Session): Promise<string> {
  try {
    const [cart, shop] = await Promise.all([
      cartId ? getCart(cartId, customerId ?? null) : null,
      getShopLocales(),
    ]);
    const locale = cart?.locale;
    return locale && shop.all.includes(locale) ? localePrefix(locale, shop.default) : '';
  } catch {
    // Recovered, but the store cannot say more now: the cart in the default language.
    return '';
  }
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
