import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { modify, read, notFound, one, idParam, parseInput } from '../http';
import { findChannel } from '../channels';

/**
 * Order notification settings (`/v3/orders/settings`, and per channel): who is told of a
 * new order (`order_placed`) and who gets a copy of each invoice (`forward_invoice`). A
 * channel's own list replaces the store's; null (the default) follows the store's.
 */
export const orderSettingsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS order_notification_settings (
    channel_id INTEGER PRIMARY KEY,
    order_placed TEXT,
    forward_invoice TEXT
  );
`;

const STORE = 0;
const NOTIFICATIONS = ['order_placed', 'forward_invoice'] as const;
type Notification = (typeof NOTIFICATIONS)[number];

const addresses = z.array(z.email('must be an e-mail address')).max(20, 'at most 20 addresses');
/** A channel's list may be null: back to the store's. */
const settingsBody = (list: z.ZodType<string[] | null>) => {
  const notification = z.object({ email_addresses: list }).optional();
  return z.object({
    notifications: z.object({ order_placed: notification, forward_invoice: notification }),
  });
};
const storeBody = settingsBody(addresses);
const channelBody = settingsBody(addresses.nullable());

interface Row {
  order_placed: string | null;
  forward_invoice: string | null;
}

const rowOf = (ctx: ServiceContext, channelId: number) =>
  ctx.db
    .prepare('SELECT * FROM order_notification_settings WHERE channel_id = ?')
    .get(channelId) as Row | undefined;

/** The channel's own list of a notification, or null to follow the store's. */
function ownList(
  ctx: ServiceContext,
  channelId: number,
  notification: Notification,
): string[] | null {
  const text = rowOf(ctx, channelId)?.[notification];
  return text ? (JSON.parse(text) as string[]) : null;
}

/** Who gets a notification for an order on the channel. */
export const notificationAddresses = (
  ctx: ServiceContext,
  channelId: number,
  notification: Notification,
): string[] => ownList(ctx, channelId, notification) ?? ownList(ctx, STORE, notification) ?? [];

function save(
  ctx: ServiceContext,
  channelId: number,
  body: { notifications: Partial<Record<Notification, { email_addresses: string[] | null }>> },
) {
  const current = rowOf(ctx, channelId) ?? { order_placed: null, forward_invoice: null };
  const next = { ...current };
  for (const notification of NOTIFICATIONS) {
    const sent = body.notifications[notification];
    if (sent)
      next[notification] =
        sent.email_addresses === null
          ? null
          : JSON.stringify([...new Set(sent.email_addresses.map((e) => e.toLowerCase()))]);
  }
  ctx.db
    .prepare(
      `INSERT INTO order_notification_settings (channel_id, order_placed, forward_invoice) VALUES (?, ?, ?)
       ON CONFLICT (channel_id) DO UPDATE SET order_placed = excluded.order_placed, forward_invoice = excluded.forward_invoice`,
    )
    .run(channelId, next.order_placed, next.forward_invoice);
}

const settingsJson = (list: (notification: Notification) => string[] | null) => ({
  notifications: Object.fromEntries(NOTIFICATIONS.map((n) => [n, { email_addresses: list(n) }])),
});

export function registerOrderSettingsRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const channelOf = (params: unknown) => {
    const id = idParam((params as { channelId: string }).channelId, 'channel_id');
    if (!findChannel(ctx, id)) throw notFound(`Channel ${id}`);
    return id;
  };
  const storeJson = () => one(settingsJson((n) => ownList(ctx, STORE, n) ?? []));
  const channelJson = (channelId: number) => one(settingsJson((n) => ownList(ctx, channelId, n)));

  app.get('/v3/orders/settings', { config: { access: read('orders') } }, storeJson);
  app.put('/v3/orders/settings', { config: { access: modify('orders') } }, (request) => {
    save(ctx, STORE, parseInput(storeBody, request.body, 'Order settings'));
    return storeJson();
  });
  app.get(
    '/v3/orders/settings/channels/:channelId',
    { config: { access: read('orders') } },
    (request) => channelJson(channelOf(request.params)),
  );
  app.put(
    '/v3/orders/settings/channels/:channelId',
    { config: { access: modify('orders') } },
    (request) => {
      const channelId = channelOf(request.params);
      save(ctx, channelId, parseInput(channelBody, request.body, 'Order settings'));
      return channelJson(channelId);
    },
  );
}
