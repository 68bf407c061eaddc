import 'server-only';
import { StoreApiClient } from '../store-api/client';
import { getStorefrontConfig } from '../config';

let client: StoreApiClient | undefined;

/** The management API client of this server process (never reachable from the browser). */
export function storeApi(): StoreApiClient {
  if (!client) {
    const config = getStorefrontConfig();
    client = new StoreApiClient({ baseUrl: config.STORE_API_URL, token: config.STORE_API_TOKEN, clientId: config.STORE_CLIENT_ID });
  }
  return client;
}
