import { SignJWT } from 'jose';
import { type ServiceContext, unixSeconds } from '../core';
import {
  API_ACCOUNT_SUBJECT,
  type StorefrontClaims,
  TOKEN_TYPES,
  type TokenKind,
  issuerOf,
} from './claims';

export interface TokenRequest {
  kind: TokenKind;
  channelId: number;
  /** Unix seconds. */
  expiresAt: number;
  corsOrigins: readonly string[];
  /** Client id of the API account that asked for the token. */
  clientId: string;
  customerId?: number;
  /** A private token's access scopes. */
  scopes?: readonly string[];
}

/** Signs a storefront, impersonation or private token (ES256) with the store's key. */
export async function mintStorefrontToken(
  ctx: Pick<ServiceContext, 'clock' | 'store'>,
  request: TokenRequest,
): Promise<string> {
  const claims: StorefrontClaims = {
    cid: request.channelId,
    cors: [...request.corsOrigins],
    eat: request.expiresAt,
    iat: unixSeconds(ctx.clock.now()),
    iss: issuerOf(ctx.store.hash),
    sid: ctx.store.id,
    sub: request.clientId,
    sub_type: API_ACCOUNT_SUBJECT,
    token_type: TOKEN_TYPES[request.kind],
    ...(request.customerId === undefined ? {} : { customer_id: request.customerId }),
    ...(request.scopes === undefined ? {} : { scopes: [...request.scopes] }),
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .sign(ctx.store.signingKey);
}
