import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubStorefrontEnv } from '../support/storefront-env';
import { type TestStore, startTestStore } from '../support/store-service';

/**
 * How a server action judges a failure of a 'use cache' loader (lib/store/cache-errors.ts):
 * Next.js's masked stand-in for it means an outage only when the store does not answer.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** What a production build hands the caller of a 'use cache' function that threw inside its render. */
const masked = () =>
  Object.assign(new Error('An error occurred in the Server Components render.'), {
    digest: '1777847685',
  });

async function load(storeUp: boolean) {
  stubStorefrontEnv(storeUp ? store : null);
  const [{ storeErrorOf }, { StoreUnavailableError, StoreRequestError }] = await Promise.all([
    import('@/lib/store/cache-errors'),
    import('@/lib/store/errors'),
  ]);
  return { storeErrorOf, StoreUnavailableError, StoreRequestError };
}

describe('a cached loader failure, as an action judges it', () => {
  it('is an outage when the error is masked and the store does not answer', async () => {
    const { storeErrorOf, StoreUnavailableError } = await load(false);
    const error = await storeErrorOf(masked());
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect((error as Error).message).toMatch(/^The store could not be reached: /);
  });

  it('stays what it was when the store answers: a bug, not an outage', async () => {
    const { storeErrorOf } = await load(true);
    const error = masked();
    expect(await storeErrorOf(error)).toBe(error);
  });

  it("leaves the storefront's own errors alone, digest or not", async () => {
    const { storeErrorOf, StoreUnavailableError, StoreRequestError } = await load(false);
    const refused = Object.assign(new StoreRequestError('Only 3 are in stock', null), {
      digest: '1',
    });
    const away = new StoreUnavailableError('network error ECONNREFUSED');
    expect(await storeErrorOf(refused)).toBe(refused);
    expect(await storeErrorOf(away)).toBe(away);
    const plain = new Error('no digest');
    expect(await storeErrorOf(plain)).toBe(plain);
  });
});
