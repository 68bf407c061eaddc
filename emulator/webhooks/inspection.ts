import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, isoMillis } from '../core';
import { parseInput } from '../http';
import {
  type AttemptRow,
  DELIVERY_STATES,
  type DeliveryWithEvent,
  attemptsOf,
  listDeliveries,
} from './deliveries-repository';
import { webhookDeliveryOf } from './delivery-of';

const deliveriesQuery = z.object({
  hook_id: z.coerce.number().int().min(1).optional(),
  event_id: z.coerce.number().int().min(1).optional(),
  scope: z.string().min(1).optional(),
  state: z.enum(DELIVERY_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const isoOrNull = (ms: number | null) => (ms === null ? null : isoMillis(ms));

function attemptJson(row: AttemptRow) {
  return {
    attempt: row.attempt,
    destination: row.destination,
    /** False when the callback was held back because its domain was blacklisted. */
    sent: row.sent === 1,
    status: row.status,
    error: row.error,
    started_at: isoMillis(row.started_at),
    finished_at: isoMillis(row.finished_at),
  };
}

/** One callback (hook x event) with its state and every attempt so far. No hook headers: they may be secrets. */
function deliveryJson(row: DeliveryWithEvent, history: AttemptRow[]) {
  return {
    id: row.id,
    hook_id: row.hook_id,
    event_id: row.event_id,
    scope: row.scope,
    hash: row.hash,
    destination: row.destination,
    state: row.state,
    /** Attempts made so far. */
    attempt: row.attempts,
    last_status: row.last_status,
    last_error: row.last_error,
    dropped_reason: row.dropped_reason,
    next_attempt_at: isoOrNull(row.next_attempt_at),
    created_at: isoMillis(row.created_at),
    updated_at: isoMillis(row.updated_at),
    history: history.map(attemptJson),
  };
}

/**
 * Local inspection endpoints (no auth, like `/local/outbox`): what the store sent to which
 * hook and how it went, so that a developer or an end-to-end test can follow callbacks.
 */
export function registerInspectionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/local/webhook-deliveries', (request) => {
    const query = parseInput(deliveriesQuery, request.query, 'Query');
    const rows = listDeliveries(ctx, {
      hookId: query.hook_id,
      eventId: query.event_id,
      scope: query.scope,
      state: query.state,
      limit: query.limit,
    });
    const history = attemptsOf(
      ctx,
      rows.map((r) => r.id),
    );
    return { data: rows.map((row) => deliveryJson(row, history.get(row.id) ?? [])) };
  });

  app.get('/local/webhook-domains', () => ({
    data: (webhookDeliveryOf(ctx)?.domainStatus() ?? []).map((s) => ({
      domain: s.domain,
      successes: s.successes,
      failures: s.failures,
      blacklisted_until: isoOrNull(s.blacklistedUntil),
    })),
  }));
}
