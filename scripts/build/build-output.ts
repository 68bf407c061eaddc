import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BUILD_PLACEHOLDER_TAG } from '../../lib/shared/cache-tags.mjs';
import { DEFAULT_LOCALE_SEGMENT } from '../../lib/shared/locale-rewrite.mjs';
import { STANDALONE_BUILD_NOTE } from '../../lib/shared/standalone-build-note';

/** The parts of prerender-manifest.json read here. */
interface PrerenderManifest {
  routes: Record<string, unknown>;
  dynamicRoutes: Record<string, { fallback?: string | false | null }>;
}

/** Where a build's own server looks for a prerendered page's files, without their extensions. */
function pageFilesBase(serverAppDir: string, route: string): string {
  return join(serverAppDir, route === '/' ? 'index' : route);
}

/** The folders a build's own server and its standalone copy read prerendered pages from. */
const serverAppDirsOf = (distDir: string) => [
  join(distDir, 'server', 'app'),
  join(standaloneDirOf(distDir), basename(distDir), 'server', 'app'),
];

/** The routes of the pages a build prerendered (with an HTML file), fallback shells included. */
function prerenderedPages(distDir: string): string[] {
  const manifest = JSON.parse(
    readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8'),
  ) as PrerenderManifest;
  const fallbackShells = Object.values(manifest.dynamicRoutes).flatMap(({ fallback }) =>
    typeof fallback === 'string' ? [fallback] : [],
  );
  const appDir = join(distDir, 'server', 'app');
  return [...Object.keys(manifest.routes), ...fallbackShells].filter((route) =>
    existsSync(`${pageFilesBase(appDir, route)}.html`),
  );
}

/**
 * Removes prerendered pages from a build (and from its standalone copy): every one after
 * a build without a store, as they hold placeholders, or the `routes` given. A page with no
 * prerendered files is rendered on its first request and cached from then on, as a page
 * the build never saw is. Route handlers' outputs (`.body`, the icon) are kept. Returns
 * how many pages were dropped.
 */
export function dropPrerenderedPages(distDir: string, routes?: readonly string[]): number {
  const pages = routes ?? prerenderedPages(distDir);
  let dropped = 0;
  for (const route of pages) {
    let isPage = false;
    for (const dir of serverAppDirsOf(distDir)) {
      const base = pageFilesBase(dir, route);
      if (!existsSync(`${base}.html`)) continue;
      isPage = true;
      for (const file of [`${base}.html`, `${base}.rsc`, `${base}.meta`, `${base}.segments`])
        rmSync(file, { recursive: true, force: true });
    }
    if (isPage) dropped++;
  }
  return dropped;
}

/** A prerendered page built from a placeholder, and why the store did not give its data. */
export interface PlaceholderPage {
  route: string;
  reasons: string[];
}

/**
 * The prerendered pages that hold a placeholder because the store did not answer their
 * prerender in time (lib/store/build-placeholder.ts): those whose cache tags include
 * BUILD_PLACEHOLDER_TAG. A page's tags are the `x-next-cache-tags` header Next.js keeps
 * with its prerendered copy (the header a cache handler indexes pages by).
 */
export function placeholderPages(distDir: string): PlaceholderPage[] {
  const appDir = join(distDir, 'server', 'app');
  const reasonPrefix = `${BUILD_PLACEHOLDER_TAG}:`;
  return prerenderedPages(distDir).flatMap((route) => {
    const metaFile = `${pageFilesBase(appDir, route)}.meta`;
    if (!existsSync(metaFile)) return [];
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as {
      headers?: Record<string, unknown>;
    };
    const header = meta.headers?.['x-next-cache-tags'];
    const tags = typeof header === 'string' ? header.split(',') : [];
    if (!tags.includes(BUILD_PLACEHOLDER_TAG)) return [];
    const reasons = tags.flatMap((tag) =>
      tag.startsWith(reasonPrefix) ? [tag.slice(reasonPrefix.length)] : [],
    );
    return [{ route, reasons }];
  });
}

/** How many pages shown in the build's line about the pages it left; the rest are counted. */
const NAMED_PAGES = 10;

/**
 * A page's address from its route: the default language's pages are built under the
 * `[locale]` segment DEFAULT_LOCALE_SEGMENT, which no address names (`/default/brands/a`
 * is `/brands/a`); the other languages' keep their prefix (`/fr/brands/a`).
 */
function addressOf(route: string): string {
  if (route === `/${DEFAULT_LOCALE_SEGMENT}`) return '/';
  return route.startsWith(`/${DEFAULT_LOCALE_SEGMENT}/`)
    ? route.slice(DEFAULT_LOCALE_SEGMENT.length + 1)
    : route;
}

/**
 * The build's one line about the pages it left to render on their first request, by their
 * addresses, with why (the storefront's own words for the failure, never the store's text).
 */
export function placeholderSummary(pages: readonly PlaceholderPage[]): string {
  const reasons = [...new Set(pages.flatMap((page) => page.reasons))];
  const named = pages.slice(0, NAMED_PAGES).map((page) => addressOf(page.route));
  const more = pages.length > NAMED_PAGES ? ` and ${pages.length - NAMED_PAGES} more` : '';
  const [count, its] = pages.length === 1 ? ['1 page', 'its'] : [`${pages.length} pages`, 'their'];
  return `Left ${count} to render on ${its} first request, as the store did not answer ${its} prerender in time (${reasons.join('; ') || 'no reason given'}): ${named.join(', ')}${more}.`;
}

/** The standalone server's folder in a build (output: 'standalone'). */
export const standaloneDirOf = (distDir: string) => join(distDir, 'standalone');

/** Folders of this repository that a standalone server never needs. */
const SOURCE_TREES = ['emulator', 'scripts', 'tests'];

/**
 * Makes the standalone folder complete: Next.js leaves out `public/` and the build's
 * static files, which a CDN may serve instead; copied in, `node server.js` in that folder
 * serves the whole shop.
 */
export function completeStandalone(
  root: string,
  distDir: string,
  built: { sharedCache: boolean },
): void {
  const standalone = standaloneDirOf(distDir);
  if (!existsSync(join(standalone, 'server.js')))
    throw new Error(
      `${standalone}/server.js is missing: is output: 'standalone' still set in next.config.mjs?`,
    );
  const traced = SOURCE_TREES.filter((tree) => existsSync(join(standalone, tree)));
  if (traced.length > 0)
    throw new Error(
      `the standalone server holds ${traced.join(', ')}: a file access the build traced took in the whole project (see Next.js's "whole project to be traced" warning above and add a turbopackIgnore comment there)`,
    );
  cpSync(join(distDir, 'static'), join(standalone, basename(distDir), 'static'), {
    recursive: true,
  });
  if (existsSync(join(root, 'public')))
    cpSync(join(root, 'public'), join(standalone, 'public'), { recursive: true });
  // What the server says at start when its REDIS_URL and its build disagree.
  writeFileSync(join(standalone, STANDALONE_BUILD_NOTE), `${JSON.stringify(built)}\n`);
}
