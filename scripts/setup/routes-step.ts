import { ROUTES, ROUTE_TYPES, type RouteType } from '../../lib/shared/routes';
import {
  MATCH_ALL,
  type SiteRoute,
  createSiteRoute,
  listSiteRoutes,
  updateSiteRoute,
} from '../../lib/store/management/routes';
import { type StepContext } from './step-context';

/** The site routes the storefront wants: every route type of the route table, for all items. */
export function desiredRoutes(): { type: RouteType; matching: string; route: string }[] {
  return ROUTE_TYPES.map((type) => ({ type, matching: MATCH_ALL, route: ROUTES[type] }));
}

/**
 * Makes the site's `*` route of each type point at the storefront's page: creates what
 * is missing, updates what differs, leaves the rest. Routes for single items, and types
 * the storefront does not use, are the merchant's and stay as they are.
 */
export async function ensureRoutes(ctx: StepContext, siteId: number | null): Promise<void> {
  const existing = siteId === null ? [] : await listSiteRoutes(ctx.client, siteId);
  const byType = new Map<string, SiteRoute>();
  for (const route of existing) if (route.matching === MATCH_ALL) byType.set(route.type, route);

  for (const wanted of desiredRoutes()) {
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
