import 'server-only';
import { isIP } from 'node:net';
import {
  CombinedGraphQLErrors,
  HttpLink,
  type OperationVariables,
  ServerError,
  ServerParseError,
  type TypedDocumentNode,
} from '@apollo/client';
import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from '@apollo/client-integration-nextjs';
import { possibleTypes } from '@/graphql/generated/possible-types';
import { getStorefrontConfig } from './config';
import {
  StoreInputError,
  StoreRequestError,
  StoreUnavailableError,
  unavailableReason,
} from './errors';
import { CUSTOMER_ID_HEADER } from './customer-id-header';
import { impersonationTokens } from './impersonation';

/** How long one GraphQL request may take before the page shows the "store unavailable" error. */
const requestTimeoutMs = () => getStorefrontConfig().STOREFRONT_GRAPHQL_TIMEOUT_MS;

/**
 * Sends each GraphQL request with the impersonation token. When the store answers 401
 * (the token was revoked or expired early), mints a new one and retries once.
 */
const authorizedFetch: typeof fetch = async (input, init) => {
  const timeoutMs = requestTimeoutMs();
  try {
    return await impersonationTokens().withToken(
      (token) => {
        const headers = new Headers(init?.headers);
        headers.set('authorization', `Bearer ${token}`);
        // Apollo's own signal (a cancelled query) and the time-out, whichever comes first.
        const signals = [init?.signal, AbortSignal.timeout(timeoutMs)].filter(
          (s): s is AbortSignal => Boolean(s),
        );
        return fetch(input, { ...init, headers, signal: AbortSignal.any(signals) });
      },
      (response) => response.status === 401,
    );
  } catch (error) {
    throw new StoreUnavailableError(unavailableReason(error, timeoutMs));
  }
};

/**
 * One Apollo Client per server render (registerApolloClient keys it on the request).
 * Its own cache is off: Next's 'use cache' entries, tagged and revalidated by webhooks,
 * are the storefront's cache.
 */
const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache({ possibleTypes }),
      // Apollo's de-duplication key is the query and its variables, not the headers: two
      // shoppers' identical queries in flight (the customer id header) must not share an answer.
      queryDeduplication: false,
      link: new HttpLink({
        uri: getStorefrontConfig().STOREFRONT_GRAPHQL_URL,
        fetch: authorizedFetch,
      }),
      defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' } },
    }),
);

/** Who the request acts as: a signed-in customer, or a guest. */
export interface Shopper {
  customerId: number | null;
  /**
   * The shopper's network address (lib/runtime/client-address.ts), for the store's own
   * abuse checks (its sign-in lockout is per client and account): sent as X-Forwarded-For,
   * since the store sees only this server.
   */
  client?: string;
}

function contextFor(shopper: Shopper) {
  const headers: Record<string, string> = {};
  if (shopper.customerId) headers[CUSTOMER_ID_HEADER] = String(shopper.customerId);
  if (shopper.client && isIP(shopper.client)) headers['x-forwarded-for'] = shopper.client;
  return Object.keys(headers).length ? { headers } : {};
}

/** GraphQL's own refusal of a variable: graphql-js words it `Variable "$orderId" got invalid value …`. */
const REFUSED_VARIABLE = /^Variable "(\$\w+)"/;

/** The store's first GraphQL error as a refused input, or as another refusal with its code. */
function refusalOf({ errors }: CombinedGraphQLErrors): StoreRequestError {
  const first = errors[0];
  const message = first?.message ?? 'The store refused the request.';
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
  const variable = REFUSED_VARIABLE.exec(message)?.[1] ?? null;
  if (variable || code === 'BAD_USER_INPUT') return new StoreInputError(message, variable);
  return new StoreRequestError(message, code);
}

function rethrow(error: unknown): never {
  if (CombinedGraphQLErrors.is(error)) throw refusalOf(error);
  if (error instanceof StoreUnavailableError || error instanceof StoreRequestError) throw error;
  const cause =
    error instanceof Error && error.cause instanceof StoreUnavailableError ? error.cause : null;
  if (cause) throw cause;
  if (ServerError.is(error) || ServerParseError.is(error))
    throw new StoreUnavailableError(`the store answered HTTP ${error.statusCode}`);
  throw new StoreUnavailableError(unavailableReason(error));
}

/** Runs a query from graphql/operations as the given shopper. */
export async function storefrontQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  shopper: Shopper = { customerId: null },
): Promise<TData> {
  try {
    const result = await getClient().query({
      query: document,
      variables,
      context: contextFor(shopper),
    });
    return result.data as TData;
  } catch (error) {
    rethrow(error);
  }
}

/** Runs a mutation from graphql/operations as the given shopper. */
export async function storefrontMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  shopper: Shopper = { customerId: null },
): Promise<TData> {
  try {
    const result = await getClient().mutate({
      mutation: document,
      variables,
      context: contextFor(shopper),
    });
    if (!result.data) throw new StoreRequestError('The store returned no data.', null);
    return result.data;
  } catch (error) {
    rethrow(error);
  }
}
