import 'server-only';
import { type StoreCheck, storeVerdict } from '../store/store-verdict';
import { redisLocation, sharedCacheState } from '../shared-cache/index.mjs';
import { draining } from './draining';

/** A verdict is reused this long: load balancers probe often, and the store's limits are shared. */
const REUSE_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** Had SIGTERM and finishes what it has: not ready, whatever the dependencies say. */
  draining: boolean;
  /** Each dependency and whether it answers, with what is wrong when not (no secret: no URL, no token). */
  checks: { store: StoreCheck; sharedCache: { status: 'up' | 'down' | 'off'; problem?: string } };
}

async function sharedCacheAnswers(): Promise<Readiness['checks']['sharedCache']> {
  const status = await sharedCacheState();
  return status === 'down'
    ? { status, problem: `the shared cache at ${redisLocation()} (REDIS_URL) does not answer` }
    : { status };
}

let last: { at: number; verdict: Promise<Readiness> } | undefined;

/**
 * Whether this instance can serve shoppers: it is not draining, the store answers and,
 * when configured, the shared cache does.
 */
export async function readiness(): Promise<Readiness> {
  if (draining()) {
    const { checks } = await dependencies();
    return { ready: false, draining: true, checks };
  }
  return dependencies();
}

function dependencies(): Promise<Readiness> {
  if (last && Date.now() - last.at < REUSE_MS) return last.verdict;
  const verdict = (async () => {
    const [store, sharedCache] = await Promise.all([storeVerdict(), sharedCacheAnswers()]);
    return {
      ready: store.status === 'up' && sharedCache.status !== 'down',
      draining: false,
      checks: { store, sharedCache },
    };
  })();
  last = { at: Date.now(), verdict };
  return verdict;
}
