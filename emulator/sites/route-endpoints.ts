import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../core';
import {
  modify,
  read,
  notFound,
  unprocessable,
  one,
  pageQuery,
  paged,
  idParam,
  parseInput,
} from '../http';
import { applyRouteChanges, bulkUpsertBody, newRouteBody, routeChangesBody } from './route-bodies';
import {
  type RouteFields,
  type SiteRouteRow,
  deleteSiteRouteRow,
  findSiteRoute,
  findSiteRouteByKey,
  insertSiteRoute,
  listSiteRouteRows,
  siteRouteJson,
  updateSiteRouteRow,
} from './route-repository';
import { upsertSiteRoutes } from './route-upsert';
import { duplicateRouteMessage, routeType } from './rules';
import { requireSite } from './site-actions';

const listQuery = pageQuery.extend({ type: routeType.optional() });

type SiteParams = { Params: { siteId: string } };
type RouteParams = { Params: { siteId: string; routeId: string } };

/** The (site, type, matching) triple is unique; `except` is the route being updated. */
function checkUnique(
  ctx: ServiceContext,
  siteId: number,
  fields: RouteFields,
  except?: number,
): void {
  const clash = findSiteRouteByKey(ctx, siteId, fields);
  if (clash && clash.id !== except) {
    throw unprocessable(duplicateRouteMessage(siteId, fields.matching, fields.type), {
      'matching.type': `route ${clash.id} already covers type ${fields.type} matching ${fields.matching}`,
    });
  }
}

/** `/v3/sites/{site_id}/routes`: how the store links to pages of the headless storefront. */
export function registerRouteEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  const siteIdOf = (text: string) => requireSite(ctx, idParam(text, 'site_id')).id;
  const routeOf = (params: RouteParams['Params']): SiteRouteRow => {
    const siteId = siteIdOf(params.siteId);
    const routeId = idParam(params.routeId, 'route_id');
    const row = findSiteRoute(ctx, siteId, routeId);
    if (!row) throw notFound(`Route ${routeId} of site ${siteId}`);
    return row;
  };

  app.get<SiteParams>(
    '/v3/sites/:siteId/routes',
    { config: { access: read('sites') } },
    (request) => {
      const siteId = siteIdOf(request.params.siteId);
      const query = parseInput(listQuery, request.query, 'Query');
      const { rows, total } = listSiteRouteRows(ctx, siteId, query.type, query);
      return paged(rows.map(siteRouteJson), total, query);
    },
  );

  app.post<SiteParams>(
    '/v3/sites/:siteId/routes',
    { config: { access: modify('sites') } },
    (request, reply) => {
      const siteId = siteIdOf(request.params.siteId);
      const fields = parseInput(newRouteBody, request.body, 'Route');
      checkUnique(ctx, siteId, fields);
      reply.code(201);
      return one(siteRouteJson(insertSiteRoute(ctx, siteId, fields)));
    },
  );

  app.put<SiteParams>(
    '/v3/sites/:siteId/routes',
    { config: { access: modify('sites') } },
    (request) => {
      const siteId = siteIdOf(request.params.siteId);
      const saved = upsertSiteRoutes(
        ctx,
        siteId,
        parseInput(bulkUpsertBody, request.body, 'Route list'),
      );
      return paged(saved.map(siteRouteJson), saved.length, {
        page: 1,
        limit: Math.max(saved.length, 1),
      });
    },
  );

  app.get<RouteParams>(
    '/v3/sites/:siteId/routes/:routeId',
    { config: { access: read('sites') } },
    (request) => one(siteRouteJson(routeOf(request.params))),
  );

  // The reference documents 201 (not 200) for updating a single route.
  app.put<RouteParams>(
    '/v3/sites/:siteId/routes/:routeId',
    { config: { access: modify('sites') } },
    (request, reply) => {
      const row = routeOf(request.params);
      const fields = applyRouteChanges(row, parseInput(routeChangesBody, request.body, 'Route'));
      checkUnique(ctx, row.site_id, fields, row.id);
      reply.code(201);
      return one(siteRouteJson(updateSiteRouteRow(ctx, row.site_id, row.id, fields)));
    },
  );

  app.delete<RouteParams>(
    '/v3/sites/:siteId/routes/:routeId',
    { config: { access: modify('sites') } },
    (request, reply) => {
      const row = routeOf(request.params);
      deleteSiteRouteRow(ctx, row.site_id, row.id);
      return reply.code(204).send();
    },
  );
}
