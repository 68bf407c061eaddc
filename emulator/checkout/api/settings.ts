import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, STORE_LEVEL, channelExists, channelSettingsTable } from '../../core';
import { modify, read, one, unprocessable, parseInput, supportedOnly } from '../../http';

/**
 * Checkout settings (`/v3/checkouts/settings`, and per channel): a custom checkout
 * script and the channel's checkout options. They are kept and reported; the hosted
 * checkout of this store does not change with them (it has one page, allows guests and
 * loads no custom checkout script).
 */
const table = channelSettingsTable('checkout_settings');
export const checkoutSettingsSchema = table.schema;

const scriptFields = {
  custom_checkout_script_url: z.union([z.literal(''), z.url('must be an absolute URL or empty')]),
  order_confirmation_use_custom_checkout_script: z.boolean(),
  custom_order_confirmation_script_url: z.union([
    z.literal(''),
    z.url('must be an absolute URL or empty'),
  ]),
  custom_checkout_supports_uco_settings: z.boolean(),
  custom_checkout_sri_hash: z.string().max(200),
  custom_order_confirmation_sri_hash: z.string().max(200),
};
const channelFields = {
  checkout_type: z.enum(['one_page', 'optimized'], { error: 'must be one_page or optimized' }),
  guest_checkout_type: z.enum(['allow', 'disabled', 'login'], {
    error: 'must be allow, disabled or login',
  }),
  guest_checkout_for_existing_accounts: z.enum(['allow', 'disabled', 'login'], {
    error: 'must be allow, disabled or login',
  }),
  policy_consent: z.enum(['implicit', 'explicit'], { error: 'must be implicit or explicit' }),
  order_confirmation_contact_email: z.union([
    z.literal(''),
    z.email('must be an e-mail address or empty'),
  ]),
  is_order_terms_and_conditions_enabled: z.boolean(),
  order_terms_and_conditions_type: z.enum(['', 'link', 'textarea'], {
    error: 'must be link, textarea or empty',
  }),
  order_terms_and_conditions_link: z.union([
    z.literal(''),
    z.url('must be an absolute URL or empty'),
  ]),
  order_terms_and_conditions_textarea: z.string().max(65535),
  should_redirect_to_storefront_for_auth: z.boolean(),
};

const SCRIPT_DEFAULTS = {
  custom_checkout_script_url: '',
  order_confirmation_use_custom_checkout_script: false,
  custom_order_confirmation_script_url: '',
  custom_checkout_supports_uco_settings: false,
  custom_checkout_sri_hash: '',
  custom_order_confirmation_sri_hash: '',
};

const channelDefaults = (ctx: ServiceContext) => ({
  checkout_type: 'one_page',
  guest_checkout_type: 'allow',
  guest_checkout_for_existing_accounts: 'allow',
  policy_consent: 'implicit',
  order_confirmation_contact_email: ctx.store.adminEmail,
  is_order_terms_and_conditions_enabled: false,
  order_terms_and_conditions_type: '',
  order_terms_and_conditions_link: '',
  order_terms_and_conditions_textarea: '',
  should_redirect_to_storefront_for_auth: false,
  ...SCRIPT_DEFAULTS,
});

const storeBody = supportedOnly(scriptFields).partial();
const channelBody = supportedOnly({ ...channelFields, ...scriptFields }).partial();

const storeSettings = (ctx: ServiceContext) => ({
  ...SCRIPT_DEFAULTS,
  ...table.read<object>(ctx, STORE_LEVEL),
});
const channelSettings = (ctx: ServiceContext, channelId: number) => ({
  ...channelDefaults(ctx),
  ...table.read<object>(ctx, channelId),
});

export function registerCheckoutSettingsRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // The reference answers an unknown channel here with 422, not 404.
  const channelOf = (params: unknown) => {
    const raw = (params as { channelId?: string }).channelId ?? '';
    const id = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!channelExists(ctx, id))
      throw unprocessable(`Channel ${raw} does not exist.`, { channelId: 'no such channel' });
    return id;
  };
  app.get('/v3/checkouts/settings', { config: { access: read('checkouts') } }, () =>
    one(storeSettings(ctx)),
  );
  app.put('/v3/checkouts/settings', { config: { access: modify('checkouts') } }, (request) => {
    table.write(ctx, STORE_LEVEL, {
      ...table.read<object>(ctx, STORE_LEVEL),
      ...parseInput(storeBody, request.body, 'Checkout settings'),
    });
    return one(storeSettings(ctx));
  });
  app.get(
    '/v3/checkouts/settings/channels/:channelId',
    { config: { access: read('checkouts') } },
    (request) => one(channelSettings(ctx, channelOf(request.params))),
  );
  app.put(
    '/v3/checkouts/settings/channels/:channelId',
    { config: { access: modify('checkouts') } },
    (request) => {
      const channelId = channelOf(request.params);
      table.write(ctx, channelId, {
        ...table.read<object>(ctx, channelId),
        ...parseInput(channelBody, request.body, 'Checkout settings'),
      });
      return one(channelSettings(ctx, channelId));
    },
  );
}
