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
import { type DocumentNode, getOperationAST } from 'graphql';
import { possibleTypes } from '@/graphql/generated/possible-types';
import { metrics } from '../observability/metrics';
import { loggerFor } from '../observability/logger.mjs';
import { inSpan } from '../observability/tracing';
import { noteStoreCall } from '../observability/loader-cache';
import { getStorefrontConfig } from './config';
import {
  StoreInputError,
  StoreRequestError,
  StoreUnavailableError,
  unavailableReason,
} from './errors';
import { CUSTOMER_ID_HEADER } from './customer-id-header';
import { authorizedFetch } from './authorized-fetch';
import { type InLocale, localeOfQuery, withLocaleDirective } from './query-locale';

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

/** Apollo's or fetch's error as the storefront's own: a refusal, or the store unavailable. */
function storeErrorOf(error: unknown): StoreUnavailableError | StoreRequestError {
  if (CombinedGraphQLErrors.is(error)) return refusalOf(error);
  if (error instanceof StoreUnavailableError || error instanceof StoreRequestError) return error;
  const cause =
    error instanceof Error && error.cause instanceof StoreUnavailableError ? error.cause : null;
  if (cause) return cause;
  if (ServerError.is(error) || ServerParseError.is(error))
    return new StoreUnavailableError(`the store answered HTTP ${error.statusCode}`);
  return new StoreUnavailableError(unavailableReason(error));
}

/** What became of a store request, for its span and the duration metric. */
function outcomeOf(error: StoreUnavailableError | StoreRequestError | undefined): string {
  if (error === undefined) return 'ok';
  if (error instanceof StoreInputError) return 'refused_input';
  if (error instanceof StoreRequestError) return 'refused';
  return 'unavailable';
}

/**
 * Sends one operation in a `store.graphql <name>` span (a child of whatever the request is
 * doing: a page, a loader, an action) and observes its duration by operation and outcome.
 * Reaching here means no cache held the answer (lib/observability/loader-cache.ts).
 */
async function observed<T>(document: DocumentNode, send: () => Promise<T>): Promise<T> {
  const operation = getOperationAST(document);
  const name = operation?.name?.value ?? 'anonymous';
  noteStoreCall();
  return inSpan(
    `store.graphql ${name}`,
    {
      'graphql.operation.name': name,
      'graphql.operation.type': operation?.operation ?? 'query',
      'storefront.cache.hit': false,
    },
    async (span) => {
      const started = performance.now();
      let failure: StoreUnavailableError | StoreRequestError | undefined;
      try {
        return await send();
      } catch (error) {
        failure = storeErrorOf(error);
        throw failure;
      } finally {
        const outcome = outcomeOf(failure);
        const seconds = (performance.now() - started) / 1000;
        span.setAttribute('storefront.store.outcome', outcome);
        metrics().storeRequests.observe({ api: 'graphql', operation: name, outcome }, seconds);
        // Never the variables: a sign-in's hold the password.
        loggerFor('store').debug({ operation: name, outcome, seconds }, 'store GraphQL call');
      }
    },
  );
}

/** Runs a query from graphql/operations as the given shopper, in the page's language or the one `language` names. */
export async function storefrontQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  shopper: Shopper = { customerId: null },
  language: InLocale = {},
): Promise<TData> {
  // In the page's language (lib/store/query-locale.ts): its cache entry is that language's.
  const locale = await localeOfQuery(language);
  return observed(document, async () => {
    const result = await getClient().query({
      query: locale ? withLocaleDirective(document, locale) : document,
      variables,
      context: contextFor(shopper),
    });
    return result.data as TData;
  });
}

/** Runs a mutation from graphql/operations as the given shopper. */
export async function storefrontMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  shopper: Shopper = { customerId: null },
): Promise<TData> {
  return observed(document, async () => {
    const result = await getClient().mutate({
      mutation: document,
      variables,
      context: contextFor(shopper),
    });
    if (!result.data) throw new StoreRequestError('The store returned no data.', null);
    return result.data;
  });
}
