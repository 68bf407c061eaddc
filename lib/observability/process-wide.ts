/**
 * One value per server process, whichever bundled copy of a module asks: Next.js bundles
 * a module into each route that imports it, so a module-level `let` would be one per route.
 * Kept on globalThis under a registered symbol, as lib/runtime does for its own state.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`headless-storefront.${name}`);
  const store = globalThis as Record<symbol, T | undefined>;
  return (store[key] ??= make());
}
