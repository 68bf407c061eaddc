import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '@/emulator/http/local-only';
import { sendEmail } from '@/emulator/outbox';
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

describe('/local/outbox', () => {
  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  beforeAll(() => {
    sendEmail(store.ctx, {
      kind: 'order_confirmation',
      to: 'reader@example.com',
      subject: 'Your order #7 <b>at</b> the shop',
      body: 'Hi Reader,\nSee your order: https://shop.example.com/account/orders/7',
      links: { order_status: 'https://shop.example.com/account/orders/7' },
    });
  });

  it('is a readable page in a browser: each message, its text escaped and its links clickable', async () => {
    const res = await fetch(`${store.origin}/local/outbox`, {
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('<h2>Your order #7 &lt;b&gt;at&lt;/b&gt; the shop</h2>');
    expect(page).toContain('To <strong>reader@example.com</strong>');
    expect(page).toContain(
      '<a href="https://shop.example.com/account/orders/7">https://shop.example.com/account/orders/7</a>',
    );
  });

  it('stays JSON for scripts (no text/html asked for, or ?format=json) and filters alike', async () => {
    for (const [url, accept] of [
      ['/local/outbox?to=reader@example.com', '*/*'],
      ['/local/outbox?to=reader@example.com&format=json', BROWSER_ACCEPT],
    ] as const) {
      const res = await fetch(`${store.origin}${url}`, { headers: { accept } });
      expect(res.headers.get('content-type'), url).toContain('application/json');
      const { data } = (await res.json()) as { data: Array<{ subject: string }> };
      expect(data.map((m) => m.subject)).toEqual(['Your order #7 <b>at</b> the shop']);
    }
    // An unknown format is the query's mistake, answered as the service answers any bad query.
    expect((await fetch(`${store.origin}/local/outbox?format=xml`)).status).toBe(422);
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
