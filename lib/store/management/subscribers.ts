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

/** Whether the subscriber gets the newsletter: a record without consents predates them, and has it. */
export const receivesNewsletter = (subscriber: Subscriber | null): boolean =>
  Boolean(subscriber && (subscriber.consents ?? [NEWSLETTER_CONSENT]).includes(NEWSLETTER_CONSENT));

/**
 * Puts an e-mail on the newsletter: a new subscriber (from the storefront), or the
 * newsletter consent given back to one who withdrew it, keeping their other consents.
 */
export async function grantNewsletterConsent(
  api: StoreApiClient,
  existing: Subscriber | null,
  person: { email: string; firstName: string; lastName: string },
): Promise<Subscriber> {
  if (existing) {
    const consents = [...new Set([...(existing.consents ?? []), NEWSLETTER_CONSENT])];
    const { data } = await api.request('PUT', `/v3/customers/subscribers/${existing.id}`, {
      schema: subscriberOne,
      body: { consents },
    });
    return data;
  }
  const { data } = await api.request('POST', '/v3/customers/subscribers', {
    schema: subscriberOne,
    body: {
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      source: 'storefront',
      consents: [NEWSLETTER_CONSENT],
    },
  });
  return data;
}

export async function findSubscriber(
  api: StoreApiClient,
  email: string,
): Promise<Subscriber | null> {
  const { data } = await api.request('GET', '/v3/customers/subscribers', {
    schema: subscriberList,
    query: { email },
  });
  return data.find((s) => s.email.toLowerCase() === email.toLowerCase()) ?? null;
}

/**
 * Takes the newsletter consent away and keeps the subscriber record (and any other
 * consent, such as abandoned-cart e-mails), as the store's own unsubscribe does.
 */
export async function withdrawNewsletterConsent(
  api: StoreApiClient,
  subscriber: Subscriber,
): Promise<Subscriber> {
  const consents = (subscriber.consents ?? [NEWSLETTER_CONSENT]).filter(
    (c) => c !== NEWSLETTER_CONSENT,
  );
  const { data } = await api.request('PUT', `/v3/customers/subscribers/${subscriber.id}`, {
    schema: subscriberOne,
    body: { consents },
  });
  return data;
}
