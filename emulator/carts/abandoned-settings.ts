import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type ServiceContext,
  STORE_LEVEL,
  channelExists,
  channelSettingsTable,
  withOverrides,
} from '../core';
import { modify, read, notFound, one, idParam, parseInput } from '../http';

/**
 * Abandoned-cart settings of the store, with per-channel overrides (null: no override),
 * as in the real service's `/v3/abandoned-carts/settings`. The sweep reads the effective
 * settings of a cart's channel: whether to e-mail the shopper, whether that needs their
 * consent, and whether to tell the merchant. The digest and "until recovered" settings are
 * kept and reported; this store sends one e-mail per abandoned cart.
 */
const table = channelSettingsTable('abandoned_cart_settings');
export const abandonedSettingsSchema = table.schema;

const fields = {
  enable_notification: z.boolean(),
  email_customer_until_cart_is_recovered: z.boolean(),
  marketing_emails_require_customer_consent: z.boolean(),
  email_merchant_when_cart_is_converted: z.boolean(),
  email_merchant_when_cart_is_abandoned: z.boolean(),
  merchant_email_address: z.email('merchant_email_address must be an e-mail address').max(500),
  merchant_abandoned_cart_email_frequency_type: z.enum(['digest', 'individual']),
  merchant_abandoned_cart_digest_email_frequency: z.number().int().min(2).max(1000),
};

const globalSettings = z.object(fields);
export type AbandonedCartSettings = z.infer<typeof globalSettings>;

const globalUpdate = globalSettings.partial();
const channelOverrides = z.object(
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.nullable().optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<z.ZodNullable<(typeof fields)[K]>>;
  },
);
type ChannelOverrides = z.infer<typeof channelOverrides>;

function defaults(ctx: ServiceContext): AbandonedCartSettings {
  return {
    enable_notification: true,
    email_customer_until_cart_is_recovered: false,
    marketing_emails_require_customer_consent: false,
    email_merchant_when_cart_is_converted: false,
    email_merchant_when_cart_is_abandoned: false,
    merchant_email_address: ctx.store.adminEmail,
    merchant_abandoned_cart_email_frequency_type: 'individual',
    merchant_abandoned_cart_digest_email_frequency: 10,
  };
}

const globalOf = (ctx: ServiceContext): AbandonedCartSettings => ({
  ...defaults(ctx),
  ...table.read<Partial<AbandonedCartSettings>>(ctx, STORE_LEVEL),
});

function overridesOf(
  ctx: ServiceContext,
  channelId: number,
): Required<{ [K in keyof ChannelOverrides]: ChannelOverrides[K] | null }> {
  const saved = table.read<ChannelOverrides>(ctx, channelId) ?? {};
  return Object.fromEntries(
    Object.keys(fields).map((key) => [key, saved[key as keyof ChannelOverrides] ?? null]),
  ) as Required<{
    [K in keyof ChannelOverrides]: ChannelOverrides[K] | null;
  }>;
}

/** The settings that apply to a channel: its overrides over the store's settings. */
export function effectiveAbandonedCartSettings(
  ctx: ServiceContext,
  channelId: number,
): AbandonedCartSettings {
  return withOverrides(globalOf(ctx), overridesOf(ctx, channelId));
}

export function registerAbandonedCartSettingsRoutes(
  app: FastifyInstance,
  ctx: ServiceContext,
): void {
  app.get('/v3/abandoned-carts/settings', { config: { access: read('information') } }, () =>
    one(globalOf(ctx)),
  );

  app.put(
    '/v3/abandoned-carts/settings',
    { config: { access: modify('information') } },
    (request) => {
      const update = parseInput(globalUpdate, request.body, 'Abandoned cart settings');
      table.write(ctx, STORE_LEVEL, { ...table.read<object>(ctx, STORE_LEVEL), ...update });
      return one(globalOf(ctx));
    },
  );

  const channelOf = (params: unknown) => {
    const id = idParam((params as { channelId?: string }).channelId, 'channel_id');
    if (!channelExists(ctx, id)) throw notFound(`Channel ${id}`);
    return id;
  };

  app.get(
    '/v3/abandoned-carts/settings/channels/:channelId',
    { config: { access: read('information') } },
    (request) => one(overridesOf(ctx, channelOf(request.params))),
  );

  app.put(
    '/v3/abandoned-carts/settings/channels/:channelId',
    { config: { access: modify('information') } },
    (request) => {
      const channelId = channelOf(request.params);
      const update = parseInput(channelOverrides, request.body, 'Abandoned cart settings');
      table.write(ctx, channelId, { ...overridesOf(ctx, channelId), ...update });
      return one(overridesOf(ctx, channelId));
    },
  );
}
