import { createHash, randomBytes } from 'node:crypto';
import { type ServiceContext } from '../core';

/** The browser session the `login` mutation starts (seed E12: the session cookie). */
export const SESSION_COOKIE = 'SHOP_SESSION_TOKEN';
const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

export const sessionsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS storefront_sessions (
    token_hash TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
`;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns the cookie value; only its hash is stored. */
export function startSession(ctx: ServiceContext, customerId: number, channelId: number): string {
  const token = randomBytes(32).toString('base64url');
  ctx.db
    .prepare(
      'INSERT INTO storefront_sessions (token_hash, customer_id, channel_id, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(hashOf(token), customerId, channelId, ctx.clock.now() + SESSION_TTL_MS);
  return token;
}

export function findSession(
  ctx: ServiceContext,
  token: string,
): { customerId: number; channelId: number } | null {
  const row = ctx.db
    .prepare(
      'SELECT customer_id, channel_id, expires_at FROM storefront_sessions WHERE token_hash = ?',
    )
    .get(hashOf(token)) as
    { customer_id: number; channel_id: number; expires_at: number } | undefined;
  if (!row || row.expires_at < ctx.clock.now()) return null;
  return { customerId: row.customer_id, channelId: row.channel_id };
}

export function endSession(ctx: ServiceContext, token: string): void {
  ctx.db.prepare('DELETE FROM storefront_sessions WHERE token_hash = ?').run(hashOf(token));
}

/** Options of the session cookie (set with @fastify/cookie). */
export const sessionCookieOptions = (secure: boolean) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  maxAge: SESSION_TTL_MS / 1000,
});
