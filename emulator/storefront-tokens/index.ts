import { type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, type ServiceModule } from '../core';
import {
  modify,
  unprocessable,
  one,
  accountOf,
  parseInput,
  CUSTOMER_ID_HEADER,
  CUSTOMER_ID_HEADER_LABEL,
  customerIdHeaderValue,
} from '../http';
import { findCustomer } from '../customers';
import { findChannel } from '../channels';
import { type TokenKind, kindOf } from './claims';
import { mintStorefrontToken } from './mint';
import { recordRevocation, revocationsSchema } from './revocations';
import {
  checkExpiry,
  impersonationTokenBody,
  privateTokenBody,
  requestedChannel,
  storefrontTokenBody,
} from './token-bodies';
import { readSignedClaims } from './verify';

export {
  readSignedClaims,
  type TokenCheck,
  type TokenFailure,
  verifyStorefrontToken,
} from './verify';
export { type StorefrontClaims, type TokenKind } from './claims';

const customerHeader = z.object({
  [CUSTOMER_ID_HEADER]: z
    .string()
    .trim()
    .regex(
      /^[1-9]\d{0,14}$/,
      `${CUSTOMER_ID_HEADER_LABEL} must be a customer id: a positive integer as text, e.g. "12"`,
    )
    .transform(Number)
    .optional(),
});

/** The customer the impersonation token is minted for, from the header's real spelling or its alias. */
function requestedCustomer(request: FastifyRequest): number | undefined {
  const value = customerIdHeaderValue(request.headers);
  return parseInput(
    customerHeader,
    { [CUSTOMER_ID_HEADER]: value },
    `The ${CUSTOMER_ID_HEADER_LABEL} header`,
  )[CUSTOMER_ID_HEADER];
}

const REVOKE_PATH: Record<TokenKind, string> = {
  storefront: 'DELETE /v3/storefront/api-token',
  private: 'DELETE /v3/storefront/api-token',
  impersonation: 'DELETE /v3/storefront/api-token-customer-impersonation',
};

/** The reference answers a request for a missing channel with 422, as other invalid input. */
function tokenChannel(ctx: ServiceContext, channelId: number): number {
  if (!findChannel(ctx, channelId)) {
    throw unprocessable(`Channel ${channelId} was not found. Use the id of an existing channel.`, {
      channel_id: `no channel with id ${channelId}`,
    });
  }
  return channelId;
}

/**
 * A token minted for a customer who does not exist could never be used (GraphQL refuses
 * it), so the mistake is reported where it is made rather than on every later call.
 */
function checkCustomerExists(ctx: ServiceContext, customerId: number): void {
  if (!findCustomer(ctx, customerId)) {
    throw unprocessable(
      `Customer ${customerId} was not found. Send the id of an existing customer in ${CUSTOMER_ID_HEADER_LABEL}, or leave it out.`,
      {
        [CUSTOMER_ID_HEADER]: `no customer with id ${customerId}`,
      },
    );
  }
}

/** Revokes the token in `Sf-Api-Token`, if it is one of this store's tokens of the kinds this path revokes. */
async function revoke(ctx: ServiceContext, request: FastifyRequest, kinds: readonly TokenKind[]) {
  const header = request.headers['sf-api-token'];
  const token = typeof header === 'string' ? header.trim() : '';
  if (!token) {
    throw unprocessable('Send the token to revoke in the Sf-Api-Token header.', {
      'Sf-Api-Token': 'required, once',
    });
  }
  const signed = await readSignedClaims(ctx, token);
  if (!signed.ok)
    throw unprocessable(`Sf-Api-Token can not be revoked: ${signed.message}`, {
      'Sf-Api-Token': signed.message,
    });
  const tokenKind = kindOf(signed.claims);
  if (!kinds.includes(tokenKind)) {
    throw unprocessable(
      `Sf-Api-Token is a ${tokenKind} token; revoke it with ${REVOKE_PATH[tokenKind]}.`,
      {
        'Sf-Api-Token': `is a ${tokenKind} token`,
      },
    );
  }
  recordRevocation(ctx, token, signed.claims);
  return one({});
}

/** Tokens for the storefront GraphQL endpoint (E9, E10, and private tokens) and their revocation (E11). */
export const storefrontTokensModule: ServiceModule = {
  name: 'storefront-tokens',
  schema: revocationsSchema,
  management(app, ctx) {
    /**
     * Mints a token of `kind` for the requesting app: the body's channel (it must exist)
     * and expiry (in the future), plus what the kind adds (CORS origins, scopes, a customer).
     */
    const mint = async (
      request: FastifyRequest,
      kind: TokenKind,
      body: { channel_id?: number; channel_ids?: number[]; expires_at: number },
      extra: {
        corsOrigins?: readonly string[];
        scopes?: readonly string[];
        customerId?: number;
      } = {},
    ) => {
      const channelId = tokenChannel(ctx, requestedChannel(body));
      checkExpiry(body.expires_at, ctx.clock.now());
      const token = await mintStorefrontToken(ctx, {
        kind,
        channelId,
        expiresAt: body.expires_at,
        clientId: accountOf(request).clientId,
        ...extra,
        corsOrigins: extra.corsOrigins ?? [],
      });
      return one({ token });
    };

    app.post(
      '/v3/storefront/api-token',
      { config: { access: modify('storefrontTokens') } },
      (request) => {
        const body = parseInput(storefrontTokenBody, request.body, 'Token request');
        return mint(request, 'storefront', body, { corsOrigins: body.allowed_cors_origins ?? [] });
      },
    );

    app.post(
      '/v3/storefront/api-token-private',
      { config: { access: modify('storefrontTokens') } },
      (request) => {
        const body = parseInput(privateTokenBody, request.body, 'Token request');
        return mint(request, 'private', body, { scopes: [...new Set(body.scopes)] });
      },
    );

    app.post(
      '/v3/storefront/api-token-customer-impersonation',
      { config: { access: modify('impersonationTokens') } },
      (request) => {
        const customerId = requestedCustomer(request);
        if (customerId !== undefined) checkCustomerExists(ctx, customerId);
        return mint(
          request,
          'impersonation',
          parseInput(impersonationTokenBody, request.body, 'Token request'),
          { customerId },
        );
      },
    );

    app.delete(
      '/v3/storefront/api-token',
      { config: { access: modify('storefrontTokens') } },
      (request) => revoke(ctx, request, ['storefront', 'private']),
    );

    app.delete(
      '/v3/storefront/api-token-customer-impersonation',
      { config: { access: modify('impersonationTokens') } },
      (request) => revoke(ctx, request, ['impersonation']),
    );
  },
};
