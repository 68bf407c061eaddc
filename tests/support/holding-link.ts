import { type Server, createServer, request as httpRequest } from 'node:http';

/**
 * A link to the store that never answers the requests a test picks (by their body: a
 * GraphQL operation and its variables), as a store slow for those requests would be, and
 * passes every other one on. A held request ends only when its sender gives up (its
 * time-out) or the link closes.
 */
export interface HoldingLink {
  /** The origin to use instead of the store's. */
  origin: string;
  /** How many requests it has held so far. */
  held(): number;
  close(): Promise<void>;
}

export async function startHoldingLink(
  target: string,
  holds: (body: string) => boolean,
): Promise<HoldingLink> {
  const to = new URL(target);
  let held = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (holds(body.toString('utf8'))) {
        held += 1;
        return;
      }
      const forward = httpRequest(
        {
          host: to.hostname,
          port: to.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: to.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on('error', () => outgoing.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the holding link got no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    held: () => held,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
