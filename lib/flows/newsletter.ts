import 'server-only';
import {
  findSubscriber,
  grantNewsletterConsent,
  receivesNewsletter,
  withdrawNewsletterConsent,
} from '../store/management/subscribers';
import { storeApi } from '../store/management-client';

/**
 * Takes an e-mail off the newsletter. Resolves the same whether or not it was
 * subscribed, so the page never tells who is on the list.
 */
export async function unsubscribe(email: string): Promise<void> {
  const subscriber = await findSubscriber(storeApi(), email);
  if (subscriber) await withdrawNewsletterConsent(storeApi(), subscriber);
}

/** Whether the address gets the newsletter now. Read per request: the account page shows the store's current answer. */
export async function getsNewsletter(email: string): Promise<boolean> {
  return receivesNewsletter(await findSubscriber(storeApi(), email));
}

/** Puts a signed-in customer on the newsletter (or back on it). */
export async function subscribe(person: {
  email: string;
  firstName: string;
  lastName: string;
}): Promise<void> {
  await grantNewsletterConsent(storeApi(), await findSubscriber(storeApi(), person.email), person);
}
