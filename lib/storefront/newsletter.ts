import 'server-only';
import { findSubscriber, withdrawNewsletterConsent } from '../store-api/subscribers';
import { storeApi } from './store-api';

/**
 * Takes an e-mail off the newsletter. Resolves the same whether or not it was
 * subscribed, so the page never tells who is on the list.
 */
export async function unsubscribe(email: string): Promise<void> {
  const subscriber = await findSubscriber(storeApi(), email);
  if (subscriber) await withdrawNewsletterConsent(storeApi(), subscriber);
}
