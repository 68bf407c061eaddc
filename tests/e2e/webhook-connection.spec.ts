import http from 'node:http';
import { callbackBody, callbackHeaders } from '../../scripts/bench/callback';
import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import { e2eStorefrontEnv } from '../support/storefront-instance';
import { expect, test } from './fixtures';

/**
 * The webhook receiver over a real keep-alive connection: an answer given before the body
 * was read (here 413 for a chunked body past the limit) closes the connection, so the
 * sender's next callback goes out on a fresh one instead of waiting behind the unread rest.
 */
interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** Whether the request went out on a connection an earlier request had used. */
  reusedSocket: boolean;
}

function post(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  write: (request: http.ClientRequest) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          connection: response.headers.connection,
          body,
          reusedSocket: request.reusedSocket,
        }),
      );
    });
    // The server may close while the oversize body is still going out: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    write(request);
  });
}

test('a 413 for an oversize chunked body closes the connection; the next callback on the same agent is answered', async ({
  baseURL,
}) => {
  const url = new URL('/api/webhooks', baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const secrets = {
    webhookSecret: e2eStorefrontEnv().WEBHOOK_SECRET!,
    clientSecret: e2eStorefrontEnv().STORE_CLIENT_SECRET,
  };
  const headers = {
    'content-type': 'application/json',
    [WEBHOOK_SECRET_HEADER]: secrets.webhookSecret,
  };
  try {
    // A keep-alive connection that has served one callback already.
    const valid = () =>
      callbackBody(
        { storeHash: process.env.E2E_STORE_HASH!, storeId: Number(process.env.E2E_STORE_ID) },
        'store/cart/updated',
        { type: 'cart', id: '0b6f6f7e-2d39-4c47-9d9b-4a9e3f2f5a10' },
      );
    const signedPost = (body: string) =>
      post(agent, url, callbackHeaders(body, secrets), (request) => request.end(body));
    const warm = await signedPost(valid());
    expect(warm.status).toBe(200);

    const oversize = await post(
      agent,
      url,
      { ...headers, 'transfer-encoding': 'chunked' },
      (request) => {
        const chunk = Buffer.alloc(64 * 1024, 'a');
        for (let sent = 0; sent < 1024 * 1024; sent += chunk.length) request.write(chunk);
        request.end();
      },
    );
    expect(oversize.status).toBe(413);
    expect(oversize.reusedSocket, 'sent on the kept-alive connection').toBe(true);
    expect(oversize.connection).toBe('close');
    expect(oversize.body).toMatch(/larger than \d+ bytes/);

    const next = await signedPost(valid());
    expect(next.status).toBe(200);
    expect(next.reusedSocket, 'the closed connection is not reused').toBe(false);
  } finally {
    agent.destroy();
  }
});
