import { type NextRequest, NextResponse } from 'next/server';
import { splitLocale } from '../shared/locale-path';
import { ROUTES } from '../shared/routes';
import { storeVerdict } from '../store/store-verdict';
import { storeUnavailableResponse } from '../runtime/unavailable-response';
import { sessionOf } from './session-of';

/**
 * The cart page streams the shopper's cart after its shell: while the store does not answer
 * at all, a shopper with a cart gets a 503 saying so before anything streams, not a loading
 * shell that never fills. An empty cart needs no store. In every language (`/fr/cart`).
 */
export async function withOutage(request: NextRequest): Promise<NextResponse | null> {
  if (splitLocale(request.nextUrl.pathname).path !== ROUTES.cart) return null;
  const { session, unchecked } = await sessionOf(request);
  if (unchecked) return storeUnavailableResponse();
  if (session.cartId && (await storeVerdict()).status === 'down') return storeUnavailableResponse();
  return NextResponse.next();
}
