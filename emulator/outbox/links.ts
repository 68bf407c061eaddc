import { type ServiceContext } from '../core';
import { storefrontLink, storefrontPathLink } from '../sites';
import { type SiteRouteType } from '../sites';

/**
 * A storefront link for an e-mail: the channel's site route of that type, expanded, plus
 * query parameters. Null when the channel has no such route (the e-mail then says so).
 */
export function emailLink(
  ctx: ServiceContext,
  channelId: number,
  type: SiteRouteType,
  item: { id?: number | string; slug?: string; lang?: string } = {},
  query: Record<string, string> = {},
): string | null {
  return withQuery(storefrontLink(ctx, channelId, type, item), query);
}

/** A link to a path the caller chose on the channel's storefront (e.g. `requestResetPassword`'s `path`). */
export function emailLinkToPath(
  ctx: ServiceContext,
  channelId: number,
  path: string,
  query: Record<string, string> = {},
): string | null {
  return withQuery(storefrontPathLink(ctx, channelId, path), query);
}

function withQuery(base: string | null, query: Record<string, string>): string | null {
  if (!base) return null;
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export const missingRouteNote = (type: SiteRouteType) =>
  `(The store could not include a link here: its channel has no "${type}" site route. Ask the store to run its storefront setup.)`;
