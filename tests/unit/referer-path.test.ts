import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refererPath } from '@/lib/runtime/referer-path';
import { stubStorefrontEnv } from '../support/storefront-env';

/**
 * A route handler's request as `next start --hostname 127.0.0.1` hands it over: its URL is
 * the server's own (Next.js writes localhost there), whatever address the browser used.
 */
const routed = (headers: Record<string, string>) =>
  new NextRequest('http://localhost:3000/language?to=fr', { headers });

describe('refererPath', () => {
  beforeAll(() => stubStorefrontEnv(null, { PUBLIC_URL: 'https://shop.example' }));
  afterAll(() => vi.unstubAllEnvs());

  it('reads the page the browser came from on the host it asked for, not the server’s own', () => {
    const request = routed({ host: '127.0.0.1:3000', referer: 'http://127.0.0.1:3000/help?x=1' });
    expect(refererPath(request)).toBe('/help?x=1');
  });

  it('reads a page of the public address too (behind a proxy that names the origin)', () => {
    const request = routed({ host: '10.0.0.5:3000', referer: 'https://shop.example/fr/help' });
    expect(refererPath(request)).toBe('/fr/help');
  });

  it('ignores another site’s page, an address that is not one, and no Referer', () => {
    expect(
      refererPath(routed({ host: '127.0.0.1:3000', referer: 'https://elsewhere.example/help' })),
    ).toBeNull();
    expect(refererPath(routed({ host: '127.0.0.1:3000', referer: 'not a url' }))).toBeNull();
    expect(refererPath(routed({ host: '127.0.0.1:3000' }))).toBeNull();
  });
});
