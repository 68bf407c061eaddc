import 'server-only';
import { revalidateTag } from 'next/cache';
import { invalidateTagsAhead, sharedCacheConfigured } from '../shared-cache/index.mjs';
import { metrics } from '../observability/metrics';

/**
 * Marks tags so that the next request renders fresh data (expire 0, not a stale copy), on
 * every instance. With a shared cache the invalidations are written there first, all of a
 * callback's tags in one transaction, and must succeed: every instance learns of them
 * before its next page, and so before the edge is purged and the store gets its 2xx (a
 * failure throws, and the caller answers 503 so that its sender tries again). Next.js hands the tag to the cache handlers only after the
 * answer (vercel/next.js app-route: revalidations run as waitUntil), so the handler's own
 * write could not come first; it skips the tags written here. Only in a route handler or a
 * server action (Next.js's rule).
 */
export async function revalidateNow(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  if (sharedCacheConfigured()) await invalidateTagsAhead([...tags], { expire: 0 });
  for (const tag of tags) {
    revalidateTag(tag, { expire: 0 });
    // The tag's kind (`product` of `product:12`), not the tag: a label per product would be too many.
    metrics().revalidations.inc({ kind: tag.split(':')[0] ?? tag });
  }
}
