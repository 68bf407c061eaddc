import { type Db, runOnce } from '../../core';
import { containsPattern } from '../format';

/**
 * The catalog's text index (issue 33): SQLite FTS5, one document per product holding every
 * text a search word may be found in (the product's name, SKU, description and search
 * keywords, its variants' SKUs, its brand's name), so that every word of a search, wherever
 * it is found, is one lookup in one index. The trigram tokenizer indexes every three
 * characters, so a word matches anywhere inside a text, as the substring search it replaces
 * did, without reading every product or variant.
 *
 * The index keeps no copy of the texts (contentless) and deletes by id
 * (`contentless_delete`): a trigger works a product's document out again from the tables
 * whatever changed (a product, a variant, a brand), with no old values to repeat exactly.
 */
const DOCUMENT_COLUMNS = 'name, sku, description, search_keywords, variant_skus, brand';

/**
 * Deletes the documents of the products `p` meeting `where`, and indexes them again from
 * the tables (a product no longer there is only deleted). Variant SKUs are joined by a
 * space, which no search word holds (words are split at white space), so a word never
 * matches across two SKUs.
 */
const reindexWhere = (where: string) => /* sql */ `
    DELETE FROM catalog_search_text WHERE rowid IN (SELECT p.id FROM catalog_products p WHERE ${where});
    INSERT INTO catalog_search_text (rowid, ${DOCUMENT_COLUMNS})
      SELECT p.id, p.name, p.sku, p.description, p.search_keywords,
        (SELECT group_concat(v.sku, ' ') FROM catalog_variants v WHERE v.product_id = p.id),
        (SELECT b.name FROM catalog_brands b WHERE b.id = p.brand_id)
      FROM catalog_products p WHERE ${where};`;

export const productTextSearchSchema = /* sql */ `
  CREATE VIRTUAL TABLE IF NOT EXISTS catalog_search_text USING fts5(
    ${DOCUMENT_COLUMNS}, content = '', contentless_delete = 1, tokenize = 'trigram'
  );
  CREATE TRIGGER IF NOT EXISTS catalog_search_text_product_insert AFTER INSERT ON catalog_products BEGIN
    ${reindexWhere('p.id = new.id')}
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_text_product_update
    AFTER UPDATE OF name, sku, description, search_keywords, brand_id ON catalog_products BEGIN
    ${reindexWhere('p.id = new.id')}
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_text_product_delete AFTER DELETE ON catalog_products BEGIN
    DELETE FROM catalog_search_text WHERE rowid = old.id;
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_text_variant_insert AFTER INSERT ON catalog_variants BEGIN
    ${reindexWhere('p.id = new.product_id')}
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_text_variant_update
    AFTER UPDATE OF sku, product_id ON catalog_variants BEGIN
    ${reindexWhere('p.id IN (old.product_id, new.product_id)')}
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_text_variant_delete AFTER DELETE ON catalog_variants BEGIN
    ${reindexWhere('p.id = old.product_id')}
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_text_brand_insert AFTER INSERT ON catalog_brands BEGIN
    ${reindexWhere('p.brand_id = new.id')}
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_text_brand_update AFTER UPDATE OF name ON catalog_brands BEGIN
    ${reindexWhere('p.brand_id IN (old.id, new.id)')}
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_search_text_brand_delete AFTER DELETE ON catalog_brands BEGIN
    ${reindexWhere('p.brand_id = old.id')}
  END;
`;

/**
 * A database written before this index gets every product indexed once, and loses the
 * index it replaces (`catalog_product_text`, the products' own texts only) with its
 * triggers, which would otherwise go on writing it.
 */
export function migrateProductTextSearch(db: Db): void {
  runOnce(db, 'catalog_search_text: index existing products', () =>
    db.exec(/* sql */ `
      DROP TRIGGER IF EXISTS catalog_product_text_insert;
      DROP TRIGGER IF EXISTS catalog_product_text_delete;
      DROP TRIGGER IF EXISTS catalog_product_text_update;
      DROP TABLE IF EXISTS catalog_product_text;
      INSERT INTO catalog_search_text (catalog_search_text) VALUES ('delete-all');
      ${reindexWhere('1')}`),
  );
}

/** The triggers that index a product again as it and its variants are written. */
const WRITE_TRIGGERS = [
  'catalog_search_text_product_insert',
  'catalog_search_text_product_update',
  'catalog_search_text_variant_insert',
  'catalog_search_text_variant_update',
];

/**
 * Runs `write`, which only adds products (with their variants), inside the caller's
 * transaction with the index's write triggers off, then indexes the new products in one
 * statement and puts the triggers back. A generated product with three variants is one
 * document written instead of four (the demo's growth to 100,000 products). The caller's
 * transaction makes it all or nothing: no product is left unindexed, no trigger missing.
 */
export function indexNewProductsAfter<T>(db: Db, write: () => T): T {
  if (!db.inTransaction) throw new Error('indexNewProductsAfter needs a transaction');
  const { last } = db
    .prepare('SELECT COALESCE(MAX(id), 0) AS last FROM catalog_products')
    .get() as {
    last: number;
  };
  db.exec(WRITE_TRIGGERS.map((name) => `DROP TRIGGER ${name};`).join('\n'));
  const result = write();
  db.exec(reindexWhere(`p.id > ${Number(last)}`));
  db.exec(productTextSearchSchema);
  return result;
}

/** Trigrams need three characters: a shorter word is looked for by reading the texts. */
const TRIGRAM = 3;

/** A word as one FTS5 phrase: as written, its quotes doubled. */
const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;

/** A search's words: those of three characters or more, found through the index, and the rest. */
function wordsOf(search: string | undefined): { long: string[]; short: string[] } {
  const words = search?.trim().split(/\s+/).filter(Boolean) ?? [];
  return {
    long: words.filter((word) => [...word].length >= TRIGRAM),
    short: words.filter((word) => [...word].length < TRIGRAM),
  };
}

/**
 * The products with every word of `search` of three characters or more, from the index
 * alone: SQL selecting their ids (as `id`) and its parameters, or null when no word is
 * that long. A query counting every product a search finds reads from this set (a few
 * thousand ids) rather than testing each product of the catalog against it.
 */
export function textIndexHits(
  search: string | undefined,
): { sql: string; params: unknown[] } | null {
  const { long } = wordsOf(search);
  if (!long.length) return null;
  return {
    sql: 'SELECT rowid AS id FROM catalog_search_text WHERE catalog_search_text MATCH ?',
    params: [long.map(phrase).join(' AND ')],
  };
}

/**
 * The words of `search` shorter than three characters, each a condition on the product id
 * `column` that reads the texts (trigrams cannot find them), joined with AND; null for none.
 */
export function shortWordsMatch(
  column: string,
  search: string | undefined,
): { sql: string; params: unknown[] } | null {
  const conditions = wordsOf(search).short.map((word) => {
    const pattern = containsPattern(word);
    return {
      sql: `${column} IN (SELECT p.id FROM catalog_products p
        WHERE lower(p.name) LIKE ? ESCAPE '\\' OR lower(p.description) LIKE ? ESCAPE '\\'
           OR lower(p.sku) LIKE ? ESCAPE '\\' OR lower(p.search_keywords) LIKE ? ESCAPE '\\'
           OR p.id IN (SELECT v.product_id FROM catalog_variants v WHERE lower(v.sku) LIKE ? ESCAPE '\\')
           OR p.brand_id IN (SELECT b.id FROM catalog_brands b WHERE lower(b.name) LIKE ? ESCAPE '\\'))`,
      params: Array<unknown>(6).fill(pattern),
    };
  });
  return allOf(conditions);
}

/**
 * Products with every word of `search` in their name, SKU, description or search keywords,
 * a variant's SKU or their brand's name, ignoring case: a condition on the product id
 * `column` and its parameters, or null for no word. The words of three characters or more
 * are one index lookup together; each shorter one reads those texts. Every set is made
 * once per statement, and no product record is read for a long word.
 */
export function textMatch(
  column: string,
  search: string | undefined,
): { sql: string; params: unknown[] } | null {
  const hits = textIndexHits(search);
  const conditions = [
    ...(hits ? [{ sql: `${column} IN (${hits.sql})`, params: hits.params }] : []),
    ...[shortWordsMatch(column, search)].filter((c) => c !== null),
  ];
  return allOf(conditions);
}

/** Conditions joined with AND, or null for none. */
function allOf(
  conditions: ReadonlyArray<{ sql: string; params: unknown[] }>,
): { sql: string; params: unknown[] } | null {
  if (!conditions.length) return null;
  return {
    sql: conditions.map((c) => `(${c.sql})`).join(' AND '),
    params: conditions.flatMap((c) => c.params),
  };
}
