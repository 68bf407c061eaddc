import { type Server, createServer, request as httpRequest } from 'node:http';

/**
 * A link to the store that a test can cut, as a network outage or a store going down
 * would: while cut, every connection through it is dropped at once. Control requests
 * come from the tests' own machine: `POST /__link/cut` and `POST /__link/restore`.
 */
export interface SwitchableLink {
  /** The origin to use instead of the store's. */
  origin: string;
  /** Requests passed on to the store so far. */
  forwarded(): number;
  close(): Promise<void>;
}

export const cutLink = (origin: string) => fetch(`${origin}/__link/cut`, { method: 'POST' });
export const restoreLink = (origin: string) =>
  fetch(`${origin}/__link/restore`, { method: 'POST' });

/**
 * `keepHost`: pass the request's own Host header on (a link between an edge and the
 * storefront, whose server actions check that the Origin matches the Host).
 * `holds`: the requests (by their body: a GraphQL operation and its variables) the link
 * never answers, as a store slow for those would be; a held request ends only when its
 * sender gives up (its time-out) or the link closes.
 */
export async function startSwitchableLink(
  target: string,
  { keepHost = false, holds }: { keepHost?: boolean; holds?: (body: string) => boolean } = {},
): Promise<SwitchableLink> {
  const to = new URL(target);
  let cut = false;
  let forwarded = 0;
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === '/__link/cut' || incoming.url === '/__link/restore') {
      cut = incoming.url === '/__link/cut';
      outgoing.writeHead(204).end();
      return;
    }
    if (cut) {
      incoming.socket.destroy();
      return;
    }
    const forward = () => {
      forwarded += 1;
      return httpRequest(
        {
          host: to.hostname,
          port: to.port,
          method: incoming.method,
          path: incoming.url,
          headers: keepHost ? incoming.headers : { ...incoming.headers, host: to.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      ).on('error', () => outgoing.destroy());
    };
    if (!holds) {
      incoming.pipe(forward());
      return;
    }
    // The body is read whole to decide: a held request is left unanswered.
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!holds(body.toString('utf8'))) forward().end(body);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address === 'string')
    throw new Error('the switchable link did not get a port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    forwarded: () => forwarded,
    close: () =>
      new Promise((closed) => {
        // Held requests keep their connections open: they end with the link.
        if (holds) server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
