import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type ServiceContext,
  STORE_LEVEL,
  channelExists,
  channelSettingsTable,
  withOverrides,
} from '../core';
import {
  modify,
  read,
  one,
  notFound,
  unprocessable,
  idParam,
  parseInput,
  supportedOnly,
} from '../http';

/**
 * Cart settings (`/v3/carts/settings`, and per channel): `allow_purchasing` false turns
 * a channel (or the whole store) into a catalog: nothing can be added to a cart there,
 * through the storefront or the management API. A channel's null follows the store's.
 */
const table = channelSettingsTable('cart_settings');
export const cartSettingsSchema = table.schema;

interface CartSettings {
  allow_purchasing: boolean;
}

const storeSettings = (ctx: ServiceContext): CartSettings => ({
  allow_purchasing: true,
  ...table.read<Partial<CartSettings>>(ctx, STORE_LEVEL),
});
const channelOverrides = (ctx: ServiceContext, channelId: number) => ({
  allow_purchasing: null,
  ...table.read<{ allow_purchasing: boolean | null }>(ctx, channelId),
});

/** Refuses adding to carts on a channel where purchasing is off. */
export function checkPurchasingAllowed(ctx: ServiceContext, channelId: number): void {
  if (!withOverrides(storeSettings(ctx), channelOverrides(ctx, channelId)).allow_purchasing) {
    throw unprocessable(
      `Purchasing is turned off on channel ${channelId}: turn on allow_purchasing in the cart settings to sell there.`,
    );
  }
}

// The reference leaves these objects open; this store knows one setting and names any other it would drop.
const storeBody = supportedOnly({ allow_purchasing: z.boolean() });
const channelBody = supportedOnly({ allow_purchasing: z.boolean().nullable() });

export function registerCartSettingsRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const channelOf = (params: unknown) => {
    const id = idParam((params as { channelId?: string }).channelId, 'channel_id');
    if (!channelExists(ctx, id)) throw notFound(`Channel ${id}`);
    return id;
  };
  app.get('/v3/carts/settings', { config: { access: read('carts') } }, () =>
    one(storeSettings(ctx)),
  );
  app.put('/v3/carts/settings', { config: { access: modify('carts') } }, (request) => {
    table.write(ctx, STORE_LEVEL, parseInput(storeBody, request.body, 'Cart settings'));
    return one(storeSettings(ctx));
  });
  app.get(
    '/v3/carts/settings/channels/:channelId',
    { config: { access: read('carts') } },
    (request) => one(channelOverrides(ctx, channelOf(request.params))),
  );
  app.put(
    '/v3/carts/settings/channels/:channelId',
    { config: { access: modify('carts') } },
    (request) => {
      const channelId = channelOf(request.params);
      table.write(ctx, channelId, parseInput(channelBody, request.body, 'Cart settings'));
      return one(channelOverrides(ctx, channelId));
    },
  );
}
