import { z } from 'zod';
import { type ServiceModule } from '../../context';
import { read } from '../../http/access';
import { notFound } from '../../http/errors';
import { one, pageQuery, paged, sqlPage } from '../../http/envelope';
import { csvList, idParam, parseInput } from '../../http/validation';
import { intListParam, intParam } from '../routes/query-params';
import { contentPagesSchema, getPage, listPages, pageV3Json } from './repository';

/** v2 lists take `page` and `limit` and answer a bare array. */
const v2ListQuery = pageQuery;

const v3ListQuery = pageQuery.extend({
  channel_id: intParam.optional(),
  'id:in': intListParam.optional(),
  name: z.string().optional(),
  'name:like': z.string().optional(),
  include: csvList(z.enum(['body'])).optional(),
});

const v3PageQuery = v3ListQuery.pick({ channel_id: true, name: true, 'name:like': true, include: true });

const pageIdOf = (params: unknown) => idParam((params as { pageId: string }).pageId, 'page_id');

/** Content pages under the Content scopes: the deprecated v2 interface and its v3 successor. */
export const contentPagesModule: ServiceModule = {
  name: 'content-pages',
  schema: contentPagesSchema,
  management(app, ctx) {
    app.get('/v2/pages', { config: { access: read('content') } }, (request) => {
      const query = parseInput(v2ListQuery, request.query, 'Query');
      return listPages(ctx, sqlPage(query)).items;
    });

    app.get('/v2/pages/:pageId', { config: { access: read('content') } }, (request) => {
      const id = pageIdOf(request.params);
      const page = getPage(ctx, id);
      if (!page) throw notFound(`Page ${id}`);
      return page;
    });

    app.get('/v3/content/pages', { config: { access: read('content') } }, (request) => {
      const query = parseInput(v3ListQuery, request.query, 'Query');
      const { items, total } = listPages(ctx, {
        ids: query['id:in'],
        channelId: query.channel_id,
        name: query.name,
        nameLike: query['name:like'],
        ...sqlPage(query),
      });
      const withBody = query.include?.includes('body') ?? false;
      return paged(items.map((page) => pageV3Json(page, withBody)), total, query);
    });

    // Like the real service, the single-page endpoint honours the list filters: a page that
    // does not match them is a 404 even though it exists.
    app.get('/v3/content/pages/:pageId', { config: { access: read('content') } }, (request) => {
      const id = pageIdOf(request.params);
      const query = parseInput(v3PageQuery, request.query, 'Query');
      const page = listPages(ctx, { ids: [id], channelId: query.channel_id, name: query.name, nameLike: query['name:like'] }).items[0];
      if (!page) throw notFound(`Page ${id}`);
      return one(pageV3Json(page, query.include?.includes('body') ?? false));
    });
  },
};
