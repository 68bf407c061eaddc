import { type FastifyInstance } from 'fastify';
import {
  updateColumns,
  type ServiceContext,
  isoSeconds,
  WhereBuilder,
  selectPage,
} from '../../core';
import { z } from 'zod';
import { modify, read, conflict, notFound, idParam, parseInput } from '../../http';

/**
 * Blog posts (`/v2/blog/posts`, `/v2/blog/tags`), Content scopes. A post lives at its `url`
 * (`/blog/<title>/` unless given); its summary is the body's first paragraph.
 */
export const blogPostsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS blog_posts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    url TEXT NOT NULL UNIQUE,
    body TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    is_published INTEGER NOT NULL DEFAULT 0,
    meta_description TEXT,
    meta_keywords TEXT,
    author TEXT,
    thumbnail_path TEXT,
    published_at INTEGER NOT NULL
  );
`;

interface PostRow {
  id: number;
  title: string;
  url: string;
  body: string;
  tags: string;
  is_published: number;
  meta_description: string | null;
  meta_keywords: string | null;
  author: string | null;
  thumbnail_path: string | null;
  published_at: number;
}

const text = (max: number) => z.string().max(max).nullable();
const postFields = {
  title: z.string().trim().min(1, 'must not be empty').max(255),
  url: z
    .string()
    .trim()
    .regex(/^\/[^\s?#]*$/, 'must be a path that starts with "/", e.g. /blog/welcome/')
    .max(255),
  body: z.string().max(1_000_000),
  tags: z.array(z.string().trim().min(1).max(255)).max(100),
  is_published: z.boolean(),
  meta_description: text(65535),
  meta_keywords: text(65535),
  author: text(255),
  thumbnail_path: text(2048),
  published_date: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date, e.g. 2026-01-31T12:00:00Z'),
};
const createBody = z.object({
  ...z.object(postFields).partial().shape,
  title: postFields.title,
  body: postFields.body,
});
const updateBody = z.object(postFields).partial();

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(250).default(50),
  is_published: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  url: z.string().optional(),
  tag: z.string().optional(),
  published_date: z.string().optional(),
});

/** `<p>First paragraph</p>` of the body, or the body's start. */
const summaryOf = (body: string) =>
  /<p\b[^>]*>[\s\S]*?<\/p>/i.exec(body)?.[0] ?? body.slice(0, 255);

function postJson(row: PostRow) {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    preview_url: row.url,
    body: row.body,
    tags: JSON.parse(row.tags) as string[],
    summary: summaryOf(row.body),
    is_published: row.is_published === 1,
    // The real service answers the date in PHP's DateTime form besides ISO 8601.
    published_date: {
      timezone_type: 1,
      date: isoSeconds(row.published_at).replace('T', ' ').replace('Z', '.000000'),
      timezone: '+00:00',
    },
    published_date_iso8601: isoSeconds(row.published_at),
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    author: row.author,
    thumbnail_path: row.thumbnail_path,
  };
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'post';
const withSlashes = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export function registerBlogPostRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const find = (id: number) =>
    ctx.db.prepare('SELECT * FROM blog_posts WHERE id = ?').get(id) as PostRow | undefined;
  const postOf = (params: unknown) => {
    const id = idParam((params as { id: string }).id, 'id');
    const row = find(id);
    if (!row) throw notFound(`Blog post ${id}`);
    return row;
  };
  const assertUrlFree = (url: string, self?: number) => {
    const other = ctx.db.prepare('SELECT id FROM blog_posts WHERE url = ?').get(url) as
      { id: number } | undefined;
    if (other && other.id !== self)
      throw conflict(`Blog post ${other.id} already has the URL ${url}.`, {
        url: 'already in use',
      });
  };
  const freeUrl = (title: string) => {
    for (let n = 1; ; n++) {
      const url = `/blog/${slug(title)}${n === 1 ? '' : `-${n}`}/`;
      if (!ctx.db.prepare('SELECT 1 FROM blog_posts WHERE url = ?').get(url)) return url;
    }
  };
  const readAccess = { config: { access: read('content') } };
  const modifyAccess = { config: { access: modify('content') } };

  const listed = (query: z.output<typeof listQuery>) => {
    const where = new WhereBuilder();
    if (query.is_published !== undefined) where.add('is_published = ?', Number(query.is_published));
    where.addIf('url = ?', query.url);
    if (query.tag !== undefined)
      where.add('EXISTS (SELECT 1 FROM json_each(tags) WHERE value = ?)', query.tag);
    if (query.published_date !== undefined)
      where.add("date(published_at / 1000, 'unixepoch') = date(?)", query.published_date);
    return selectPage<PostRow>(
      ctx.db,
      { from: 'FROM blog_posts', order: 'published_at DESC, id DESC' },
      where,
      {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      },
    ).rows;
  };

  app.get('/v2/blog/posts', readAccess, (request, reply) => {
    const rows = listed(parseInput(listQuery, request.query, 'Query'));
    // Empty v2 lists answer 204, as the real v2 interface does.
    return rows.length ? rows.map(postJson) : reply.code(204).send();
  });

  app.get('/v2/blog/posts/count', readAccess, () =>
    ctx.db.prepare('SELECT COUNT(*) AS count FROM blog_posts').get(),
  );

  app.get('/v2/blog/tags', readAccess, () => {
    const rows = ctx.db
      .prepare(
        'SELECT value AS tag, p.id FROM blog_posts p, json_each(p.tags) ORDER BY value, p.id',
      )
      .all() as Array<{ tag: string; id: number }>;
    const tags = new Map<string, number[]>();
    for (const { tag, id } of rows) tags.set(tag, [...(tags.get(tag) ?? []), id]);
    return [...tags].map(([tag, post_ids]) => ({ tag, post_ids }));
  });

  app.post('/v2/blog/posts', modifyAccess, (request) => {
    const body = parseInput(createBody, request.body, 'Blog post');
    const url = body.url ? withSlashes(body.url) : freeUrl(body.title);
    assertUrlFree(url);
    const info = ctx.db
      .prepare(
        `INSERT INTO blog_posts (title, url, body, tags, is_published, meta_description, meta_keywords, author, thumbnail_path, published_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        body.title,
        url,
        body.body,
        JSON.stringify(body.tags ?? []),
        Number(body.is_published ?? false),
        body.meta_description ?? null,
        body.meta_keywords ?? null,
        body.author ?? null,
        body.thumbnail_path ?? null,
        body.published_date ? Date.parse(body.published_date) : ctx.clock.now(),
      );
    return postJson(find(Number(info.lastInsertRowid))!);
  });

  app.get('/v2/blog/posts/:id', readAccess, (request) => postJson(postOf(request.params)));

  app.put('/v2/blog/posts/:id', modifyAccess, (request) => {
    const row = postOf(request.params);
    const body = parseInput(updateBody, request.body, 'Blog post');
    const url = body.url === undefined ? undefined : withSlashes(body.url);
    if (url) assertUrlFree(url, row.id);
    const columns: Record<string, unknown> = {
      title: body.title,
      url,
      body: body.body,
      tags: body.tags && JSON.stringify(body.tags),
      is_published: body.is_published === undefined ? undefined : Number(body.is_published),
      meta_description: body.meta_description,
      meta_keywords: body.meta_keywords,
      author: body.author,
      thumbnail_path: body.thumbnail_path,
      published_at: body.published_date === undefined ? undefined : Date.parse(body.published_date),
    };
    updateColumns(ctx.db, 'blog_posts', row.id, columns);
    return postJson(find(row.id)!);
  });

  app.delete('/v2/blog/posts/:id', modifyAccess, (request, reply) => {
    ctx.db.prepare('DELETE FROM blog_posts WHERE id = ?').run(postOf(request.params).id);
    return reply.code(204).send();
  });

  // As the reference says, this deletes one page of posts (in the list's order).
  app.delete('/v2/blog/posts', modifyAccess, (request, reply) => {
    const ids = listed(parseInput(listQuery, request.query, 'Query')).map((row) => row.id);
    if (ids.length)
      ctx.db
        .prepare(`DELETE FROM blog_posts WHERE id IN (${ids.map(() => '?').join(', ')})`)
        .run(...ids);
    return reply.code(204).send();
  });
}
