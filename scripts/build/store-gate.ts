import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { retryAfterMs } from '../../lib/shared/retry-after';

/**
 * How many requests the build may have at the store at once, all its prerendering
 * workers together (`STORE_BUILD_CONCURRENCY`). A store limits how fast one client may
 * ask; a build prerendering hundreds of pages must not be the client it throttles.
 */
export const STORE_BUILD_CONCURRENCY_ENV = 'STORE_BUILD_CONCURRENCY';
export const DEFAULT_STORE_BUILD_CONCURRENCY = 4;

/** How often a request the store answered 429 is sent again, and the longest wait it is given. */
const ATTEMPTS_AFTER_429 = 4;
const LONGEST_RETRY_AFTER_MS = 30_000;
/** The wait after a 429 that says nothing of when to come back. */
const DEFAULT_RETRY_AFTER_MS = 1000;

/** Request headers that belong to one connection, not to the request passed on. */
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'upgrade',
]);
/** Answer headers fetch has already acted on (it decompresses the body and knows its length). */
const DECODED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

export function storeBuildConcurrency(env: Record<string, string | undefined>): number {
  const raw = env[STORE_BUILD_CONCURRENCY_ENV]?.trim();
  if (!raw) return DEFAULT_STORE_BUILD_CONCURRENCY;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1)
    throw new Error(
      `${STORE_BUILD_CONCURRENCY_ENV} must be a whole number of requests, 1 or more (e.g. ${DEFAULT_STORE_BUILD_CONCURRENCY}); got "${raw}".`,
    );
  return Number(raw);
}

export interface StoreGateOptions {
  /** STORE_API_URL: the management API, e.g. https://api.example.com/stores/abc. */
  apiUrl: string;
  /** STOREFRONT_GRAPHQL_URL. */
  graphqlUrl: string;
  concurrency: number;
}

export interface StoreGate {
  /** The store settings the build uses instead, pointing at the gate. */
  env: { STORE_API_URL: string; STOREFRONT_GRAPHQL_URL: string };
  close(): Promise<void>;
}

/**
 * A local gate between `next build` and the store (scripts/build.ts points the build's
 * store settings at it). Next.js prerenders in several worker processes, each with its
 * own fetch, so no limit inside the storefront could hold for the whole build; here,
 * one process sees every request. It passes at most `concurrency` on at once, and when
 * the store answers 429 it holds every request until the answer's Retry-After has passed
 * (capped at 30 s) and sends that one again, up to four times. The storefront's own
 * time-out (STOREFRONT_GRAPHQL_TIMEOUT_MS) still runs from when it sent the request:
 * one that waits too long here is a store that did not answer in time, and its page is
 * left to render on its first request (lib/store/build-placeholder.ts).
 */
export async function startStoreGate(options: StoreGateOptions): Promise<StoreGate> {
  const api = new URL(options.apiUrl);
  const graphql = new URL(options.graphqlUrl);
  // Each upstream under a prefix of its own, its path kept (the store hash is the API
  // URL's last segment, which the storefront reads).
  const routes = [
    { prefix: '/api', origin: api.origin },
    { prefix: '/graphql', origin: graphql.origin },
  ];
  let inFlight = 0;
  let pausedUntil = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    for (;;) {
      const pause = pausedUntil - Date.now();
      if (pause > 0) await new Promise((resume) => setTimeout(resume, pause));
      else if (inFlight < options.concurrency) break;
      else await new Promise<void>((turn) => waiting.push(turn));
    }
    inFlight += 1;
  }
  function release(): void {
    inFlight -= 1;
    waiting.shift()?.();
  }

  async function pass(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const route = routes.find(({ prefix }) => incoming.url?.startsWith(`${prefix}/`));
    if (!route || !incoming.url) {
      outgoing.writeHead(404, { 'content-type': 'text/plain' }).end('not a store address\n');
      return;
    }
    const target = `${route.origin}${incoming.url.slice(route.prefix.length)}`;
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (!HOP_HEADERS.has(name) && typeof value === 'string') headers.set(name, value);
    // The build's own request gone (its time-out ran out): stop waiting for the store too.
    const gone = new AbortController();
    outgoing.once('close', () => gone.abort());

    for (let attempt = 1; ; attempt++) {
      await acquire();
      let answer: Response;
      try {
        if (gone.signal.aborted) return;
        answer = await fetch(target, {
          method: incoming.method,
          headers,
          body,
          signal: gone.signal,
          redirect: 'manual',
        });
        if (answer.status === 429 && attempt < ATTEMPTS_AFTER_429) {
          const wait = Math.min(
            retryAfterMs(answer.headers.get('retry-after')) ?? DEFAULT_RETRY_AFTER_MS,
            LONGEST_RETRY_AFTER_MS,
          );
          pausedUntil = Math.max(pausedUntil, Date.now() + wait);
          await answer.body?.cancel();
          continue;
        }
        const payload = Buffer.from(await answer.arrayBuffer());
        const answerHeaders: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!DECODED_HEADERS.has(name)) answerHeaders[name] = value;
        });
        outgoing.writeHead(answer.status, answerHeaders).end(payload);
        return;
      } finally {
        release();
      }
    }
  }

  const server: Server = createServer((incoming, outgoing) => {
    pass(incoming, outgoing).catch(() => {
      // The store could not be reached, or the build gave up: end the connection, as the
      // store's own failure would, so the storefront counts it as the store unavailable.
      outgoing.destroy();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the store gate got no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    env: {
      STORE_API_URL: `${origin}/api${api.pathname.replace(/\/$/, '')}`,
      STOREFRONT_GRAPHQL_URL: `${origin}/graphql${graphql.pathname}${graphql.search}`,
    },
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
