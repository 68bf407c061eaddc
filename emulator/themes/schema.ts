import { type Db, ensureColumn } from '../core';

/**
 * Installed themes, their variations and versions, the custom template files of each
 * version, and which theme each channel shows. Custom templates are rows (not JSON) so that
 * an association's validity is a join against the channel's active version. Then the
 * configurations (a theme's settings as a channel uses them), the background jobs of
 * uploads and downloads, and the library themes a merchant deleted (not installed again).
 */
export const themesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS themes (
    uuid TEXT PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    is_private INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS theme_variations (
    uuid TEXT PRIMARY KEY,
    theme_uuid TEXT NOT NULL REFERENCES themes (uuid) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    external_id TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    UNIQUE (theme_uuid, external_id)
  );
  CREATE TABLE IF NOT EXISTS theme_versions (
    uuid TEXT PRIMARY KEY,
    theme_uuid TEXT NOT NULL REFERENCES themes (uuid) ON DELETE CASCADE,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS theme_custom_templates (
    version_uuid TEXT NOT NULL REFERENCES theme_versions (uuid) ON DELETE CASCADE,
    entity_type TEXT NOT NULL,
    file_name TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (version_uuid, entity_type, file_name)
  );
  CREATE TABLE IF NOT EXISTS channel_active_themes (
    channel_id INTEGER PRIMARY KEY REFERENCES channels (id) ON DELETE CASCADE,
    theme_uuid TEXT NOT NULL REFERENCES themes (uuid),
    variation_uuid TEXT NOT NULL REFERENCES theme_variations (uuid),
    version_uuid TEXT NOT NULL REFERENCES theme_versions (uuid),
    active_configuration_uuid TEXT NOT NULL,
    saved_configuration_uuid TEXT NOT NULL,
    activated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS theme_configurations (
    uuid TEXT PRIMARY KEY,
    theme_uuid TEXT NOT NULL REFERENCES themes (uuid) ON DELETE CASCADE,
    variation_uuid TEXT NOT NULL REFERENCES theme_variations (uuid) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    settings TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS theme_configurations_theme ON theme_configurations (theme_uuid, created_at);
  CREATE TABLE IF NOT EXISTS theme_jobs (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL,
    result TEXT NOT NULL,
    errors TEXT NOT NULL,
    warnings TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS theme_downloads (
    token TEXT PRIMARY KEY,
    version_uuid TEXT NOT NULL REFERENCES theme_versions (uuid) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS theme_library_removed (
    key TEXT PRIMARY KEY
  );
`;

/**
 * Columns newer than databases made before them: a theme's default settings, a version's
 * uploaded bundle (null for the library's themes, whose files are made when downloaded).
 */
export function migrateThemes(db: Db): void {
  ensureColumn(db, 'themes', 'settings', "TEXT NOT NULL DEFAULT '{}'");
  ensureColumn(db, 'theme_versions', 'bundle', 'BLOB');
}
