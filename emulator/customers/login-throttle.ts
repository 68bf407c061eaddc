import { type ServiceContext } from '../context';

/** Failed sign-ins allowed per e-mail within the window before the store stops trying. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Slows down password guessing for one e-mail: after MAX_FAILURES wrong passwords in
 * FAILURE_WINDOW_MS, sign-in for that e-mail is refused (even with the right password)
 * until the oldest failure leaves the window. Returns the wait in ms, or 0.
 */
export function loginLockedFor(ctx: ServiceContext, email: string): number {
  const since = ctx.clock.now() - FAILURE_WINDOW_MS;
  const rows = ctx.db
    .prepare(
      'SELECT failed_at FROM login_failures WHERE email = ? AND failed_at > ? ORDER BY failed_at',
    )
    .all(email.trim(), since) as Array<{ failed_at: number }>;
  if (rows.length < MAX_FAILURES) return 0;
  return rows[rows.length - MAX_FAILURES]!.failed_at + FAILURE_WINDOW_MS - ctx.clock.now();
}

export function recordLoginFailure(ctx: ServiceContext, email: string): void {
  const now = ctx.clock.now();
  ctx.db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - FAILURE_WINDOW_MS);
  ctx.db
    .prepare('INSERT INTO login_failures (email, failed_at) VALUES (?, ?)')
    .run(email.trim(), now);
}

export function clearLoginFailures(ctx: ServiceContext, email: string): void {
  ctx.db.prepare('DELETE FROM login_failures WHERE email = ?').run(email.trim());
}
