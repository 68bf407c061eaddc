/**
 * Tables of price lists. Money is stored in dollars as REAL, as the interface sends it;
 * pricing converts to cents before doing arithmetic.
 *
 * Records keep their variant's `product_id` (a variant never changes product), so the
 * products a list prices are known without reading the catalog's tables. An assignment
 * targets a customer group, a channel, or the pair; each target has at most one list.
 */
export const priceListsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS price_lists (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    active INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE IF NOT EXISTS price_list_records (
    price_list_id INTEGER NOT NULL REFERENCES price_lists (id) ON DELETE CASCADE,
    variant_id INTEGER NOT NULL REFERENCES catalog_variants (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    currency TEXT NOT NULL,
    price REAL NOT NULL,
    sale_price REAL,
    retail_price REAL,
    map_price REAL,
    bulk_pricing_tiers TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (price_list_id, variant_id, currency)
  );
  CREATE INDEX IF NOT EXISTS price_list_records_variant ON price_list_records (variant_id);
  CREATE INDEX IF NOT EXISTS price_list_records_product ON price_list_records (price_list_id, product_id);

  CREATE TABLE IF NOT EXISTS price_list_assignments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    price_list_id INTEGER NOT NULL REFERENCES price_lists (id) ON DELETE CASCADE,
    customer_group_id INTEGER REFERENCES customer_groups (id) ON DELETE CASCADE,
    channel_id INTEGER REFERENCES channels (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    CHECK (customer_group_id IS NOT NULL OR channel_id IS NOT NULL)
  );
  CREATE UNIQUE INDEX IF NOT EXISTS price_list_assignments_target
    ON price_list_assignments (IFNULL(customer_group_id, 0), IFNULL(channel_id, 0));
`;

/** The store sells in one currency; records are kept in lower case, as the interface shows them. */
export const STORE_CURRENCY = 'usd';
