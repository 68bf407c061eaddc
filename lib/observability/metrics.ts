import 'server-only';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processWide } from '../shared/process-wide.mjs';

/**
 * The storefront's Prometheus metrics (prom-client), one registry per process: each
 * instance exposes its own at GET /api/metrics (app/api/metrics/route.ts), and Prometheus
 * scrapes every instance (README, "Watching it"). Labels hold names the code chooses (an
 * operation, a scope, an outcome), never a shopper's input, so their number stays small.
 */
function makeMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    webhooks: new Counter({
      name: 'storefront_webhooks_received_total',
      help: 'Webhook callbacks received, by scope and outcome (revalidated, duplicate, refused...).',
      labelNames: ['scope', 'outcome'] as const,
      registers,
    }),
    webhookLag: new Histogram({
      name: 'storefront_webhook_lag_seconds',
      help: "Seconds between a callback's created_at and its arrival here.",
      buckets: [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600],
      registers,
    }),
    storeRequests: new Histogram({
      name: 'storefront_store_request_duration_seconds',
      help: "Store requests' duration, by API (graphql, management), operation and outcome.",
      labelNames: ['api', 'operation', 'outcome'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    loaderLookups: new Counter({
      name: 'storefront_store_loader_cache_total',
      help: "Store loaders' cache look-ups, by loader and result (hit: no store call).",
      labelNames: ['loader', 'result'] as const,
      registers,
    }),
    revalidations: new Counter({
      name: 'storefront_revalidations_total',
      help: 'Cache tags revalidated (by webhooks and the theme content check), by kind of tag (product, products, order...).',
      labelNames: ['kind'] as const,
      registers,
    }),
    edgePurges: new Counter({
      name: 'storefront_edge_purges_total',
      help: 'Edge purge attempts, by outcome (purged, failed: retried later, dropped).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    tokenMints: new Counter({
      name: 'storefront_token_mints_total',
      help: 'Customer impersonation tokens minted, by outcome.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    sessionRevocations: new Counter({
      name: 'storefront_session_revocations_total',
      help: 'Sessions ended for every device (sign-out, password change or reset), by reason.',
      labelNames: ['reason'] as const,
      registers,
    }),
    islandRequests: new Counter({
      name: 'storefront_island_requests_total',
      help: "Requests of the pages' shopper island (GET /api/shopper), by outcome.",
      labelNames: ['outcome'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof makeMetrics>;

/** The process's metrics (one registry per process, whichever route bundle asks). */
export function metrics(): Metrics {
  return processWide('metrics', makeMetrics);
}
