import 'server-only';
import { getStorefrontConfig } from '../config';
import { GRAPHQL_PROBE, endpointAnswers } from '../endpoint-probe';
import { redisLocation, sharedCacheState } from '../shared-cache/index.mjs';

/** How long one probe of a dependency may take. */
const PROBE_TIMEOUT_MS = 2000;
/** A verdict is reused this long: load balancers probe often, and the store's limits are shared. */
const REUSE_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** Each dependency and whether it answers, with what is wrong when not (no secret: no URL, no token). */
  checks: Record<'store' | 'sharedCache', { status: 'up' | 'down' | 'off'; problem?: string }>;
}

/** Whether the store's storefront GraphQL endpoint answers at all (lib/endpoint-probe.ts). */
async function storeAnswers(): Promise<Readiness['checks']['store']> {
  let url: string;
  try {
    url = getStorefrontConfig().STOREFRONT_GRAPHQL_URL;
  } catch {
    return { status: 'down', problem: 'the storefront is not configured (see the server log)' };
  }
  const probe = await endpointAnswers('its GraphQL endpoint', url, GRAPHQL_PROBE, PROBE_TIMEOUT_MS);
  return probe.answers ? { status: 'up' } : { status: 'down', problem: probe.problem };
}

async function sharedCacheAnswers(): Promise<Readiness['checks']['sharedCache']> {
  const status = await sharedCacheState();
  return status === 'down' ? { status, problem: `the shared cache at ${redisLocation()} (REDIS_URL) does not answer` } : { status };
}

let last: { at: number; verdict: Promise<Readiness> } | undefined;

/** Whether this instance can serve shoppers: the store answers and, when configured, the shared cache does. */
export function readiness(): Promise<Readiness> {
  if (last && Date.now() - last.at < REUSE_MS) return last.verdict;
  const verdict = (async () => {
    const [store, sharedCache] = await Promise.all([storeAnswers(), sharedCacheAnswers()]);
    return { ready: store.status === 'up' && sharedCache.status !== 'down', checks: { store, sharedCache } };
  })();
  last = { at: Date.now(), verdict };
  return verdict;
}
