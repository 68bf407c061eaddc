import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithin } from '../../lib/shared/fetch-within';
import { type SilentServer, startSilentServer } from '../support/silent-server';

/** A full garbage collection, which is when Node's fetch can lose an abort on its way. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error,
  );

describe('fetchWithin: a request that gives up in time', () => {
  let silent: SilentServer;
  let answering: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    silent = await startSilentServer();
    const server = createServer((request, response) => {
      request.resume();
      response.end('an answer');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    answering = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  });
  afterAll(async () => {
    await silent.close();
    await answering.close();
  });

  it('gives the answer of a server that answers in time, body included', async () => {
    const response = await fetchWithin(answering.url, undefined, 2000);
    expect(await response.text()).toBe('an answer');
  });

  it('fails with a TimeoutError when the server does not answer in time', async () => {
    const started = Date.now();
    const error = await failureOf(fetchWithin(silent.url, undefined, 300));
    expect(error?.name).toBe('TimeoutError');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('fails at the deadline for a copied request whose signal a garbage collection came between', async () => {
    // A request made from another Request, as Next.js's fetch makes them: the kind whose
    // abort Node's fetch can lose in a collection (nodejs/undici#4068).
    // With a caller's signal too (Apollo's), the two joined by AbortSignal.any: with
    // AbortSignal.timeout in place of fetchWithin, this request waits forever on Node 20.20.
    const caller = new AbortController();
    const pending = [
      failureOf(fetchWithin(new Request(silent.url), undefined, 400)),
      failureOf(fetchWithin(new Request(silent.url), { signal: caller.signal }, 400)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    collectGarbage();
    const errors = await Promise.all(pending);
    expect(errors.map((error) => error?.name)).toEqual(['TimeoutError', 'TimeoutError']);
  });

  it("stops at once when the caller's own signal aborts first", async () => {
    const caller = new AbortController();
    const pending = failureOf(fetchWithin(silent.url, { signal: caller.signal }, 10_000));
    caller.abort();
    expect((await pending)?.name).toBe('AbortError');
  });
});
