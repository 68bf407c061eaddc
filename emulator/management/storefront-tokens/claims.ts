import { z } from 'zod';

/** `token_type` claim values of the real service. */
export const TOKEN_TYPES = { storefront: 1, impersonation: 2 } as const;
export type TokenKind = keyof typeof TOKEN_TYPES;

/** `sub_type` of a token whose subject (`sub`) is an API account's client id. */
export const API_ACCOUNT_SUBJECT = 2;

/**
 * The claims of a storefront token, as the real service issues them. Expiry is `eat`
 * (not the registered `exp`), in Unix seconds. `customer_id` is this service's addition:
 * the customer an impersonation token was minted for with the customer id header.
 */
export const storefrontClaims = z.object({
  cid: z.number().int().positive(),
  cors: z.array(z.string()),
  eat: z.number().int(),
  iat: z.number().int(),
  iss: z.string(),
  sid: z.number().int(),
  sub: z.string(),
  sub_type: z.literal(API_ACCOUNT_SUBJECT),
  token_type: z.union([z.literal(TOKEN_TYPES.storefront), z.literal(TOKEN_TYPES.impersonation)]),
  customer_id: z.number().int().positive().optional(),
});
export type StorefrontClaims = z.output<typeof storefrontClaims>;

export const kindOf = (claims: Pick<StorefrontClaims, 'token_type'>): TokenKind =>
  claims.token_type === TOKEN_TYPES.storefront ? 'storefront' : 'impersonation';

/** `iss` of every token this store signs. */
export const issuerOf = (storeHash: string) => `stores/${storeHash}`;
