import { isIP } from 'node:net';
import { type FastifyRequest } from 'fastify';

/** `::ffff:203.0.113.7` is the IPv4 client 203.0.113.7 on a dual-stack socket: one client, one key. */
const unmapped = (address: string): string =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * The address of the shopper a request is for, which the sign-in throttle counts failures
 * by. A storefront calls the store from its own server, so the socket's address is that
 * server's, the same for every shopper; the server names the shopper in the standard
 * `X-Forwarded-For` header, whose leftmost entry is the original client.
 *
 * Anyone can write that header, and a caller who may choose it can make every guess come
 * from a "new" client. So it counts only when `trustForwarded`: the caller proved it is a
 * server of the store (an API token or a server-side storefront token, secrets a browser
 * never holds). Otherwise, and when the header is missing or its first entry is not an IP
 * address, the socket's remote address is the client. The service's own `trustProxy` stays
 * off: the `/local/` guard and the rate limit must keep seeing the socket.
 */
export function clientAddress(request: FastifyRequest, trustForwarded: boolean): string {
  if (trustForwarded) {
    const header = request.headers['x-forwarded-for'];
    // Repeated headers arrive joined with commas (or, from some clients, as an array).
    const first = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')[0]!;
    const address = first.trim();
    if (isIP(address)) return unmapped(address);
  }
  return unmapped(request.socket.remoteAddress ?? '');
}
