import 'server-only';
import { type StoreCheck, storeVerdict } from '../store/store-verdict';
import { redisLocation, sharedCacheState } from '../shared-cache/index.mjs';
import { draining } from './draining';
import { edgePurgeQueue } from '../edge/edge-purge';

/** A verdict is reused this long: load balancers probe often, and the store's limits are shared. */
const REUSE_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** Had SIGTERM and finishes what it has: not ready, whatever the dependencies say. */
  draining: boolean;
  /** Each dependency and whether it answers, with what is wrong when not (no secret: no URL, no token). */
  checks: {
    store: StoreCheck;
    sharedCache: { status: 'up' | 'down' | 'off'; problem?: string };
    edgePurger: EdgePurgerCheck;
  };
}

/**
 * The edge purger (EDGE_PURGE): `failing` while the edge refuses purges and some wait for a
 * retry. Not a reason to stop sending shoppers here (the origin serves fresh pages; the
 * edge's copies are late), so it does not make the instance unready: an alert's matter.
 */
interface EdgePurgerCheck {
  status: 'up' | 'failing' | 'off' | 'misconfigured';
  waiting?: number;
  problem?: string;
}

function edgePurgerState(): EdgePurgerCheck {
  try {
    const queue = edgePurgeQueue();
    if (!queue) return { status: 'off' };
    return queue.failing
      ? {
          status: 'failing',
          waiting: queue.waiting,
          problem: 'the edge does not take purges; they are retried',
        }
      : { status: 'up' };
  } catch {
    return { status: 'misconfigured', problem: 'EDGE_PURGE is not a purger this storefront knows' };
  }
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
 * when configured, the shared cache does. The edge purger's state is reported beside them.
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
      checks: { store, sharedCache, edgePurger: edgePurgerState() },
    };
  })();
  last = { at: Date.now(), verdict };
  return verdict;
}
