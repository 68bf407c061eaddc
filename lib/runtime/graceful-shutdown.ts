/**
 * What the server does on SIGTERM (a deploy, a scale-down): Next.js's own server stops
 * taking connections and finishes the requests under way, webhook callbacks and their
 * after-work included, then exits. This bounds that wait and makes the exit a clean one.
 */

/** How long requests under way may take to finish after SIGTERM (SHUTDOWN_GRACE_SECONDS). */
function graceSeconds(): number {
  const raw = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10);
  return Number.isFinite(raw) && raw >= 0 ? raw : 10;
}

/** Next.js's exit codes for a drained shutdown (128 + SIGINT, 128 + SIGTERM). */
const DRAINED_EXIT_CODES = new Set([130, 143]);

export function drainOnSigterm(): void {
  let draining = false;
  const exit = process.exit.bind(process);
  // Next.js ends a drained shutdown with 143; for the orchestrator that stopped it, a
  // shutdown that finished its work is a clean one.
  process.exit = (code?: number | string | null) =>
    exit(draining && DRAINED_EXIT_CODES.has(Number(code)) ? 0 : code);
  process.once('SIGTERM', () => {
    draining = true;
    const grace = graceSeconds();
    console.info(
      `storefront: SIGTERM; finishing the requests under way (at most ${grace} s), taking no new ones.`,
    );
    setTimeout(() => {
      console.warn(
        `storefront: requests still under way after ${grace} s (SHUTDOWN_GRACE_SECONDS); exiting.`,
      );
      exit(0);
    }, grace * 1000).unref();
  });
}
