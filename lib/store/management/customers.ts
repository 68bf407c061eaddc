import { z } from 'zod';
import { type StoreApiClient } from './client';

const credentialsAnswer = z.object({
  is_valid: z.boolean(),
  customer_id: z.number().nullable().optional(),
});

/**
 * Whether the password is this customer's (`POST /v3/customers/validate-credentials`, which
 * the store throttles against guessing: too many tries is a `rate_limited` StoreApiError).
 * True only when the store names this very customer.
 */
export async function passwordIsCustomers(
  api: StoreApiClient,
  customer: { id: number; email: string },
  password: string,
  channelId: number,
): Promise<boolean> {
  const answer = await api.request('POST', '/v3/customers/validate-credentials', {
    schema: credentialsAnswer,
    body: { email: customer.email, password, channel_id: channelId },
  });
  return answer.is_valid && answer.customer_id === customer.id;
}
