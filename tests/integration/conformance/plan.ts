import { type Call } from './call';
import { type Fixtures } from './fixtures';

/**
 * How the conformance run calls one operation of a spec file on the demo store.
 * `call` makes a request the operation must accept (its ids found or made with the
 * fixtures); `example` turns one of the spec's request examples into a body with the demo
 * store's ids (it gets the example after the generic id mapping of `example-ids.ts`, and
 * as written, for ids whose meaning that mapping loses); `exampleCall` gives the rest of
 * that request (its path ids), by default `call`'s.
 */
export interface OperationPlan {
  call?: (fx: Fixtures) => Promise<Call> | Call;
  example?: (value: any, fx: Fixtures, written: any, name: string) => unknown;
  exampleCall?: (fx: Fixtures, name: string) => Promise<Call> | Call;
  /**
   * For operations that answer an unknown id with success on purpose (say why at the
   * plan): the status they answer. Every other operation must answer it with an error.
   */
  unknownIdAnswers?: number;
}

/** Plans by operation key (`GET /catalog/products/{product_id}`). */
export type FilePlans = Record<string, OperationPlan>;

/** Path parameters most operations share, by name: the demo store's records. */
export async function commonParam(
  name: string,
  fx: Fixtures,
): Promise<string | number | undefined> {
  switch (name) {
    case 'product_id':
    case 'productId':
      return (await fx.productWithVariants()).productId;
    case 'variant_id':
      return (await fx.productWithVariants()).variantId;
    case 'category_id':
      return fx.category();
    case 'brand_id':
      return fx.brand();
    case 'customer_id':
    case 'customerId':
      return fx.customer();
    case 'channel_id':
    case 'channelId':
      return fx.channel();
    case 'order_id':
      return fx.order();
    default:
      return undefined;
  }
}
