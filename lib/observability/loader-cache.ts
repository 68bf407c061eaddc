import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { metrics } from './metrics';
import { inSpan } from './tracing';
import { processWide } from '../shared/process-wide.mjs';

/** The loader call under way, told by the store client when it had to ask the store. */
interface LoaderCall {
  askedStore: boolean;
}

const calls = () => processWide('loader-calls', () => new AsyncLocalStorage<LoaderCall>());

/**
 * A store loader (a `'use cache'` function of lib/data) that counts its cache hits and
 * misses and runs in a `loader <name>` span saying which: a call that reached the store
 * (lib/store/graphql.ts tells, noteStoreCall) was a miss, one that did not was a hit.
 */
export function countedLoader<A extends unknown[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) =>
    inSpan(`loader ${name}`, { 'storefront.loader': name }, async (span) => {
      const call: LoaderCall = { askedStore: false };
      const result = await calls().run(call, () => load(...args));
      const hit = !call.askedStore;
      span.setAttribute('storefront.cache.hit', hit);
      metrics().loaderLookups.inc({ loader: name, result: hit ? 'hit' : 'miss' });
      return result;
    });
}

/** Tells the loader call under way, if any, that the store was asked: its cache missed. */
export function noteStoreCall(): void {
  const call = calls().getStore();
  if (call) call.askedStore = true;
}
