import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getBrand, getCategory, getPage, getProduct } from '../../catalog';
import { type ServiceContext } from '../../core';
import { modify, read, conflict, notFound, unprocessable, idParam, parseInput } from '../../http';
import { storefrontPathLink } from '../../sites';

/**
 * 301 redirects of old storefront paths (`/v2/redirects`, deprecated by the real service
 * but served), Content scopes: a path forwards to a product, brand, category, page or blog
 * post (`ref` its id) or to any URL (`manual`, `ref` the URL). Kept and reported with the
 * URL they lead to; the storefront of this project serves its own routes.
 */
export const redirectsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS redirects (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    path TEXT NOT NULL UNIQUE,
    forward_type TEXT NOT NULL,
    forward_ref TEXT NOT NULL
  );
`;

const FORWARD_TYPES = ['product', 'brand', 'category', 'page', 'post', 'manual'] as const;

interface RedirectRow {
  id: number;
  path: string;
  forward_type: (typeof FORWARD_TYPES)[number];
  forward_ref: string;
}

const redirectBody = z.object({
  path: z
    .string()
    .trim()
    .regex(/^\/[^\s?#]*$/, 'must be a storefront path that starts with "/"')
    .max(255),
  forward: z.object({
    type: z.enum(FORWARD_TYPES),
    ref: z.union([z.number().int().min(1), z.string().trim().min(1).max(2048)]),
  }),
});

/** The storefront path an entity of a forward lives at, or null when it does not exist. */
function pathOf(
  ctx: ServiceContext,
  type: RedirectRow['forward_type'],
  ref: string,
): string | null {
  const id = Number(ref);
  switch (type) {
    case 'product':
      return getProduct(ctx, id)?.custom_url.url ?? null;
    case 'brand':
      return getBrand(ctx, id)?.custom_url.url ?? null;
    case 'category':
      return getCategory(ctx, id)?.custom_url.url ?? null;
    case 'page':
      return getPage(ctx, id)?.url ?? null;
    case 'post':
      return (
        (
          ctx.db.prepare('SELECT url FROM blog_posts WHERE id = ?').get(id) as
            { url: string } | undefined
        )?.url ?? null
      );
    case 'manual':
      return ref;
  }
}

/** An absolute URL as is; a path on the default storefront's site (else on this service). */
const absolute = (ctx: ServiceContext, target: string) =>
  /^https?:\/\//.test(target)
    ? target
    : (storefrontPathLink(ctx, 1, target) ?? `${ctx.origin}${target}`);

function redirectJson(ctx: ServiceContext, row: RedirectRow) {
  const target = pathOf(ctx, row.forward_type, row.forward_ref);
  return {
    id: row.id,
    path: row.path,
    forward: {
      type: row.forward_type,
      ref: row.forward_type === 'manual' ? row.forward_ref : Number(row.forward_ref),
    },
    url: target === null ? '' : absolute(ctx, target),
  };
}

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(250).default(50),
});

export function registerRedirectRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const find = (id: number) =>
    ctx.db.prepare('SELECT * FROM redirects WHERE id = ?').get(id) as RedirectRow | undefined;
  const redirectOf = (params: unknown) => {
    const id = idParam((params as { id: string }).id, 'id');
    const row = find(id);
    if (!row) throw notFound(`Redirect ${id}`);
    return row;
  };
  /** A forward must lead somewhere: an existing record, or a URL for `manual`. */
  const checked = (body: z.output<typeof redirectBody>, self?: number) => {
    const ref = String(body.forward.ref);
    if (
      body.forward.type === 'manual'
        ? !/^(https?:\/\/|\/)/.test(ref)
        : !/^\d+$/.test(ref) || pathOf(ctx, body.forward.type, ref) === null
    ) {
      throw unprocessable(
        body.forward.type === 'manual'
          ? 'A manual forward needs the URL (or storefront path) it leads to in ref.'
          : `forward.ref ${ref} is not the id of an existing ${body.forward.type}.`,
        { 'forward.ref': 'does not lead anywhere' },
      );
    }
    const other = ctx.db.prepare('SELECT id FROM redirects WHERE path = ?').get(body.path) as
      { id: number } | undefined;
    if (other && other.id !== self)
      throw conflict(`Redirect ${other.id} already redirects ${body.path}.`, {
        path: 'already redirected',
      });
    return { path: body.path, type: body.forward.type, ref };
  };
  const readAccess = { config: { access: read('content') } };
  const modifyAccess = { config: { access: modify('content') } };

  app.get('/v2/redirects', readAccess, (request, reply) => {
    const { page, limit } = parseInput(listQuery, request.query, 'Query');
    const rows = ctx.db
      .prepare('SELECT * FROM redirects ORDER BY id LIMIT ? OFFSET ?')
      .all(limit, (page - 1) * limit) as RedirectRow[];
    return rows.length ? rows.map((row) => redirectJson(ctx, row)) : reply.code(204).send();
  });

  app.get('/v2/redirects/count', readAccess, () =>
    ctx.db.prepare('SELECT COUNT(*) AS count FROM redirects').get(),
  );

  app.post('/v2/redirects', modifyAccess, (request) => {
    const { path, type, ref } = checked(parseInput(redirectBody, request.body, 'Redirect'));
    const info = ctx.db
      .prepare('INSERT INTO redirects (path, forward_type, forward_ref) VALUES (?, ?, ?)')
      .run(path, type, ref);
    return redirectJson(ctx, find(Number(info.lastInsertRowid))!);
  });

  // As the reference says: every redirect of the store.
  app.delete('/v2/redirects', modifyAccess, (_request, reply) => {
    ctx.db.prepare('DELETE FROM redirects').run();
    return reply.code(204).send();
  });

  app.get('/v2/redirects/:id', readAccess, (request) =>
    redirectJson(ctx, redirectOf(request.params)),
  );

  app.put('/v2/redirects/:id', modifyAccess, (request) => {
    const row = redirectOf(request.params);
    const { path, type, ref } = checked(parseInput(redirectBody, request.body, 'Redirect'), row.id);
    ctx.db
      .prepare('UPDATE redirects SET path = ?, forward_type = ?, forward_ref = ? WHERE id = ?')
      .run(path, type, ref, row.id);
    return redirectJson(ctx, find(row.id)!);
  });

  app.delete('/v2/redirects/:id', modifyAccess, (request, reply) => {
    ctx.db.prepare('DELETE FROM redirects WHERE id = ?').run(redirectOf(request.params).id);
    return reply.code(204).send();
  });
}
