import { z } from 'zod';
import { type RouteFields } from './route-repository';
import { routeMatching, routeTemplate, routeType } from './rules';

const routeFields = { type: routeType, matching: routeMatching, route: routeTemplate };

/** `POST /v3/sites/{site_id}/routes`: every field. */
export const newRouteBody = z.object(routeFields);

/** `PUT /v3/sites/{site_id}/routes/{route_id}`: fields left out keep their value. */
export const routeChangesBody = z.object(routeFields).partial();
export type RouteChanges = z.output<typeof routeChangesBody>;

/** A route's fields after an update that may leave some out. */
export function applyRouteChanges(current: RouteFields, changes: RouteChanges): RouteFields {
  return {
    type: changes.type ?? current.type,
    matching: changes.matching ?? current.matching,
    route: changes.route ?? current.route,
  };
}

/**
 * One element of a bulk upsert: with `id` it changes that route (fields left out keep
 * their value), without it creates one and needs every field.
 */
const bulkElement = z
  .object({ id: z.number().int().positive().optional(), ...routeChangesBody.shape })
  .transform((element, ctx) => {
    const { id, ...changes } = element;
    if (id !== undefined) return { id, changes };
    const { type, matching, route } = changes;
    if (type && matching && route) return { id, fields: { type, matching, route } };
    for (const field of ['type', 'matching', 'route'] as const) {
      if (changes[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required to create a route (an element without id)`,
        });
      }
    }
    return z.NEVER;
  });

export const bulkUpsertBody = z.array(bulkElement);
export type BulkUpsertElement = z.output<typeof bulkElement>;
