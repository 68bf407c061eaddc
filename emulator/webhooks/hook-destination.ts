import { isLoopback } from '../http';

/**
 * Rules for a webhook's destination URL. Callbacks travel over TLS, so the URL must be
 * https; a loopback address may use plain http, because a receiver on the developer's own
 * machine rarely has a certificate.
 */

export const MAX_DESTINATION_LENGTH = 2048;

/** `localhost`, or a loopback address (a URL's host name puts IPv6 in brackets). */
const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || isLoopback(hostname.replace(/^\[(.*)\]$/, '$1'));

/**
 * Ports that Node's fetch (which sends the callbacks) refuses to connect to: the "bad
 * ports" of the Fetch standard. A hook on one of them could never be delivered, so it is
 * refused when it is created (tests/unit/webhooks-destination.test.ts checks this list
 * against fetch itself).
 */
export const FETCH_BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** What is wrong with `value` as a destination, or null when it is acceptable. */
export function destinationProblem(value: string): string | null {
  if (value.length > MAX_DESTINATION_LENGTH)
    return `destination is at most ${MAX_DESTINATION_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'destination must be an absolute URL such as https://example.com/webhooks';
  }
  if (url.username || url.password) {
    return 'destination must not carry credentials; send them in the webhook headers instead';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `destination must be an https URL; got the ${url.protocol.replace(':', '')} scheme`;
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return 'destination must use https; plain http is accepted only for loopback addresses (127.0.0.0/8, ::1, localhost)';
  }
  if (url.port && FETCH_BLOCKED_PORTS.has(Number(url.port))) {
    return `destination port ${url.port} is one HTTP clients refuse to connect to (a "bad port" of the Fetch standard), so no callback could reach it; use another port, such as 443`;
  }
  return null;
}

/**
 * The domain whose delivery health a destination shares: its host name, whatever the
 * port or path, so that every hook pointing at one server is judged together.
 */
export function destinationDomain(destination: string): string {
  return new URL(destination).hostname;
}
