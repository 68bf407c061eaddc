import { type ServiceContext, WhereBuilder } from '../core';

/**
 * The delivery queue. One row per callback (hook x event) with its state and the time of
 * its next attempt, plus one row per attempt. The queue lives in the database so that a
 * restart loses no callback and keeps every retry schedule.
 */
export const deliveriesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS webhook_deliveries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    hook_id INTEGER NOT NULL,
    event_id INTEGER NOT NULL REFERENCES webhook_events (id),
    destination TEXT NOT NULL,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    last_status INTEGER,
    last_error TEXT,
    dropped_reason TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (hook_id, event_id)
  );
  CREATE INDEX IF NOT EXISTS webhook_deliveries_queue ON webhook_deliveries (state, next_attempt_at);
  CREATE INDEX IF NOT EXISTS webhook_deliveries_hook ON webhook_deliveries (hook_id, state);
  CREATE TABLE IF NOT EXISTS webhook_delivery_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries (id),
    attempt INTEGER NOT NULL,
    destination TEXT NOT NULL,
    sent INTEGER NOT NULL,
    status INTEGER,
    error TEXT,
    started_at INTEGER NOT NULL,
    finished_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS webhook_delivery_attempts_delivery ON webhook_delivery_attempts (delivery_id);
`;

/**
 * - pending: not attempted yet (due now, or waiting for the service to start)
 * - retrying: failed at least once, next attempt scheduled
 * - acknowledged: the destination answered 2xx
 * - failed: the final retry failed (the hook was deactivated)
 * - dropped: its hook was deactivated or deleted before the callback went through
 */
export const DELIVERY_STATES = [
  'pending',
  'retrying',
  'acknowledged',
  'failed',
  'dropped',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const QUEUED_STATES = `('pending', 'retrying')`;

export interface DeliveryRow {
  id: number;
  hook_id: number;
  event_id: number;
  destination: string;
  state: DeliveryState;
  /** Attempts made so far (a callback held back by a blacklisted domain counts). */
  attempts: number;
  /** Milliseconds of ctx.clock; null once the delivery is settled. */
  next_attempt_at: number | null;
  last_status: number | null;
  last_error: string | null;
  dropped_reason: string | null;
  created_at: number;
  updated_at: number;
}

export interface AttemptRow {
  id: number;
  delivery_id: number;
  attempt: number;
  destination: string;
  /** 0 when the callback was held back because its domain was blacklisted. */
  sent: number;
  status: number | null;
  error: string | null;
  started_at: number;
  finished_at: number;
}

export type AttemptResult = Omit<AttemptRow, 'id' | 'delivery_id'>;

export const isQueued = (state: DeliveryState): boolean =>
  state === 'pending' || state === 'retrying';

/** Queues a callback, due at once; returns its id. */
export function insertDelivery(
  ctx: ServiceContext,
  hook: { id: number; destination: string },
  eventId: number,
): number {
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare(
      `INSERT INTO webhook_deliveries (hook_id, event_id, destination, state, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', ?, ?, ?)`,
    )
    .run(hook.id, eventId, hook.destination, now, now, now);
  return Number(info.lastInsertRowid);
}

export function findDelivery(ctx: ServiceContext, id: number): DeliveryRow | undefined {
  return ctx.db.prepare('SELECT * FROM webhook_deliveries WHERE id = ?').get(id) as
    DeliveryRow | undefined;
}

/** Every callback still waiting for an attempt, for re-arming timers at start. */
export function queuedDeliveries(ctx: ServiceContext): DeliveryRow[] {
  return ctx.db
    .prepare(
      `SELECT * FROM webhook_deliveries WHERE state IN ${QUEUED_STATES} ORDER BY next_attempt_at, id`,
    )
    .all() as DeliveryRow[];
}

/**
 * Stores one attempt and moves its delivery on to `next.state`, due again at
 * `next.attemptAt` (null when settled). A delivery dropped while its attempt was in flight
 * stays dropped unless the attempt was acknowledged (it did arrive); returns whether the
 * delivery moved on.
 */
export function recordAttempt(
  ctx: ServiceContext,
  delivery: DeliveryRow,
  result: AttemptResult,
  next: { state: DeliveryState; attemptAt: number | null },
): boolean {
  return ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT INTO webhook_delivery_attempts (delivery_id, attempt, destination, sent, status, error, started_at, finished_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        delivery.id,
        result.attempt,
        result.destination,
        result.sent,
        result.status,
        result.error,
        result.started_at,
        result.finished_at,
      );
    const { changes } = ctx.db
      .prepare(
        `UPDATE webhook_deliveries SET state = ?, attempts = ?, destination = ?, next_attempt_at = ?, last_status = ?,
         last_error = ?, updated_at = ? WHERE id = ? AND (state IN ${QUEUED_STATES} OR ? = 'acknowledged')`,
      )
      .run(
        next.state,
        result.attempt,
        result.destination,
        next.attemptAt,
        result.status,
        result.error,
        result.finished_at,
        delivery.id,
        next.state,
      );
    return changes > 0;
  })();
}

export function dropDelivery(ctx: ServiceContext, id: number, reason: string): void {
  ctx.db
    .prepare(
      `UPDATE webhook_deliveries SET state = 'dropped', next_attempt_at = NULL, dropped_reason = ?, updated_at = ?
       WHERE id = ? AND state IN ${QUEUED_STATES}`,
    )
    .run(reason, ctx.clock.now(), id);
}

/** Drops every callback of a hook still waiting in the queue. */
export function dropQueuedForHook(ctx: ServiceContext, hookId: number, reason: string): number {
  return ctx.db
    .prepare(
      `UPDATE webhook_deliveries SET state = 'dropped', next_attempt_at = NULL, dropped_reason = ?, updated_at = ?
       WHERE hook_id = ? AND state IN ${QUEUED_STATES}`,
    )
    .run(reason, ctx.clock.now(), hookId).changes;
}

export interface DeliveryFilter {
  hookId?: number;
  eventId?: number;
  scope?: string;
  state?: DeliveryState;
  limit: number;
}

export type DeliveryWithEvent = DeliveryRow & { scope: string; hash: string };

/** Most recent deliveries first, with the scope and hash of their event. */
export function listDeliveries(ctx: ServiceContext, filter: DeliveryFilter): DeliveryWithEvent[] {
  const where = new WhereBuilder();
  where.addIf('d.hook_id = ?', filter.hookId);
  where.addIf('d.event_id = ?', filter.eventId);
  where.addIf('e.scope = ?', filter.scope);
  where.addIf('d.state = ?', filter.state);
  return ctx.db
    .prepare(
      `SELECT d.*, e.scope AS scope, e.hash AS hash FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
       ${where.clause} ORDER BY d.id DESC LIMIT ?`,
    )
    .all(...where.params, filter.limit) as DeliveryWithEvent[];
}

export function attemptsOf(
  ctx: ServiceContext,
  deliveryIds: readonly number[],
): Map<number, AttemptRow[]> {
  const byDelivery = new Map<number, AttemptRow[]>();
  if (!deliveryIds.length) return byDelivery;
  const rows = ctx.db
    .prepare(
      `SELECT * FROM webhook_delivery_attempts WHERE delivery_id IN (${deliveryIds.map(() => '?').join(', ')})
       ORDER BY delivery_id, attempt`,
    )
    .all(...deliveryIds) as AttemptRow[];
  for (const row of rows) {
    const list = byDelivery.get(row.delivery_id) ?? [];
    list.push(row);
    byDelivery.set(row.delivery_id, list);
  }
  return byDelivery;
}
