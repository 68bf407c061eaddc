import 'server-only';
import { revalidateTag } from 'next/cache';
import { invalidateTags, sharedCacheConfigured } from '../shared-cache/index.mjs';
import { metrics } from '../observability/metrics';

/**
 * Marks a tag so that the next request renders fresh data (expire 0, not a stale copy).
 * With a shared cache, the invalidation is written there first and must succeed: every
 * instance then learns of it before its next page (a failure throws, and the caller
 * answers 503 so that its sender tries again); Next.js's own revalidateTag does the rest
 * in this instance. Only in a route handler or a server action (Next.js's rule).
 */
export async function revalidateNow(tag: string): Promise<void> {
  if (sharedCacheConfigured()) await invalidateTags([tag], { expire: 0 });
  revalidateTag(tag, { expire: 0 });
  // The tag's kind (`product` of `product:12`), not the tag: a label per product would be too many.
  metrics().revalidations.inc({ kind: tag.split(':')[0] ?? tag });
}
