import { type Db, ensureColumn, runOnce, type ServiceContext } from '../../core';
import { type ProductSort } from './filter';

/**
 * The product columns the search rows keep for the storefront's other orders (A to Z and Z
 * to A, newest, best-selling), each with its type in the rows: kept beside the group and
 * indexed, a page in such an order is read from an index in order, as by price, instead of
 * reading and sorting every product in scope (100-130 ms for 40,000 at 100,000 products).
 * The name compares ignoring case, as `catalog_products.name` does, so that the rows order
 * as the products' own column did.
 */
export const ROW_SORT_KEYS = {
  name: 'TEXT COLLATE NOCASE',
  date_created: 'INTEGER',
  total_sold: 'INTEGER',
} as const satisfies Partial<Record<ProductSort, string>>;
const rowSortKeys = Object.keys(ROW_SORT_KEYS) as Array<keyof typeof ROW_SORT_KEYS>;

/** Marks a product stale when a column its search row is worked out from changes. */
const PRODUCT_UPDATE_TRIGGER = /* sql */ `
  CREATE TRIGGER IF NOT EXISTS catalog_search_product_update AFTER UPDATE OF
    brand_id, is_visible, is_featured, is_free_shipping, sort_order, inventory_level,
    inventory_tracking, price, sale_price, ${rowSortKeys.join(', ')} ON catalog_products BEGIN
    INSERT OR IGNORE INTO catalog_search_stale VALUES (new.id);
  END;`;

/**
 * The products' facet groups, for searches that stay fast at 100,000 products (issue 33).
 *
 * Every value a search's facets count or filter on by product (brand, stock, rating, free
 * shipping, featured, categories, option values and custom fields) is one of few
 * combinations across a catalog: 100,000 generated products fall into about a hundred.
 * Each distinct combination is a facet group (`catalog_facet_groups`), holding the number
 * of listed products in it; each product has one search row (`catalog_search_rows`):
 * whether the storefront lists it, its group, and the keys of the storefront's orders. A
 * search then counts groups, not products: a category's or a brand's facets are read from
 * the groups alone, and a text search counts its products per group in one pass.
 *
 * The rows are the catalog's own, never a cache of answers: triggers mark every product a
 * write touches (whatever the path: API, batches, demo seed, price of a variant, a review
 * approved, an option renamed), and `refreshFacetGroups` works those products' rows out
 * again before any search reads them, in the search's own call.
 */
export const facetGroupsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS catalog_facet_groups (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- Every value below as one JSON text: one group per distinct combination.
    key TEXT NOT NULL UNIQUE,
    brand_id INTEGER NOT NULL,
    in_stock INTEGER NOT NULL,
    -- The average of the approved reviews; NULL without one.
    rating REAL,
    is_free_shipping INTEGER NOT NULL,
    is_featured INTEGER NOT NULL,
    -- JSON: the categories the products are assigned to, and their [name, value] attributes.
    categories TEXT NOT NULL,
    attributes TEXT NOT NULL,
    -- How many listed products (visible, with a variant) are in the group.
    products INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS catalog_facet_group_categories (
    group_id INTEGER NOT NULL,
    category_id INTEGER NOT NULL,
    PRIMARY KEY (group_id, category_id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS catalog_facet_group_attributes (
    group_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (group_id, name, value)
  ) WITHOUT ROWID;

  CREATE TABLE IF NOT EXISTS catalog_search_rows (
    product_id INTEGER PRIMARY KEY,
    -- Visible, and with a variant (without one a product has no price to show).
    listed INTEGER NOT NULL,
    group_id INTEGER NOT NULL,
    sort_order INTEGER NOT NULL,
    -- The catalog's price of one unit (CATALOG_UNIT_PRICE), for the order by price.
    price REAL,
    ${rowSortKeys.map((key) => `${key} ${ROW_SORT_KEYS[key]}`).join(',\n    ')}
  );
  CREATE INDEX IF NOT EXISTS catalog_search_rows_group ON catalog_search_rows (listed, group_id);
  CREATE INDEX IF NOT EXISTS catalog_search_rows_sort_order
    ON catalog_search_rows (listed, sort_order, product_id, group_id);
  CREATE INDEX IF NOT EXISTS catalog_search_rows_price
    ON catalog_search_rows (listed, price, product_id, group_id);

  -- Products a write touched since their search rows were last worked out.
  CREATE TABLE IF NOT EXISTS catalog_search_stale (product_id INTEGER PRIMARY KEY);

  CREATE TRIGGER IF NOT EXISTS catalog_search_product_insert AFTER INSERT ON catalog_products BEGIN
    INSERT OR IGNORE INTO catalog_search_stale VALUES (new.id);
  END;
  ${PRODUCT_UPDATE_TRIGGER}
  CREATE TRIGGER IF NOT EXISTS catalog_search_product_delete AFTER DELETE ON catalog_products BEGIN
    INSERT OR IGNORE INTO catalog_search_stale VALUES (old.id);
  END;
${[
  ['category', 'catalog_product_categories'],
  ['variant', 'catalog_variants'],
  ['option', 'catalog_options'],
]
  .map(([name, table]) => staleOnWrites(name!, table!))
  .join('')}
  CREATE TRIGGER IF NOT EXISTS catalog_search_option_value_insert AFTER INSERT ON catalog_option_values BEGIN
    INSERT OR IGNORE INTO catalog_search_stale
      SELECT product_id FROM catalog_options WHERE id = new.option_id;
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_option_value_update AFTER UPDATE ON catalog_option_values BEGIN
    INSERT OR IGNORE INTO catalog_search_stale
      SELECT product_id FROM catalog_options WHERE id IN (old.option_id, new.option_id);
  END;
  -- An option deleted with its values is marked by the option's own trigger.
  CREATE TRIGGER IF NOT EXISTS catalog_search_option_value_delete AFTER DELETE ON catalog_option_values BEGIN
    INSERT OR IGNORE INTO catalog_search_stale
      SELECT product_id FROM catalog_options WHERE id = old.option_id;
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_part_insert AFTER INSERT ON catalog_product_parts
    WHEN new.kind IN ('review', 'custom_field') BEGIN
    INSERT OR IGNORE INTO catalog_search_stale VALUES (new.product_id);
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_part_update AFTER UPDATE ON catalog_product_parts
    WHEN old.kind IN ('review', 'custom_field') OR new.kind IN ('review', 'custom_field') BEGIN
    INSERT OR IGNORE INTO catalog_search_stale VALUES (old.product_id), (new.product_id);
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_part_delete AFTER DELETE ON catalog_product_parts
    WHEN old.kind IN ('review', 'custom_field') BEGIN
    INSERT OR IGNORE INTO catalog_search_stale VALUES (old.product_id);
  END;
`;

/**
 * The three triggers that mark a product stale when a row of `table` (its product in
 * `product_id`) is inserted, changed or deleted.
 */
function staleOnWrites(name: string, table: string): string {
  return /* sql */ `
  CREATE TRIGGER IF NOT EXISTS catalog_search_${name}_insert AFTER INSERT ON ${table} BEGIN
    INSERT OR IGNORE INTO catalog_search_stale VALUES (new.product_id);
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_${name}_update AFTER UPDATE ON ${table} BEGIN
    INSERT OR IGNORE INTO catalog_search_stale VALUES (old.product_id), (new.product_id);
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_${name}_delete AFTER DELETE ON ${table} BEGIN
    INSERT OR IGNORE INTO catalog_search_stale VALUES (old.product_id);
  END;
`;
}

/** Covering, as the price's: a page's scope is checked on the index alone. */
const SORT_KEY_INDEXES = rowSortKeys.map((key) => ({
  create: `CREATE INDEX IF NOT EXISTS catalog_search_rows_${key}
    ON catalog_search_rows (listed, ${key}, product_id, group_id)`,
  drop: `DROP INDEX IF EXISTS catalog_search_rows_${key}`,
}));

/**
 * From this many rows worked out at once (a bulk load, an older database), the sort keys'
 * indexes are made again after the rows rather than kept at each one: 100,000 rows took
 * about 6 s with them kept, 3 s with them made again (each row lands at a random place in
 * all three), where a few rows cost nothing either way.
 */
const REBUILD_SORT_INDEXES_FROM = 10_000;

/**
 * A database written before the search rows existed gets every product's worked out once.
 * One written before the rows kept the sort keys gets their columns, and a trigger that
 * also watches them, and its rows are worked out again. The keys' indexes are made here,
 * not in the schema, which runs before an older table has their columns.
 */
export function migrateFacetGroups(db: Db): void {
  const everyProductStale =
    'INSERT OR IGNORE INTO catalog_search_stale SELECT id FROM catalog_products';
  runOnce(db, 'catalog_search_rows: every existing product', () => db.exec(everyProductStale));
  for (const key of rowSortKeys) ensureColumn(db, 'catalog_search_rows', key, ROW_SORT_KEYS[key]);
  runOnce(db, 'catalog_search_rows: sort keys', () =>
    db.exec(`DROP TRIGGER IF EXISTS catalog_search_product_update;
      ${PRODUCT_UPDATE_TRIGGER}
      ${everyProductStale};`),
  );
  for (const index of SORT_KEY_INDEXES) db.exec(index.create);
}

/**
 * The catalog's price of one unit of the product `p`: its base variant's (else its first
 * variant's) sale price when there is one, else its price, each falling back to the
 * product's, rounded to the cent. The shopper's price (pricelists/shopper-price-sql.ts) is
 * this where no price list record applies.
 */
export const CATALOG_VARIANT_PRICE = `ROUND(100 * CASE
    WHEN COALESCE(v.sale_price, CASE WHEN p.sale_price > 0 THEN p.sale_price END) > 0
      THEN COALESCE(v.sale_price, CASE WHEN p.sale_price > 0 THEN p.sale_price END)
    ELSE COALESCE(v.price, p.price) END) / 100.0`;
/** The variant whose price a product shows, in the order `v` is read. */
export const SHOWN_VARIANT_ORDER = "ORDER BY v.option_key <> '', v.id LIMIT 1";
const CATALOG_UNIT_PRICE = `(SELECT ${CATALOG_VARIANT_PRICE} FROM catalog_variants v
  WHERE v.product_id = p.id ${SHOWN_VARIANT_ORDER})`;

/**
 * Whether some variant can be sold from stock: a variant reports its own level when the
 * product tracks stock by variant, the product's otherwise (variants/read.ts).
 */
const IN_STOCK = `EXISTS (SELECT 1 FROM catalog_variants v WHERE v.product_id = p.id
  AND CASE p.inventory_tracking WHEN 'none' THEN 1 WHEN 'variant' THEN v.inventory_level > 0
      ELSE p.inventory_level > 0 END)`;

/** The average of the product's approved reviews; NULL without one. */
const RATING = `(SELECT AVG(json_extract(r.data, '$.rating')) FROM catalog_product_parts r
  WHERE r.product_id = p.id AND r.kind = 'review' AND json_extract(r.data, '$.status') = 'approved')`;

/**
 * The product's attributes, distinct: option values under the option's display name, and
 * custom fields' values under their names. Names and values compare exactly (BINARY), as
 * a shopper's choice is matched, although the options' columns ignore case for the
 * merchant's uniqueness rules.
 */
const ATTRIBUTES = `(SELECT json_group_array(json_array(name, value)) FROM (
    SELECT o.display_name COLLATE BINARY AS name, ov.label COLLATE BINARY AS value
    FROM catalog_options o JOIN catalog_option_values ov ON ov.option_id = o.id
    WHERE o.product_id = p.id
    UNION
    SELECT json_extract(f.data, '$.name'), json_extract(f.data, '$.value')
    FROM catalog_product_parts f WHERE f.product_id = p.id AND f.kind = 'custom_field'
    ORDER BY 1, 2))`;

const CATEGORIES = `(SELECT json_group_array(category_id) FROM (
    SELECT pc.category_id FROM catalog_product_categories pc WHERE pc.product_id = p.id ORDER BY 1))`;

interface WorkedOut {
  product_id: number;
  listed: number;
  sort_order: number;
  price: number | null;
  name: string;
  date_created: number;
  total_sold: number;
  key: string;
  brand_id: number;
  in_stock: number;
  rating: number | null;
  is_free_shipping: number;
  is_featured: number;
  categories: string;
  attributes: string;
}

const statementsByDb = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return {
    anyStale: db.prepare('SELECT EXISTS (SELECT 1 FROM catalog_search_stale)').pluck(),
    stale: db.prepare('SELECT product_id FROM catalog_search_stale').pluck(),
    clearStale: db.prepare('DELETE FROM catalog_search_stale'),
    workOut: db.prepare(
      `SELECT p.id AS product_id,
         p.is_visible = 1 AND EXISTS (SELECT 1 FROM catalog_variants v WHERE v.product_id = p.id) AS listed,
         p.sort_order, ${CATALOG_UNIT_PRICE} AS price, ${rowSortKeys.map((key) => `p.${key}`).join(', ')},
         p.brand_id, ${IN_STOCK} AS in_stock, ${RATING} AS rating,
         p.is_free_shipping, p.is_featured,
         ${CATEGORIES} AS categories, ${ATTRIBUTES} AS attributes
       FROM catalog_products p WHERE p.id IN (SELECT value FROM json_each(?))`,
    ),
    previous: db.prepare('SELECT listed, group_id FROM catalog_search_rows WHERE product_id = ?'),
    groupId: db.prepare('SELECT id FROM catalog_facet_groups WHERE key = ?').pluck(),
    addGroup: db.prepare(
      `INSERT INTO catalog_facet_groups
         (key, brand_id, in_stock, rating, is_free_shipping, is_featured, categories, attributes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    addGroupCategory: db.prepare(
      'INSERT OR IGNORE INTO catalog_facet_group_categories (group_id, category_id) VALUES (?, ?)',
    ),
    addGroupAttribute: db.prepare(
      'INSERT OR IGNORE INTO catalog_facet_group_attributes (group_id, name, value) VALUES (?, ?, ?)',
    ),
    count: db.prepare('UPDATE catalog_facet_groups SET products = products + ? WHERE id = ?'),
    putRow: db.prepare(
      `INSERT OR REPLACE INTO catalog_search_rows
         (product_id, listed, group_id, sort_order, price, ${rowSortKeys.join(', ')})
       VALUES (?, ?, ?, ?, ?, ${rowSortKeys.map(() => '?').join(', ')})`,
    ),
    dropRow: db.prepare('DELETE FROM catalog_search_rows WHERE product_id = ?'),
  };
}

function statements(db: Db) {
  let known = statementsByDb.get(db);
  if (!known) {
    known = prepare(db);
    statementsByDb.set(db, known);
  }
  return known;
}

/** Products worked out per statement: a bulk import's 100,000 go in a few hundred steps. */
const CHUNK = 500;

/**
 * Works out the search rows of every product written since the last search: each one's
 * group (a new group for a new combination), and the groups' product counts. Every search
 * calls it first; with nothing written it costs one lookup.
 */
export function refreshFacetGroups(ctx: ServiceContext): void {
  const s = statements(ctx.db);
  if (!s.anyStale.get()) return;
  ctx.db.transaction(() => {
    const stale = s.stale.all() as number[];
    const rebuild = stale.length >= REBUILD_SORT_INDEXES_FROM;
    if (rebuild) for (const index of SORT_KEY_INDEXES) ctx.db.exec(index.drop);
    for (let start = 0; start < stale.length; start += CHUNK) {
      const chunk = stale.slice(start, start + CHUNK);
      const rows = s.workOut.all(JSON.stringify(chunk)) as WorkedOut[];
      const found = new Set<number>();
      for (const row of rows) {
        found.add(row.product_id);
        const groupId = groupOf(s, row);
        const before = s.previous.get(row.product_id) as
          { listed: number; group_id: number } | undefined;
        if (before?.listed) s.count.run(-1, before.group_id);
        if (row.listed) s.count.run(1, groupId);
        s.putRow.run(
          row.product_id,
          row.listed ? 1 : 0,
          groupId,
          row.sort_order,
          row.price,
          ...rowSortKeys.map((key) => row[key]),
        );
      }
      // Deleted products.
      for (const productId of chunk) {
        if (found.has(productId)) continue;
        const before = s.previous.get(productId) as
          { listed: number; group_id: number } | undefined;
        if (before?.listed) s.count.run(-1, before.group_id);
        s.dropRow.run(productId);
      }
    }
    if (rebuild) for (const index of SORT_KEY_INDEXES) ctx.db.exec(index.create);
    s.clearStale.run();
  })();
}

function groupOf(s: ReturnType<typeof statements>, row: WorkedOut): number {
  const key = JSON.stringify([
    row.brand_id,
    row.in_stock,
    row.rating,
    row.is_free_shipping,
    row.is_featured,
    row.categories,
    row.attributes,
  ]);
  const known = s.groupId.get(key) as number | undefined;
  if (known !== undefined) return known;
  const id = Number(
    s.addGroup.run(
      key,
      row.brand_id,
      row.in_stock,
      row.rating,
      row.is_free_shipping,
      row.is_featured,
      row.categories,
      row.attributes,
    ).lastInsertRowid,
  );
  for (const category of JSON.parse(row.categories) as number[])
    s.addGroupCategory.run(id, category);
  for (const [name, value] of JSON.parse(row.attributes) as Array<[unknown, unknown]>)
    if (name != null && value != null) s.addGroupAttribute.run(id, name, value);
  return id;
}

/** One facet group: the values its products share. */
export interface FacetGroup {
  id: number;
  brandId: number;
  inStock: boolean;
  rating: number | null;
  freeShipping: boolean;
  featured: boolean;
  categories: number[];
  attributes: Array<[name: string, value: string]>;
}

export interface FacetGroupRow {
  id: number;
  brand_id: number;
  in_stock: number;
  rating: number | null;
  is_free_shipping: number;
  is_featured: number;
  categories: string;
  attributes: string;
}

export const facetGroupOf = (row: FacetGroupRow): FacetGroup => ({
  id: row.id,
  brandId: row.brand_id,
  inStock: row.in_stock === 1,
  rating: row.rating,
  freeShipping: row.is_free_shipping === 1,
  featured: row.is_featured === 1,
  categories: JSON.parse(row.categories) as number[],
  attributes: (JSON.parse(row.attributes) as Array<[string, string]>).filter(
    ([name, value]) => name != null && value != null,
  ),
});
