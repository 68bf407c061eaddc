import 'server-only';
import { loggerFor } from '../observability/logger.mjs';
import { metrics } from '../observability/metrics';
import { edgePurgeConfigOf } from './config';
import { edgeKeysFor } from './edge-keys';
import { EdgePurgeQueue } from './purge-queue';
import { purgerFor } from './purgers';
import { processWide } from '../shared/process-wide.mjs';

/** What became of a change at the edge: purged, left to retry, or no edge configured. */
export type EdgeOutcome = 'purged' | 'retrying' | 'no edge';

/**
 * One queue per process, however many copies of this module Next.js bundles (the webhook
 * route, the theme content route and the instrumentation hook each have their own): so
 * that purges waiting for a retry are one set, and the drain on SIGTERM waits for them.
 */
/** This process's purge queue, from EDGE_PURGE on first use; null without an edge. ConfigError when EDGE_PURGE is wrong. */
export function edgePurgeQueue(): EdgePurgeQueue | null {
  return processWide('edge-purge-queue', () => {
    const config = edgePurgeConfigOf(process.env);
    return config
      ? new EdgePurgeQueue(purgerFor(config), {
          log: (line) => loggerFor('edge').warn(line),
          onAttempt: (outcome) => metrics().edgePurges.inc({ outcome }),
        })
      : null;
  });
}

/**
 * Purges at the edge the pages that the revalidated `tags` affect (after the origin was
 * revalidated: the edge's next request for them gets fresh pages). `hrefsOf` finds a
 * product's page addresses (one per language where their paths differ).
 */
export async function purgeEdgeFor(
  edge: EdgePurgeQueue | null,
  tags: readonly string[],
  hrefsOf: (productId: number) => Promise<readonly string[]>,
): Promise<EdgeOutcome> {
  if (!edge) return 'no edge';
  const keys = await edgeKeysFor(tags, hrefsOf);
  return (await edge.purgeNow(keys)) ? 'purged' : 'retrying';
}
