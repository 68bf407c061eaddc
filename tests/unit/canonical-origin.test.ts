import { describe, expect, it } from 'vitest';
import { canonicalLinksNote, canonicalOriginOf } from '@/lib/shared/canonical-origin.mjs';

describe('the canonical links origin a build is given', () => {
  it("is PUBLIC_URL's origin", () => {
    expect(canonicalOriginOf({ PUBLIC_URL: 'https://shop.example.com/' })).toBe(
      'https://shop.example.com',
    );
    expect(canonicalOriginOf({ PUBLIC_URL: 'http://127.0.0.1:4123' })).toBe(
      'http://127.0.0.1:4123',
    );
  });

  it("is none for the local demo's own address, which follows the port, or without PUBLIC_URL", () => {
    expect(
      canonicalOriginOf({ PUBLIC_URL: 'http://localhost:3000', PUBLIC_URL_FOLLOWS_PORT: '1' }),
    ).toBe('');
    expect(canonicalOriginOf({})).toBe('');
  });

  it('says what a PUBLIC_URL that is not a URL should be', () => {
    expect(() => canonicalOriginOf({ PUBLIC_URL: 'shop.example.com' })).toThrow(
      /PUBLIC_URL must be the storefront's public origin, such as https:\/\/shop\.example\.com/,
    );
  });
});

describe('what a build says of its canonical links', () => {
  it('names the origin, the local demo, or the missing PUBLIC_URL', () => {
    expect(canonicalLinksNote({ PUBLIC_URL: 'https://shop.example.com' })).toMatch(
      /^Canonical links name https:\/\/shop\.example\.com \(PUBLIC_URL\)/,
    );
    expect(
      canonicalLinksNote({ PUBLIC_URL: 'http://localhost:3000', PUBLIC_URL_FOLLOWS_PORT: '1' }),
    ).toMatch(/relative: this is the local demo/);
    expect(canonicalLinksNote({})).toMatch(/PUBLIC_URL was not set/);
  });
});
