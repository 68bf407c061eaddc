import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The session cookie's name and contents: shared by the server (lib/flows/session.ts)
 * and the scripts that act as a shopper (benchmarks, tests).
 */
export const SESSION_COOKIE = 'storefront_session';

/** How long a session cookie lasts, and how long a signed-in session may last at most. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * A signed-in session: its id (sign-out revokes it by that id), when the customer signed
 * in and when the session was last used, in epoch milliseconds.
 */
const signedInSchema = z.object({
  sid: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  at: z.number().int().positive(),
  seen: z.number().int().positive(),
  /** The customer's session generation when it began (lib/data/session-generation.ts); 0 for none yet. */
  gen: z.number().int().nonnegative().optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/**
 * What the session cookie holds: who is signed in (and since when), which cart is theirs,
 * and the order their last checkout placed (set by the proxy for the one order page view
 * that confirms it, cleared on the next). Nothing else.
 */
export const sessionDataSchema = z.object({
  customerId: z.number().int().positive().optional(),
  signedIn: signedInSchema.optional(),
  cartId: z.uuid().optional(),
  placedOrderId: z.number().int().positive().optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** The record of a sign-in happening now, in the customer's session generation `gen`: a new, unguessable session id. */
export function newSignedIn(gen = 0, now = Date.now()): SignedIn {
  return { sid: randomBytes(16).toString('base64url'), at: now, seen: now, gen };
}
