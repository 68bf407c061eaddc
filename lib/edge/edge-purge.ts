import 'server-only';
import { edgePurgeConfigOf } from './config';
import { edgeKeysFor } from './edge-keys';
import { EdgePurgeQueue } from './purge-queue';
import { purgerFor } from './purgers';

/** What became of a change at the edge: purged, left to retry, or no edge configured. */
export type EdgeOutcome = 'purged' | 'retrying' | 'no edge';

let queue: EdgePurgeQueue | null | undefined;

/** This process's purge queue, from EDGE_PURGE on first use; null without an edge. ConfigError when EDGE_PURGE is wrong. */
export function edgePurgeQueue(): EdgePurgeQueue | null {
  if (queue === undefined) {
    const config = edgePurgeConfigOf(process.env);
    queue = config
      ? new EdgePurgeQueue(purgerFor(config), { log: (line) => console.error(line) })
      : null;
  }
  return queue;
}

/**
 * Purges at the edge the pages that the revalidated `tags` affect (after the origin was
 * revalidated: the edge's next request for them gets fresh pages). `hrefOf` finds a
 * product's page address.
 */
export async function purgeEdgeFor(
  edge: EdgePurgeQueue | null,
  tags: readonly string[],
  hrefOf: (productId: number) => Promise<string | null>,
): Promise<EdgeOutcome> {
  if (!edge) return 'no edge';
  const keys = await edgeKeysFor(tags, hrefOf);
  return (await edge.purgeNow(keys)) ? 'purged' : 'retrying';
}
