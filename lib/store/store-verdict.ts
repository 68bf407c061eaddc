import 'server-only';
import { getStorefrontConfig } from './config';
import { GRAPHQL_PROBE, endpointAnswers } from './endpoint-probe';

/** How long one probe of the store may take. */
const PROBE_TIMEOUT_MS = 2000;
/** A verdict is reused this long: load balancers probe often, and the store's limits are shared. */
const REUSE_MS = 2000;

export interface StoreCheck {
  status: 'up' | 'down';
  /** What is wrong when down (no secret: no URL, no token). */
  problem?: string;
}

/** Whether the store's storefront GraphQL endpoint answers at all (lib/store/endpoint-probe.ts). */
async function storeAnswers(): Promise<StoreCheck> {
  let url: string;
  try {
    url = getStorefrontConfig().STOREFRONT_GRAPHQL_URL;
  } catch {
    return { status: 'down', problem: 'the storefront is not configured (see the server log)' };
  }
  const probe = await endpointAnswers('its GraphQL endpoint', url, GRAPHQL_PROBE, PROBE_TIMEOUT_MS);
  return probe.answers ? { status: 'up' } : { status: 'down', problem: probe.problem };
}

let lastStore: { at: number; verdict: Promise<StoreCheck> } | undefined;

/**
 * Whether the store answers, as one probe per REUSE_MS says for the whole process: cheap
 * enough for the proxy to ask before a page that cannot be made without the store.
 */
export function storeVerdict(): Promise<StoreCheck> {
  if (lastStore && Date.now() - lastStore.at < REUSE_MS) return lastStore.verdict;
  lastStore = { at: Date.now(), verdict: storeAnswers() };
  return lastStore.verdict;
}
