import { callbackBody, callbackHeaders } from './callback';
import { receiverUrl } from '../setup/hooks-step';

async function graphqlRequests(storeOrigin: string): Promise<number> {
  const stats = (await (await fetch(`${storeOrigin}/local/graphql-stats`)).json()) as {
    requests: number;
  };
  return stats.requests;
}

/** GraphQL requests the store served while `view` ran. */
async function countDuring(storeOrigin: string, view: () => Promise<void>): Promise<number> {
  const before = await graphqlRequests(storeOrigin);
  await view();
  return (await graphqlRequests(storeOrigin)) - before;
}

export interface ProductViewCost {
  path: string;
  /** The webhook scope that made the miss. */
  scope: string;
  onMiss: number;
  onHit: number;
}

/**
 * The events a product page misses on. A stock change revalidates the product's own entry
 * only: what one product page view costs. A product update also revalidates the listings,
 * and with them the shared navigation (it shows product counts), which the next page of
 * any kind fetches again, once for all.
 */
export const PRODUCT_ONLY_CHANGE = 'store/product/inventory/updated';
export const PRODUCT_AND_LISTINGS_CHANGE = 'store/product/updated';

/**
 * GraphQL requests one product page view costs: on a cache miss (right after the product
 * was revalidated through the webhook receiver with `scope`, as a store change would do)
 * and on a hit. Measure after a first miss on another product: entries made at build time
 * are not in a new server process's memory, so its first render also fetches the shared
 * navigation once.
 */
export async function productViewCost(input: {
  storefront: string;
  storeOrigin: string;
  storeHash: string;
  storeId: number;
  webhookSecret: string;
  clientSecret?: string;
  productId: number;
  pagePath: string;
  scope?: string;
}): Promise<ProductViewCost> {
  const scope = input.scope ?? PRODUCT_ONLY_CHANGE;
  const view = async () => {
    const response = await fetch(`${input.storefront}${input.pagePath}`);
    if (!response.ok) throw new Error(`${input.pagePath} answered ${response.status}`);
    await response.text();
  };
  await view(); // the page and its shared parts (navigation, token) are warm
  const body = callbackBody(input, scope, { type: 'product', id: input.productId });
  const revalidate = await fetch(receiverUrl(input.storefront), {
    method: 'POST',
    headers: callbackHeaders(body, input),
    body,
  });
  if (!revalidate.ok)
    throw new Error(
      `revalidating the product through the webhook receiver failed: ${revalidate.status}`,
    );
  const onMiss = await countDuring(input.storeOrigin, view);
  const onHit = await countDuring(input.storeOrigin, view);
  return { path: input.pagePath, scope, onMiss, onHit };
}
