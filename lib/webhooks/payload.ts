import { z } from 'zod';

/**
 * A webhook callback as the store sends it (seed 2.9 and the real service's shapes):
 * minimal `data` that names what changed; the details are fetched separately if needed.
 */
/**
 * An id as the store writes one in a callback: a number, or a string of letters, digits
 * and `-` (cart and line item ids are UUIDs). Anything else (a lone surrogate, a control
 * character, an essay) cannot name a store object and never reaches a cache tag.
 */
const storeId = z.union([
  z.number().int(),
  z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/,
      'must be a store id: up to 100 letters, digits, - or _',
    ),
]);

export const callbackSchema = z.object({
  scope: z
    .string()
    .regex(/^store\/[A-Za-z]+(\/[A-Za-z]+)*$/, 'scope must look like store/<resource>/<event>'),
  store_id: z.union([z.string().regex(/^\d+$/), z.number().int()]),
  producer: z.string().regex(/^stores\/[A-Za-z0-9]+$/, 'producer must be stores/<store_hash>'),
  hash: z.string().regex(/^[0-9a-f]{40}$/i, 'hash must be the SHA-1 hex of data'),
  created_at: z.number().int().nonnegative(),
  data: z
    .object({
      type: z.string().regex(/^[A-Za-z_]{1,50}$/, 'must be an object type such as product or cart'),
      id: storeId,
      // Line item events name their cart here.
      cartId: storeId.optional(),
    })
    .catchall(z.unknown()),
});

export type Callback = z.output<typeof callbackSchema>;

/** The first problem, phrased for the sender: `data.id: Invalid input`. */
export function describeProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid callback';
  return issue.path.length
    ? `${issue.path.map(String).join('.')}: ${issue.message}`
    : issue.message;
}
