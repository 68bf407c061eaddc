/**
 * When a failed callback is tried again (seed section 6, rule 7): each delay counts from
 * the most recent failure, twelve retries spanning about 48 hours.
 */
export const RETRY_DELAYS_SECONDS = [
  60, 180, 180, 300, 600, 900, 1800, 3600, 7200, 21600, 50400, 86400,
] as const;

/** The first attempt plus every retry. */
export const MAX_ATTEMPTS = 1 + RETRY_DELAYS_SECONDS.length;

/**
 * Milliseconds to wait after attempt number `failedAttempt` (1 = the first send) failed,
 * or null when that was the final retry.
 */
export function retryDelayMs(failedAttempt: number): number | null {
  const seconds = RETRY_DELAYS_SECONDS[failedAttempt - 1];
  return seconds === undefined ? null : seconds * 1000;
}
