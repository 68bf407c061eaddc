import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Which code may run where, read from the import graph as written:
 * - a client component (a 'use client' module) and everything it imports reaches the
 *   browser, so it may import only lib/shared/ and app/ code from this repository, never a
 *   server module (secrets, tokens, the store's clients live there);
 * - the command-line scripts and the Playwright specs run in plain Node.js, where a module marked
 *   `import 'server-only'` throws, so they must not reach one.
 * Type-only imports are erased before anything runs, and do not count.
 */
const ROOT = join(__dirname, '..', '..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx', '/index.mjs'];

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(ROOT, path)).isDirectory())
      return name === 'node_modules' || name === 'generated' ? [] : filesUnder(path);
    return /\.(tsx?|mjs)$/.test(name) ? [path] : [];
  });
}

/** The repository files a module imports at run time (packages and type-only imports left out). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
  ]
    // `import { type A, type B } from` imports nothing at run time.
    .filter((match) => !/^\s*import\s+\{\s*(?:type\s+\w+\s*,?\s*)+\}\s+from/.test(match[0]))
    .map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? join(dirname(file), specifier)
        : null;
    if (base === null) return [];
    const found = ['', ...EXTENSIONS]
      .map((extension) => base + extension)
      .find((path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile());
    return found ? [relative(ROOT, join(ROOT, found))] : [];
  });
}

/**
 * Every repository module `entry` reaches, with the chain that reaches it. A client
 * component that imports a server action module ('use server') gets a reference to call
 * it over HTTP, not its code: the walk stops there when `stopAtActions`.
 */
function reachable(entry: string, { stopAtActions = false } = {}): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (stopAtActions && file !== entry && isServerActionModule(file)) continue;
    for (const next of runtimeImports(file)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      queue.push(next);
    }
  }
  return chains;
}

const isServerOnly = (file: string) =>
  /^import 'server-only';/m.test(readFileSync(join(ROOT, file), 'utf8'));
const startsWithDirective = (file: string, directive: string) =>
  new RegExp(`^(?:/\\*[\\s\\S]*?\\*/\\s*)?['"]${directive}['"];`).test(
    readFileSync(join(ROOT, file), 'utf8').trimStart(),
  );
const isClientComponent = (file: string) => startsWithDirective(file, 'use client');
const isServerActionModule = (file: string) => startsWithDirective(file, 'use server');

describe('module boundaries', () => {
  const clientComponents = [...filesUnder('app'), ...filesUnder('lib')].filter(isClientComponent);

  it('finds the client components', () => {
    expect(clientComponents.length).toBeGreaterThan(10);
  });

  it.each(clientComponents)('%s reaches only lib/shared/ among the lib/ modules', (file) => {
    for (const [reached, chain] of reachable(file, { stopAtActions: true })) {
      if (!reached.startsWith('lib/')) continue;
      expect(
        reached.startsWith('lib/shared/'),
        `a client component reaches ${reached}: ${chain.join(' → ')}`,
      ).toBe(true);
    }
  });

  // The scripts and the Playwright specs (and what they import) run in plain Node.js.
  const nodePrograms = [...filesUnder('scripts'), ...filesUnder('tests/e2e')];

  it.each(nodePrograms)('%s (run by Node.js) reaches no server-only module', (file) => {
    for (const [reached, chain] of reachable(file)) {
      expect(
        isServerOnly(reached),
        `${reached} is server-only (Next.js's server bundles only), reached by ${chain.join(' → ')}`,
      ).toBe(false);
    }
  });

  it('lib/shared/ imports nothing of the other layers and marks nothing server-only', () => {
    for (const file of filesUnder('lib/shared')) {
      expect(isServerOnly(file), file).toBe(false);
      for (const reached of runtimeImports(file))
        expect(
          reached.startsWith('lib/shared/') || reached.startsWith('graphql/'),
          `${file} imports ${reached}`,
        ).toBe(true);
    }
  });
});
