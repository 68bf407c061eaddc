import { type ServiceContext } from '../core';
import { type CustomTemplates, ENTITY_TYPES, type EntityType } from './library';
import { activeThemeOf } from './active-theme';

/** The custom template files of a theme version per entity type; null for an unknown version. */
export function customTemplatesOfVersion(
  ctx: ServiceContext,
  versionUuid: string,
): CustomTemplates | null {
  if (!ctx.db.prepare('SELECT 1 FROM theme_versions WHERE uuid = ?').get(versionUuid)) return null;
  const rows = ctx.db
    .prepare(
      'SELECT entity_type, file_name FROM theme_custom_templates WHERE version_uuid = ? ORDER BY position',
    )
    .all(versionUuid) as { entity_type: EntityType; file_name: string }[];
  const templates = Object.fromEntries(
    ENTITY_TYPES.map((type) => [type, [] as string[]]),
  ) as Record<EntityType, string[]>;
  for (const row of rows) templates[row.entity_type].push(row.file_name);
  return templates;
}

/** The custom templates of the theme active on a channel; null when the channel does not exist. */
export function customTemplatesOfChannel(
  ctx: ServiceContext,
  channelId: number,
): CustomTemplates | null {
  const active = activeThemeOf(ctx, channelId);
  return active && customTemplatesOfVersion(ctx, active.active_theme_version_uuid);
}

/**
 * SQL that is 1 when the row `alias` (with channel_id, entity_type, file_name columns)
 * names a custom template of its channel's active theme. Evaluated when read, so validity
 * follows the channel's theme rather than the theme at the time of writing.
 */
export const isActiveCustomTemplateSql = (alias: string) => /* sql */ `
  EXISTS (
    SELECT 1 FROM channel_active_themes active
    JOIN theme_custom_templates template ON template.version_uuid = active.version_uuid
    WHERE active.channel_id = ${alias}.channel_id
      AND template.entity_type = ${alias}.entity_type
      AND template.file_name = ${alias}.file_name
  )`;
