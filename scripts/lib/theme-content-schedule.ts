import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import { failureReason } from '../../lib/shared/failure-reason';

/**
 * The store sends no webhooks for its theme content (widgets, scripts, custom template
 * associations) nor its cookie consent settings, so something must ask the storefront to compare them with what it saw:
 * `POST /api/theme-content` with the X-Webhook-Secret header (app/api/theme-content/route.ts),
 * which refreshes the pages that show them when they changed. In a deployment a scheduler
 * does (cron, a Kubernetes CronJob: README, Deploy); `npm start` and the test stacks run
 * this one, from their own process: no server calls itself.
 */

export const THEME_CONTENT_CHECK_PATH = '/api/theme-content';

/** How long one check may take before the scheduler gives up on it. */
const CHECK_TIMEOUT_MS = 30_000;

/** Asks the server at `origin` for a check and answers its status; rejects when it cannot be reached. */
export async function requestThemeContentCheck(origin: string, secret: string): Promise<number> {
  const response = await fetch(`${origin}${THEME_CONTENT_CHECK_PATH}`, {
    method: 'POST',
    headers: { [WEBHOOK_SECRET_HEADER]: secret },
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Has a server that just started make its first check, which may refresh every page
 * showing theme content, before it is handed to a test or a benchmark: otherwise the
 * scheduler's first round could land in the middle of one and re-render pages a test
 * expects from the cache. A 503 (the store or the shared cache not answering yet) is asked
 * again for a few seconds; a server whose store is out of reach on purpose just goes on.
 * True when the check was made.
 */
export async function settleThemeContent(origin: string, secret: string): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const status = await requestThemeContentCheck(origin, secret);
    if (status === 200) return true;
    if (status !== 503) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** How often to ask (THEME_CONTENT_CHECK_SECONDS; 0: never). */
export function themeContentCheckSeconds(
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const raw = Number(env.THEME_CONTENT_CHECK_SECONDS ?? 30);
  return Number.isFinite(raw) && raw >= 0 ? raw : 30;
}

/**
 * Asks each of `origins` (read at every round: a list may grow) for a check at once (a
 * change made while the shop was stopped shows now), then every THEME_CONTENT_CHECK_SECONDS;
 * each instance keeps its own memory of what it saw unless they share a cache. A server
 * that cannot be reached is said once, until it answers again. The timer does not keep
 * the process alive. Returns what stops it.
 */
export function scheduleThemeContentChecks(input: {
  origins: readonly string[];
  secret: string;
  env?: Readonly<Record<string, string | undefined>>;
  log: (line: string) => void;
}): () => void {
  const seconds = themeContentCheckSeconds(input.env);
  if (seconds === 0) return () => undefined;
  const unreachable = new Set<string>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    for (const origin of input.origins) {
      if (stopped) return;
      try {
        await requestThemeContentCheck(origin, input.secret);
        unreachable.delete(origin);
      } catch (error) {
        if (unreachable.has(origin)) continue;
        unreachable.add(origin);
        input.log(
          `theme content: could not ask ${origin}${THEME_CONTENT_CHECK_PATH} for a check (${failureReason(error, CHECK_TIMEOUT_MS)}); asking again every ${seconds} s.`,
        );
      }
    }
  };
  const next = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void round().finally(() => next(seconds * 1000)), delayMs);
    timer.unref();
  };
  next(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
