import { z } from 'zod';
import { type ServiceModule } from '../../core';
import {
  modify,
  read,
  notFound,
  unprocessable,
  one,
  pageQuery,
  paged,
  sqlPage,
  csvList,
  idParam,
  parseInput,
} from '../../http';
import { intListParam, intParam } from '../routes/query-params';
import {
  type ContentPage,
  contentPagesSchema,
  createPage,
  deletePages,
  getPage,
  listPages,
  migrateContentPages,
  pageChanges,
  pageInput,
  pageV3Json,
  updatePage,
} from './repository';

/** v2 lists take `page` and `limit` and answer a bare array. */
const v2ListQuery = pageQuery;

const v3ListQuery = pageQuery.extend({
  channel_id: intParam.optional(),
  'id:in': intListParam.optional(),
  name: z.string().optional(),
  'name:like': z.string().optional(),
  include: csvList(z.enum(['body'])).optional(),
});

const v3PageQuery = v3ListQuery.pick({
  channel_id: true,
  name: true,
  'name:like': true,
  include: true,
});

const pageIdOf = (params: unknown) => idParam((params as { pageId: string }).pageId, 'page_id');

/** v2 pages carry their body: creating one needs it. */
const v2CreateBody = pageInput.extend({
  body: z.string({ error: 'body is required: the page content (HTML)' }).max(1_000_000),
});

const MAX_PAGES = 10;
/** v3 takes one page or an array of pages (up to ten). */
const oneOrMany = <S extends z.ZodType>(item: S) =>
  z.union([
    item.transform((page) => [page]),
    z
      .array(item)
      .min(1, 'send at least one page')
      .max(MAX_PAGES, `at most ${MAX_PAGES} pages per request`),
  ]);
const v3CreateBody = oneOrMany(pageInput);
const v3UpdateBody = oneOrMany(pageChanges.extend({ id: z.number().int().min(1) }));
const v3DeleteQuery = z.object({
  'id:in': intListParam.pipe(z.array(z.number()).min(1, 'id:in is required: the pages to delete')),
  delete_children: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
const v3IncludeQuery = z.object({ include: csvList(z.enum(['body'])).optional() });

/** Content pages under the Content scopes: the deprecated v2 interface and its v3 successor. */
export const contentPagesModule: ServiceModule = {
  name: 'content-pages',
  schema: contentPagesSchema,
  init: (ctx) => migrateContentPages(ctx.db),
  management(app, ctx) {
    const existing = (id: number): ContentPage => {
      const page = getPage(ctx, id);
      if (!page) throw notFound(`Page ${id}`);
      return page;
    };
    const modifyAccess = { config: { access: modify('content') } };
    const v3Answer = (pages: ContentPage[], query: unknown) => {
      const withBody =
        parseInput(v3IncludeQuery, query, 'Query').include?.includes('body') ?? false;
      return { data: pages.map((page) => pageV3Json(page, withBody)), meta: {} };
    };

    app.post('/v2/pages', modifyAccess, (request) =>
      createPage(ctx, parseInput(v2CreateBody, request.body, 'Page')),
    );

    app.put('/v2/pages/:pageId', modifyAccess, (request) => {
      const id = existing(pageIdOf(request.params)).id;
      return updatePage(ctx, id, parseInput(pageChanges, request.body, 'Page'));
    });

    app.delete('/v2/pages/:pageId', modifyAccess, (request, reply) => {
      deletePages(ctx, [existing(pageIdOf(request.params)).id], false);
      return reply.code(204).send();
    });

    // 201, as the reference answers here (the v2 create answers 200). One page sent as an
    // object is answered as one; an array of pages as an array.
    app.post('/v3/content/pages', modifyAccess, (request, reply) => {
      const pages = parseInput(v3CreateBody, request.body, 'Pages');
      const created = v3Answer(
        ctx.db.transaction(() => pages.map((page) => createPage(ctx, page)))(),
        request.query,
      );
      return reply
        .code(201)
        .send(Array.isArray(request.body) ? created : { ...created, data: created.data[0] });
    });

    app.put('/v3/content/pages', modifyAccess, (request) => {
      const pages = parseInput(v3UpdateBody, request.body, 'Pages');
      pages.forEach((page, i) => {
        if (!getPage(ctx, page.id))
          throw unprocessable(`Page ${page.id} (element ${i}) does not exist.`, {
            [`${i}.id`]: 'unknown page',
          });
      });
      return v3Answer(
        ctx.db.transaction(() => pages.map(({ id, ...changes }) => updatePage(ctx, id, changes)))(),
        request.query,
      );
    });

    app.delete('/v3/content/pages', modifyAccess, (request, reply) => {
      const query = parseInput(v3DeleteQuery, request.query, 'Query');
      const ids = query['id:in'].filter((id) => getPage(ctx, id));
      ctx.db.transaction(() => deletePages(ctx, ids, query.delete_children ?? false))();
      return reply.code(204).send();
    });

    app.put('/v3/content/pages/:pageId', modifyAccess, (request) => {
      const id = existing(pageIdOf(request.params)).id;
      const page = updatePage(ctx, id, parseInput(pageChanges, request.body, 'Page'));
      return one(
        pageV3Json(
          page,
          parseInput(v3IncludeQuery, request.query, 'Query').include?.includes('body') ?? false,
        ),
      );
    });

    app.delete('/v3/content/pages/:pageId', modifyAccess, (request, reply) => {
      deletePages(ctx, [existing(pageIdOf(request.params)).id], false);
      return reply.code(204).send();
    });

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
      return paged(
        items.map((page) => pageV3Json(page, withBody)),
        total,
        query,
      );
    });

    // Like the real service, the single-page endpoint honours the list filters: a page that
    // does not match them is a 404 even though it exists.
    app.get('/v3/content/pages/:pageId', { config: { access: read('content') } }, (request) => {
      const id = pageIdOf(request.params);
      const query = parseInput(v3PageQuery, request.query, 'Query');
      const page = listPages(ctx, {
        ids: [id],
        channelId: query.channel_id,
        name: query.name,
        nameLike: query['name:like'],
      }).items[0];
      if (!page) throw notFound(`Page ${id}`);
      return one(pageV3Json(page, query.include?.includes('body') ?? false));
    });
  },
};
