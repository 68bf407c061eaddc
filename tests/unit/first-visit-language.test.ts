import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CRAWLER_PATTERN,
  FIRST_LANGUAGE_PATTERN,
  LANGUAGE_COOKIE,
  firstLanguageTag,
  homeLanguageRedirect,
} from '@/lib/shared/first-visit-language';

const SHOP = { default: 'en', all: ['en', 'fr', 'de', 'pt-BR'] };
const visit = (acceptLanguage: string | null, cookie?: string, userAgent = 'Mozilla/5.0') =>
  homeLanguageRedirect({ acceptLanguage, cookie, userAgent }, SHOP);

describe("the home page's first-visit language", () => {
  it("follows the browser's first language once, when the shop offers it", () => {
    expect(visit('fr-CA,fr;q=0.9,en;q=0.8')).toEqual({ code: 'fr', remember: true });
    expect(visit('pt-BR')).toEqual({ code: 'pt-BR', remember: true });
    expect(visit('en-GB,fr;q=0.9')).toBeNull();
    // Only the first language counts: the edge keys its copies of `/` by it alone.
    expect(visit('ja,fr;q=0.9')).toBeNull();
    expect(visit(null)).toBeNull();
    expect(visit('*')).toBeNull();
  });

  it('follows a remembered choice instead, and the default one stays', () => {
    expect(visit('fr', 'en')).toBeNull();
    expect(visit('en', 'de')).toEqual({ code: 'de', remember: false });
    // A choice the shop no longer offers is forgotten.
    expect(visit('fr', 'it')).toEqual({ code: 'fr', remember: true });
  });

  it('never redirects a crawler, and does nothing in a shop of one language', () => {
    expect(visit('fr', undefined, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBeNull();
    expect(visit('fr', undefined, 'Mozilla/5.0 (compatible; bingbot/2.0)')).toBeNull();
    expect(
      homeLanguageRedirect(
        { acceptLanguage: 'fr', cookie: undefined, userAgent: null },
        { default: 'en', all: ['en'] },
      ),
    ).toBeNull();
  });

  it('reads the first tag as the edge does', () => {
    expect(firstLanguageTag(' FR-fr, en')).toBe('fr');
    expect(firstLanguageTag('fra')).toBeNull();
  });

  it('is worked out by the edge with the same patterns (edge/default.vcl)', () => {
    const vcl = readFileSync('edge/default.vcl', 'utf8');
    expect(vcl).toContain(`req.http.user-agent ~ "(?i)${CRAWLER_PATTERN.source}"`);
    expect(vcl).toContain(`req.http.accept-language ~ "${FIRST_LANGUAGE_PATTERN.source}"`);
    expect(vcl).toContain(`cookie.get("${LANGUAGE_COOKIE}")`);
    expect(vcl).toContain(`set req.http.cookie = "${LANGUAGE_COOKIE}=" +`);
  });

  it("runs in the proxy for the cookie's name as the rule writes it (proxy.ts's matcher is literal)", () => {
    const proxy = readFileSync('proxy.ts', 'utf8');
    expect(proxy).toContain(`has: [{ type: 'cookie', key: '${LANGUAGE_COOKIE}' }]`);
  });
});
