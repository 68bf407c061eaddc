import { CUSTOMER_ID_HEADER } from '@/lib/store/customer-id-header';
import { type TestStore } from './store-service';

export interface GraphQLResponse<T = any> {
  status: number;
  headers: Headers;
  body: {
    data?: T;
    errors?: Array<{ message: string; extensions?: Record<string, unknown>; path?: string[] }>;
  };
}

export interface GraphQLCallOptions {
  token?: string | null;
  customerId?: number | string;
  cookie?: string;
  headers?: Record<string, string>;
  accept?: string;
}

/** Mints a storefront token (kind 'storefront') or an impersonation token for channel 1 (or another). */
export async function mintToken(
  store: TestStore,
  kind: 'storefront' | 'impersonation' = 'impersonation',
  channelId = 1,
): Promise<string> {
  const path =
    kind === 'storefront'
      ? '/v3/storefront/api-token'
      : '/v3/storefront/api-token-customer-impersonation';
  const expiresAt = Math.floor(store.ctx.clock.now() / 1000) + 3600;
  const res = await store.api('POST', path, {
    body: { channel_id: channelId, expires_at: expiresAt },
  });
  if (res.status !== 200)
    throw new Error(`minting a ${kind} token failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** POSTs a GraphQL document to the service's storefront endpoint. */
export async function graphql<T = any>(
  store: TestStore,
  query: string,
  variables: Record<string, unknown> = {},
  options: GraphQLCallOptions = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(store.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: options.accept ?? 'application/graphql-response+json, application/json;q=0.9',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.customerId !== undefined
        ? { [CUSTOMER_ID_HEADER]: String(options.customerId) }
        : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

/** A GraphQL caller bound to one token (and optionally one customer). */
export function graphqlAs(store: TestStore, token: string, customerId?: number) {
  return <T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    extra: GraphQLCallOptions = {},
  ) =>
    graphql<T>(store, query, variables, {
      token,
      ...(customerId === undefined ? {} : { customerId }),
      ...extra,
    });
}
