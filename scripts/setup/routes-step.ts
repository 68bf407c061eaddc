import { ROUTES, ROUTE_TYPES, type RouteType } from '../../lib/shared/routes';
import { listChannelLocales } from '../../lib/store/management/locales';
import {
  MATCH_ALL,
  type SiteRoute,
  createSiteRoute,
  listSiteRoutes,
  updateSiteRoute,
} from '../../lib/store/management/routes';
import { type StepContext } from './step-context';

/**
 * The route types whose storefront address is a route handler with one address for every
 * language: it follows the cart's own language (the checkout, the abandoned cart's link),
 * so its route needs no `{lang}`.
 */
const FOLLOWS_THE_CART: readonly RouteType[] = ['checkout', 'recover_abandoned_cart'];

/** A page's route in the shopper's language: `/{lang}/cart`, `/{lang}` for the home page. */
const inLanguage = (route: string) => (route === '/' ? '/{lang}' : `/{lang}${route}`);

/**
 * The site routes the storefront wants: every route type of the route table, for all items.
 * Where the channel speaks more than one language, the pages' routes start with `{lang}`,
 * so the store's links (e-mails, the checkout's way back) land in the shopper's language;
 * the default language's `/en/...` leads to its unprefixed address.
 */
export function desiredRoutes(multilingual = false): {
  type: RouteType;
  matching: string;
  route: string;
}[] {
  return ROUTE_TYPES.map((type) => ({
    type,
    matching: MATCH_ALL,
    route:
      multilingual && !FOLLOWS_THE_CART.includes(type) ? inLanguage(ROUTES[type]) : ROUTES[type],
  }));
}

/**
 * Makes the site's `*` route of each type point at the storefront's page: creates what
 * is missing, updates what differs, leaves the rest. Routes for single items, and types
 * the storefront does not use, are the merchant's and stay as they are. A language added
 * to the channel later changes only these routes on the next run.
 */
export async function ensureRoutes(
  ctx: StepContext,
  siteId: number | null,
  channelId: number | null,
): Promise<void> {
  const existing = siteId === null ? [] : await listSiteRoutes(ctx.client, siteId);
  const byType = new Map<string, SiteRoute>();
  for (const route of existing) if (route.matching === MATCH_ALL) byType.set(route.type, route);
  const locales = channelId === null ? null : await listChannelLocales(ctx.client, channelId);
  if (locales && locales.length > 1)
    ctx.report.note(
      `The channel speaks ${locales.map((l) => l.code).join(', ')}: its page routes carry {lang}.`,
    );

  for (const wanted of desiredRoutes((locales?.length ?? 0) > 1)) {
    const subject = `route ${wanted.type} → ${wanted.route}`;
    const current = byType.get(wanted.type);
    if (current?.route === wanted.route) {
      ctx.report.item('unchanged', subject);
    } else if (current) {
      if (!ctx.dryRun)
        await updateSiteRoute(ctx.client, siteId!, current.id, { route: wanted.route });
      ctx.report.item('updated', subject, `was ${current.route}`);
    } else {
      if (!ctx.dryRun && siteId !== null) await createSiteRoute(ctx.client, siteId, wanted);
      ctx.report.item('created', subject);
    }
  }
}
