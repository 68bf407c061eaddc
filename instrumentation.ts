/**
 * Runs once when the storefront's server starts (Next.js's instrumentation hook), before it
 * serves anything:
 * - starts OpenTelemetry tracing when an OTEL_* variable asks for it, and flushes its last
 *   spans on SIGTERM (lib/observability/tracing-setup.ts); checks LOG_LEVEL;
 * - bounds the drain on SIGTERM (lib/runtime/graceful-shutdown.ts);
 * - stops the start when TRUSTED_PROXIES names something that is not an address or a
 *   range, rather than failing each sign-in later (lib/runtime/client-address.ts);
 * - says whether the shared cache is in use and why not, so a wrong REDIS_URL shows at
 *   start-up rather than as stale pages later. A REDIS_URL that is not one stops the
 *   start; one that cannot be reached (down, wrong password) does not: the shop runs from
 *   its own memory and uses Redis once it answers.
 * The store's theme content is checked when a scheduler asks (POST /api/theme-content:
 * scripts/lib/theme-content-schedule.ts), not by a timer here: the server never calls itself.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const [{ startTracing }, { logger }] = await Promise.all([
    import('./lib/observability/tracing-setup'),
    import('./lib/observability/logger.mjs'),
  ]);
  startTracing();
  logger();
  const [{ drainOnSigterm }, { trustedProxies }, { announceSharedCache }] = await Promise.all([
    import('./lib/runtime/graceful-shutdown'),
    import('./lib/runtime/client-address'),
    import('./lib/runtime/shared-cache-announce'),
  ]);
  drainOnSigterm();
  trustedProxies();
  await announceSharedCache();
}
