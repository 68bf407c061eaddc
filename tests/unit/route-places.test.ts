import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, ROUTES, ROUTE_TYPES } from '@/lib/shared/routes';
import { SITE_ROUTE_TYPES } from '@/emulator/sites/rules';

/**
 * lib/shared/routes.ts is the table of the storefront's paths, but a path also lives in the name
 * of its app/ folder and in proxy.ts's matcher (which Next.js needs written out). These
 * tests keep them in step and name the place that disagrees.
 */
const ROOT = join(__dirname, '..', '..');
const patterns = { ...ROUTES, ...PAGES } as Record<string, string>;

/**
 * The app/ folder a pattern's route handler lives in, or under app/[locale]/ its page's (every
 * page is in each of the channel's languages): `{slug}` spans segments, `{id}` is one.
 */
const appFolderOf = (pattern: string, root = 'app') =>
  join(
    root,
    ...pattern
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment.replace('{slug}', '[...slug]').replace(/\{(id|lang|token)\}/, '[$1]'),
      ),
  );

/** A proxy matcher source written as a route pattern (`:slug+` spans segments, `:id` is one). */
const patternOfMatcher = (source: string) =>
  source.replace(/:slug\+/g, '{slug}').replace(/:(id|lang)\b/g, '{$1}');

/** The matcher's sources, read from proxy.ts as written (Next.js reads them statically too). */
function proxyMatcherPatterns(): string[] {
  const proxy = readFileSync(join(ROOT, 'proxy.ts'), 'utf8');
  const matcher = proxy.slice(proxy.indexOf('matcher:'));
  // '/:path*' is the server action posts' matcher (any page's form), '/:locale(...)/:path*'
  // any page in a language with a prefix: no page of the table.
  return [...matcher.matchAll(/source: '([^']+)'/g)]
    .filter(([, source]) => source !== '/:path*' && !source!.startsWith('/:locale('))
    .map(([, source]) => patternOfMatcher(source!));
}

describe('the route table and the places that repeat it', () => {
  it.each(Object.entries(patterns))(
    '%s (%s) has its page or route handler in the app/ folder of that name',
    (_name, pattern) => {
      const folder = appFolderOf(pattern);
      const found =
        existsSync(join(ROOT, appFolderOf(pattern, join('app', '[locale]')), 'page.tsx')) ||
        existsSync(join(ROOT, folder, 'route.ts'));
      expect(
        found,
        `lib/shared/routes.ts says ${pattern}, but ${folder}/ has no page.tsx or route.ts: rename the folder or the pattern`,
      ).toBe(true);
    },
  );

  it('proxy.ts matches only paths the table has', () => {
    const known = new Set(Object.values(patterns));
    const matched = proxyMatcherPatterns();
    expect(matched.length).toBeGreaterThan(0);
    // A page's state address (lib/shared/listing-state.ts: `/search/~/q=mug`, the home page in a
    // currency at `/~/currency=EUR`) is that page's: `/search/:state+`, `/~/:state+`.
    const pageOf = (pattern: string) => pattern.replace(/\/(?:~\/)?:state\+$/, '') || '/';
    for (const pattern of matched.map(pageOf)) {
      expect(
        known.has(pattern),
        `proxy.ts's matcher has ${pattern}, which lib/shared/routes.ts does not: change the matcher with the table`,
      ).toBe(true);
    }
  });

  it('proxy.ts matches the account page and both order pages, where it checks who may see them', () => {
    const matched = new Set(proxyMatcherPatterns());
    for (const pattern of [PAGES.account, ROUTES.account_order_status, ROUTES.account_new_return]) {
      expect(
        matched.has(pattern),
        `proxy.ts's matcher lacks ${pattern} from lib/shared/routes.ts`,
      ).toBe(true);
    }
  });

  it('the local store service accepts every route type the storefront registers', () => {
    for (const type of ROUTE_TYPES) {
      expect(
        SITE_ROUTE_TYPES as readonly string[],
        `emulator/sites/rules.ts does not accept ${type}`,
      ).toContain(type);
    }
  });
});
