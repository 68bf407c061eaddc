/**
 * Where the error behind a 5xx was thrown, read from the storefront's standard error:
 * Next.js logs every error it answers with a 500, with its stack and, for a fetch call,
 * the digest it also sends in the answer (`1:E{"digest":"…"}`). Next.js ignore-lists its
 * own frames (and React's, which it bundles): a stack printed as `at ignore-listed frames`,
 * or with only native frames (`JSON.parse (<anonymous>)`), was thrown in the framework; a
 * frame in a file of the build is the shop's own code (its pages, actions, libraries).
 */

/** The digest of the error a fetch call's answer carries, if any. */
export function digestOf(answer: string): string | undefined {
  return /"digest":"([^"]+)"/.exec(answer)?.[1];
}

/**
 * The errors in a stretch of output: each from its first line (`⨯ TypeError: …`,
 * `Error: …`) to the `}` that closes its digest, or to the next error. A message may
 * span lines (a quoted body with a line break in it), so lines between belong to it.
 */
function errorEntries(output: string): string[] {
  const entries: string[][] = [];
  let current: string[] | null = null;
  for (const line of output.split('\n')) {
    if (/^⨯ |^(?:[A-Z]\w*)?Error\b/.test(line)) {
      current = [line];
      entries.push(current);
    } else if (current) {
      current.push(line);
      if (line === '}') current = null;
    }
  }
  return entries.map((lines) => lines.join('\n'));
}

/**
 * The logged error of an answer: the one with its digest, else (an answer without one,
 * e.g. a form posted without JavaScript) the last error printed while the case ran.
 */
export function loggedError(output: string, digest: string | undefined): string | undefined {
  const entries = errorEntries(output);
  if (digest !== undefined) return entries.find((entry) => entry.includes(`digest: '${digest}'`));
  return entries.at(-1);
}

/** Whether a logged error's stack has a frame in the shop's own code (a file of the build). */
export function thrownInShopCode(entry: string): boolean {
  return entry
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .some((frame) => !/at ignore-listed frames|\(<anonymous>\)|\(node:|^\s+at node:/.test(frame));
}
