import { ConfigError, parseConfig, storefrontConfigSchema } from '../../lib/store/config';
import { GRAPHQL_PROBE, endpointAnswers } from '../../lib/store/endpoint-probe';

/** How long the build waits for each of the store's endpoints before building without it. */
const PROBE_TIMEOUT_MS = 3000;

/** Whether `next build` can prerender pages from the store, and if not, why (no secret in it). */
export type StoreAtBuild = { reachable: true } | { reachable: false; why: string };

/**
 * Asks whether the store is there for the build: configured, and both its management API
 * (which mints the storefront's tokens) and its GraphQL endpoint answering. Any answer
 * counts, a refusal of credentials too: the build then fails with the store's own message,
 * which says what to fix. Only an absent store makes a build without it.
 */
export async function probeStoreForBuild(
  env: Record<string, string | undefined>,
): Promise<StoreAtBuild> {
  let config;
  try {
    config = parseConfig(storefrontConfigSchema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return {
      reachable: false,
      why: `the store settings are incomplete (${error.problems.join('; ')})`,
    };
  }
  const probes = await Promise.all([
    endpointAnswers(
      "the store's management API",
      `${config.STORE_API_URL}/v3/channels/${config.STORE_CHANNEL_ID}`,
      {},
      PROBE_TIMEOUT_MS,
    ),
    endpointAnswers(
      "the store's GraphQL endpoint",
      config.STOREFRONT_GRAPHQL_URL,
      GRAPHQL_PROBE,
      PROBE_TIMEOUT_MS,
    ),
  ]);
  const problems = probes.flatMap((probe) => (probe.answers ? [] : [probe.problem]));
  return problems.length === 0
    ? { reachable: true }
    : { reachable: false, why: problems.join(', ') };
}
