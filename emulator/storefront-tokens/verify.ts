import { compactVerify, errors } from 'jose';
import { type ServiceContext, unixSeconds } from '../core';
import { findChannel } from '../channels';
import { type StorefrontClaims, type TokenKind, kindOf, storefrontClaims } from './claims';
import { isRevoked } from './revocations';

export type TokenFailure =
  'malformed' | 'invalid_signature' | 'expired' | 'revoked' | 'unknown_channel';

export type TokenCheck =
  | {
      ok: true;
      kind: TokenKind;
      channelId: number;
      /** The customer the token was minted for, if any (impersonation tokens only). */
      customerId: number | null;
      corsOrigins: string[];
      /** A private token's access scopes; empty for other tokens. */
      scopes: string[];
      /** Unix seconds. */
      expiresAt: number;
    }
  | { ok: false; reason: TokenFailure; message: string };

export type SignedClaims =
  | { ok: true; claims: StorefrontClaims }
  | {
      ok: false;
      reason: Extract<TokenFailure, 'malformed' | 'invalid_signature'>;
      message: string;
    };

/**
 * The claims of a token this store signed, checked for signature and shape only (not
 * expiry, revocation or channel). Revocation uses this: an expired token may still be
 * revoked.
 */
export async function readSignedClaims(
  ctx: Pick<ServiceContext, 'store'>,
  token: string,
): Promise<SignedClaims> {
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(token, ctx.store.publicJwk, { algorithms: ['ES256'] }));
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return {
        ok: false,
        reason: 'invalid_signature',
        message: 'The token was not signed by this store.',
      };
    }
    if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
      return {
        ok: false,
        reason: 'invalid_signature',
        message: 'The token is not an ES256 token of this store.',
      };
    }
    return {
      ok: false,
      reason: 'malformed',
      message:
        'The token is not a well-formed JWT (compact form: header.payload.signature, base64url).',
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return { ok: false, reason: 'malformed', message: 'The token payload is not JSON.' };
  }
  const parsed = storefrontClaims.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'malformed',
      message: 'The token does not carry the claims of a storefront token.',
    };
  }
  return { ok: true, claims: parsed.data };
}

/**
 * Whether a storefront or impersonation token may be used now: signed by this store,
 * not past its `eat` (on ctx.clock), not revoked, for a channel that exists. The GraphQL
 * endpoint answers every failure with HTTP 401.
 */
export async function verifyStorefrontToken(
  ctx: ServiceContext,
  token: string,
): Promise<TokenCheck> {
  const signed = await readSignedClaims(ctx, token);
  if (!signed.ok) return signed;
  const { claims } = signed;
  if (claims.eat <= unixSeconds(ctx.clock.now())) {
    return {
      ok: false,
      reason: 'expired',
      message: `The token expired at ${new Date(claims.eat * 1000).toISOString()}. Create a new one.`,
    };
  }
  if (isRevoked(ctx, token)) {
    return { ok: false, reason: 'revoked', message: 'The token was revoked. Create a new one.' };
  }
  if (!findChannel(ctx, claims.cid)) {
    return {
      ok: false,
      reason: 'unknown_channel',
      message: `The token is for channel ${claims.cid}, which no longer exists.`,
    };
  }
  return {
    ok: true,
    kind: kindOf(claims),
    channelId: claims.cid,
    customerId: claims.customer_id ?? null,
    corsOrigins: claims.cors,
    scopes: claims.scopes ?? [],
    expiresAt: claims.eat,
  };
}
