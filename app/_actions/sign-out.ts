'use server';

import { redirect } from 'next/navigation';
import { endSession, getSession } from '@/lib/flows/session';
import { routePath } from '@/lib/shared/routes';

/**
 * Signs the shopper out: the whole session goes, cart included, since after sign-in the
 * cart belongs to the customer and the next person at this browser must not see it.
 */
export async function signOut(): Promise<void> {
  await endSession(await getSession());
  redirect(routePath('home'));
}
