import { type Db, runOnce, type WhereBuilder } from '../../core';
import { containsPattern } from '../format';

/**
 * The products' text index: SQLite FTS5 over each product's name, SKU, description and
 * search keywords, kept in step with `catalog_products` by triggers, so every write path
 * (API, batches, demo seed) updates it without knowing of it. The trigram tokenizer
 * indexes every three characters, so a word matches anywhere inside a text, as the
 * substring search it replaces did, without reading every product.
 */
export const productTextSearchSchema = /* sql */ `
  CREATE VIRTUAL TABLE IF NOT EXISTS catalog_product_text USING fts5(
    name, sku, description, search_keywords,
    content = 'catalog_products', content_rowid = 'id', tokenize = 'trigram'
  );
  CREATE TRIGGER IF NOT EXISTS catalog_product_text_insert AFTER INSERT ON catalog_products BEGIN
    INSERT INTO catalog_product_text (rowid, name, sku, description, search_keywords)
      VALUES (new.id, new.name, new.sku, new.description, new.search_keywords);
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_product_text_delete AFTER DELETE ON catalog_products BEGIN
    INSERT INTO catalog_product_text (catalog_product_text, rowid, name, sku, description, search_keywords)
      VALUES ('delete', old.id, old.name, old.sku, old.description, old.search_keywords);
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_product_text_update
    AFTER UPDATE OF name, sku, description, search_keywords ON catalog_products BEGIN
    INSERT INTO catalog_product_text (catalog_product_text, rowid, name, sku, description, search_keywords)
      VALUES ('delete', old.id, old.name, old.sku, old.description, old.search_keywords);
    INSERT INTO catalog_product_text (rowid, name, sku, description, search_keywords)
      VALUES (new.id, new.name, new.sku, new.description, new.search_keywords);
  END;
`;

/** A database written before the index existed gets its products indexed once. */
export function migrateProductTextSearch(db: Db): void {
  runOnce(db, 'catalog_product_text: index existing products', () =>
    db.exec(`INSERT INTO catalog_product_text (catalog_product_text) VALUES ('rebuild')`),
  );
}

/** Trigrams need three characters: a shorter word is looked for by reading the texts. */
const TRIGRAM = 3;

/**
 * Narrows `where` to products with every word of `search` in their name, SKU,
 * description or search keywords (through the index), a variant's SKU or their brand's
 * name, ignoring case.
 */
export function whereTextMatches(where: WhereBuilder, search: string | undefined): void {
  for (const word of search?.trim().split(/\s+/).filter(Boolean) ?? []) {
    const pattern = containsPattern(word);
    const own =
      [...word].length >= TRIGRAM
        ? {
            // One FTS5 phrase: the word as written, its quotes doubled.
            sql: 'p.id IN (SELECT rowid FROM catalog_product_text WHERE catalog_product_text MATCH ?)',
            params: [`"${word.replaceAll('"', '""')}"`],
          }
        : {
            sql: `(lower(p.name) LIKE ? ESCAPE '\\' OR lower(p.description) LIKE ? ESCAPE '\\'
                   OR lower(p.sku) LIKE ? ESCAPE '\\' OR lower(p.search_keywords) LIKE ? ESCAPE '\\')`,
            params: [pattern, pattern, pattern, pattern],
          };
    where.add(
      `(${own.sql}
        OR p.id IN (SELECT v.product_id FROM catalog_variants v WHERE lower(v.sku) LIKE ? ESCAPE '\\')
        OR p.brand_id IN (SELECT b.id FROM catalog_brands b WHERE lower(b.name) LIKE ? ESCAPE '\\'))`,
      ...own.params,
      pattern,
      pattern,
    );
  }
}

/**
 * `whereTextMatches` over the product id `column` alone (a search's own rows,
 * catalog/products/facet-groups.ts), as one condition and its parameters, or null for no
 * word: each set of ids is made once per query, and no product's record is read.
 */
export function textMatchesId(
  column: string,
  search: string | undefined,
): { sql: string; params: unknown[] } | null {
  const words = search?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (!words.length) return null;
  const each = words.map((word) => {
    const pattern = containsPattern(word);
    const own =
      [...word].length >= TRIGRAM
        ? {
            sql: 'SELECT rowid FROM catalog_product_text WHERE catalog_product_text MATCH ?',
            params: [`"${word.replaceAll('"', '""')}"`],
          }
        : {
            sql: `SELECT p.id FROM catalog_products p
                  WHERE lower(p.name) LIKE ? ESCAPE '\\' OR lower(p.description) LIKE ? ESCAPE '\\'
                     OR lower(p.sku) LIKE ? ESCAPE '\\' OR lower(p.search_keywords) LIKE ? ESCAPE '\\'`,
            params: [pattern, pattern, pattern, pattern],
          };
    return {
      sql: `(${column} IN (${own.sql})
        OR ${column} IN (SELECT v.product_id FROM catalog_variants v WHERE lower(v.sku) LIKE ? ESCAPE '\\')
        OR ${column} IN (SELECT p.id FROM catalog_products p WHERE p.brand_id IN
          (SELECT b.id FROM catalog_brands b WHERE lower(b.name) LIKE ? ESCAPE '\\')))`,
      params: [...own.params, pattern, pattern],
    };
  });
  return {
    sql: each.map((word) => word.sql).join(' AND '),
    params: each.flatMap((word) => word.params),
  };
}
