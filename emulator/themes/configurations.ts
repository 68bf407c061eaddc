import { z } from 'zod';
import { type ServiceContext, WhereBuilder, selectPage, isoSeconds } from '../core';
import { pageQuery, sqlPage, ApiError, csvList } from '../http';
import { findSiteOfChannel } from '../sites';
import { type ThemeSettings } from './library';

/**
 * Theme configurations: a theme's settings as a channel uses them, made when the theme is
 * activated there (`GET /v3/themes/{uuid}/configurations`), and the check of settings
 * against a theme (`POST /v3/themes/{uuid}/configurations/validate`): a setting the theme
 * has, of the type its default has.
 */

interface ConfigurationRow {
  uuid: string;
  theme_uuid: string;
  variation_uuid: string;
  channel_id: number;
  settings: string;
  created_at: number;
}

export const configurationsQuery = pageQuery.extend({
  'uuid:in': csvList(z.uuid('must be UUIDs')).optional(),
  variation_uuid: z.uuid('must be a UUID').optional(),
  'channel_id:in': csvList(z.coerce.number().int().min(1)).optional(),
});

export function listConfigurations(
  ctx: ServiceContext,
  themeUuid: string,
  query: z.output<typeof configurationsQuery>,
) {
  const where = new WhereBuilder();
  where.add('theme_uuid = ?', themeUuid);
  where.within('uuid', query['uuid:in']);
  where.addIf('variation_uuid = ?', query.variation_uuid);
  where.within('channel_id', query['channel_id:in']);
  const { rows, total } = selectPage<ConfigurationRow>(
    ctx.db,
    { from: 'FROM theme_configurations', order: 'created_at, rowid' },
    where,
    sqlPage(query),
  );
  const items = rows.map((row) => {
    const site = findSiteOfChannel(ctx, row.channel_id);
    return {
      uuid: row.uuid,
      theme_uuid: row.theme_uuid,
      variation_id: row.variation_uuid,
      settings: JSON.parse(row.settings) as ThemeSettings,
      date_created: isoSeconds(row.created_at),
      channel_id: row.channel_id,
      ...(site ? { site_id: site.id } : {}),
    };
  });
  return { items, total };
}

export const validateBody = z.object({
  variation_id: z.string().optional(),
  settings: z.record(z.string(), z.unknown()).default({}),
});

/** Refuses (422, each problem by name) settings the theme does not have or of the wrong type, and a variation of another theme. */
export function validateConfiguration(
  ctx: ServiceContext,
  themeUuid: string,
  body: z.output<typeof validateBody>,
): void {
  const errors: Record<string, string> = {};
  if (
    body.variation_id !== undefined &&
    !ctx.db
      .prepare('SELECT 1 FROM theme_variations WHERE uuid = ? AND theme_uuid = ?')
      .get(body.variation_id, themeUuid)
  ) {
    errors.variation_id =
      'not a variation of this theme (see its variations in GET /v3/themes/{uuid})';
  }
  const defaults = JSON.parse(
    (
      ctx.db.prepare('SELECT settings FROM themes WHERE uuid = ?').get(themeUuid) as {
        settings: string;
      }
    ).settings,
  ) as ThemeSettings;
  for (const [name, value] of Object.entries(body.settings)) {
    if (!(name in defaults)) errors[`settings.${name}`] = 'the theme has no such setting';
    else if (typeof value !== typeof defaults[name])
      errors[`settings.${name}`] = `must be a ${typeof defaults[name]}`;
  }
  if (Object.keys(errors).length)
    throw new ApiError(
      422,
      'The configuration does not fit the theme. Fix the settings listed in errors.',
      errors,
    );
}
