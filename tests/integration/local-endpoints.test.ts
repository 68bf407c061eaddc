import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '@/emulator/http/local-only';
import { startTestStore, type TestStore } from '../support/store-service';

/** The /local/... inspection endpoints answer this machine only. */

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const LOCAL_PATHS = [
  '/local/outbox',
  '/local/webhook-deliveries',
  '/local/webhook-domains',
  '/local/graphql-stats',
];

describe('/local endpoints', () => {
  it('answer a caller on this machine', async () => {
    for (const path of LOCAL_PATHS) {
      expect((await fetch(`${store.origin}${path}`)).status, path).toBe(200);
    }
  });

  it('refuse a caller from another machine with 403 saying why', async () => {
    for (const remoteAddress of ['192.0.2.10', '::ffff:10.1.2.3', 'fd00::7']) {
      for (const path of LOCAL_PATHS) {
        // inject() runs the request through the whole server, as if it came from remoteAddress.
        const res = await store.app.inject({ method: 'GET', url: path, remoteAddress });
        expect(res.statusCode, `${remoteAddress} ${path}`).toBe(403);
        expect(res.json().title).toContain('only requests from this machine');
      }
    }
  });

  it('leave the other routes open to other machines', async () => {
    const res = await store.app.inject({
      method: 'GET',
      url: `/stores/${store.storeHash}/v3/channels`,
      remoteAddress: '192.0.2.10',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('isLoopback', () => {
  it('knows loopback addresses in every form a socket reports them', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address), address).toBe(true);
    for (const address of [
      '192.0.2.1',
      '::ffff:192.0.2.1',
      'fd00::1',
      '::',
      '0.0.0.0',
      '',
      'localhost',
      '127.0.0.1.evil',
    ]) {
      expect(isLoopback(address), address).toBe(false);
    }
  });
});
