import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '@/emulator/core/clock';
import { startTestStore, type TestStore } from '../support/store-service';
import { createHook, deliveryOf, type Receiver, startReceiver } from '../support/webhook-receiver';

const T0 = Date.UTC(2026, 5, 1, 8, 0, 0);
let clock: VirtualClock;
let store: TestStore;
/** On 127.0.0.1: answers 500 on /fail, 200 elsewhere. */
let receiver: Receiver;
beforeEach(async () => {
  clock = new VirtualClock(T0);
  store = await startTestStore({ clock });
  receiver = await startReceiver({ clock, respond: (c) => (c.path === '/fail' ? 500 : 200) });
});
afterEach(async () => {
  await store.close();
  await receiver.close();
});

async function advanceTo(at: number): Promise<void> {
  await clock.advance(at - clock.now());
  await deliveryOf(store).whenIdle();
}

const publishMany = (count: number, scope: string) => {
  for (let i = 0; i < count; i++) store.ctx.events.publish(scope, { type: 'product', id: i + 1 });
};

async function deliveriesOf(hookId: number): Promise<any[]> {
  const res = await fetch(`${store.origin}/local/webhook-deliveries?hook_id=${hookId}&limit=500`);
  return (await res.json()).data;
}

const paths = (r: Receiver, path: string) => r.received.filter((c) => c.path === path);

describe('destination domain blacklist', () => {
  it('blacklists a domain for three minutes once 100+ callbacks in the window succeed less than 90%, across its hooks', async () => {
    const elsewhere = await startReceiver({ clock, host: 'localhost' });
    try {
      const ok = await createHook(store, {
        scope: 'store/product/updated',
        destination: receiver.url('/ok'),
      });
      const failing = await createHook(store, {
        scope: 'store/product/created',
        destination: receiver.url('/fail'),
      });
      await createHook(store, {
        scope: 'store/product/updated',
        destination: elsewhere.url('/other-domain'),
      });

      // 89 successes and 11 failures on 127.0.0.1: 89% after 100 requests.
      publishMany(89, 'store/product/updated');
      publishMany(11, 'store/product/created');
      await deliveryOf(store).whenIdle();
      expect(paths(receiver, '/ok')).toHaveLength(89);
      expect(paths(receiver, '/fail')).toHaveLength(11);
      const domains = (await (await fetch(`${store.origin}/local/webhook-domains`)).json()).data;
      expect(domains).toContainEqual({
        domain: '127.0.0.1',
        successes: 89,
        failures: 11,
        blacklisted_until: new Date(T0 + 180_000).toISOString(),
      });
      expect(domains).toContainEqual({
        domain: 'localhost',
        successes: 89,
        failures: 0,
        blacklisted_until: null,
      });

      // While blacklisted, the healthy hook on the same domain is held back too; another domain is not.
      const during = store.ctx.events.publish('store/product/updated', {
        type: 'product',
        id: 500,
      });
      await deliveryOf(store).whenIdle();
      expect(paths(receiver, '/ok')).toHaveLength(89);
      expect(elsewhere.received.at(-1)!.body.data.id).toBe(500);
      const held = (await deliveriesOf(ok.id)).find((d) => d.event_id === during.id);
      expect(held).toMatchObject({
        state: 'retrying',
        attempt: 1,
        last_status: null,
        last_error: expect.stringMatching(/blacklisted/),
      });
      expect(held.history[0].sent).toBe(false);
      expect(held.next_attempt_at).toBe(new Date(T0 + 60_000).toISOString());

      // Retries due during the blacklist are held back as well and take their next delay (180 s).
      await advanceTo(T0 + 60_000);
      expect(paths(receiver, '/fail')).toHaveLength(11);
      expect(paths(receiver, '/ok')).toHaveLength(89);
      const failingNow = await deliveriesOf(failing.id);
      expect(failingNow.every((d) => d.attempt === 2 && d.history[1].sent === false)).toBe(true);

      // Three minutes later new events go out as they occur...
      await advanceTo(T0 + 180_000);
      store.ctx.events.publish('store/product/updated', { type: 'product', id: 501 });
      await deliveryOf(store).whenIdle();
      expect(paths(receiver, '/ok').at(-1)!.body.data.id).toBe(501);

      // ...and queued ones follow their schedule: 60 s + 180 s after the first failure.
      await advanceTo(T0 + 240_000 - 1);
      expect(paths(receiver, '/ok').map((c) => c.body.data.id)).not.toContain(500);
      await advanceTo(T0 + 240_000);
      expect(paths(receiver, '/ok').at(-1)!.body.data.id).toBe(500);
      expect(paths(receiver, '/fail')).toHaveLength(22);
      const delivered = (await deliveriesOf(ok.id)).find((d) => d.event_id === during.id);
      expect(delivered).toMatchObject({ state: 'acknowledged', attempt: 3 });
      expect(delivered.history.map((h: any) => h.sent)).toEqual([false, false, true]);
    } finally {
      await elsewhere.close();
    }
  });

  it('always sends the first 100 requests of the window, however many fail', async () => {
    await createHook(store, { scope: 'store/product/created', destination: receiver.url('/fail') });
    await createHook(store, { scope: 'store/product/updated', destination: receiver.url('/ok') });
    publishMany(99, 'store/product/created');
    await deliveryOf(store).whenIdle();
    expect(paths(receiver, '/fail')).toHaveLength(99);

    // The 100th request is still sent; with it the ratio (1%) is evaluated and the domain blacklisted.
    store.ctx.events.publish('store/product/updated', { type: 'product', id: 100 });
    await deliveryOf(store).whenIdle();
    expect(paths(receiver, '/ok')).toHaveLength(1);

    store.ctx.events.publish('store/product/updated', { type: 'product', id: 101 });
    await deliveryOf(store).whenIdle();
    expect(paths(receiver, '/ok')).toHaveLength(1);
  });
});
