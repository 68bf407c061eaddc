import { z } from 'zod';
import { type ServiceContext } from '../core';
import { channelPrivacy } from '../customers';

/**
 * The shopper's cookie consent on the hosted checkout. A storefront that asked the shopper
 * passes the answer on in the redirect URL's query parameters (`queryParams` of
 * `createCartRedirectUrls`, `query_params` of a cart's `redirect_urls`): `consent_allow`,
 * the comma-separated consent categories (as scripts name them: `functional`, `analytics`,
 * `targeting`) the shopper agreed to, empty for none; every other category is refused. The
 * reference documents `queryParams` but no consent parameter of its own on redirect URLs,
 * so `consent_allow` is this service's name (after the `allow` list of a customer's
 * consent). The checkout keeps the answer with its session, so the pages after the first
 * (a form sent back with a mistake) honour it.
 */
export const checkoutConsentSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS checkout_consents (
    token TEXT PRIMARY KEY REFERENCES checkout_sessions (token) ON DELETE CASCADE,
    allow TEXT NOT NULL
  );
`;

const CHOOSABLE = ['functional', 'analytics', 'targeting'] as const;

const categoryList = z
  .string()
  .max(200)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part): part is (typeof CHOOSABLE)[number] =>
        (CHOOSABLE as readonly string[]).includes(part),
      ),
  );
const consentQuery = z.object({ consent_allow: categoryList.optional() });

/** Keeps the consent a checkout link carries; a link without one leaves what the session has. */
export function recordVisitorConsent(ctx: ServiceContext, token: string, query: unknown): void {
  const allow = consentQuery.safeParse(query).data?.consent_allow;
  if (allow === undefined) return;
  ctx.db
    .prepare(
      'INSERT INTO checkout_consents (token, allow) VALUES (?, ?) ON CONFLICT (token) DO UPDATE SET allow = excluded.allow',
    )
    .run(token, JSON.stringify(allow));
}

/** Every script may run: the store does not ask for consent. */
export const ANY_CATEGORY = 'any';
export type AllowedCategories = typeof ANY_CATEGORY | ReadonlySet<string>;

/**
 * The consent categories whose scripts a checkout page may run: any, when the channel does
 * not ask for consent; else `essential` and what the shopper allowed (nothing more when
 * the storefront passed no answer, as the real service assumes no consent until it is given).
 * Scripts of the `unknown` category never run on a store that asks.
 */
export function allowedCategories(
  ctx: ServiceContext,
  channelId: number,
  token: string | null,
): AllowedCategories {
  if (!channelPrivacy(ctx, channelId).cookieConsentEnabled) return ANY_CATEGORY;
  const row = token
    ? (ctx.db.prepare('SELECT allow FROM checkout_consents WHERE token = ?').get(token) as
        { allow: string } | undefined)
    : undefined;
  return new Set(['essential', ...(row ? (JSON.parse(row.allow) as string[]) : [])]);
}
