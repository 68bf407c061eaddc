import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Check {
  name: string;
  value: string;
  target: string;
  met: boolean;
}

/** Prints rows as an aligned text table. */
export function printTable(
  title: string,
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Writes bench-results/<name>-<date>.json, and the same as <name>.json (bench: latest.json), the one to read. */
export function writeJson(results: unknown, name = 'bench'): string {
  const dir = join(process.cwd(), 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const text = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(file, text);
  writeFileSync(join(dir, name === 'bench' ? 'latest.json' : `${name}.json`), text);
  return file;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const ratio = (value: number) => `${(value * 100).toFixed(0)}%`;
