import { type Db, runOnce } from '../core';

/**
 * The translations' text index: SQLite FTS5 (trigram tokenizer, as the catalog's own
 * `catalog_search_text`) over each translation's name, description and search keywords,
 * kept in step with `catalog_translations` by triggers, so a search in another language
 * looks up the translations holding its words instead of reading them all.
 */
export const translationTextSearchSchema = /* sql */ `
  CREATE VIRTUAL TABLE IF NOT EXISTS catalog_translation_text USING fts5(
    name, description, search_keywords,
    content = 'catalog_translations', content_rowid = 'rowid', tokenize = 'trigram'
  );
  CREATE TRIGGER IF NOT EXISTS catalog_translation_text_insert AFTER INSERT ON catalog_translations BEGIN
    INSERT INTO catalog_translation_text (rowid, name, description, search_keywords)
      VALUES (new.rowid, new.name, new.description, new.search_keywords);
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_translation_text_delete AFTER DELETE ON catalog_translations BEGIN
    INSERT INTO catalog_translation_text (catalog_translation_text, rowid, name, description, search_keywords)
      VALUES ('delete', old.rowid, old.name, old.description, old.search_keywords);
  END;
  CREATE TRIGGER IF NOT EXISTS catalog_translation_text_update AFTER UPDATE ON catalog_translations BEGIN
    INSERT INTO catalog_translation_text (catalog_translation_text, rowid, name, description, search_keywords)
      VALUES ('delete', old.rowid, old.name, old.description, old.search_keywords);
    INSERT INTO catalog_translation_text (rowid, name, description, search_keywords)
      VALUES (new.rowid, new.name, new.description, new.search_keywords);
  END;
`;

/** A database written before the index existed gets its translations indexed once. */
export function migrateTranslationTextSearch(db: Db): void {
  runOnce(db, 'catalog_translation_text: index existing translations', () =>
    db.exec(`INSERT INTO catalog_translation_text (catalog_translation_text) VALUES ('rebuild')`),
  );
}

/** Trigrams need three characters: shorter words cannot narrow through the index. */
const TRIGRAM = 3;

/**
 * An FTS5 query that every translation holding all of `words` matches (each word of three
 * characters or more, as a phrase), or null when no word is long enough to narrow by.
 */
export function translationTextQuery(words: readonly string[]): string | null {
  const long = words.filter((word) => [...word].length >= TRIGRAM);
  return long.length ? long.map((word) => `"${word.replaceAll('"', '""')}"`).join(' AND ') : null;
}
