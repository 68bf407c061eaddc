import { type Db } from '../core';

/**
 * One table for the metafields of every resource type: an app's own data on a product,
 * variant, brand, category, channel, customer, cart or order. `resource_id` is text because
 * carts have UUIDs; the others store their integer id as text.
 */
export const metafieldsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS metafields (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    resource_type TEXT NOT NULL,
    resource_id TEXT NOT NULL,
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    permission_set TEXT NOT NULL,
    owner_client_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (resource_type, resource_id, namespace, key)
  );
  CREATE INDEX IF NOT EXISTS metafields_resource ON metafields (resource_type, resource_id, id);
`;

/**
 * Databases from before this table kept order metafields in `order_metafields`: they move
 * here with their ids, once.
 */
export function migrateOrderMetafields(db: Db): void {
  const old = db
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'order_metafields'`)
    .get();
  if (!old) return;
  db.transaction(() => {
    db.exec(`
      INSERT OR IGNORE INTO metafields (id, resource_type, resource_id, namespace, key, value, description, permission_set, owner_client_id, created_at, updated_at)
        SELECT id, 'order', CAST(order_id AS TEXT), namespace, key, value, description, permission_set, owner_client_id, created_at, updated_at
        FROM order_metafields;
      DROP TABLE order_metafields;
    `);
  })();
}
