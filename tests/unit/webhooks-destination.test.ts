import { describe, expect, it } from 'vitest';
import {
  FETCH_BLOCKED_PORTS,
  destinationDomain,
  destinationProblem,
} from '@/emulator/webhooks/hook-destination';

describe('webhook destination', () => {
  it('accepts https anywhere, on any port', () => {
    expect(destinationProblem('https://receiver.example.com/webhooks')).toBeNull();
    expect(destinationProblem('https://receiver.example.com:8443/webhooks?x=1')).toBeNull();
  });

  it('accepts plain http only on loopback addresses', () => {
    for (const url of [
      'http://127.0.0.1:3000/api/webhooks',
      'http://127.255.0.9/',
      'http://localhost/',
      'http://[::1]:8080/',
      'http://LOCALHOST:81/',
    ]) {
      expect(destinationProblem(url), url).toBeNull();
    }
    for (const url of [
      'http://192.168.1.10/',
      'http://128.0.0.1/',
      'http://localhost.evil.example/',
      'http://[::2]/',
      'http://example.com/',
    ]) {
      expect(destinationProblem(url), url).toMatch(/https/);
    }
  });

  it('names what is wrong with other values', () => {
    expect(destinationProblem('/relative')).toMatch(/absolute URL/);
    expect(destinationProblem('ws://example.com/')).toMatch(/ws scheme/);
    expect(destinationProblem('https://u:p@example.com/')).toMatch(/credentials/);
    expect(destinationProblem(`https://example.com/${'a'.repeat(3000)}`)).toMatch(/at most/);
  });

  it('refuses the ports fetch refuses to connect to, saying why', () => {
    expect(destinationProblem('http://127.0.0.1:10080/hooks')).toMatch(/port 10080 .*bad port/);
    expect(destinationProblem('https://receiver.example.com:6667/')).toMatch(/port 6667/);
    expect(destinationProblem('https://receiver.example.com:10081/')).toBeNull();
  });

  it("blocks exactly fetch's bad ports: each listed port is refused by fetch, the port after it (when unlisted) is tried", async () => {
    const refusal = async (port: number) => {
      const error: unknown = await fetch(`http://127.0.0.1:${port}/`, {
        signal: AbortSignal.timeout(2000),
      }).then(
        () => null,
        (e: unknown) => e,
      );
      return error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
    };
    for (const port of FETCH_BLOCKED_PORTS) {
      expect(await refusal(port), String(port)).toBe('bad port');
      if (!FETCH_BLOCKED_PORTS.has(port + 1))
        expect(await refusal(port + 1), String(port + 1)).not.toBe('bad port');
    }
  });

  it('judges health by host name, whatever the port or path', () => {
    expect(destinationDomain('https://hooks.example.com:8443/a')).toBe('hooks.example.com');
    expect(destinationDomain('http://127.0.0.1:3000/b')).toBe('127.0.0.1');
  });
});
