import { type FastifyInstance } from 'fastify';
import { type ServiceContext, WhereBuilder } from '../../core';
import { modify, read, notFound, one, parseInput } from '../../http';
import { channelsOfSites } from '../channels';
import { uuidParam } from '../path-uuid';
import {
  type ListPlacementsQuery,
  createPlacementBody,
  listPlacementsQuery,
  updatePlacementBody,
} from './inputs';
import {
  type StoredPlacement,
  deletePlacement,
  findPlacement,
  insertPlacement,
  listPlacements,
  onePlacementJson,
  updatePlacement,
} from './repository';
import { resolvePlacement } from './resolve';

type PlacementParams = { Params: { uuid: string } };

function placementFilter(ctx: ServiceContext, query: ListPlacementsQuery): WhereBuilder {
  const where = new WhereBuilder();
  if (query.widget_template_kind !== undefined) where.add('t.kind = ?', query.widget_template_kind);
  if (query.template_file !== undefined) where.add('p.template_file = ?', query.template_file);
  if (query.widget_uuid) where.add('p.widget_uuid = ?', query.widget_uuid);
  if (query.widget_template_uuid) where.add('w.template_uuid = ?', query.widget_template_uuid);
  if (query['channel_id:in']) where.within('p.channel_id', query['channel_id:in']);
  if (query['site_id:in']) where.within('p.channel_id', channelsOfSites(ctx, query['site_id:in']));
  return where;
}

/** `/v3/content/placements`: which widget shows in which region of which template file, in what order. */
export function registerPlacementEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  const requirePlacement = (uuidText: string): StoredPlacement => {
    const uuid = uuidParam(uuidText, 'placement');
    const placement = findPlacement(ctx, uuid);
    if (!placement) throw notFound(`Placement ${uuid}`);
    return placement;
  };
  const json = (placement: StoredPlacement) => one(onePlacementJson(ctx, placement));

  app.post('/v3/content/placements', { config: { access: modify('content') } }, (request) =>
    json(
      insertPlacement(
        ctx,
        resolvePlacement(ctx, parseInput(createPlacementBody, request.body, 'The placement')),
      ),
    ),
  );

  app.get('/v3/content/placements', { config: { access: read('content') } }, (request) => {
    const query = parseInput(listPlacementsQuery, request.query, 'Query');
    return listPlacements(ctx, placementFilter(ctx, query), query);
  });

  app.get<PlacementParams>(
    '/v3/content/placements/:uuid',
    { config: { access: read('content') } },
    (request) => json(requirePlacement(request.params.uuid)),
  );

  app.put<PlacementParams>(
    '/v3/content/placements/:uuid',
    { config: { access: modify('content') } },
    (request) => {
      const current = requirePlacement(request.params.uuid);
      const settings = resolvePlacement(
        ctx,
        parseInput(updatePlacementBody, request.body, 'The placement'),
        current,
      );
      return json(updatePlacement(ctx, current.uuid, settings));
    },
  );

  app.delete<PlacementParams>(
    '/v3/content/placements/:uuid',
    { config: { access: modify('content') } },
    (request, reply) => {
      deletePlacement(ctx, requirePlacement(request.params.uuid).uuid);
      return reply.code(204).send();
    },
  );
}
