import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { createApiAccount } from '@/emulator/core/store';
import { RETRY_DELAYS_SECONDS } from '@/emulator/webhooks/retry-schedule';
import { startTestStore, type TestStore } from '../support/store-service';
import { deliveryOf, type Receiver, startReceiver } from '../support/webhook-receiver';

const clock = new VirtualClock(Date.UTC(2026, 4, 1, 9, 0, 0));
let store: TestStore;
let receiver: Receiver;
beforeAll(async () => {
  store = await startTestStore({ clock });
  receiver = await startReceiver({ clock, respond: () => 500 });
});
afterAll(async () => {
  await store.close();
  await receiver.close();
});

/** Moves the virtual clock and waits for the callbacks it set off to finish. */
async function advance(ms: number): Promise<void> {
  await clock.advance(ms);
  await deliveryOf(store).whenIdle();
}

describe('retry schedule', () => {
  it('retries at 60, 180, 180, 300, ... 86400 s after each failure, then deactivates the hook and e-mails the app', async () => {
    const app = createApiAccount(store.ctx.db, clock, {
      name: 'Order sync app',
      scopes: ['store_v2_information'],
      email: 'alerts@order-sync.example',
    });
    const created = await store.api('POST', '/v3/hooks', {
      token: app.accessToken,
      headers: { 'x-auth-client': app.clientId },
      body: { scope: 'store/order/*', destination: receiver.url('/orders'), is_active: true },
    });
    const hookId: number = created.body.data.id;
    const asApp = { token: app.accessToken };

    const first = store.ctx.events.publish('store/order/created', { type: 'order', id: 100 });
    await deliveryOf(store).whenIdle();
    const attemptsOfFirst = () => receiver.received.filter((c) => c.body.hash === first.hash);
    expect(attemptsOfFirst().map((c) => c.at)).toEqual([clock.now()]);

    for (const [index, delay] of RETRY_DELAYS_SECONDS.entries()) {
      const before = attemptsOfFirst().length;
      const lastAt = attemptsOfFirst().at(-1)!.at;
      if (index === RETRY_DELAYS_SECONDS.length - 1) {
        // A second event queued behind the failing one is dropped with it at deactivation.
        store.ctx.events.publish('store/order/updated', { type: 'order', id: 101 });
      }
      await advance(delay * 1000 - 1000);
      expect(attemptsOfFirst(), `nothing before retry ${index + 1}`).toHaveLength(before);
      await advance(1000);
      expect(attemptsOfFirst(), `retry ${index + 1}`).toHaveLength(before + 1);
      expect(attemptsOfFirst().at(-1)!.at - lastAt).toBe(delay * 1000);
    }
    const times = attemptsOfFirst().map((c) => c.at);
    expect(times).toHaveLength(13);
    expect((times.at(-1)! - times[0]!) / 3_600_000).toBeCloseTo(48.1, 1);
    expect(new Set(attemptsOfFirst().map((c) => c.body.hash)).size).toBe(1);

    const hook = await store.api('GET', `/v2/hooks/${hookId}`, asApp);
    expect(hook.body.is_active).toBe(false);
    const listed = await (
      await fetch(`${store.origin}/local/webhook-deliveries?hook_id=${hookId}`)
    ).json();
    expect(listed.data.map((d: any) => [d.event_id, d.state])).toEqual([
      [first.id + 1, 'dropped'],
      [first.id, 'failed'],
    ]);
    expect(listed.data[1].history).toHaveLength(13);

    const outbox = await (
      await fetch(`${store.origin}/local/outbox?kind=webhook_deactivated`)
    ).json();
    expect(outbox.data).toHaveLength(1);
    const [email] = outbox.data;
    expect(email.to).toBe('alerts@order-sync.example');
    expect(email.subject).toContain(`Webhook ${hookId}`);
    expect(email.body).toContain(receiver.url('/orders'));
    expect(email.body).toContain(`PUT ${store.apiUrl}/v3/hooks/${hookId}`);
    expect(email.body).toContain('"is_active": true');
    expect(email.links.webhook).toBe(`${store.apiUrl}/v3/hooks/${hookId}`);

    // Deactivated: events are neither sent nor queued, even days later.
    const received = receiver.received.length;
    store.ctx.events.publish('store/order/created', { type: 'order', id: 102 });
    await advance(3 * 24 * 3_600_000);
    expect(receiver.received).toHaveLength(received);

    // PUT is_active true resumes delivery for new events.
    receiver.respond = () => 200;
    const reactivated = await store.api('PUT', `/v2/hooks/${hookId}`, {
      ...asApp,
      body: { is_active: true },
    });
    expect(reactivated.body.is_active).toBe(true);
    const next = store.ctx.events.publish('store/order/created', { type: 'order', id: 103 });
    await deliveryOf(store).whenIdle();
    expect(receiver.received.slice(received).map((c) => c.body.data.id)).toEqual([103]);
    const acknowledged = await (
      await fetch(`${store.origin}/local/webhook-deliveries?event_id=${next.id}`)
    ).json();
    expect(acknowledged.data[0]).toMatchObject({ state: 'acknowledged', attempt: 1 });
  });
});
