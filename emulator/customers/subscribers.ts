import { z } from 'zod';
import {
  type ServiceContext,
  type ServiceModule,
  WhereBuilder,
  selectPage,
  isoMillis,
} from '../core';
import {
  modify,
  read,
  conflict,
  notFound,
  one,
  pageQuery,
  paged,
  sqlPage,
  csvList,
  idParam,
  parseInput,
} from '../http';

/** Newsletter subscribers (`/v3/customers/subscribers`), which unsubscribe links act on. */
export const subscribersSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS subscribers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT 'custom',
    order_id INTEGER,
    channel_id INTEGER NOT NULL DEFAULT 1,
    consents TEXT NOT NULL DEFAULT '["marketing_newsletter"]',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
`;

const CONSENTS = ['marketing_newsletter', 'abandoned_cart'] as const;

interface SubscriberRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  source: string;
  order_id: number | null;
  channel_id: number;
  consents: string;
  created_at: number;
  updated_at: number;
}

const subscriberJson = (row: SubscriberRow) => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  source: row.source,
  order_id: row.order_id,
  channel_id: row.channel_id,
  consents: JSON.parse(row.consents) as string[],
  date_created: isoMillis(row.created_at),
  date_modified: isoMillis(row.updated_at),
});

const subscriberFields = {
  first_name: z.string().max(255).optional(),
  last_name: z.string().max(255).optional(),
  source: z.enum(['storefront', 'order', 'custom']).optional(),
  order_id: z.number().int().min(1).nullable().optional(),
  channel_id: z.number().int().min(1).optional(),
  consents: z.array(z.enum(CONSENTS)).optional(),
};
const createBody = z.object({
  email: z.email('email must be a valid e-mail address'),
  ...subscriberFields,
});
const updateBody = z.object({
  email: z.email('email must be a valid e-mail address').optional(),
  ...subscriberFields,
});

const filters = {
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  source: z.string().optional(),
  order_id: z.coerce.number().int().optional(),
  id: z.coerce.number().int().optional(),
  'id:in': csvList(z.coerce.number().int()).optional(),
};
const listQuery = pageQuery.extend(filters);
// A delete with `id:in=` and no ids must not fall through to "no filter", which deletes
// every subscriber (the reference's rule when no filter is sent at all).
const deleteQuery = z.object({
  ...filters,
  'id:in': csvList(z.coerce.number().int())
    .refine(
      (ids) => ids.length > 0,
      'id:in lists no ids; name at least one, or leave id:in out to delete every subscriber',
    )
    .optional(),
});

function whereClause(query: z.output<typeof deleteQuery>): WhereBuilder {
  const where = new WhereBuilder();
  for (const column of ['email', 'first_name', 'last_name', 'source', 'order_id', 'id'] as const) {
    where.addIf(`${column} = ?${column === 'email' ? ' COLLATE NOCASE' : ''}`, query[column]);
  }
  // An empty `id:in=` is no filter here, for the list and the delete alike.
  const ids = query['id:in'];
  if (ids?.length) where.within('id', ids);
  return where;
}

const find = (ctx: ServiceContext, id: number) =>
  ctx.db.prepare('SELECT * FROM subscribers WHERE id = ?').get(id) as SubscriberRow | undefined;

export function subscribe(
  ctx: ServiceContext,
  input: {
    email: string;
    firstName?: string;
    lastName?: string;
    source: 'storefront' | 'order' | 'custom';
    orderId?: number | null;
    channelId?: number;
  },
): SubscriberRow {
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare(
      `INSERT INTO subscribers (email, first_name, last_name, source, order_id, channel_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.email.trim(),
      input.firstName ?? '',
      input.lastName ?? '',
      input.source,
      input.orderId ?? null,
      input.channelId ?? 1,
      now,
      now,
    );
  return find(ctx, Number(info.lastInsertRowid))!;
}

/** Whether the e-mail is a subscriber who gave this consent (e.g. 'abandoned_cart'). */
export function hasConsent(
  ctx: ServiceContext,
  email: string,
  consent: (typeof CONSENTS)[number],
): boolean {
  const row = findSubscriberByEmail(ctx, email);
  return row ? (JSON.parse(row.consents) as string[]).includes(consent) : false;
}

export function findSubscriberByEmail(
  ctx: ServiceContext,
  email: string,
): SubscriberRow | undefined {
  return ctx.db.prepare('SELECT * FROM subscribers WHERE email = ?').get(email.trim()) as
    SubscriberRow | undefined;
}

export const subscribersModule: ServiceModule = {
  name: 'subscribers',
  schema: subscribersSchema,
  management(app, ctx) {
    app.get('/v3/customers/subscribers', { config: { access: read('customers') } }, (request) => {
      const query = parseInput(listQuery, request.query, 'Query');
      const { rows, total } = selectPage<SubscriberRow>(
        ctx.db,
        { from: 'FROM subscribers', order: 'id' },
        whereClause(query),
        sqlPage(query),
      );
      return paged(rows.map(subscriberJson), total, query);
    });

    app.post(
      '/v3/customers/subscribers',
      { config: { access: modify('customers') } },
      (request) => {
        const body = parseInput(createBody, request.body, 'Subscriber');
        if (findSubscriberByEmail(ctx, body.email))
          throw conflict(`A subscriber with the email ${body.email} already exists.`);
        const row = subscribe(ctx, {
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          source: body.source ?? 'custom',
          orderId: body.order_id,
          channelId: body.channel_id,
        });
        if (body.consents)
          ctx.db
            .prepare('UPDATE subscribers SET consents = ? WHERE id = ?')
            .run(JSON.stringify(body.consents), row.id);
        ctx.events.publish('store/subscriber/created', { type: 'subscriber', id: row.id });
        return one(subscriberJson(find(ctx, row.id)!));
      },
    );

    app.get(
      '/v3/customers/subscribers/:subscriberId',
      { config: { access: read('customers') } },
      (request) => {
        const id = idParam(
          (request.params as { subscriberId: string }).subscriberId,
          'subscriber_id',
        );
        const row = find(ctx, id);
        if (!row) throw notFound(`Subscriber ${id}`);
        return one(subscriberJson(row));
      },
    );

    app.put(
      '/v3/customers/subscribers/:subscriberId',
      { config: { access: modify('customers') } },
      (request) => {
        const id = idParam(
          (request.params as { subscriberId: string }).subscriberId,
          'subscriber_id',
        );
        const row = find(ctx, id);
        if (!row) throw notFound(`Subscriber ${id}`);
        const body = parseInput(updateBody, request.body, 'Subscriber');
        const clash = body.email ? findSubscriberByEmail(ctx, body.email) : undefined;
        if (clash && clash.id !== id)
          throw conflict(`A subscriber with the email ${body.email} already exists.`);
        ctx.db
          .prepare(
            `UPDATE subscribers SET email = ?, first_name = ?, last_name = ?, source = ?, order_id = ?, channel_id = ?, consents = ?, updated_at = ?
           WHERE id = ?`,
          )
          .run(
            body.email ?? row.email,
            body.first_name ?? row.first_name,
            body.last_name ?? row.last_name,
            body.source ?? row.source,
            body.order_id === undefined ? row.order_id : body.order_id,
            body.channel_id ?? row.channel_id,
            body.consents ? JSON.stringify(body.consents) : row.consents,
            ctx.clock.now(),
            id,
          );
        ctx.events.publish('store/subscriber/updated', { type: 'subscriber', id });
        return one(subscriberJson(find(ctx, id)!));
      },
    );

    app.delete(
      '/v3/customers/subscribers/:subscriberId',
      { config: { access: modify('customers') } },
      (request, reply) => {
        const id = idParam(
          (request.params as { subscriberId: string }).subscriberId,
          'subscriber_id',
        );
        if (!find(ctx, id)) throw notFound(`Subscriber ${id}`);
        ctx.db.prepare('DELETE FROM subscribers WHERE id = ?').run(id);
        ctx.events.publish('store/subscriber/deleted', { type: 'subscriber', id });
        return reply.code(204).send();
      },
    );

    app.delete(
      '/v3/customers/subscribers',
      { config: { access: modify('customers') } },
      (request, reply) => {
        const { clause, params } = whereClause(parseInput(deleteQuery, request.query, 'Query'));
        const ids = (
          ctx.db.prepare(`SELECT id FROM subscribers ${clause}`).all(...params) as Array<{
            id: number;
          }>
        ).map((r) => r.id);
        ctx.db.prepare(`DELETE FROM subscribers ${clause}`).run(...params);
        for (const id of ids)
          ctx.events.publish('store/subscriber/deleted', { type: 'subscriber', id });
        return reply.code(204).send();
      },
    );
  },
};
