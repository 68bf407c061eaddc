import 'server-only';
import { StoreUnavailableError } from './errors';
import { storeVerdict } from './store-verdict';

/**
 * A failure of a 'use cache' loader, as a server action should judge it.
 *
 * When the loader's entry reaches the caller through Next.js's render of it (a fill that
 * another request started, a stale entry being made again), a production build hands the
 * caller a plain Error with only a digest: the StoreUnavailableError thrown inside is no
 * longer one, and the action would answer 500 instead of saying the store is away. Such an
 * error is taken for an outage when the store does not answer now (one probe, shared for
 * 2 s: lib/store/store-verdict.ts); any other error is returned as it was.
 */
export async function storeErrorOf(error: unknown): Promise<unknown> {
  if (!isMaskedRenderError(error)) return error;
  const store = await storeVerdict();
  return store.status === 'down'
    ? new StoreUnavailableError(store.problem ?? 'it does not answer')
    : error;
}

/** Next.js's production stand-in for an error thrown in a server render: a plain Error with a digest. */
function isMaskedRenderError(error: unknown): boolean {
  return (
    error instanceof Error &&
    Object.getPrototypeOf(error) === Error.prototype &&
    typeof (error as { digest?: unknown }).digest === 'string'
  );
}
