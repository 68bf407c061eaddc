import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Distinct SQL texts kept compiled; texts built per call (IN lists of any length) come and go. */
const KEPT_STATEMENTS = 1000;

/**
 * The store's database, which keeps its compiled statements: the service's code prepares its
 * SQL where it runs it, and compiling the same text again on every call was the larger part
 * of writing a product (measured while loading 100,000 demo products). Least recently used
 * texts are dropped past the bound. Safe because no code here changes a statement's mode
 * (pluck, raw, expand, bind) or iterates one while running it again.
 */
class StoreDatabase extends Database {
  readonly #statements = new Map<string, Database.Statement>();

  override prepare<P extends unknown[] | object = unknown[], R = unknown>(
    source: string,
  ): Database.Statement<P, R> {
    let statement = this.#statements.get(source);
    if (statement) {
      this.#statements.delete(source);
    } else {
      statement = super.prepare(source);
      if (this.#statements.size >= KEPT_STATEMENTS)
        this.#statements.delete(this.#statements.keys().next().value!);
    }
    this.#statements.set(source, statement);
    return statement as Database.Statement<P, R>;
  }
}

/**
 * Opens (creating if needed) the service's SQLite database and applies every module's
 * schema. Schemas use `CREATE TABLE IF NOT EXISTS`, so opening an existing database keeps
 * every record.
 */
export function openDatabase(path: string, schemas: readonly string[]): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new StoreDatabase(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.transaction(() => {
    for (const schema of schemas) db.exec(schema);
  })();
  return db;
}

/**
 * Adds a column that a newer version of a module's schema has to a table of an existing
 * database (`CREATE TABLE IF NOT EXISTS` leaves an existing table as it is). Idempotent;
 * modules call it from `init`.
 */
export function ensureColumn(db: Db, table: string, column: string, definition: string): void {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === column))
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}

/**
 * Runs a data migration once per database (recorded in `schema_migrations` by name), for
 * changes that must not repeat at every start, such as giving existing records a default
 * that users may later take away.
 */
export function runOnce(db: Db, name: string, migrate: () => void): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
  );
  if (db.prepare('SELECT 1 FROM schema_migrations WHERE name = ?').get(name)) return;
  db.transaction(() => {
    migrate();
    db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(
      name,
      Date.now(),
    );
  })();
}

/**
 * `UPDATE table SET ... WHERE id = ?` with the columns given a value (undefined: left as
 * they are); nothing when none is. Column names come from the caller's code, never from a
 * request, so they may stand in the SQL text; values are parameters.
 */
export function updateColumns(
  db: Db,
  table: string,
  id: number | string,
  columns: Readonly<Record<string, unknown>>,
): void {
  const changes = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (!changes.length) return;
  db.prepare(
    `UPDATE ${table} SET ${changes.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`,
  ).run(...changes.map(([, value]) => value), id);
}

/** Reads a JSON column written by `JSON.stringify`. */
export function fromJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
