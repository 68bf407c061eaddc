import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
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

/**
 * Removes every prerendered page from a build (and from its standalone copy): after a build
 * without a store they hold placeholders. A page with no prerendered files is rendered on
 * its first request and cached from then on, as a page the build never saw is. Route
 * handlers' outputs (`.body`, the icon) are kept. Returns how many pages were dropped.
 */
export function dropPrerenderedPages(distDir: string): number {
  const manifest = JSON.parse(
    readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8'),
  ) as PrerenderManifest;
  const fallbackShells = Object.values(manifest.dynamicRoutes).flatMap(({ fallback }) =>
    typeof fallback === 'string' ? [fallback] : [],
  );
  const pages = [...Object.keys(manifest.routes), ...fallbackShells];
  const serverAppDirs = [
    join(distDir, 'server', 'app'),
    join(standaloneDirOf(distDir), basename(distDir), 'server', 'app'),
  ];
  let dropped = 0;
  for (const route of pages) {
    let isPage = false;
    for (const dir of serverAppDirs) {
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
