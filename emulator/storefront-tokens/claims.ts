import { z } from 'zod';

/**
 * `token_type` claim values: 1 and 2 are the real service's; the real service does not
 * document the claims of its private tokens, so 3 is this service's choice.
 */
export const TOKEN_TYPES = { storefront: 1, impersonation: 2, private: 3 } as const;
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
  token_type: z.union([
    z.literal(TOKEN_TYPES.storefront),
    z.literal(TOKEN_TYPES.impersonation),
    z.literal(TOKEN_TYPES.private),
  ]),
  customer_id: z.number().int().positive().optional(),
  /** A private token's access scopes (`Unauthenticated`, `Customer`, `B2B`). */
  scopes: z.array(z.string()).optional(),
});
export type StorefrontClaims = z.output<typeof storefrontClaims>;

export const kindOf = (claims: Pick<StorefrontClaims, 'token_type'>): TokenKind =>
  (Object.keys(TOKEN_TYPES) as TokenKind[]).find(
    (kind) => TOKEN_TYPES[kind] === claims.token_type,
  )!;

/** `iss` of every token this store signs. */
export const issuerOf = (storeHash: string) => `stores/${storeHash}`;
