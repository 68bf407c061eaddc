import 'server-only';
import { cacheTag } from 'next/cache';
import { BUILD_PLACEHOLDER_TAG } from '../shared/cache-tags.mjs';
import { buildingNow } from '../shared/build-phase.mjs';
import { buildingWithoutStore } from './build-without-store';
import { StoreUnavailableError } from './errors';

/**
 * The tag naming why, read back by the build's summary line. A tag cannot hold a comma
 * (Next.js joins a page's tags with them); the reason is one of ours, never the store's text.
 */
const reasonTag = (error: StoreUnavailableError) =>
  `${BUILD_PLACEHOLDER_TAG}:${error.reason.replaceAll(',', ';').slice(0, 120)}`;

/**
 * The body of a cached catalog loader ('use cache'), called inside it. At run time it is
 * just `read()`. In a build it makes one slow or failing store answer cost only the
 * pages that needed it, never the build: when the store cannot be reached in time
 * (StoreUnavailableError: a time-out, a refused connection, a 5xx, a 429 the build's
 * store gate could not wait out), the loader gives `placeholder` tagged
 * BUILD_PLACEHOLDER_TAG. Next.js carries a cached entry's tags up to every page built from
 * it, and `npm run build` drops those pages afterwards (scripts/build/build-output.ts),
 * so each renders from the store on its first request, as in a build without a store
 * (which gets the placeholder at once, without asking). Any other error, a bug in our
 * code or a refusal by the store, still fails the build.
 */
export async function orBuildPlaceholder<T>(
  placeholder: NoInfer<T>,
  read: () => Promise<T>,
): Promise<T> {
  if (buildingWithoutStore()) return placeholder;
  if (!buildingNow()) return read();
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    cacheTag(BUILD_PLACEHOLDER_TAG, reasonTag(error));
    return placeholder;
  }
}
