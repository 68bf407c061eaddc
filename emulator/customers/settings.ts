import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { modify, read, notFound, unprocessable, one, idParam, parseInput } from '../http';
import { findChannel } from '../channels';
import { hasCustomerGroups } from './groups/plan';
import {
  channelGroupFor,
  findCustomerGroup,
  setStoreGroupFor,
  storeGroupFor,
} from './groups/repository';

/**
 * `/v3/customers/settings` and `.../channels/{channel_id}`: privacy settings (whether the
 * shop asks shoppers for cookie consent, and its privacy policy's URL: the storefront
 * GraphQL's `settings.privacy`, which decides the scripts a shop and the hosted checkout
 * may run) and which groups new customers join and
 * guests are priced as. The store's groups are the groups flagged `is_default` and
 * `is_group_for_guests` (the same fact `/v2/customer_groups` shows); a channel may name
 * its own, which then decide for shoppers on that channel. `allow_global_logins` is kept
 * and reported: customers here are not bound to channels.
 */
export const customerSettingsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS customer_privacy_settings (
    channel_id INTEGER PRIMARY KEY,
    ask_shopper_for_tracking_consent INTEGER,
    policy_url TEXT,
    allow_global_logins INTEGER
  );
`;

/** The store's own row in `customer_privacy_settings`. */
const STORE = 0;

const privacy = z.object({
  ask_shopper_for_tracking_consent: z.boolean().optional(),
  policy_url: z.string().max(2048).optional(),
});
const groupId = z.number().int().min(0);
const groups = z.object({
  guest_customer_group_id: groupId.optional(),
  default_customer_group_id: groupId.optional(),
});
const storeBody = z.object({
  privacy_settings: privacy.optional(),
  customer_group_settings: groups.optional(),
});
const channelBody = z.object({
  privacy_settings: privacy.nullable().optional(),
  customer_group_settings: groups.nullable().optional(),
  allow_global_logins: z.boolean().nullable().optional(),
});

interface PrivacyRow {
  ask_shopper_for_tracking_consent: number | null;
  policy_url: string | null;
  allow_global_logins: number | null;
}

const privacyRow = (ctx: ServiceContext, channelId: number) =>
  ctx.db.prepare('SELECT * FROM customer_privacy_settings WHERE channel_id = ?').get(channelId) as
    PrivacyRow | undefined;

function writePrivacy(
  ctx: ServiceContext,
  channelId: number,
  values: Partial<Record<keyof PrivacyRow, number | string | null>>,
): void {
  const current = privacyRow(ctx, channelId) ?? {
    ask_shopper_for_tracking_consent: null,
    policy_url: null,
    allow_global_logins: null,
  };
  const given = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  );
  const next = { ...current, ...given };
  ctx.db
    .prepare(
      `INSERT INTO customer_privacy_settings (channel_id, ask_shopper_for_tracking_consent, policy_url, allow_global_logins) VALUES (?, ?, ?, ?)
       ON CONFLICT (channel_id) DO UPDATE SET ask_shopper_for_tracking_consent = excluded.ask_shopper_for_tracking_consent,
         policy_url = excluded.policy_url, allow_global_logins = excluded.allow_global_logins`,
    )
    .run(
      channelId,
      next.ask_shopper_for_tracking_consent,
      next.policy_url,
      next.allow_global_logins,
    );
}

/** A group named in settings must exist (0: none), on a plan that has groups. */
function checkGroups(ctx: ServiceContext, value: z.output<typeof groups>): void {
  for (const [field, id] of Object.entries(value)) {
    if (!id) continue;
    if (!hasCustomerGroups(ctx))
      throw unprocessable(
        'This store plan has no customer groups; send 0 or leave the group settings out.',
        { [`customer_group_settings.${field}`]: 'no groups on this plan' },
      );
    if (!findCustomerGroup(ctx, id))
      throw unprocessable(`Customer group ${id} does not exist.`, {
        [`customer_group_settings.${field}`]: 'unknown group',
      });
  }
}

const flag = (value: boolean | undefined | null) =>
  value === undefined ? undefined : value === null ? null : Number(value);

/**
 * A policy URL stored as a path (the demo shop's `/demo/privacy-policy`) is a page of this
 * store, at the origin it answers on now: a saved database may start on another port.
 */
const policyUrl = (ctx: ServiceContext, stored: string): string =>
  stored.startsWith('/') ? `${ctx.origin}${stored}` : stored;

function storeSettings(ctx: ServiceContext) {
  const row = privacyRow(ctx, STORE);
  return {
    privacy_settings: {
      ask_shopper_for_tracking_consent: row?.ask_shopper_for_tracking_consent === 1,
      policy_url: policyUrl(ctx, row?.policy_url ?? ''),
    },
    customer_group_settings: {
      guest_customer_group_id: storeGroupFor(ctx, 'guest_customer_group_id') ?? 0,
      default_customer_group_id: storeGroupFor(ctx, 'default_customer_group_id') ?? 0,
    },
  };
}

/** A channel's settings: its own values, else the store's. */
function channelSettings(ctx: ServiceContext, channelId: number) {
  const store = storeSettings(ctx);
  const own = privacyRow(ctx, channelId);
  return {
    privacy_settings: {
      ask_shopper_for_tracking_consent:
        own?.ask_shopper_for_tracking_consent == null
          ? store.privacy_settings.ask_shopper_for_tracking_consent
          : own.ask_shopper_for_tracking_consent === 1,
      policy_url:
        own?.policy_url == null
          ? store.privacy_settings.policy_url
          : policyUrl(ctx, own.policy_url),
    },
    customer_group_settings: {
      guest_customer_group_id:
        channelGroupFor(ctx, channelId, 'guest_customer_group_id') ??
        store.customer_group_settings.guest_customer_group_id,
      default_customer_group_id:
        channelGroupFor(ctx, channelId, 'default_customer_group_id') ??
        store.customer_group_settings.default_customer_group_id,
    },
    allow_global_logins: own?.allow_global_logins == null ? true : own.allow_global_logins === 1,
  };
}

/** A channel's cookie consent settings, as `settings.privacy` of the storefront GraphQL gives them. */
export function channelPrivacy(
  ctx: ServiceContext,
  channelId: number,
): { cookieConsentEnabled: boolean; privacyPolicyUrl: string | null } {
  const { privacy_settings } = channelSettings(ctx, channelId);
  return {
    cookieConsentEnabled: privacy_settings.ask_shopper_for_tracking_consent,
    privacyPolicyUrl: privacy_settings.policy_url || null,
  };
}

/** Sets the store's own privacy settings, as `PUT /v3/customers/settings` does (the demo shop's). */
export function setStorePrivacy(
  ctx: ServiceContext,
  settings: { cookieConsentEnabled: boolean; privacyPolicyUrl: string },
): void {
  writePrivacy(ctx, STORE, {
    ask_shopper_for_tracking_consent: Number(settings.cookieConsentEnabled),
    policy_url: settings.privacyPolicyUrl,
  });
}

export function registerCustomerSettingsRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const channelOf = (params: unknown) => {
    const id = idParam((params as { channelId: string }).channelId, 'channel_id');
    if (!findChannel(ctx, id)) throw notFound(`Channel ${id}`);
    return id;
  };

  app.get('/v3/customers/settings', { config: { access: read('customers') } }, () =>
    one(storeSettings(ctx)),
  );

  app.put('/v3/customers/settings', { config: { access: modify('customers') } }, (request) => {
    const body = parseInput(storeBody, request.body, 'Customer settings');
    if (body.customer_group_settings) checkGroups(ctx, body.customer_group_settings);
    ctx.db.transaction(() => {
      if (body.privacy_settings) {
        writePrivacy(ctx, STORE, {
          ask_shopper_for_tracking_consent: flag(
            body.privacy_settings.ask_shopper_for_tracking_consent,
          ),
          policy_url: body.privacy_settings.policy_url,
        });
      }
      for (const role of ['guest_customer_group_id', 'default_customer_group_id'] as const) {
        const id = body.customer_group_settings?.[role];
        if (id !== undefined) setStoreGroupFor(ctx, role, id);
      }
    })();
    return one(storeSettings(ctx));
  });

  app.get(
    '/v3/customers/settings/channels/:channelId',
    { config: { access: read('customers') } },
    (request) => one(channelSettings(ctx, channelOf(request.params))),
  );

  // A field sent as null goes back to the store's setting.
  app.put(
    '/v3/customers/settings/channels/:channelId',
    { config: { access: modify('customers') } },
    (request) => {
      const channelId = channelOf(request.params);
      const body = parseInput(channelBody, request.body, 'Customer settings');
      if (body.customer_group_settings) checkGroups(ctx, body.customer_group_settings);
      ctx.db.transaction(() => {
        const privacySent = body.privacy_settings;
        writePrivacy(ctx, channelId, {
          ...(privacySent === null
            ? { ask_shopper_for_tracking_consent: null, policy_url: null }
            : {}),
          ...(privacySent
            ? {
                ask_shopper_for_tracking_consent: flag(
                  privacySent.ask_shopper_for_tracking_consent,
                ),
                policy_url: privacySent.policy_url,
              }
            : {}),
          ...(body.allow_global_logins !== undefined
            ? { allow_global_logins: flag(body.allow_global_logins) }
            : {}),
        });
        if (body.customer_group_settings !== undefined) {
          const sent = body.customer_group_settings;
          ctx.db
            .prepare(
              `INSERT INTO customer_channel_group_settings (channel_id, default_customer_group_id, guest_customer_group_id) VALUES (?, ?, ?)
             ON CONFLICT (channel_id) DO UPDATE SET default_customer_group_id = excluded.default_customer_group_id,
               guest_customer_group_id = excluded.guest_customer_group_id`,
            )
            .run(
              channelId,
              sent?.default_customer_group_id ?? null,
              sent?.guest_customer_group_id ?? null,
            );
        }
      })();
      return one(channelSettings(ctx, channelId));
    },
  );
}
