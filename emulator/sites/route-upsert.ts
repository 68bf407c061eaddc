import { type ServiceContext } from '../core';
import { ApiError } from '../http';
import { type BulkUpsertElement, applyRouteChanges } from './route-bodies';
import {
  type RouteFields,
  type SiteRouteRow,
  allSiteRoutes,
  deleteSiteRouteRow,
  insertSiteRoute,
} from './route-repository';
import { duplicateRouteMessage } from './rules';

interface PlannedRoute {
  /** Position in the request, for error keys such as `3.matching.type`. */
  index: number;
  /** Set when the element updates an existing route. */
  id?: number;
  fields: RouteFields;
}

const routeKey = (fields: Pick<RouteFields, 'type' | 'matching'>) =>
  `${fields.type}\u0000${fields.matching}`;

/**
 * Works out the routes a bulk upsert leaves behind and checks them as a whole, so that a
 * batch may swap two routes' `matching` values, and a clash anywhere fails the batch
 * before anything is written.
 */
function planUpsert(
  ctx: ServiceContext,
  siteId: number,
  elements: readonly BulkUpsertElement[],
): PlannedRoute[] {
  const current = new Map(allSiteRoutes(ctx, siteId).map((row) => [row.id, row]));
  const errors: Record<string, string> = {};
  const planned: PlannedRoute[] = [];
  const updatedIds = new Set<number>();

  elements.forEach((element, index) => {
    if (element.id === undefined) {
      planned.push({ index, fields: element.fields });
      return;
    }
    const existing = current.get(element.id);
    if (!existing) {
      errors[`${index}.id`] =
        `Route ${element.id} does not belong to site ${siteId}. Leave id out to create a route.`;
    } else if (updatedIds.has(element.id)) {
      errors[`${index}.id`] = `Route ${element.id} appears more than once in this request.`;
    } else {
      updatedIds.add(element.id);
      planned.push({ index, id: element.id, fields: applyRouteChanges(existing, element.changes) });
    }
  });

  const taken = new Set(
    [...current.values()].filter((row) => !updatedIds.has(row.id)).map(routeKey),
  );
  for (const { index, fields } of planned) {
    const key = routeKey(fields);
    if (taken.has(key))
      errors[`${index}.matching.type`] = duplicateRouteMessage(
        siteId,
        fields.matching,
        fields.type,
      );
    taken.add(key);
  }

  if (Object.keys(errors).length) {
    throw new ApiError(
      422,
      'Bulk operation has failed. No route was saved; fix the elements listed in errors.',
      errors,
    );
  }
  return planned;
}

/**
 * Creates and updates a site's routes all or nothing. Updated routes are deleted and
 * re-inserted under their ids inside the transaction, because updating them one by one
 * would trip the (site, type, matching) uniqueness halfway through a swap.
 */
export function upsertSiteRoutes(
  ctx: ServiceContext,
  siteId: number,
  elements: readonly BulkUpsertElement[],
): SiteRouteRow[] {
  const planned = planUpsert(ctx, siteId, elements);
  return ctx.db.transaction(() => {
    for (const { id } of planned) if (id !== undefined) deleteSiteRouteRow(ctx, siteId, id);
    return planned.map(({ id, fields }) => insertSiteRoute(ctx, siteId, fields, id));
  })();
}
