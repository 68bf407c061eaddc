'use server';

import { redirect } from 'next/navigation';
import { endSession, getSession } from '@/lib/flows/session';
import { accountPageWith } from '@/lib/shared/account-notices';
import { pagePath } from '@/lib/shared/routes';
import { inPageLanguage } from '@/lib/i18n/request-language';

/**
 * Signs the shopper out: the whole session goes, cart included, since after sign-in the
 * cart belongs to the customer and the next person at this browser must not see it. The
 * sign-in page then says so (the cart badge empties, and the shopper should know why).
 */
export async function signOut(): Promise<void> {
  await endSession(await getSession());
  redirect(await inPageLanguage(accountPageWith(pagePath('signIn'), 'signed-out')));
}
