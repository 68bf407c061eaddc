import { z } from 'zod';
import { type StoreApiClient } from './client';
import { v3One } from './pages';

const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  consents: z.array(z.string()).optional(),
});
export type Subscriber = z.output<typeof subscriberSchema>;

const subscriberList = v3One(z.array(subscriberSchema));
const subscriberOne = v3One(subscriberSchema);

const NEWSLETTER_CONSENT = 'marketing_newsletter';

export async function findSubscriber(api: StoreApiClient, email: string): Promise<Subscriber | null> {
  const { data } = await api.request('GET', '/v3/customers/subscribers', { schema: subscriberList, query: { email } });
  return data.find((s) => s.email.toLowerCase() === email.toLowerCase()) ?? null;
}

/**
 * Takes the newsletter consent away and keeps the subscriber record (and any other
 * consent, such as abandoned-cart e-mails), as the store's own unsubscribe does.
 */
export async function withdrawNewsletterConsent(api: StoreApiClient, subscriber: Subscriber): Promise<Subscriber> {
  const consents = (subscriber.consents ?? [NEWSLETTER_CONSENT]).filter((c) => c !== NEWSLETTER_CONSENT);
  const { data } = await api.request('PUT', `/v3/customers/subscribers/${subscriber.id}`, {
    schema: subscriberOne,
    body: { consents },
  });
  return data;
}
