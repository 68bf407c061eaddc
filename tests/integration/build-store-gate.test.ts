import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_BUILD_CONCURRENCY,
  type StoreGate,
  startStoreGate,
  storeBuildConcurrency,
} from '../../scripts/build/store-gate';
import { placeholderSummary } from '../../scripts/build/build-output';

/**
 * The gate `npm run build` puts between `next build` and the store (scripts/build/store-gate.ts),
 * in front of a real HTTP server standing in for the store.
 */

interface Seen {
  path: string;
  body: string;
  authorization: string | undefined;
  at: number;
}

type Answer = (request: Seen, response: ServerResponse) => unknown;

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((thing) => thing.close()));
});

/** A store stand-in: answers with `answer`, recording every request and the most in flight at once. */
async function fakeStore(answer: Answer) {
  const seen: Seen[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    outgoing.once('close', () => (inFlight -= 1));
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        path: incoming.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        authorization: incoming.headers.authorization,
        at: Date.now(),
      };
      seen.push(request);
      void answer(request, outgoing);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const store = {
    origin: `http://127.0.0.1:${address.port}`,
    seen,
    mostAtOnce: () => mostAtOnce,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
  opened.push(store);
  return store;
}

async function gateTo(origin: string, concurrency: number): Promise<StoreGate> {
  const gate = await startStoreGate({
    apiUrl: `${origin}/stores/abc123`,
    graphqlUrl: `${origin}/graphql`,
    concurrency,
  });
  opened.push(gate);
  return gate;
}

const ask = (url: string, body: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer a-token' },
    body,
  });

describe('the store gate of the build', () => {
  it('passes each request on to the store it stands for, with its headers, body and path', async () => {
    const store = await fakeStore((request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ echoed: request.body })),
    );
    const gate = await gateTo(store.origin, 2);
    expect(gate.env.STORE_API_URL).toMatch(/\/stores\/abc123$/);

    const graphql = await ask(gate.env.STOREFRONT_GRAPHQL_URL, '{"query":"{ site { id } }"}');
    const management = await fetch(`${gate.env.STORE_API_URL}/v3/channels/1`);

    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ echoed: '{"query":"{ site { id } }"}' });
    expect(management.status).toBe(200);
    expect(store.seen.map((request) => request.path)).toEqual([
      '/graphql',
      '/stores/abc123/v3/channels/1',
    ]);
    expect(store.seen[0]!.authorization).toBe('Bearer a-token');
  });

  it('never has more requests at the store at once than its limit, and answers every one', async () => {
    const store = await fakeStore(async (request, response) => {
      // Long enough that requests overlap at the store when nothing holds them back.
      await new Promise((resolve) => setTimeout(resolve, 50));
      response.writeHead(200).end(request.body);
    });
    const gate = await gateTo(store.origin, 3);

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => ask(gate.env.STOREFRONT_GRAPHQL_URL, `request ${i}`)),
    );

    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies).toEqual(Array.from({ length: 12 }, (_, i) => `request ${i}`));
    expect(store.seen).toHaveLength(12);
    expect(store.mostAtOnce()).toBe(3);
  });

  it("sends a request the store answered 429 again once the answer's Retry-After has passed", async () => {
    let refused = 0;
    const store = await fakeStore((request, response) => {
      if (refused < 1) {
        refused += 1;
        response.writeHead(429, { 'retry-after': '0.2' }).end('slow down');
        return;
      }
      response.writeHead(200).end(`answered ${request.body}`);
    });
    const gate = await gateTo(store.origin, 2);

    const answer = await ask(gate.env.STOREFRONT_GRAPHQL_URL, 'the query');

    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('answered the query');
    expect(store.seen).toHaveLength(2);
    // Not before the store said it would take it again (a lower bound, not a speed).
    expect(store.seen[1]!.at - store.seen[0]!.at).toBeGreaterThanOrEqual(190);
  });

  it("gives the store's 429 back when it keeps refusing, after a few tries", async () => {
    const store = await fakeStore((_, response) =>
      response.writeHead(429, { 'retry-after': '0' }).end('slow down'),
    );
    const gate = await gateTo(store.origin, 2);

    const answer = await ask(gate.env.STOREFRONT_GRAPHQL_URL, 'the query');

    expect(answer.status).toBe(429);
    expect(store.seen).toHaveLength(4);
  });

  it('answers 404 for an address that is none of the store', async () => {
    const store = await fakeStore((_, response) => response.writeHead(200).end());
    const gate = await gateTo(store.origin, 1);
    const origin = new URL(gate.env.STOREFRONT_GRAPHQL_URL).origin;

    const answer = await fetch(`${origin}/elsewhere`);

    expect(answer.status).toBe(404);
    expect(store.seen).toHaveLength(0);
  });
});

describe('STORE_BUILD_CONCURRENCY', () => {
  it('is a whole number of requests, 1 or more, with a default', () => {
    expect(storeBuildConcurrency({})).toBe(DEFAULT_STORE_BUILD_CONCURRENCY);
    expect(storeBuildConcurrency({ STORE_BUILD_CONCURRENCY: ' 12 ' })).toBe(12);
    for (const wrong of ['0', '-1', 'many', '2.5'])
      expect(() => storeBuildConcurrency({ STORE_BUILD_CONCURRENCY: wrong })).toThrow(
        `STORE_BUILD_CONCURRENCY must be a whole number of requests, 1 or more (e.g. 4); got "${wrong}".`,
      );
  });
});

describe("the build's line about the pages it left", () => {
  it('counts them, says why and names the first ten', () => {
    expect(placeholderSummary([{ route: '/brands/a', reasons: ['no answer within 10 s'] }])).toBe(
      'Left 1 page to render on its first request, as the store did not answer its prerender in time (no answer within 10 s): /brands/a.',
    );
    const many = Array.from({ length: 12 }, (_, i) => ({
      route: `/products/p${i}`,
      reasons: i % 2 ? ['the store answered HTTP 503'] : ['no answer within 10 s'],
    }));
    expect(placeholderSummary(many)).toBe(
      `Left 12 pages to render on their first request, as the store did not answer their prerender in time (no answer within 10 s; the store answered HTTP 503): ${many
        .slice(0, 10)
        .map((page) => page.route)
        .join(', ')} and 2 more.`,
    );
  });

  it('names the addresses, not the routes of the default language’s [locale] segment', () => {
    const pages = ['/default/brands/a', '/fr/brands/a', '/default'].map((route) => ({
      route,
      reasons: ['no answer within 10 s'],
    }));
    expect(placeholderSummary(pages)).toBe(
      'Left 3 pages to render on their first request, as the store did not answer their prerender in time (no answer within 10 s): /brands/a, /fr/brands/a, /.',
    );
  });
});
