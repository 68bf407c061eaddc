import { z } from 'zod';
import { type StoreApiClient } from './client';

/**
 * Webhooks through the version 2 path (seed E14): bare objects and arrays, no envelope.
 * The store lists and changes only the hooks of the API account (client) that calls.
 */

/** Custom headers sent with every callback; the store may answer an empty set as `[]`. */
const hookHeadersSchema = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 0 ? {} : value),
  z.record(z.string(), z.string()).nullable(),
);
export type HookHeaders = Record<string, string>;

const hookSchema = z.object({
  id: z.number().int().positive(),
  scope: z.string(),
  destination: z.string(),
  is_active: z.boolean(),
  headers: hookHeadersSchema.optional().transform((headers) => headers ?? null),
});
export type Hook = z.infer<typeof hookSchema>;

export interface NewHook {
  scope: string;
  destination: string;
  is_active: boolean;
  headers: HookHeaders;
}

// An empty list may come back as 204 with no body.
const hookListSchema = z
  .array(hookSchema)
  .nullable()
  .transform((hooks) => hooks ?? []);

export function listHooks(client: StoreApiClient): Promise<Hook[]> {
  return client.request('GET', '/v2/hooks', { schema: hookListSchema });
}

/** Needs `X-Auth-Client` besides the token; the client sends it on every request. */
export function createHook(client: StoreApiClient, hook: NewHook): Promise<Hook> {
  return client.request('POST', '/v2/hooks', { schema: hookSchema, body: hook });
}

export function updateHook(
  client: StoreApiClient,
  hookId: number,
  changes: Partial<NewHook>,
): Promise<Hook> {
  return client.request('PUT', `/v2/hooks/${hookId}`, { schema: hookSchema, body: changes });
}
