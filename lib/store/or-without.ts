import 'server-only';
import { StoreApiError } from './management/errors';
import { StoreRequestError, StoreUnavailableError } from './errors';
import { buildingWithoutStore } from './build-without-store';
import { loggerFor } from '../observability/logger.mjs';

const reported = new Set<string>();

/** A reason safe to log: the store's own message (never holding the token), else only the kind of failure. */
function safeReason(error: unknown): { key: string; text: string } {
  if (error instanceof StoreApiError) return { key: error.kind, text: error.message };
  if (error instanceof StoreUnavailableError) return { key: 'unavailable', text: error.message };
  if (error instanceof StoreRequestError)
    return { key: error.code ?? 'refused', text: error.message };
  return { key: 'failed', text: error instanceof Error ? error.name : 'unknown failure' };
}

/** What an optional read gave: the value, or the fallback when the store failed (`failed`). */
export interface OptionalRead<T> {
  value: T;
  failed: boolean;
}

/**
 * Reads something a page can do without (the theme's content, an early check), or gives
 * `fallback` when the store fails or the API account lacks the scope: a page never fails
 * for a widget, a script or a template. Each kind of failure of each read is logged once
 * per process, so an account without the Content scope does not fill the log on every
 * page. `failed` lets a cached loader keep a fallback for a short time only.
 */
export async function readOptional<T>(
  what: string,
  read: () => Promise<T>,
  fallback: T,
): Promise<OptionalRead<T>> {
  // A build without a store prerenders placeholders only, which it then drops.
  if (buildingWithoutStore()) return { value: fallback, failed: true };
  try {
    return { value: await read(), failed: false };
  } catch (error) {
    const reason = safeReason(error);
    const key = `${what}:${reason.key}`;
    if (!reported.has(key)) {
      reported.add(key);
      loggerFor('store').warn(`storefront: pages are shown without ${what}: ${reason.text}`);
    }
    return { value: fallback, failed: true };
  }
}

/** readOptional's value alone, for a read that is not cached. */
export async function orWithout<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  return (await readOptional(what, read, fallback)).value;
}
