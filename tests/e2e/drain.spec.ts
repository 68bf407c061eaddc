import { Agent, request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { callbackBody, callbackHeaders } from '../../scripts/bench/callback';
import {
  type StorefrontInstance,
  e2eStorefrontEnv,
  startStorefrontInstance,
} from '../support/storefront-instance';

/**
 * The drain on SIGTERM with kept-alive connections, as a load balancer's pool holds them
 * (lib/runtime/draining.ts): an answer the app makes itself, finished after the signal,
 * closes its connection, so the client's next request opens a new one, which a draining
 * server does not take (a refused connect, safe to send elsewhere) instead of meeting a
 * reset when the process exits.
 */
type Reply = { status: number; connection: string | undefined; body: string } | { error: string };

/** A request on the pool's connection; `whileSending` runs once the server has begun it, with half the body sent. */
function send(
  agent: Agent,
  url: string,
  {
    method = 'GET',
    body = '',
    headers = {},
    whileSending = async () => {},
  }: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    whileSending?: () => Promise<void>;
  } = {},
): Promise<Reply> {
  return new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message });
    const call = httpRequest(
      url,
      { agent, method, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: text,
          }),
        );
        response.on('error', failed);
      },
    );
    call.on('error', failed);
    if (!body) return void call.end();
    call.setHeader('content-length', Buffer.byteLength(body));
    // Expect: 100-continue makes the server say when it has read the request's head, so
    // the request is under way on the server, not still in flight, when whileSending runs:
    // a signal that came first would find the connection idle and close it, rightly.
    call.setHeader('expect', '100-continue');
    call.once('continue', () => {
      const half = Math.floor(body.length / 2);
      call.write(body.slice(0, half));
      void whileSending().then(() => call.end(body.slice(half)));
    });
    call.flushHeaders();
  });
}

let server: StorefrontInstance;
test.beforeAll(async () => {
  server = await startStorefrontInstance({});
});
test.afterAll(() => server?.stop());

test('a request under way on a kept-alive connection at SIGTERM is answered with Connection: close; the next connection is refused, not reset', async () => {
  const pool = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await send(pool, `${server.url}/api/health/ready`)).toMatchObject({
      status: 200,
      connection: 'keep-alive',
    });
    let stopped: Promise<void> | undefined;
    // A webhook callback whose body is still coming when the signal lands.
    const body = callbackBody(
      { storeHash: process.env.E2E_STORE_HASH!, storeId: Number(process.env.E2E_STORE_ID) },
      'store/product/updated',
      { type: 'product', id: 9999 },
    );
    const underWay = await send(pool, `${server.url}/api/webhooks`, {
      method: 'POST',
      headers: callbackHeaders(body, {
        webhookSecret: e2eStorefrontEnv().WEBHOOK_SECRET!,
        clientSecret: e2eStorefrontEnv().STORE_CLIENT_SECRET,
      }),
      body,
      whileSending: async () => {
        stopped = server.stop();
        await new Promise((resolve) => setTimeout(resolve, 500));
      },
    });
    expect(underWay).toMatchObject({ status: 200, connection: 'close' });
    // The pool's next request needs a new connection, which the draining server refuses.
    expect(await send(pool, `${server.url}/api/health/ready`)).toEqual({ error: 'ECONNREFUSED' });
    await stopped;
    expect(await server.exited()).toBe(143);
  } finally {
    pool.destroy();
  }
});
