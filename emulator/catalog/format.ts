/** Formats the catalog interface uses for timestamps and JSON columns. */

/** `2018-08-15T14:49:05+00:00`: products, images and other v3 catalog resources. */
export const catalogTimestamp = (ms: number): string =>
  new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** A JSON string-array column (`meta_keywords`). */
export function stringList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** SQLite stores booleans as 0/1. */
export const flag = (value: boolean | undefined, fallback = false): number =>
  Number(value ?? fallback);

/** Escapes `%`, `_` and `\` for a `LIKE ... ESCAPE '\'` pattern that matches `text` anywhere. */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
