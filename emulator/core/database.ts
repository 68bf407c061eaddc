import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Opens (creating if needed) the service's SQLite database and applies every module's
 * schema. Schemas use `CREATE TABLE IF NOT EXISTS`, so opening an existing database keeps
 * every record.
 */
export function openDatabase(path: string, schemas: readonly string[]): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.transaction(() => {
    for (const schema of schemas) db.exec(schema);
  })();
  return db;
}

/** Reads a JSON column written by `JSON.stringify`. */
export function fromJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
