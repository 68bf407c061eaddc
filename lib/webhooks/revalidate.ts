import 'server-only';
import { revalidateTag } from 'next/cache';
import { requireSharedCache, sharedCacheConfigured } from '../shared-cache/index.mjs';

/**
 * Marks a tag so that the next request renders fresh data (expire 0, not a stale copy), on
 * every instance. Next.js hands the tag to the cache handlers after the caller has
 * answered, and with a shared cache the 'use cache' handler writes it to Redis then, once
 * (lib/shared-cache/tag-manifest.mjs). So the shared cache is checked here first: while its
 * connection is down this throws, and the caller answers 503 so that its sender tries
 * again. A write that fails after all is kept by the handler and made when Redis answers.
 * Only in a route handler or a server action (Next.js's rule).
 */
export async function revalidateNow(tag: string): Promise<void> {
  if (sharedCacheConfigured()) await requireSharedCache();
  revalidateTag(tag, { expire: 0 });
}
