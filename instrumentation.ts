/**
 * Runs once when the storefront's server starts (Next.js's instrumentation hook), before it
 * serves anything:
 * - bounds the drain on SIGTERM (lib/runtime/graceful-shutdown.ts);
 * - stops the start when TRUSTED_PROXIES names something that is not an address or a
 *   range, rather than failing each sign-in later (lib/runtime/client-address.ts);
 * - says whether the shared cache is in use and why not, so a wrong REDIS_URL shows at
 *   start-up rather than as stale pages later. A REDIS_URL that is not one stops the
 *   start; one that cannot be reached (down, wrong password) does not: the shop runs from
 *   its own memory and uses Redis once it answers;
 * - starts the timer that checks the store's theme content, for which the store sends no
 *   webhooks (lib/webhooks/theme-content-watch.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const [{ drainOnSigterm }, { trustedProxies }, { announceSharedCache }, { watchThemeContent }] =
    await Promise.all([
      import('./lib/runtime/graceful-shutdown'),
      import('./lib/runtime/client-address'),
      import('./lib/runtime/shared-cache-announce'),
      import('./lib/webhooks/theme-content-watch'),
    ]);
  drainOnSigterm();
  trustedProxies();
  await announceSharedCache();
  watchThemeContent();
}
