import 'server-only';
import { withTraceContext } from '../observability/tracing';
import { fetchWithin } from '../shared/fetch-within';
import { getStorefrontConfig } from './config';
import { StoreUnavailableError, unavailableReason } from './errors';
import { impersonationTokens } from './impersonation';

/** How long one GraphQL request may take before the page shows the "store unavailable" error. */
const requestTimeoutMs = () => getStorefrontConfig().STOREFRONT_GRAPHQL_TIMEOUT_MS;

/**
 * Sends each GraphQL request with the impersonation token. When the store answers 401
 * (the token was revoked or expired early), mints a new one and retries once.
 */
export const authorizedFetch: typeof fetch = async (input, init) => {
  const timeoutMs = requestTimeoutMs();
  try {
    return await impersonationTokens().withToken(
      (token) => {
        // traceparent: the store continues this request's trace.
        const headers = withTraceContext(new Headers(init?.headers));
        headers.set('authorization', `Bearer ${token}`);
        // Apollo's own signal (a cancelled query) and the time-out, whichever comes first.
        return fetchWithin(input, { ...init, headers }, timeoutMs);
      },
      (response) => response.status === 401,
    );
  } catch (error) {
    throw new StoreUnavailableError(unavailableReason(error, timeoutMs));
  }
};
