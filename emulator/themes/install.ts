import { randomUUID } from 'node:crypto';
import { type ServiceContext } from '../core';
import { ENTITY_TYPES, THEME_LIBRARY, type ThemeDefinition } from './library';

/**
 * Installs the library's themes on first start, one version each. At every start the
 * installed version's custom templates and default settings are re-synced from the
 * library, so the library stays the single source of what a theme ships; uuids, once
 * minted, never change. A library theme the merchant deleted stays deleted.
 */
export function installThemeLibrary(ctx: ServiceContext): void {
  ctx.db.transaction(() => {
    for (const definition of THEME_LIBRARY) {
      if (ctx.db.prepare('SELECT 1 FROM theme_library_removed WHERE key = ?').get(definition.key))
        continue;
      const themeUuid = installedThemeUuid(ctx, definition.key) ?? installTheme(ctx, definition);
      ctx.db
        .prepare('UPDATE themes SET settings = ? WHERE uuid = ?')
        .run(JSON.stringify(definition.settings), themeUuid);
      syncCustomTemplates(ctx, latestVersionUuid(ctx, themeUuid), definition);
    }
  })();
}

function installedThemeUuid(ctx: ServiceContext, key: string): string | undefined {
  const row = ctx.db.prepare('SELECT uuid FROM themes WHERE key = ?').get(key) as
    { uuid: string } | undefined;
  return row?.uuid;
}

/**
 * Installs a theme (the library's, or one uploaded): a new theme, or for a key already
 * installed a new version of it (its variations matched by external id, new ones added).
 * `bundle` is an uploaded theme's file, kept for downloads. Answers the theme's uuid.
 */
export function installTheme(
  ctx: ServiceContext,
  definition: ThemeDefinition,
  bundle: Buffer | null = null,
): string {
  const now = ctx.clock.now();
  const themeUuid = installedThemeUuid(ctx, definition.key) ?? randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO themes (uuid, key, name, is_private, updated_at, settings) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (uuid) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at, settings = excluded.settings`,
    )
    .run(
      themeUuid,
      definition.key,
      definition.name,
      Number(definition.isPrivate),
      now,
      JSON.stringify(definition.settings),
    );
  const insertVariation = ctx.db.prepare(
    'INSERT OR IGNORE INTO theme_variations (uuid, theme_uuid, position, external_id, name, description) VALUES (?, ?, ?, ?, ?, ?)',
  );
  definition.variations.forEach((variation, position) =>
    insertVariation.run(
      randomUUID(),
      themeUuid,
      position,
      variation.externalId,
      variation.name,
      variation.description,
    ),
  );
  const versionUuid = randomUUID();
  ctx.db
    .prepare(
      'INSERT INTO theme_versions (uuid, theme_uuid, created_at, bundle) VALUES (?, ?, ?, ?)',
    )
    .run(versionUuid, themeUuid, now, bundle);
  syncCustomTemplates(ctx, versionUuid, definition);
  return themeUuid;
}

/** The version a channel gets when it switches to (or starts with) this theme. */
export function latestVersionUuid(ctx: ServiceContext, themeUuid: string): string {
  const row = ctx.db
    .prepare(
      'SELECT uuid FROM theme_versions WHERE theme_uuid = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .get(themeUuid) as { uuid: string };
  return row.uuid;
}

function syncCustomTemplates(
  ctx: ServiceContext,
  versionUuid: string,
  definition: ThemeDefinition,
): void {
  ctx.db.prepare('DELETE FROM theme_custom_templates WHERE version_uuid = ?').run(versionUuid);
  const insert = ctx.db.prepare(
    'INSERT INTO theme_custom_templates (version_uuid, entity_type, file_name, position) VALUES (?, ?, ?, ?)',
  );
  for (const entityType of ENTITY_TYPES) {
    definition.customTemplates[entityType].forEach((fileName, position) =>
      insert.run(versionUuid, entityType, fileName, position),
    );
  }
}
