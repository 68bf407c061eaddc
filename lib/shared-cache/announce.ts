import { ConfigError, parseConfig, sharedCacheConfigSchema } from '../config';
import { checkSharedCache, redisLocation } from './index.mjs';

/** The start-up lines about the shared cache (see instrumentation.ts); exits on a REDIS_URL that is not one. */
export async function announceSharedCache(): Promise<void> {
  try {
    parseConfig(sharedCacheConfigSchema, process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`storefront: ${error.problems.join('; ')}. Fix it, or unset REDIS_URL to run without a shared cache.`);
    process.exit(1);
  }
  if (!process.env.REDIS_URL?.trim()) return;
  const why = await checkSharedCache();
  if (why) {
    console.warn(
      `storefront: the shared cache at ${redisLocation()} (REDIS_URL) cannot be used: ${why}. ` +
        'The shop starts anyway, serving from its own memory, and uses it as soon as it answers.',
    );
  } else {
    console.info(`storefront: shared cache at ${redisLocation()} (REDIS_URL); pages and data are shared with every instance using it.`);
  }
}
