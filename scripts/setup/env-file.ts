import { chmod, readFile, rename, stat, writeFile } from 'node:fs/promises';

/**
 * Reads and updates a dotenv file (`.env.local`) the way a person would: values the user
 * set are kept, comments, blank lines and order stay as they are, new keys are appended,
 * and the file is replaced atomically so an interrupted write never leaves half a file.
 */

export interface EnvEntry {
  key: string;
  value: string;
  /** Replace a different value already in the file: only for values this program owns. */
  replace?: boolean;
}

export type EnvEntryOutcome =
  | { key: string; outcome: 'added' | 'unchanged' }
  /** The file had another value: `kept` left it (the user's), `replaced` overwrote it. */
  | { key: string; outcome: 'kept' | 'replaced'; previous: string };

const KEY_LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s?(.*)$/;
const ADDED_COMMENT = '# Added by npm run setup';

/** Next expands `$NAME` in env files, and reads `\$` as a plain `$`. */
const unescapeDollar = (value: string) => value.replace(/\\\$/g, '$');

/** The value of one dotenv line's right-hand side: quotes removed, a trailing comment dropped. */
function parseValue(raw: string): string {
  const text = raw.trim();
  const quote = text[0];
  if (quote === '"' || quote === "'" || quote === '`') {
    const end = text.indexOf(quote, 1);
    if (end > 0) {
      const inner = text.slice(1, end);
      return quote === '"' ? unescapeDollar(inner.replace(/\\n/g, '\n')) : inner;
    }
  }
  return unescapeDollar(text.replace(/\s+#.*$/, '').trim());
}

/** Key -> value of a dotenv text (the last assignment of a key wins, as in dotenv). */
export function parseEnv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = KEY_LINE.exec(line);
    if (match && !line.trimStart().startsWith('#')) values[match[1]!] = parseValue(match[2]!);
  }
  return values;
}

/** A value as a dotenv line writes it; quoted when it has characters dotenv would read otherwise. */
function formatValue(value: string): string {
  if (/[\r\n"]/.test(value))
    throw new Error(
      'An env file value written by setup cannot contain a line break or a double quote.',
    );
  const escaped = value.replace(/\$/g, '\\$');
  return /^[\w\-.:/@+,=~\\$]*$/.test(escaped) ? escaped : `"${escaped}"`;
}

/** The text with `entries` applied, and what happened to each. Pure, for tests and dry runs. */
export function applyEnvEntries(
  text: string,
  entries: readonly EnvEntry[],
): { text: string; outcomes: EnvEntryOutcome[] } {
  const lines = text === '' ? [] : text.replace(/\r?\n$/, '').split(/\r?\n/);
  const lastLineOf = new Map<string, number>();
  lines.forEach((line, index) => {
    const match = KEY_LINE.exec(line);
    if (match && !line.trimStart().startsWith('#')) lastLineOf.set(match[1]!, index);
  });

  const appended: string[] = [];
  const outcomes = entries.map((entry): EnvEntryOutcome => {
    const index = lastLineOf.get(entry.key);
    if (index === undefined) {
      appended.push(`${entry.key}=${formatValue(entry.value)}`);
      return { key: entry.key, outcome: 'added' };
    }
    const previous = parseValue(KEY_LINE.exec(lines[index]!)![2]!);
    // An empty assignment (a copied template) is a blank to fill in, not a value to keep.
    if (previous === '') {
      lines[index] = `${entry.key}=${formatValue(entry.value)}`;
      return { key: entry.key, outcome: 'added' };
    }
    if (previous === entry.value) return { key: entry.key, outcome: 'unchanged' };
    if (!entry.replace) return { key: entry.key, outcome: 'kept', previous };
    lines[index] = `${entry.key}=${formatValue(entry.value)}`;
    return { key: entry.key, outcome: 'replaced', previous };
  });

  if (appended.length) {
    if (lines.length && lines[lines.length - 1]!.trim() !== '') lines.push('');
    if (!lines.includes(ADDED_COMMENT)) lines.push(ADDED_COMMENT);
    lines.push(...appended);
  }
  return { text: lines.length ? `${lines.join('\n')}\n` : '', outcomes };
}

export async function readEnvFile(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/**
 * Applies `entries` to the file at `path` (created when missing, readable by its owner
 * only, since it holds secrets) and returns what happened to each. With `dryRun` nothing
 * is written. An existing file keeps its permissions.
 */
export async function updateEnvFile(
  path: string,
  entries: readonly EnvEntry[],
  { dryRun = false } = {},
): Promise<EnvEntryOutcome[]> {
  const before = await readEnvFile(path);
  const { text, outcomes } = applyEnvEntries(before, entries);
  if (dryRun || text === before) return outcomes;
  const mode = await stat(path).then(
    (info) => info.mode & 0o777,
    () => 0o600,
  );
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text, { mode });
  await chmod(temporary, mode);
  await rename(temporary, path);
  return outcomes;
}
