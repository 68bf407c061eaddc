import { createHash } from 'node:crypto';
import { type ServiceContext, unixSeconds } from '../core';
import { type StorefrontClaims } from './claims';

export const revocationsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS storefront_token_revocations (
    fingerprint TEXT PRIMARY KEY,
    token_type INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER NOT NULL
  );
`;

/** Order of the P-256 curve group: ECDSA's `s` and `n - s` both verify. */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

/**
 * Identifies one issued token. The signature must be part of it, since two tokens minted
 * in the same second for the same account, channel and expiry carry identical claims,
 * and revoking one must not revoke the other. But an ES256 signature `(r, s)` can be
 * rewritten as `(r, n - s)` and still verify, so the fingerprint uses the low-`s` form:
 * a rewritten copy of a revoked token stays revoked.
 */
export function tokenFingerprint(token: string): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const bytes = Buffer.from(signature, 'base64url');
  let canonical = bytes.toString('hex');
  if (bytes.length === 64) {
    const s = BigInt(`0x${bytes.subarray(32).toString('hex')}`);
    const lowS = s > P256_ORDER / 2n ? P256_ORDER - s : s;
    canonical = bytes.subarray(0, 32).toString('hex') + lowS.toString(16).padStart(64, '0');
  }
  return createHash('sha256').update(`${header}.${payload}.${canonical}`).digest('hex');
}

export function isRevoked(ctx: Pick<ServiceContext, 'db'>, token: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM storefront_token_revocations WHERE fingerprint = ?')
      .get(tokenFingerprint(token)) !== undefined
  );
}

/**
 * Records a revocation (idempotent). Revocations of tokens that have expired anyway are
 * dropped on the way: an expired token is refused before revocation is looked at.
 */
export function recordRevocation(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  token: string,
  claims: StorefrontClaims,
): void {
  const now = ctx.clock.now();
  ctx.db.transaction(() => {
    ctx.db
      .prepare('DELETE FROM storefront_token_revocations WHERE expires_at <= ?')
      .run(unixSeconds(now));
    ctx.db
      .prepare(
        `INSERT OR IGNORE INTO storefront_token_revocations (fingerprint, token_type, channel_id, expires_at, revoked_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(tokenFingerprint(token), claims.token_type, claims.cid, claims.eat, now);
  })();
}
