import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';

const root = join(import.meta.dirname, '../..');

function sources(
  dir: string,
  keep: (path: string) => boolean = () => true,
): Array<{ path: string; text: string }> {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .filter(keep)
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** The cached loaders ('use cache'), which set tags with cacheTag. */
const loaders = ['lib/data', 'lib/flows', 'lib/store']
  .flatMap((dir) => sources(dir))
  .filter((file) => file.text.includes("'use cache'"));
/** What revalidates tags: the webhook receiver's rules and the theme content check (lib/webhooks), and the shopper's own changes (server actions, recovery). */
const invalidators = [
  ...sources('lib/webhooks'),
  ...sources('app', (path) => path.endsWith('actions.ts')),
  ...sources('lib/flows', (path) => path.endsWith('cart-recovery.ts')),
];

const uses = (files: Array<{ text: string }>, key: string) =>
  files.some((file) => file.text.includes(`cacheTags.${key}(`));

describe('cache tags', () => {
  it('each tag is set by a cached loader and revalidated by the receiver or a shopper action', () => {
    expect(loaders.length).toBeGreaterThan(0);
    for (const key of Object.keys(cacheTags) as Array<keyof typeof cacheTags>) {
      expect(uses(loaders, key), `cacheTags.${key} is set by no loader`).toBe(true);
      expect(uses(invalidators, key), `cacheTags.${key} is revalidated by nothing`).toBe(true);
    }
  });

  it('theme content is kept as long as the catalog, and a fallback for a failed read only briefly', () => {
    const setters = loaders.filter((file) => file.text.includes('cacheTags.themeContent('));
    expect(setters.length).toBeGreaterThan(0);
    for (const file of setters) {
      expect(file.text, file.path).toContain('cacheLife(THEME_CONTENT_CACHE_LIFE)');
      expect(file.text, file.path).toContain('cacheLife(RETRY_CACHE_LIFE)');
    }
  });

  it('the navigation (which shows product counts) refreshes with product listings, category pages with their category', () => {
    const catalog = loaders.find((file) => file.path.endsWith('catalog.ts'))!.text;
    const body = (name: string) =>
      catalog.slice(
        catalog.indexOf(`function ${name}(`),
        catalog.indexOf('\n}\n', catalog.indexOf(`function ${name}(`)),
      );
    expect(body('getNavigation')).toContain('cacheTags.productListings()');
    // getCategoryPage is this cached function, counted for its hits and misses.
    expect(catalog).toMatch(/getCategoryPage = countedLoader\([^)]*categoryPageEntry\)/);
    expect(body('categoryPageEntry')).toContain('cacheTags.category(');
  });
});
