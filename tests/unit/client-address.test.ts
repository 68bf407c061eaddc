import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies } from '@/lib/runtime/client-address';

/** Who sent a request, from X-Forwarded-For and TRUSTED_PROXIES (lib/runtime/client-address.ts). */
const from = (forwardedFor: string | null, trusted = '') =>
  clientAddressOf(
    new Headers(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }),
    parseTrustedProxies(trusted),
  );

describe('the client address', () => {
  it('is the last hop, the one the nearest proxy (or Next.js) wrote, when no proxy is trusted', () => {
    expect(from('198.51.100.9')).toBe('198.51.100.9');
    // A client's own claim stays to the left of the hop its proxy appended.
    expect(from('10.1.2.3, 198.51.100.9')).toBe('198.51.100.9');
    expect(from(null)).toBe('unknown');
    expect(from('not an address')).toBe('unknown');
  });

  it('skips the trusted proxies, addresses and ranges, right to left', () => {
    const trusted = '10.0.0.0/8, 192.0.2.1 2001:db8::/32';
    expect(from('203.0.113.7, 192.0.2.1, 10.0.0.5', trusted)).toBe('203.0.113.7');
    expect(from('6.6.6.6, 203.0.113.7, 10.9.9.9', trusted)).toBe('203.0.113.7');
    expect(from('203.0.113.7, 2001:db8::1', trusted)).toBe('203.0.113.7');
    // Only proxies in the chain: the leftmost is as far as it tells.
    expect(from('10.0.0.1, 10.0.0.2', trusted)).toBe('10.0.0.1');
  });

  it('writes one address one way (IPv4-mapped IPv6, brackets, ports, case)', () => {
    expect(from('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(from('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(from('[2001:DB8::7]:443')).toBe('2001:db8::7');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or a range, naming it', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.internal')).toThrow(
      /"proxy\.internal".*neither an IP address nor a CIDR range/,
    );
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33"/);
  });
});
