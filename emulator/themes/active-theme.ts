import { randomUUID } from 'node:crypto';
import { type ServiceContext } from '../core';
import { findChannel } from '../channels';
import { DEFAULT_THEME_KEY } from './library';
import { latestVersionUuid } from './install';

interface ActiveThemeRow {
  channel_id: number;
  theme_uuid: string;
  variation_uuid: string;
  version_uuid: string;
  active_configuration_uuid: string;
  saved_configuration_uuid: string;
  activated_at: number;
}

/** The active theme object of `GET /v3/channels/{channel_id}/active-theme`. */
export interface ActiveTheme {
  active_theme_uuid: string;
  active_theme_configuration_uuid: string;
  active_theme_version_uuid: string;
  saved_theme_configuration_uuid: string;
}

const activeThemeJson = (row: ActiveThemeRow): ActiveTheme => ({
  active_theme_uuid: row.theme_uuid,
  active_theme_configuration_uuid: row.active_configuration_uuid,
  active_theme_version_uuid: row.version_uuid,
  saved_theme_configuration_uuid: row.saved_configuration_uuid,
});

/**
 * Makes a theme version (in one of its variations) the channel's theme, with a new
 * configuration of the theme's default settings. A freshly activated theme has no
 * unpublished edits: saved and active configuration agree.
 */
export function activateTheme(
  ctx: ServiceContext,
  channelId: number,
  choice: { themeUuid: string; variationUuid: string; versionUuid: string },
): void {
  const configuration = randomUUID();
  const { settings } = ctx.db
    .prepare('SELECT settings FROM themes WHERE uuid = ?')
    .get(choice.themeUuid) as { settings: string };
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      'INSERT INTO theme_configurations (uuid, theme_uuid, variation_uuid, channel_id, settings, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(configuration, choice.themeUuid, choice.variationUuid, channelId, settings, now);
  ctx.db
    .prepare(
      `INSERT OR REPLACE INTO channel_active_themes
         (channel_id, theme_uuid, variation_uuid, version_uuid, active_configuration_uuid, saved_configuration_uuid, activated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      channelId,
      choice.themeUuid,
      choice.variationUuid,
      choice.versionUuid,
      configuration,
      configuration,
      now,
    );
}

/**
 * Gives a channel the default theme (first variation, latest version). Channels are
 * created by the channels module, which knows nothing of themes, so this runs at start
 * for every channel and again when a channel is first used.
 */
function activateDefaultTheme(ctx: ServiceContext, channelId: number): void {
  const theme = ctx.db.prepare('SELECT uuid FROM themes WHERE key = ?').get(DEFAULT_THEME_KEY) as {
    uuid: string;
  };
  const variation = ctx.db
    .prepare('SELECT uuid FROM theme_variations WHERE theme_uuid = ? ORDER BY position LIMIT 1')
    .get(theme.uuid) as { uuid: string };
  activateTheme(ctx, channelId, {
    themeUuid: theme.uuid,
    variationUuid: variation.uuid,
    versionUuid: latestVersionUuid(ctx, theme.uuid),
  });
}

/**
 * Idempotent start-up step: every existing channel gets an active theme, and every
 * active theme a configuration row (databases made before configurations were kept had
 * only its uuid).
 */
export function activateDefaultThemeEverywhere(ctx: ServiceContext): void {
  const missing = ctx.db
    .prepare(
      'SELECT id FROM channels WHERE id NOT IN (SELECT channel_id FROM channel_active_themes)',
    )
    .all() as { id: number }[];
  ctx.db.transaction(() => {
    for (const { id } of missing) activateDefaultTheme(ctx, id);
    ctx.db.exec(`
      INSERT INTO theme_configurations (uuid, theme_uuid, variation_uuid, channel_id, settings, created_at)
      SELECT a.active_configuration_uuid, a.theme_uuid, a.variation_uuid, a.channel_id, t.settings, a.activated_at
      FROM channel_active_themes a JOIN themes t ON t.uuid = a.theme_uuid
      WHERE a.active_configuration_uuid NOT IN (SELECT uuid FROM theme_configurations)`);
  })();
}

/** The channel's active theme, created on first use; null when the channel does not exist. */
export function activeThemeOf(ctx: ServiceContext, channelId: number): ActiveTheme | null {
  const find = () =>
    ctx.db.prepare('SELECT * FROM channel_active_themes WHERE channel_id = ?').get(channelId) as
      ActiveThemeRow | undefined;
  const existing = find();
  if (existing) return activeThemeJson(existing);
  if (!findChannel(ctx, channelId)) return null;
  activateDefaultTheme(ctx, channelId);
  return activeThemeJson(find()!);
}

/** Uuids of the themes active on at least one channel. */
export function activeThemeUuids(ctx: ServiceContext): Set<string> {
  const rows = ctx.db.prepare('SELECT DISTINCT theme_uuid FROM channel_active_themes').all() as {
    theme_uuid: string;
  }[];
  return new Set(rows.map((row) => row.theme_uuid));
}
