import { type ServiceContext, findApiAccountByClientId, isoMillis, type StoreEvent } from '../core';
import { callbackPayloadOf } from './callback-payload';
import { type SendResult, postCallback } from './callback-sender';
import { signatureHeaders, webhookIdOf } from './callback-signature';
import { deactivateAfterFinalFailure } from './deactivation';
import {
  type DeliveryRow,
  dropDelivery,
  findDelivery,
  insertDelivery,
  isQueued,
  queuedDeliveries,
  recordAttempt,
} from './deliveries-repository';
import { type WebhookDeliveryControl } from './delivery-control';
import { type DomainStatus, DomainHealth } from './domain-health';
import { destinationDomain } from './hook-destination';
import { type HookRow, activeHooksFor, findHook, hookHeaders } from './hooks-repository';
import { retryDelayMs } from './retry-schedule';

/**
 * Fans published events out to the hooks that match and sends the callbacks. The database
 * queue is the truth; this engine only keeps a timer per queued callback, armed from the
 * queue at start, and runs each attempt when it is due.
 */
export class DeliveryEngine implements WebhookDeliveryControl {
  private readonly health = new DomainHealth();
  private readonly timers = new Map<number, () => void>();
  private readonly running = new Map<number, Promise<void>>();
  /** One per callback in flight (not one shared signal, which would collect a listener per request). */
  private readonly inFlight = new Set<AbortController>();
  private phase: 'created' | 'running' | 'stopped' = 'created';
  /** Callbacks being sent now, and those waiting for one of them to finish (config.webhooks.concurrency). */
  private sending = 0;
  private readonly turns: Array<() => void> = [];
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly ctx: ServiceContext) {}

  /**
   * Queues callbacks for every event published from now on. Called before the service
   * starts, so that no event is missed; the callbacks go out once `start` runs.
   */
  listen(): void {
    this.unsubscribe ??= this.ctx.events.subscribe((event) => this.enqueue(event));
  }

  /** Arms every queued callback: overdue ones (the service was down) go out at once. */
  start(): void {
    if (this.phase !== 'created') return;
    this.phase = 'running';
    for (const delivery of queuedDeliveries(this.ctx))
      this.arm(delivery.id, delivery.next_attempt_at ?? this.ctx.clock.now());
  }

  /**
   * Cancels every timer and aborts callbacks in flight. An interrupted attempt is not
   * recorded, so the next start sends it again under the same attempt number.
   */
  async stop(): Promise<void> {
    this.phase = 'stopped';
    this.unsubscribe?.();
    this.unsubscribe = null;
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
    for (const request of this.inFlight) request.abort();
    await this.whenIdle();
  }

  async whenIdle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
  }

  domainStatus(): DomainStatus[] {
    return this.health.status(this.ctx.clock.now());
  }

  private enqueue(event: StoreEvent): void {
    const { ctx } = this;
    try {
      // Only hooks that exist and are active now: a hook gets the events published after it was created.
      const ids = ctx.db.transaction(() =>
        activeHooksFor(ctx, event.scope).map((hook) => insertDelivery(ctx, hook, event.id)),
      )();
      // Due at once; before `start` they wait in the queue, which `start` arms.
      for (const id of ids) this.launch(id);
    } catch (error) {
      // Bookkeeping of webhooks must not fail the request that published the event.
      console.error(
        `webhooks: could not queue callbacks for event ${event.id} (${event.scope}):`,
        messageOf(error),
      );
    }
  }

  private arm(id: number, dueAt: number): void {
    if (this.phase !== 'running') return;
    this.timers.get(id)?.();
    this.timers.delete(id);
    const delay = dueAt - this.ctx.clock.now();
    if (delay <= 0) {
      this.launch(id);
      return;
    }
    this.timers.set(
      id,
      this.ctx.clock.setTimer(delay, () => {
        this.timers.delete(id);
        this.launch(id);
      }),
    );
  }

  private launch(id: number): void {
    if (this.phase !== 'running' || this.running.has(id)) return;
    const job = (async () => {
      // One turn later: a transaction the event was published in has committed or rolled back by then.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.phase !== 'running') return;
      await this.turn();
      try {
        if (this.phase === 'running') await this.attempt(id);
      } finally {
        this.endTurn();
      }
    })()
      .catch((error: unknown) =>
        console.error(`webhooks: delivery ${id} failed unexpectedly:`, messageOf(error)),
      )
      .finally(() => this.running.delete(id));
    this.running.set(id, job);
  }

  /** Waits until fewer than `concurrency` callbacks are being sent; first come, first served. */
  private async turn(): Promise<void> {
    if (this.sending < this.ctx.config.webhooks.concurrency) {
      this.sending += 1;
      return;
    }
    // The finishing callback hands its place over (endTurn), so none can slip in between.
    await new Promise<void>((go) => this.turns.push(go));
  }

  private endTurn(): void {
    const next = this.turns.shift();
    if (next) next();
    else this.sending -= 1;
  }

  private async attempt(id: number): Promise<void> {
    const { ctx } = this;
    const delivery = findDelivery(ctx, id);
    if (!delivery || !isQueued(delivery.state)) return;
    const hook = findHook(ctx, delivery.hook_id);
    if (!hook || hook.is_active !== 1) {
      dropDelivery(ctx, id, hook ? 'the webhook is inactive' : 'the webhook was deleted');
      return;
    }
    const event = ctx.events.find(delivery.event_id);
    if (!event) {
      dropDelivery(ctx, id, 'its event no longer exists');
      return;
    }

    const domain = destinationDomain(hook.destination);
    const startedAt = ctx.clock.now();
    const blacklistedUntil = this.health.blacklistedUntil(domain, startedAt);
    if (blacklistedUntil !== null) {
      // Held back, not sent: it takes the retry schedule as a failure would.
      const error = `not sent: ${domain} is blacklisted until ${isoMillis(blacklistedUntil)}`;
      this.settle(
        delivery,
        hook,
        { sent: false, startedAt },
        { outcome: 'failed', status: null, error },
      );
      return;
    }

    const body = JSON.stringify(callbackPayloadOf(ctx.store, event));
    // Keyed by the client secret of the account that owns the hook, read at every attempt.
    // Accounts are never deleted here; were one gone, its callbacks would go out unsigned.
    const owner = findApiAccountByClientId(ctx.db, hook.client_id);
    const signature = owner?.clientSecret
      ? signatureHeaders(owner.clientSecret, {
          id: webhookIdOf(ctx.store.hash, event.id),
          at: startedAt,
          body,
        })
      : null;
    const request = new AbortController();
    this.inFlight.add(request);
    const result = await postCallback({
      url: hook.destination,
      body,
      headers: hookHeaders(hook),
      signature,
      timeoutMs: ctx.config.webhooks.timeoutMs,
      shutdown: request.signal,
    }).finally(() => this.inFlight.delete(request));
    if (result.outcome === 'interrupted') return;
    this.health.record(domain, result.outcome === 'acknowledged', ctx.clock.now());
    this.settle(delivery, hook, { sent: true, startedAt }, result);
  }

  /** Records an attempt and moves its callback on: done, retried later, or given up. */
  private settle(
    delivery: DeliveryRow,
    hook: HookRow,
    how: { sent: boolean; startedAt: number },
    result: Exclude<SendResult, { outcome: 'interrupted' }>,
  ): void {
    const { ctx } = this;
    const finishedAt = ctx.clock.now();
    const attempt = {
      attempt: delivery.attempts + 1,
      destination: hook.destination,
      sent: Number(how.sent),
      started_at: how.startedAt,
      finished_at: finishedAt,
    };
    if (result.outcome === 'acknowledged') {
      recordAttempt(
        ctx,
        delivery,
        { ...attempt, status: result.status, error: null },
        { state: 'acknowledged', attemptAt: null },
      );
      return;
    }
    const failed = { ...attempt, status: result.status, error: result.error };
    const delay = retryDelayMs(attempt.attempt);
    if (delay !== null) {
      const nextAt = finishedAt + delay;
      if (recordAttempt(ctx, delivery, failed, { state: 'retrying', attemptAt: nextAt }))
        this.arm(delivery.id, nextAt);
      return;
    }
    if (recordAttempt(ctx, delivery, failed, { state: 'failed', attemptAt: null })) {
      deactivateAfterFinalFailure(ctx, hook.id, result.error);
    }
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
