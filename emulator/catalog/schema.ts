import { type Db, ensureColumn } from '../core';

/**
 * Tables of the catalog: brands, a category tree, products with their variants, options,
 * images and bulk pricing rules. Money is stored in dollars as REAL, as the interface
 * sends it; pricing converts to cents before doing arithmetic.
 *
 * `slug` columns hold the storefront path without its outer slashes (`kitchen/mugs/enamel-mug`)
 * so that `/a/`, `/a` and `a` are one URL and uniqueness is checked on the slug.
 */
export const catalogSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS catalog_brands (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    page_title TEXT NOT NULL DEFAULT '',
    meta_keywords TEXT NOT NULL DEFAULT '[]',
    meta_description TEXT NOT NULL DEFAULT '',
    search_keywords TEXT NOT NULL DEFAULT '',
    image_url TEXT NOT NULL DEFAULT '',
    url TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    url_customized INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE IF NOT EXISTS catalog_categories (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    parent_id INTEGER NOT NULL DEFAULT 0,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    views INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL DEFAULT 0,
    page_title TEXT NOT NULL DEFAULT '',
    meta_keywords TEXT NOT NULL DEFAULT '[]',
    meta_description TEXT NOT NULL DEFAULT '',
    search_keywords TEXT NOT NULL DEFAULT '',
    image_url TEXT NOT NULL DEFAULT '',
    is_visible INTEGER NOT NULL DEFAULT 1,
    default_product_sort TEXT NOT NULL DEFAULT 'use_store_settings',
    url TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    url_customized INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS catalog_categories_parent ON catalog_categories (parent_id);

  CREATE TABLE IF NOT EXISTS catalog_products (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    type TEXT NOT NULL,
    sku TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    brand_id INTEGER NOT NULL DEFAULT 0,
    price REAL NOT NULL,
    cost_price REAL NOT NULL DEFAULT 0,
    retail_price REAL NOT NULL DEFAULT 0,
    sale_price REAL NOT NULL DEFAULT 0,
    map_price REAL NOT NULL DEFAULT 0,
    weight REAL NOT NULL DEFAULT 0,
    width REAL NOT NULL DEFAULT 0,
    depth REAL NOT NULL DEFAULT 0,
    height REAL NOT NULL DEFAULT 0,
    inventory_level INTEGER NOT NULL DEFAULT 0,
    inventory_warning_level INTEGER NOT NULL DEFAULT 0,
    inventory_tracking TEXT NOT NULL DEFAULT 'none',
    total_sold INTEGER NOT NULL DEFAULT 0,
    is_free_shipping INTEGER NOT NULL DEFAULT 0,
    is_visible INTEGER NOT NULL DEFAULT 1,
    is_featured INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL DEFAULT 0,
    search_keywords TEXT NOT NULL DEFAULT '',
    availability TEXT NOT NULL DEFAULT 'available',
    availability_description TEXT NOT NULL DEFAULT '',
    condition TEXT NOT NULL DEFAULT 'New',
    order_quantity_minimum INTEGER NOT NULL DEFAULT 0,
    order_quantity_maximum INTEGER NOT NULL DEFAULT 0,
    page_title TEXT NOT NULL DEFAULT '',
    meta_keywords TEXT NOT NULL DEFAULT '[]',
    meta_description TEXT NOT NULL DEFAULT '',
    url TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    url_customized INTEGER NOT NULL DEFAULT 0,
    date_created INTEGER NOT NULL,
    date_modified INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS catalog_products_brand ON catalog_products (brand_id);
  -- SKUs are unique ignoring case across products and variants (catalog/checks.ts).
  CREATE INDEX IF NOT EXISTS catalog_products_sku ON catalog_products (sku COLLATE NOCASE);
  -- The storefront's products in its default order, and their count (site.products: the
  -- sitemap walks the whole catalog through it, 50 at a time).
  CREATE INDEX IF NOT EXISTS catalog_products_sort_order ON catalog_products (is_visible, sort_order, id);

  CREATE TABLE IF NOT EXISTS catalog_product_categories (
    product_id INTEGER NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    category_id INTEGER NOT NULL REFERENCES catalog_categories (id) ON DELETE CASCADE,
    -- The product's place in this category (PUT .../products/sort-order).
    sort_order INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, category_id)
  );
  CREATE INDEX IF NOT EXISTS catalog_product_categories_category ON catalog_product_categories (category_id);

  CREATE TABLE IF NOT EXISTS catalog_bulk_pricing_rules (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    quantity_min INTEGER NOT NULL,
    quantity_max INTEGER NOT NULL,
    type TEXT NOT NULL,
    amount REAL NOT NULL
  );
  CREATE INDEX IF NOT EXISTS catalog_bulk_pricing_rules_product ON catalog_bulk_pricing_rules (product_id);

  CREATE TABLE IF NOT EXISTS catalog_options (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    display_name TEXT NOT NULL COLLATE NOCASE,
    type TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0,
    UNIQUE (product_id, display_name)
  );

  CREATE TABLE IF NOT EXISTS catalog_option_values (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    option_id INTEGER NOT NULL REFERENCES catalog_options (id) ON DELETE CASCADE,
    label TEXT NOT NULL COLLATE NOCASE,
    sort_order INTEGER NOT NULL DEFAULT 0,
    is_default INTEGER NOT NULL DEFAULT 0,
    UNIQUE (option_id, label)
  );

  -- option_key: the variant's option value ids, sorted and comma-joined; '' for the base
  -- variant of a product without options. Unique per product, so no two variants share
  -- one combination.
  CREATE TABLE IF NOT EXISTS catalog_variants (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    option_key TEXT NOT NULL,
    price REAL,
    sale_price REAL,
    retail_price REAL,
    map_price REAL,
    cost_price REAL,
    weight REAL,
    inventory_level INTEGER NOT NULL DEFAULT 0,
    inventory_warning_level INTEGER NOT NULL DEFAULT 0,
    purchasing_disabled INTEGER NOT NULL DEFAULT 0,
    purchasing_disabled_message TEXT NOT NULL DEFAULT '',
    upc TEXT NOT NULL DEFAULT '',
    mpn TEXT NOT NULL DEFAULT '',
    gtin TEXT NOT NULL DEFAULT '',
    image_url TEXT NOT NULL DEFAULT '',
    UNIQUE (product_id, option_key)
  );
  CREATE INDEX IF NOT EXISTS catalog_variants_sku ON catalog_variants (sku COLLATE NOCASE);

  CREATE TABLE IF NOT EXISTS catalog_variant_option_values (
    variant_id INTEGER NOT NULL REFERENCES catalog_variants (id) ON DELETE CASCADE,
    option_value_id INTEGER NOT NULL REFERENCES catalog_option_values (id) ON DELETE CASCADE,
    PRIMARY KEY (variant_id, option_value_id)
  );

  CREATE TABLE IF NOT EXISTS catalog_images (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    is_thumbnail INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL DEFAULT 0,
    description TEXT NOT NULL DEFAULT '',
    -- An uploaded file's path on this service or an image URL sent as JSON; NULL: the
    -- generated illustration (the demo shop's images).
    source TEXT,
    date_modified INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS catalog_images_product ON catalog_images (product_id);
`;

/** Columns newer than databases made before them (see `ensureColumn`). */
export function migrateCatalog(db: Db): void {
  ensureColumn(db, 'catalog_images', 'source', 'TEXT');
  ensureColumn(db, 'catalog_variants', 'image_url', "TEXT NOT NULL DEFAULT ''");
  ensureColumn(db, 'catalog_product_categories', 'sort_order', 'INTEGER NOT NULL DEFAULT 0');
}
