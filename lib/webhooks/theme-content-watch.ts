import { failureReason } from '../shared/failure-reason';
import { WEBHOOK_SECRET_HEADER } from './header';

/** Where a server asks itself for a theme content check (app/api/theme-content/route.ts). */
export const THEME_CONTENT_CHECK_PATH = '/api/theme-content';

/** How long one check may take before the timer gives up on it. */
const CHECK_TIMEOUT_MS = 30_000;

/**
 * Asks the server at `origin` for a theme content check, as its timer does (a scheduler or
 * a test may too), and answers its status. Rejects when the server cannot be reached.
 */
export async function requestThemeContentCheck(origin: string, secret: string): Promise<number> {
  const response = await fetch(`${origin}${THEME_CONTENT_CHECK_PATH}`, {
    method: 'POST',
    headers: { [WEBHOOK_SECRET_HEADER]: secret },
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

/** How often each server checks the store's theme content (THEME_CONTENT_CHECK_SECONDS; 0: never). */
export function themeContentCheckSeconds(
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const raw = Number(env.THEME_CONTENT_CHECK_SECONDS ?? 30);
  return Number.isFinite(raw) && raw >= 0 ? raw : 30;
}

/**
 * Has this server ask itself for a theme content check (theme-content-check.ts) every
 * THEME_CONTENT_CHECK_SECONDS. Revalidating a cache tag is something Next.js does only
 * inside a request, so the timer makes one, to its own port on 127.0.0.1. Its first
 * check comes as soon as the server answers (it is retried while the server starts), so
 * that a change made while it was stopped shows at once. Started once per server, from
 * instrumentation.ts; the timer does not keep the process alive. Returns what stops it.
 */
export function watchThemeContent(
  env: Readonly<Record<string, string | undefined>> = process.env,
): () => void {
  const seconds = themeContentCheckSeconds(env);
  const secret = env.WEBHOOK_SECRET;
  // Not configured yet: there is no store to check (the server log says what to set).
  if (seconds === 0 || !secret) return () => undefined;

  let answeredOnce = false;
  let failureSaid = false;
  // A server shutting down takes no new requests, its own checks included.
  let stopping = false;
  process.once('SIGTERM', () => {
    stopping = true;
  });
  const check = async (startingUp: boolean): Promise<boolean> => {
    const origin = `http://127.0.0.1:${env.PORT ?? 3000}`;
    try {
      await requestThemeContentCheck(origin, secret);
      answeredOnce = true;
      failureSaid = false;
      return true;
    } catch (error) {
      // Refused while the server is still starting: tried again shortly, nothing to say.
      if (!startingUp && !failureSaid) {
        failureSaid = true;
        console.warn(
          `theme content: this server could not ask itself for a check at ${origin}${THEME_CONTENT_CHECK_PATH} (${failureReason(error, CHECK_TIMEOUT_MS)}). ` +
            `If it listens on another address, set THEME_CONTENT_CHECK_SECONDS=0 and have a scheduler POST ${THEME_CONTENT_CHECK_PATH} with the ${WEBHOOK_SECRET_HEADER} header.`,
        );
      }
      return false;
    }
  };
  const schedule = (delayMs: number) =>
    setTimeout(() => {
      if (stopping) return;
      const maxDelayMs = seconds * 1000;
      void check(!answeredOnce && delayMs < maxDelayMs).then((answered) =>
        schedule(answered || answeredOnce ? maxDelayMs : Math.min(delayMs * 2, maxDelayMs)),
      );
    }, delayMs).unref();
  schedule(250);
  return () => {
    stopping = true;
  };
}
