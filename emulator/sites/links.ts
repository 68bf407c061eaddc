import { type ServiceContext, definePort } from '../core';
import { findRouteForItem } from './route-repository';
import { type RouteVariable, type SiteRouteType } from './rules';
import { type DbContext, findSiteOfChannel } from './site-repository';

/** What a link is built for: the values of the route variables. */
export interface LinkItem {
  id?: number | string;
  /** Inserted as is; may contain `/`. */
  slug?: string;
  /** The language of the shopper it is for; defaults to the channel's default language. */
  lang?: string;
}

/** The store's language where no channel says otherwise. */
export const DEFAULT_LANG = 'en';

/**
 * A channel's default language, for a `{lang}` link made for nobody in particular: the
 * locales module (above this one) provides it.
 */
export const channelDefaultLanguage = definePort<(channelId: number) => string>(
  "a channel's default language (emulator/locales)",
);

/** Fills `{id}`, `{slug}` and `{lang}` of a route template. A missing id or slug becomes empty. */
export function expandRoute(template: string, item: LinkItem): string {
  const values: Record<RouteVariable, string> = {
    id: encodeURIComponent(item.id === undefined ? '' : String(item.id)),
    slug: item.slug ?? '',
    lang: encodeURIComponent(item.lang ?? DEFAULT_LANG),
  };
  return template.replace(/\{(id|slug|lang)\}/g, (_match, name: RouteVariable) => values[name]);
}

/**
 * Appends a storefront path to the site URL, keeping any path the site URL has (a site
 * at `https://example.com/shop/` gets `https://example.com/shop/cart`). The result is
 * built from the site's origin as text so that a path starting with `//` (a slug with
 * a leading slash) can never turn into another host.
 */
export function joinSiteUrl(siteUrl: string, path: string): string {
  const base = new URL(siteUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  return new URL(`${base.origin}${basePath}${suffix}`).href;
}

/**
 * The absolute storefront URL of a page, built from the channel's site and its routes:
 * the route of `type` matching the item's id, else the type's `*` route. Null when the
 * channel has no site or the site no such route. E-mail links and checkout return URLs
 * are built with this.
 */
export function storefrontLink(
  ctx: ServiceContext,
  channelId: number,
  type: SiteRouteType,
  item: LinkItem = {},
): string | null {
  const site = findSiteOfChannel(ctx, channelId);
  if (!site) return null;
  const itemId = item.id === undefined ? undefined : String(item.id);
  const route = findRouteForItem(ctx, site.id, type, itemId);
  if (!route) return null;
  // Only a route with `{lang}` needs the channel's languages.
  const lang =
    item.lang ??
    (route.route.includes('{lang}') ? channelDefaultLanguage.of(ctx)(channelId) : DEFAULT_LANG);
  return joinSiteUrl(site.url, expandRoute(route.route, { ...item, lang }));
}

/** The absolute URL of any path on the channel's storefront; null when the channel has no site. */
export function storefrontPathLink(ctx: DbContext, channelId: number, path: string): string | null {
  const site = findSiteOfChannel(ctx, channelId);
  return site ? joinSiteUrl(site.url, path) : null;
}
