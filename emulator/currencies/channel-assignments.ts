import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { modify, read, notFound, unprocessable, one, idParam, parseInput } from '../http';
import { storeCurrencies } from './repository';
import { findChannel } from '../channels';

/**
 * Which currencies each channel offers (`/v3/channels/.../currency-assignments`). A channel
 * without an assignment inherits the store's currencies (`repository.ts`), as the
 * reference says of a deleted assignment. The storefront GraphQL endpoint prices in the
 * channel's currencies that the store has (`channel.ts`); a code the store
 * does not have is kept and reported, and offered nowhere.
 */
export const channelCurrenciesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS channel_currency_assignments (
    channel_id INTEGER PRIMARY KEY REFERENCES channels (id) ON DELETE CASCADE,
    enabled_currencies TEXT NOT NULL,
    default_currency TEXT NOT NULL
  );
`;

const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code, e.g. "USD"');
const assignment = z
  .object({
    enabled_currencies: z.array(currencyCode).min(1, 'enable at least one currency').max(50),
    default_currency: currencyCode,
  })
  .refine((a) => a.enabled_currencies.includes(a.default_currency), {
    path: ['default_currency'],
    message: 'must be one of enabled_currencies',
  });
type Assignment = z.output<typeof assignment>;

const batch = z
  .array(assignment.and(z.object({ channel_id: z.number().int().min(1) })))
  .min(1)
  .max(100);

interface Row {
  channel_id: number;
  enabled_currencies: string;
  default_currency: string;
}

const json = (row: Row) => ({
  channel_id: row.channel_id,
  enabled_currencies: JSON.parse(row.enabled_currencies) as string[],
  default_currency: row.default_currency,
});

/** A channel's assignment, or the store's currencies when it has none. */
export function currencyAssignmentOf(ctx: ServiceContext, channelId: number) {
  const row = ctx.db
    .prepare('SELECT * FROM channel_currency_assignments WHERE channel_id = ?')
    .get(channelId) as Row | undefined;
  if (row) return json(row);
  const store = storeCurrencies(ctx);
  return {
    channel_id: channelId,
    enabled_currencies: store.map((c) => c.code),
    default_currency: store[0]!.code,
  };
}

function save(ctx: ServiceContext, channelId: number, value: Assignment): void {
  ctx.db
    .prepare(
      `INSERT INTO channel_currency_assignments (channel_id, enabled_currencies, default_currency) VALUES (?, ?, ?)
       ON CONFLICT (channel_id) DO UPDATE SET enabled_currencies = excluded.enabled_currencies, default_currency = excluded.default_currency`,
    )
    .run(channelId, JSON.stringify([...new Set(value.enabled_currencies)]), value.default_currency);
  ctx.events.publish('store/channel/updated', { type: 'channel', id: channelId });
}

const requireChannel = (ctx: ServiceContext, channelId: number) => {
  if (!findChannel(ctx, channelId)) throw notFound(`Channel ${channelId}`);
  return channelId;
};

/** POST and PUT both set the assignments given (the reference's examples send the same body to both). */
export function registerCurrencyAssignmentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const readAccess = { config: { access: read('channelSettings') } };
  const modifyAccess = { config: { access: modify('channelSettings') } };
  const channelOf = (params: unknown) =>
    requireChannel(ctx, idParam((params as { channelId: string }).channelId, 'channel_id'));

  app.get('/v3/channels/currency-assignments', readAccess, () => {
    const channels = ctx.db.prepare('SELECT id FROM channels ORDER BY id').all() as Array<{
      id: number;
    }>;
    return one(channels.map((c) => currencyAssignmentOf(ctx, c.id)));
  });

  const setMany = (body: unknown) => {
    const items = parseInput(batch, body, 'Currency assignments');
    items.forEach((item, i) => {
      if (!findChannel(ctx, item.channel_id))
        throw unprocessable(`Assignment ${i}: channel ${item.channel_id} does not exist.`, {
          [`${i}.channel_id`]: 'unknown channel',
        });
    });
    ctx.db.transaction(() => items.forEach((item) => save(ctx, item.channel_id, item)))();
    return one(items.map((item) => currencyAssignmentOf(ctx, item.channel_id)));
  };
  app.post('/v3/channels/currency-assignments', modifyAccess, (request) => setMany(request.body));
  app.put('/v3/channels/currency-assignments', modifyAccess, (request) => setMany(request.body));

  app.get('/v3/channels/:channelId/currency-assignments', readAccess, (request) =>
    one(currencyAssignmentOf(ctx, channelOf(request.params))),
  );

  const setOne = (params: unknown, body: unknown) => {
    const channelId = channelOf(params);
    save(ctx, channelId, parseInput(assignment, body, 'Currency assignment'));
    return one(currencyAssignmentOf(ctx, channelId));
  };
  app.post('/v3/channels/:channelId/currency-assignments', modifyAccess, (request) =>
    setOne(request.params, request.body),
  );
  app.put('/v3/channels/:channelId/currency-assignments', modifyAccess, (request) =>
    setOne(request.params, request.body),
  );

  // Back to the store's currencies.
  app.delete('/v3/channels/:channelId/currency-assignments', modifyAccess, (request) => {
    const channelId = channelOf(request.params);
    ctx.db.prepare('DELETE FROM channel_currency_assignments WHERE channel_id = ?').run(channelId);
    ctx.events.publish('store/channel/updated', { type: 'channel', id: channelId });
    return one({});
  });
}
