import { z } from 'zod';
import { type ServiceContext, type ServiceModule, WhereBuilder, selectPage } from '../core';
import { type MetafieldResource, registerMetafieldRoutes } from '../metafields';
import { channelMenusSchema, registerChannelMenuRoutes } from './menus';
import {
  modify,
  read,
  ApiError,
  conflict,
  notFound,
  unprocessable,
  one,
  pageQuery,
  paged,
  sqlPage,
  csvList,
  idParam,
  parseInput,
} from '../http';
import {
  type ChannelRow,
  channelJson,
  channelsSchema,
  ensureDefaultChannel,
  findChannel,
  findChannelByKey,
} from './repository';
import {
  CHANNEL_STATUSES,
  CHANNEL_TYPES,
  type ChannelStatus,
  type ChannelType,
  allowedStatuses,
  canonicalPlatform,
  defaultStatus,
  isValidPair,
  isEnabledStatus,
  statusFromEnabled,
} from './rules';

const channelName = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(255, 'name is at most 255 characters');

const createChannelBody = z.object({
  name: channelName,
  type: z.enum(CHANNEL_TYPES),
  platform: z.string().trim().min(1, 'platform must not be empty').transform(canonicalPlatform),
  status: z.enum(CHANNEL_STATUSES).optional(),
  /** Deprecated alias of `status`. */
  is_enabled: z.boolean().optional(),
  external_id: z.string().max(255).optional(),
  is_listable_from_ui: z.boolean().optional(),
  is_visible: z.boolean().optional(),
});

const updateChannelBody = z.object({
  name: channelName.optional(),
  type: z.string().optional(),
  platform: z.string().transform(canonicalPlatform).optional(),
  status: z.enum(CHANNEL_STATUSES).optional(),
  is_enabled: z.boolean().optional(),
  external_id: z.string().max(255).optional(),
  is_listable_from_ui: z.boolean().optional(),
  is_visible: z.boolean().optional(),
});

const listQuery = pageQuery.extend({
  'type:in': csvList(z.enum(CHANNEL_TYPES)).optional(),
  'platform:in': csvList(z.string().transform(canonicalPlatform)).optional(),
  'status:in': csvList(z.enum(CHANNEL_STATUSES)).optional(),
  available: z.enum(['true', 'false']).optional(),
});

/**
 * `status`, or the deprecated `is_enabled` mapped onto it. Both given must agree: a
 * channel read with GET (whose is_enabled is derived from its status) can be sent back.
 */
function requestedStatus(
  body: { status?: ChannelStatus; is_enabled?: boolean },
  type: ChannelType,
): ChannelStatus | undefined {
  if (
    body.status &&
    body.is_enabled !== undefined &&
    isEnabledStatus(body.status) !== body.is_enabled
  ) {
    throw unprocessable(
      `status [${body.status}] contradicts the deprecated is_enabled [${String(body.is_enabled)}]. Send status only.`,
      {
        is_enabled: 'Deprecated: use status.',
      },
    );
  }
  if (body.status) return body.status;
  return body.is_enabled === undefined ? undefined : statusFromEnabled(type, body.is_enabled);
}

function checkStatus(type: ChannelType, platform: string, status: ChannelStatus): void {
  const allowed = allowedStatuses(type, platform);
  if (!allowed.includes(status)) {
    throw unprocessable(
      `Status [${status}] is not allowed for a channel of type [${type}] with platform [${platform}]. Allowed: ${allowed.join(', ')}.`,
      { status: `must be one of ${allowed.join(', ')}` },
    );
  }
}

function duplicateError(key: { name: string; platform: string; type: string }) {
  return conflict(
    `Channel already exists with name: "${key.name}", platform: "${key.platform}", and type: "${key.type}"`,
  );
}

function listChannels(ctx: ServiceContext, query: z.output<typeof listQuery>) {
  const where = new WhereBuilder();
  // An empty list (`type:in=`) lists every channel here, so only a non-empty list filters.
  for (const column of ['type', 'platform', 'status'] as const) {
    const values = query[`${column}:in`];
    if (values?.length) where.within(column, values);
  }
  if (query.available === 'true') where.add(`status NOT IN ('archived', 'disconnected')`);
  if (query.available === 'false') where.add(`status IN ('archived', 'disconnected')`);
  const { rows, total } = selectPage<ChannelRow>(
    ctx.db,
    { from: 'FROM channels', order: 'id' },
    where,
    sqlPage(query),
  );
  return paged(rows.map(channelJson), total, query);
}

/** A channel's metafields (`/v3/channels/{id}/metafields`), Channel Settings scopes. */
const channelMetafields: MetafieldResource = {
  type: 'channel',
  itemPath: '/v3/channels/:channelId',
  batchPath: '/v3/channels/metafields',
  idName: 'channel_id',
  resolve(ctx, params) {
    const id = idParam(params.channelId, 'channel_id');
    if (!findChannel(ctx, id)) throw notFound(`Channel ${id}`);
    return String(id);
  },
  exists: (ctx, id) => /^\d+$/.test(id) && findChannel(ctx, Number(id)) !== undefined,
  read: read('channelSettings'),
  modify: modify('channelSettings'),
};

export const channelsModule: ServiceModule = {
  name: 'channels',
  schema: [channelsSchema, channelMenusSchema].join('\n'),
  init: ensureDefaultChannel,
  management(app, ctx) {
    registerChannelMenuRoutes(app, ctx);
    registerMetafieldRoutes(app, ctx, channelMetafields);
    app.get('/v3/channels', { config: { access: read('channelSettings') } }, (request) =>
      listChannels(ctx, parseInput(listQuery, request.query, 'Query')),
    );

    app.post('/v3/channels', { config: { access: modify('channelSettings') } }, (request) => {
      const body = parseInput(createChannelBody, request.body, 'Channel');
      if (!isValidPair(body.type, body.platform)) {
        throw unprocessable(
          `Input channel type [${body.type}] with platform [${body.platform}] is not supported`,
          {
            platform: `platform [${body.platform}] cannot be used with type [${body.type}]`,
          },
        );
      }
      const status = requestedStatus(body, body.type) ?? defaultStatus(body.type, body.platform);
      checkStatus(body.type, body.platform, status);
      if (findChannelByKey(ctx, body)) throw duplicateError(body);
      const now = ctx.clock.now();
      const info = ctx.db
        .prepare(
          `INSERT INTO channels (name, type, platform, status, external_id, is_listable_from_ui, is_visible, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.name,
          body.type,
          body.platform,
          status,
          body.external_id ?? '',
          Number(body.is_listable_from_ui ?? body.type !== 'storefront'),
          Number(body.is_visible ?? true),
          now,
          now,
        );
      const id = Number(info.lastInsertRowid);
      ctx.events.publish('store/channel/created', { type: 'channel', id });
      return one(channelJson(findChannel(ctx, id)!));
    });

    app.get(
      '/v3/channels/:channelId',
      { config: { access: read('channelSettings') } },
      (request) => {
        const id = idParam((request.params as { channelId: string }).channelId, 'channel_id');
        const row = findChannel(ctx, id);
        if (!row) throw notFound(`Channel ${id}`);
        return one(channelJson(row));
      },
    );

    app.put(
      '/v3/channels/:channelId',
      { config: { access: modify('channelSettings') } },
      (request) => {
        const id = idParam((request.params as { channelId: string }).channelId, 'channel_id');
        const row = findChannel(ctx, id);
        if (!row) throw notFound(`Channel ${id}`);
        const body = parseInput(updateChannelBody, request.body, 'Channel');

        const immutable: Record<string, string> = {};
        if (body.type !== undefined && body.type !== row.type) {
          immutable.type = "The field 'type' can not be updated after channel is created.";
        }
        if (body.platform !== undefined && body.platform !== row.platform) {
          immutable.platform = "The field 'platform' can not be updated after channel is created.";
        }
        if (Object.keys(immutable).length) {
          throw new ApiError(
            422,
            `The following fields are invalid: ${Object.keys(immutable).join(', ')}`,
            immutable,
          );
        }

        const status = requestedStatus(body, row.type) ?? row.status;
        if (status !== row.status) checkStatus(row.type, row.platform, status);
        const name = body.name ?? row.name;
        const clash = findChannelByKey(ctx, { name, platform: row.platform, type: row.type });
        if (clash && clash.id !== id)
          throw duplicateError({ name, platform: row.platform, type: row.type });

        ctx.db
          .prepare(
            `UPDATE channels SET name = ?, status = ?, external_id = ?, is_listable_from_ui = ?, is_visible = ?, updated_at = ?
           WHERE id = ?`,
          )
          .run(
            name,
            status,
            body.external_id ?? row.external_id,
            Number(body.is_listable_from_ui ?? row.is_listable_from_ui === 1),
            Number(body.is_visible ?? row.is_visible === 1),
            ctx.clock.now(),
            id,
          );
        ctx.events.publish('store/channel/updated', { type: 'channel', id });
        return one(channelJson(findChannel(ctx, id)!));
      },
    );
  },
};

export { findChannel } from './repository';
