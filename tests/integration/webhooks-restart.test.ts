import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Clock, VirtualClock } from '@/emulator/core/clock';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { createHook, deliveryOf, type Receiver, startReceiver } from '../support/webhook-receiver';

const T0 = Date.UTC(2026, 6, 1, 0, 0, 0);
/** The clock of the service run of the moment: each restart brings its own, set later. */
let clock: VirtualClock;
const currentClock: Clock = {
  now: () => clock.now(),
  setTimer: (ms, fn) => clock.setTimer(ms, fn),
};
let dbPath: string;
let store: TestStore;
let receiver: Receiver;

beforeEach(async () => {
  dbPath = tempDbPath();
  receiver = await startReceiver({ clock: currentClock, respond: () => 500 });
});
afterEach(async () => {
  await store.close();
  await receiver.close();
});

async function startAt(at: number): Promise<void> {
  clock = new VirtualClock(at);
  store = await startTestStore({ db: dbPath, clock });
  await deliveryOf(store).whenIdle();
}

async function advanceTo(at: number): Promise<void> {
  await clock.advance(at - clock.now());
  await deliveryOf(store).whenIdle();
}

async function deliveries(): Promise<any[]> {
  return (await (await fetch(`${store.origin}/local/webhook-deliveries`)).json()).data;
}

describe('webhook delivery across restarts', () => {
  it('keeps the retry schedule of a failing callback through restarts, sending overdue ones at start', async () => {
    await startAt(T0);
    await createHook(store, { scope: 'store/customer/*', destination: receiver.url() });
    store.ctx.events.publish('store/customer/created', { type: 'customer', id: 7 });
    await deliveryOf(store).whenIdle();
    await advanceTo(T0 + 60_000);
    expect(receiver.received.map((c) => c.at)).toEqual([T0, T0 + 60_000]);
    await store.close();

    // Down for 40 s; the third attempt stays due 180 s after the second failure.
    await startAt(T0 + 100_000);
    expect(receiver.received).toHaveLength(2);
    await advanceTo(T0 + 240_000 - 1);
    expect(receiver.received).toHaveLength(2);
    await advanceTo(T0 + 240_000);
    expect(receiver.received.map((c) => c.at)).toEqual([T0, T0 + 60_000, T0 + 240_000]);
    await store.close();

    // Down past the due time of the fourth attempt (T0 + 420 s): it goes out at start, and the fifth follows 300 s later.
    await startAt(T0 + 3_600_000);
    expect(receiver.received.map((c) => c.at)).toEqual([
      T0,
      T0 + 60_000,
      T0 + 240_000,
      T0 + 3_600_000,
    ]);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      state: 'retrying',
      attempt: 4,
      next_attempt_at: new Date(T0 + 3_600_000 + 300_000).toISOString(),
    });
    expect(delivery.history.map((h: any) => h.attempt)).toEqual([1, 2, 3, 4]);
    expect(new Set(receiver.received.map((c) => c.body.hash)).size).toBe(1);
  });

  it('sends again, under the same attempt number, a callback that was in flight when the service stopped', async () => {
    receiver.respond = () => 'hang';
    await startAt(T0);
    await createHook(store, { scope: 'store/subscriber/created', destination: receiver.url() });
    store.ctx.events.publish('store/subscriber/created', { type: 'subscriber', id: 5 });
    await receiver.waitFor(1);
    const closing = Date.now();
    await store.close();
    expect(Date.now() - closing).toBeLessThan(2000);

    receiver.respond = () => 200;
    await startAt(T0 + 5_000);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toEqual(receiver.received[0]!.body);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ state: 'acknowledged', attempt: 1 });
  });

  it('loses no event published just before the service stopped', async () => {
    receiver.respond = () => 200;
    await startAt(T0);
    await createHook(store, { scope: 'store/category/*', destination: receiver.url() });
    for (let id = 1; id <= 5; id++)
      store.ctx.events.publish('store/category/updated', { type: 'category', id });
    await store.close();

    await startAt(T0 + 1_000);
    const ids = receiver.received.map((c) => c.body.data.id);
    expect([...new Set(ids)].sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await deliveries()).every((d) => d.state === 'acknowledged')).toBe(true);
  });
});
