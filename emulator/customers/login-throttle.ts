import { type Db, ensureColumn, type ServiceContext } from '../core';

/** Failed sign-ins allowed per client and e-mail within the window before the store stops trying. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Databases made before failures were counted per client have `login_failures` without
 * its `client` column (`CREATE TABLE IF NOT EXISTS` leaves the table as it was), so the
 * column and the index that uses it are added here, after the schema, not in it. Their old
 * rows keep client '' and never match a real client: they only run out of the window.
 */
export function migrateLoginFailures(db: Db): void {
  ensureColumn(db, 'login_failures', 'client', "TEXT NOT NULL DEFAULT ''");
  db.exec(
    `DROP INDEX IF EXISTS login_failures_email;
     CREATE INDEX IF NOT EXISTS login_failures_email_client
       ON login_failures (email, client, failed_at);`,
  );
}

/**
 * Slows down password guessing for one e-mail from one client (the shopper's address):
 * after MAX_FAILURES wrong passwords in FAILURE_WINDOW_MS, that client's sign-ins for that
 * e-mail are refused (even with the right password) until the oldest failure leaves the
 * window. Counting per client, not per e-mail alone, keeps anyone from locking a shopper
 * out of their own account by typing wrong passwords for it. Returns the wait in ms, or 0.
 */
export function loginLockedFor(ctx: ServiceContext, client: string, email: string): number {
  const since = ctx.clock.now() - FAILURE_WINDOW_MS;
  const rows = ctx.db
    .prepare(
      'SELECT failed_at FROM login_failures WHERE email = ? AND client = ? AND failed_at > ? ORDER BY failed_at',
    )
    .all(email.trim(), client, since) as Array<{ failed_at: number }>;
  if (rows.length < MAX_FAILURES) return 0;
  return rows[rows.length - MAX_FAILURES]!.failed_at + FAILURE_WINDOW_MS - ctx.clock.now();
}

export function recordLoginFailure(ctx: ServiceContext, client: string, email: string): void {
  const now = ctx.clock.now();
  ctx.db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - FAILURE_WINDOW_MS);
  ctx.db
    .prepare('INSERT INTO login_failures (email, client, failed_at) VALUES (?, ?, ?)')
    .run(email.trim(), client, now);
}

/**
 * Forgets failures after a successful sign-in: only that client's, so a shopper signing in
 * does not lift the lock someone else (another client) earned guessing the same e-mail.
 */
export function clearLoginFailures(ctx: ServiceContext, client: string, email: string): void {
  ctx.db
    .prepare('DELETE FROM login_failures WHERE email = ? AND client = ?')
    .run(email.trim(), client);
}

/**
 * Forgets every client's failures for an e-mail: after a password reset the old password
 * guesses no longer matter, and whoever reset it owns the mailbox.
 */
export function clearAllLoginFailures(ctx: ServiceContext, email: string): void {
  ctx.db.prepare('DELETE FROM login_failures WHERE email = ?').run(email.trim());
}
