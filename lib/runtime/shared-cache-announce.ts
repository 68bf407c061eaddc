import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, parseConfig, sharedCacheConfigSchema } from '../store/config';
import { STANDALONE_BUILD_NOTE } from '../shared/standalone-build-note';
import { checkSharedCache, redisLocation } from '../shared-cache/index.mjs';
import { loggerFor } from '../observability/logger.mjs';

/** The start-up lines about the shared cache (see instrumentation.ts); exits on a REDIS_URL that is not one. */
export async function announceSharedCache(): Promise<void> {
  try {
    parseConfig(sharedCacheConfigSchema, process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    loggerFor('shared-cache').error(
      `storefront: ${error.problems.join('; ')}. Fix it, or unset REDIS_URL to run without a shared cache.`,
    );
    process.exit(1);
  }
  const configured = Boolean(process.env.REDIS_URL?.trim());
  const builtWith = standaloneBuiltWithSharedCache();
  if (builtWith === false && configured) {
    loggerFor('shared-cache').warn(
      'storefront: REDIS_URL is set, but this standalone server was built without it, so its cache stays in this process. ' +
        'To share one cache between instances, build with REDIS_URL set (npm run build; its value is read when the server starts).',
    );
    return;
  }
  if (builtWith === true && !configured) {
    loggerFor('shared-cache').warn(
      'storefront: this standalone server was built for a shared cache, but REDIS_URL is not set: its cache stays in this process.',
    );
    return;
  }
  if (!configured) return;
  const why = await checkSharedCache();
  if (why) {
    loggerFor('shared-cache').warn(
      `storefront: the shared cache at ${redisLocation()} (REDIS_URL) cannot be used: ${why}. ` +
        'The shop starts anyway, serving from its own memory, and uses it as soon as it answers.',
    );
  } else {
    loggerFor('shared-cache').info(
      `storefront: shared cache at ${redisLocation()} (REDIS_URL); pages and data are shared with every instance using it.`,
    );
  }
}

/**
 * Whether the standalone server (a deploy) has the shared cache's handlers, from the note
 * the build left beside server.js (its working folder). Null without one: under
 * `next start`, which reads next.config.mjs, and so REDIS_URL, when it starts.
 */
function standaloneBuiltWithSharedCache(): boolean | null {
  try {
    // The ignore comment keeps the build's file tracing from copying the whole project into
    // the standalone server: the note is written there by `npm run build`, not traced.
    const notePath = join(/* turbopackIgnore: true */ process.cwd(), STANDALONE_BUILD_NOTE);
    const note = JSON.parse(readFileSync(notePath, 'utf8')) as {
      sharedCache?: unknown;
    };
    return typeof note.sharedCache === 'boolean' ? note.sharedCache : null;
  } catch {
    return null;
  }
}
