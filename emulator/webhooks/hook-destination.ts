import { isLoopback } from '../http/local-only';

/**
 * Rules for a webhook's destination URL. Callbacks travel over TLS, so the URL must be
 * https; a loopback address may use plain http, because a receiver on the developer's own
 * machine rarely has a certificate.
 */

export const MAX_DESTINATION_LENGTH = 2048;

/** `localhost`, or a loopback address (a URL's host name puts IPv6 in brackets). */
const isLoopbackHost = (hostname: string): boolean => hostname === 'localhost' || isLoopback(hostname.replace(/^\[(.*)\]$/, '$1'));

/** What is wrong with `value` as a destination, or null when it is acceptable. */
export function destinationProblem(value: string): string | null {
  if (value.length > MAX_DESTINATION_LENGTH) return `destination is at most ${MAX_DESTINATION_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'destination must be an absolute URL such as https://example.com/webhooks';
  }
  if (url.username || url.password) {
    return 'destination must not carry credentials; send them in the webhook headers instead';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') {
    return isLoopbackHost(url.hostname)
      ? null
      : 'destination must use https; plain http is accepted only for loopback addresses (127.0.0.0/8, ::1, localhost)';
  }
  return `destination must be an https URL; got the ${url.protocol.replace(':', '')} scheme`;
}

/**
 * The domain whose delivery health a destination shares: its host name, whatever the
 * port or path, so that every hook pointing at one server is judged together.
 */
export function destinationDomain(destination: string): string {
  return new URL(destination).hostname;
}
