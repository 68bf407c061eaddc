import { type FastifyInstance } from 'fastify';
import { type ServiceContext, WhereBuilder } from '../../core';
import { modify, read, notFound, one, parseInput } from '../../http';
import { channelsOfSites } from '../channels';
import { uuidParam } from '../path-uuid';
import {
  type ListWidgetsQuery,
  createWidgetBody,
  listWidgetsQuery,
  updateWidgetBody,
} from './inputs';
import {
  type StoredWidget,
  deleteWidget,
  findWidget,
  insertWidget,
  listWidgets,
  templateLookup,
  updateWidget,
  widgetJson,
} from './repository';
import { resolveWidget } from './resolve';

type WidgetParams = { Params: { uuid: string } };

function widgetFilter(ctx: ServiceContext, query: ListWidgetsQuery): WhereBuilder {
  const where = new WhereBuilder();
  if (query.widget_template_kind !== undefined) where.add('t.kind = ?', query.widget_template_kind);
  if (query.widget_template_uuid) where.add('w.template_uuid = ?', query.widget_template_uuid);
  if (query.name !== undefined) where.add('w.name = ?', query.name);
  if (query['name:in']) where.within('w.name', query['name:in']);
  if (query['channel_id:in']) where.within('w.channel_id', query['channel_id:in']);
  if (query['site_id:in']) where.within('w.channel_id', channelsOfSites(ctx, query['site_id:in']));
  return where;
}

/** `/v3/content/widgets`: a template filled with a configuration, placed on pages by placements. */
export function registerWidgetEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  const requireWidget = (uuidText: string): StoredWidget => {
    const uuid = uuidParam(uuidText, 'widget');
    const widget = findWidget(ctx, uuid);
    if (!widget) throw notFound(`Widget ${uuid}`);
    return widget;
  };
  const json = (widget: StoredWidget) => one(widgetJson(widget, templateLookup(ctx)));

  app.post('/v3/content/widgets', { config: { access: modify('content') } }, (request) =>
    json(
      insertWidget(
        ctx,
        resolveWidget(ctx, parseInput(createWidgetBody, request.body, 'The widget')),
      ),
    ),
  );

  app.get('/v3/content/widgets', { config: { access: read('content') } }, (request) => {
    const query = parseInput(listWidgetsQuery, request.query, 'Query');
    return listWidgets(ctx, widgetFilter(ctx, query), query);
  });

  app.get<WidgetParams>(
    '/v3/content/widgets/:uuid',
    { config: { access: read('content') } },
    (request) => json(requireWidget(request.params.uuid)),
  );

  app.put<WidgetParams>(
    '/v3/content/widgets/:uuid',
    { config: { access: modify('content') } },
    (request) => {
      const current = requireWidget(request.params.uuid);
      const settings = resolveWidget(
        ctx,
        parseInput(updateWidgetBody, request.body, 'The widget'),
        current,
      );
      return json(updateWidget(ctx, current.uuid, settings));
    },
  );

  app.delete<WidgetParams>(
    '/v3/content/widgets/:uuid',
    { config: { access: modify('content') } },
    (request, reply) => {
      deleteWidget(ctx, requireWidget(request.params.uuid).uuid);
      return reply.code(204).send();
    },
  );
}
