import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import { e2eStorefrontEnv } from '../support/storefront-instance';
import { actionIds } from '../fuzz/targets';
import { expect, test } from './fixtures';

/**
 * A body the shop refuses (wrong secret, too large, another origin), sent by a client that
 * is still sending when the refusal is decided: the client reads the answer. Closing the
 * connection at once, while bytes were still arriving, made the kernel reset it, and the
 * sender saw EPIPE or "other side closed" instead of the 401/413 (issue 26, the long fuzz).
 * The shop reads and throws away a refused body up to a bound (lib/shared/bounded-body.ts);
 * past it, it answers and closes without reading.
 */
interface Outcome {
  status?: number;
  connection?: string;
  body: string;
  /** The transport error the client saw (EPIPE, ECONNRESET), if any. */
  error?: string;
}

const MB = 1024 * 1024;

/**
 * POSTs `size` bytes in 64 KB chunks, pausing after each megabyte, so the server decides
 * while the body is still coming; `chunked` sends no Content-Length. Settles once the
 * answer was read and the body was sent (or the connection failed): an answer read while
 * the rest of the body then meets a reset is a failure too, as it is for fetch (undici
 * gives up the whole call).
 */
function slowPost(
  url: URL,
  headers: Record<string, string>,
  size: number,
  { chunked = false } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { body: '' };
    let answered = false;
    let sent = false;
    const settle = () => {
      if (outcome.error !== undefined || (answered && sent)) {
        clearTimeout(timer);
        resolve(outcome);
      }
    };
    // A connection the server closed under the body can also leave the client waiting for
    // a 'finish' that never comes: a failure of its own.
    const timer = setTimeout(() => {
      outcome.error ??= `not done after 20 s (answered: ${answered}, body sent: ${sent})`;
      request.destroy();
      settle();
    }, 20_000);
    const fail = (error: NodeJS.ErrnoException) => {
      outcome.error ??= error.code ?? error.message;
      settle();
    };
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: chunked
        ? { ...headers, 'transfer-encoding': 'chunked' }
        : { ...headers, 'content-length': String(size) },
    });
    request.on('response', (response) => {
      outcome.status = response.statusCode;
      outcome.connection = response.headers.connection;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (outcome.body += chunk));
      response.on('error', fail);
      response.on('end', () => {
        answered = true;
        settle();
      });
    });
    request.on('error', fail);
    request.on('finish', () => {
      sent = true;
      settle();
    });
    void (async () => {
      const chunk = Buffer.alloc(64 * 1024, 'a');
      for (let at = 0; at < size; at += chunk.length) {
        if (outcome.error !== undefined) return;
        const more = request.write(chunk.subarray(0, Math.min(chunk.length, size - at)));
        if (!more)
          await new Promise<void>((go) => {
            const done = () => {
              request.off('drain', done).off('close', done);
              go();
            };
            request.on('drain', done).on('close', done);
          });
        if ((at + chunk.length) % MB === 0) await sleep(15);
      }
      request.end();
    })();
  });
}

const webhookSecret = () => e2eStorefrontEnv().WEBHOOK_SECRET!;

test('a client still sending a 7 MB webhook body reads the 401 for a wrong secret', async ({
  baseURL,
}) => {
  const outcome = await slowPost(
    new URL('/api/webhooks', baseURL),
    { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: 'not-the-secret' },
    7 * MB,
  );
  expect(outcome.error, 'no transport error').toBeUndefined();
  expect(outcome.status).toBe(401);
  expect(outcome.body).toContain('Missing or wrong');

  // The fuzz's own client: fetch (undici) with the whole body at once.
  const response = await fetch(new URL('/api/webhooks', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: 'not-the-secret' },
    body: Buffer.alloc(7 * MB, '%'),
  });
  expect(response.status).toBe(401);
  expect(await response.text()).toContain('Missing or wrong');
});

test('a client still sending a 7 MB webhook body, chunked or not, reads the 413', async ({
  baseURL,
}) => {
  const headers = { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: webhookSecret() };
  for (const chunked of [false, true]) {
    const outcome = await slowPost(new URL('/api/webhooks', baseURL), headers, 7 * MB, {
      chunked,
    });
    expect(outcome.error, `chunked: ${chunked}: no transport error`).toBeUndefined();
    expect(outcome.status, `chunked: ${chunked}`).toBe(413);
    expect(outcome.body).toMatch(/larger than \d+ bytes/);
  }
});

test('a client still sending a 7 MB server action post reads the 413, and a cross-origin one the 403', async ({
  baseURL,
}) => {
  const url = new URL('/', baseURL);
  const action = actionIds(process.env.E2E_DIST_DIR ?? '.next-test').get('sign-in')!;
  const headers = { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8' };
  for (const chunked of [false, true]) {
    const tooLarge = await slowPost(url, { ...headers, origin: url.origin }, 7 * MB, { chunked });
    expect(tooLarge.error, `chunked: ${chunked}: no transport error`).toBeUndefined();
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toContain('at most 1 MB');
  }
  const foreign = await slowPost(url, { ...headers, origin: 'https://elsewhere.example' }, 7 * MB);
  expect(foreign.error, 'no transport error').toBeUndefined();
  expect(foreign.status).toBe(403);
});

test('a webhook body declared past what the shop drains is answered at once, and the connection closes', async ({
  baseURL,
}) => {
  // Nothing of the 100 MB is sent: the answer comes from the headers alone. (Server action
  // posts are refused by the proxy, and there Next.js itself waits for the whole body before
  // it sends the proxy's answer: next-server's runMiddleware awaits the body's end. Their
  // bound is Node's requestTimeout, not ours.)
  for (const [secret, status] of [
    [webhookSecret(), 413],
    ['not-the-secret', 401],
  ] as const) {
    const answer = await new Promise<{ status?: number; connection?: string }>(
      (resolve, reject) => {
        const request = http.request(new URL('/api/webhooks', baseURL), {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            [WEBHOOK_SECRET_HEADER]: secret,
            'content-length': String(100 * MB),
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve({ status: response.statusCode, connection: response.headers.connection });
          request.destroy();
        });
        request.on('error', reject);
        request.setTimeout(10_000, () => reject(new Error(`no answer within 10 s`)));
        request.flushHeaders();
      },
    );
    expect(answer.status).toBe(status);
    expect(answer.connection).toBe('close');
  }
});
