import autocannon from 'autocannon';
import { callbackBody, callbackHeaders } from './callback';
import { type LoadResult, summarize } from './http-load';
import { receiverUrl } from '../setup/hooks-step';

/**
 * A burst of distinct webhook callbacks (cart, order and product scopes, each a different
 * id, so none is skipped as a redelivery) at the storefront's receiver.
 */
export async function webhookBurst(input: {
  storefront: string;
  storeHash: string;
  storeId: number;
  webhookSecret: string;
  clientSecret?: string;
  callbacks: number;
  connections?: number;
}): Promise<LoadResult & { acknowledged: number }> {
  let sequence = 0;
  const nextBody = () => {
    sequence += 1;
    const kind = sequence % 3;
    const [scope, data] =
      kind === 0
        ? [
            'store/cart/updated',
            { type: 'cart', id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}` },
          ]
        : kind === 1
          ? [
              'store/order/statusUpdated',
              {
                type: 'order',
                id: 1_000_000 + sequence,
                status: { previous_status_id: 11, new_status_id: 2 },
              },
            ]
          : ['store/product/inventory/updated', { type: 'product', id: 1_000_000 + sequence }];
    return callbackBody(input, scope, data);
  };
  const result = await autocannon({
    url: receiverUrl(input.storefront),
    connections: input.connections ?? 50,
    amount: input.callbacks,
    requests: [
      {
        method: 'POST',
        // Each callback signed as the store signs it (its own id and time).
        setupRequest: (request) => {
          const body = nextBody();
          return { ...request, body, headers: callbackHeaders(body, input) };
        },
      },
    ],
  });
  return { ...summarize('webhook receiver burst', result), acknowledged: result['2xx'] };
}
