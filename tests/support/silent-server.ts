import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface SilentServer {
  url: string;
  /** Requests that arrived (and were never answered). */
  requests: number;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that reads every request and never answers it: a store that hangs. */
export async function startSilentServer(): Promise<SilentServer> {
  const server = createServer((request) => {
    silent.requests += 1;
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const silent: SilentServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return silent;
}
