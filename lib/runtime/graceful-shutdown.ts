import { edgePurgeQueue } from '../edge/edge-purge';
import { startDraining } from './draining';
import { loggerFor } from '../observability/logger.mjs';

/**
 * What the server does on SIGTERM (a deploy, a scale-down): Next.js's own server stops
 * taking connections and finishes the requests under way, webhook callbacks and their
 * after-work included, then exits (with 143, 128 + SIGTERM, as it does). This bounds that
 * wait, and gives edge purges still being retried the same time to go through; what is
 * left is said in the log (lib/edge/purge-queue.ts).
 */

/** How long requests under way may take to finish after SIGTERM (SHUTDOWN_GRACE_SECONDS). */
function graceSeconds(): number {
  const raw = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10);
  return Number.isFinite(raw) && raw >= 0 ? raw : 10;
}

/** The purge queue, or null without an edge (or with a wrong EDGE_PURGE, which the webhook route reports). */
function purgeQueue() {
  try {
    return edgePurgeQueue();
  } catch {
    return null;
  }
}

export function drainOnSigterm(): void {
  process.once('SIGTERM', () => {
    startDraining();
    const grace = graceSeconds();
    loggerFor('server').info(
      `storefront: SIGTERM; finishing the requests under way (at most ${grace} s), taking no new ones.`,
    );
    void purgeQueue()?.drain(grace * 1000);
    setTimeout(() => {
      loggerFor('server').warn(
        `storefront: requests still under way after ${grace} s (SHUTDOWN_GRACE_SECONDS); exiting.`,
      );
      process.exit(1);
    }, grace * 1000).unref();
  });
}
