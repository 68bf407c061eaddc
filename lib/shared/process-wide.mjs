/**
 * One value per server process, whichever copy of a module asks. Next.js bundles a module
 * into each route that imports it (and loads the cache handlers by path besides), so a
 * module-level `let` is one per copy. The value is kept on globalThis under a registered
 * symbol, which every copy computes alike.
 */

/** The registered symbol a process-wide value named `name` is kept under (tests use it to reset one). */
export const processWideKey = (name) => Symbol.for(`headless-storefront.${name}`);

/**
 * The process's value named `name`, made by `make` on first use. A value made once stays,
 * null included (for example "no edge configured").
 */
export function processWide(name, make) {
  const key = processWideKey(name);
  const store = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  if (!(key in store)) store[key] = make();
  return store[key];
}
