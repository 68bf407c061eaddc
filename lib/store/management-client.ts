import 'server-only';
import { StoreApiClient, type StoreApiOptions } from './management/client';
import { getStorefrontConfig } from './config';
import { metrics } from '../observability/metrics';

/** A management API client for the configured store, with `options` on top of the defaults. */
function configuredClient(
  options: Pick<StoreApiOptions, 'timeoutMs' | 'rateLimitRetries'> = {},
): StoreApiClient {
  const config = getStorefrontConfig();
  return new StoreApiClient({
    baseUrl: config.STORE_API_URL,
    token: config.STORE_API_TOKEN,
    clientId: config.STORE_CLIENT_ID,
    onCall: ({ operation, outcome, seconds }) =>
      metrics().storeRequests.observe({ api: 'management', operation, outcome }, seconds),
    ...options,
  });
}

let client: StoreApiClient | undefined;

/** The management API client of this server process (never reachable from the browser). */
export function storeApi(): StoreApiClient {
  client ??= configuredClient();
  return client;
}

let quickClient: StoreApiClient | undefined;

/**
 * A client that gives up fast (2 s, no waiting out a 429), for checks made before a page
 * answers that the page can make itself: a slow or busy store must not hold the shopper.
 */
export function quickStoreApi(): StoreApiClient {
  quickClient ??= configuredClient({ timeoutMs: 2_000, rateLimitRetries: 0 });
  return quickClient;
}
