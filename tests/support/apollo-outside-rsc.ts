import { ApolloClient, InMemoryCache } from '@apollo/client';

/**
 * What lib/store/graphql.ts uses of @apollo/client-integration-nextjs, for tests that
 * run it outside Next: registerApolloClient exists only under the react-server condition,
 * where it keys the client on the request. Here each call gets a new client, as each
 * request does; the client, its link and fetch are Apollo's own. Use as
 * `vi.mock('@apollo/client-integration-nextjs', async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc)`.
 */
export const apolloOutsideRsc = {
  ApolloClient,
  InMemoryCache,
  registerApolloClient: (makeClient: () => ApolloClient) => ({ getClient: () => makeClient() }),
};
