/**
 * The languages each channel offers and the merchant's translations of catalog content.
 * A channel with no rows in `channel_locales` offers only the store's default language
 * (`en`), so channels made before locales existed, or by the API, need no migration.
 */
export const localesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS channel_locales (
    channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    position INTEGER NOT NULL,
    PRIMARY KEY (channel_id, code)
  );
  CREATE TABLE IF NOT EXISTS catalog_translations (
    channel_id INTEGER NOT NULL,
    locale TEXT NOT NULL,
    resource_type TEXT NOT NULL CHECK (resource_type IN ('product', 'category', 'brand')),
    resource_id INTEGER NOT NULL,
    name TEXT,
    description TEXT,
    page_title TEXT,
    meta_description TEXT,
    search_keywords TEXT,
    custom_url TEXT,
    date_modified INTEGER NOT NULL,
    PRIMARY KEY (channel_id, locale, resource_type, resource_id),
    FOREIGN KEY (channel_id, locale) REFERENCES channel_locales(channel_id, code) ON DELETE CASCADE
  );
  CREATE INDEX IF NOT EXISTS catalog_translations_by_url
    ON catalog_translations (channel_id, locale, custom_url);
`;
