import 'server-only';
import { redirect } from 'next/navigation';
import { readSession } from '@/lib/flows/session';
import { signInHref } from '@/lib/shared/links';
import { inPageLanguage } from '@/lib/i18n/request-language';

/** The signed-in customer's id; a signed-out shopper is sent to sign in and back to `returnTo`. */
export async function requireCustomer(returnTo: string): Promise<number> {
  const { customerId } = await readSession();
  if (!customerId) redirect(await inPageLanguage(signInHref(returnTo)));
  return customerId;
}
