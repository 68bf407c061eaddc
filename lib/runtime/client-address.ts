import { BlockList, isIP } from 'node:net';

/**
 * Who sent a request, for the abuse limits (lib/runtime/abuse-limits.ts) and the store's
 * per-client sign-in lockout, and which forwarded headers may be believed.
 *
 * A storefront never sees its client's socket from a page or an action: Next.js hands them
 * only headers, and puts the peer's address into X-Forwarded-For only when the request has
 * none (base-server: `x-forwarded-for ??= socket.remoteAddress`). So the address is read
 * from X-Forwarded-For, right to left, skipping the hops listed in TRUSTED_PROXIES (the
 * load balancer, the CDN, Varnish when not on this host): the first hop not trusted is the
 * client. With no proxy in front, that is the peer Next.js wrote, unless the client sent
 * the header itself; so a shop on the internet runs behind a proxy that appends to it
 * (the edge of `npm start -- --edge` does), as README's security section says.
 *
 * TRUSTED_PROXIES: addresses and CIDR ranges, separated by commas or spaces, e.g.
 * `10.0.0.0/8, 2001:db8::/32, 127.0.0.1`.
 */

export interface TrustedProxies {
  list: BlockList;
}

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/** The list TRUSTED_PROXIES names; throws with the entry that is neither an address nor a range. */
export function parseTrustedProxies(value = process.env.TRUSTED_PROXIES ?? ''): TrustedProxies {
  const list = new BlockList();
  const entries = value.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = familyOf(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxBits = family === 'ipv4' ? 32 : 128;
    if (
      !family ||
      (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > maxBits))
    )
      throw new Error(
        `TRUSTED_PROXIES holds "${entry}", which is neither an IP address nor a CIDR range (such as 10.0.0.0/8); list the proxies in front of the shop, separated by commas.`,
      );
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return { list };
}

let parsed: { from: string; proxies: TrustedProxies } | undefined;

/** TRUSTED_PROXIES, parsed once per value. */
export function trustedProxies(): TrustedProxies {
  const from = process.env.TRUSTED_PROXIES ?? '';
  if (parsed?.from !== from) parsed = { from, proxies: parseTrustedProxies(from) };
  return parsed.proxies;
}

/** An address as one spelling: IPv4-mapped IPv6 (::ffff:1.2.3.4) as IPv4, no brackets or port. */
function normalised(hop: string): string | null {
  let address = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.split(':')[0]!;
  if (address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4)
    address = address.slice(7);
  return familyOf(address) ? address.toLowerCase() : null;
}

function isTrusted(address: string, proxies: TrustedProxies): boolean {
  const family = familyOf(address);
  return family !== null && proxies.list.check(address, family);
}

/**
 * The client's address from a request's headers, or 'unknown' when it names none (then
 * every such request shares one allowance, which is the safe side).
 */
export function clientAddressOf(
  headers: Pick<Headers, 'get'>,
  proxies: TrustedProxies = trustedProxies(),
): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalised)
    .filter((hop): hop is string => hop !== null);
  for (let at = hops.length - 1; at >= 0; at--) {
    const hop = hops[at]!;
    if (!isTrusted(hop, proxies)) return hop;
  }
  // Every hop is a trusted proxy: the leftmost is as far as the chain tells.
  return hops[0] ?? 'unknown';
}
