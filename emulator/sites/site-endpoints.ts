import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { modify, read, one, pageQuery, paged, csvList, idParam, parseInput } from '../http';
import { SITE_URL_TYPES } from './rules';
import {
  createSite,
  createSiteBody,
  requireSite,
  updateSite,
  updateSiteBody,
} from './site-actions';
import { deleteSiteRow, listSiteRows, siteJson } from './site-repository';

const channelIdText = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'channel ids are positive integers')
  .transform(Number);

const listQuery = pageQuery.extend({
  'channel_id:in': csvList(channelIdText).optional(),
  /** The alias form `GET /sites?channel_id=` of the channel-site endpoint. */
  channel_id: channelIdText.optional(),
  // Every site here has all three URL types, so this filter only validates its values.
  'url_type:in': csvList(z.enum(SITE_URL_TYPES)).optional(),
});

type SiteParams = { Params: { siteId: string } };

/** `/v3/sites`: the sites of headless storefronts, one per channel at most. */
export function registerSiteEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/sites', { config: { access: read('sites') } }, (request) => {
    const query = parseInput(listQuery, request.query, 'Query');
    const channelIds = [
      ...(query['channel_id:in'] ?? []),
      ...(query.channel_id ? [query.channel_id] : []),
    ];
    const { rows, total } = listSiteRows(ctx, channelIds, query);
    return paged(
      rows.map((row) => siteJson(ctx, row)),
      total,
      query,
    );
  });

  app.post('/v3/sites', { config: { access: modify('sites') } }, (request, reply) => {
    const site = createSite(ctx, parseInput(createSiteBody, request.body, 'Site'));
    reply.code(201);
    return one(siteJson(ctx, site));
  });

  app.get<SiteParams>('/v3/sites/:siteId', { config: { access: read('sites') } }, (request) =>
    one(siteJson(ctx, requireSite(ctx, idParam(request.params.siteId, 'site_id')))),
  );

  app.put<SiteParams>('/v3/sites/:siteId', { config: { access: modify('sites') } }, (request) => {
    const site = requireSite(ctx, idParam(request.params.siteId, 'site_id'));
    return one(
      siteJson(ctx, updateSite(ctx, site, parseInput(updateSiteBody, request.body, 'Site'))),
    );
  });

  app.delete<SiteParams>(
    '/v3/sites/:siteId',
    { config: { access: modify('sites') } },
    (request, reply) => {
      const site = requireSite(ctx, idParam(request.params.siteId, 'site_id'));
      deleteSiteRow(ctx, site.id);
      return reply.code(204).send();
    },
  );
}
