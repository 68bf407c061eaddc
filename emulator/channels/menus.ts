import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { modify, read, notFound, one, idParam, parseInput } from '../http';
import { findChannel } from './repository';

/**
 * A channel's control panel menus (`/v3/channels/{id}/channel-menus`): which of the
 * store's own sections its app shows, and the app's own sections. Kept and reported; this
 * service has no control panel to show them in.
 */
export const channelMenusSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS channel_menus (
    channel_id INTEGER PRIMARY KEY REFERENCES channels (id) ON DELETE CASCADE,
    protected_sections TEXT NOT NULL,
    custom_sections TEXT NOT NULL
  );
`;

/** The store's own sections, as the wire names them (the field carries the real service's brand). */
const PROTECTED_SECTIONS = [
  'overview',
  'storefront_settings',
  'localization',
  'carousel',
  'script_manager',
  'currencies',
  'payments',
  'checkout',
  'domains',
  'notifications',
  'social',
  'pages',
  'data_solutions',
] as const;

const menusBody = z.object({
  bigcommerce_protected_app_sections: z
    .array(z.enum(PROTECTED_SECTIONS))
    .max(PROTECTED_SECTIONS.length)
    .default([]),
  custom_app_sections: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(255),
        query_path: z.string().trim().min(1).max(255),
      }),
    )
    .max(50)
    .default([]),
});

export function registerChannelMenuRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const channelOf = (params: unknown) => {
    const id = idParam((params as { channelId: string }).channelId, 'channel_id');
    if (!findChannel(ctx, id)) throw notFound(`Channel ${id}`);
    return id;
  };
  const menusOf = (channelId: number) => {
    const row = ctx.db
      .prepare('SELECT * FROM channel_menus WHERE channel_id = ?')
      .get(channelId) as { protected_sections: string; custom_sections: string } | undefined;
    return {
      bigcommerce_protected_app_sections: row
        ? (JSON.parse(row.protected_sections) as string[])
        : [],
      custom_app_sections: row
        ? (JSON.parse(row.custom_sections) as Array<{ title: string; query_path: string }>)
        : [],
    };
  };

  app.get(
    '/v3/channels/:channelId/channel-menus',
    { config: { access: read('channelSettings') } },
    (request) => one(menusOf(channelOf(request.params))),
  );

  // Creates or replaces the channel's menus.
  app.post(
    '/v3/channels/:channelId/channel-menus',
    { config: { access: modify('channelSettings') } },
    (request) => {
      const channelId = channelOf(request.params);
      const body = parseInput(menusBody, request.body, 'Channel menus');
      ctx.db
        .prepare(
          `INSERT INTO channel_menus (channel_id, protected_sections, custom_sections) VALUES (?, ?, ?)
         ON CONFLICT (channel_id) DO UPDATE SET protected_sections = excluded.protected_sections, custom_sections = excluded.custom_sections`,
        )
        .run(
          channelId,
          JSON.stringify([...new Set(body.bigcommerce_protected_app_sections)]),
          JSON.stringify(body.custom_app_sections),
        );
      return one(menusOf(channelId));
    },
  );

  app.delete(
    '/v3/channels/:channelId/channel-menus',
    { config: { access: modify('channelSettings') } },
    (request) => {
      ctx.db
        .prepare('DELETE FROM channel_menus WHERE channel_id = ?')
        .run(channelOf(request.params));
      return one({});
    },
  );
}
