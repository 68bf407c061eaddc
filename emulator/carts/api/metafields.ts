import { modify, read, notFound } from '../../http';
import { type MetafieldResource } from '../../metafields';
import { findCart } from '../repository';

const activeCart = (ctx: Parameters<MetafieldResource['exists']>[0], id: string) =>
  findCart(ctx, id)?.status === 'active';

/** `/v3/carts/{cart_id}/metafields` and `/v3/carts/metafields`: cart ids are UUIDs, so `resource_id` is text. */
export const cartMetafields: MetafieldResource = {
  type: 'cart',
  itemPath: '/v3/carts/:cartId',
  batchPath: '/v3/carts/metafields',
  idName: 'cart_id',
  resolve(ctx, params) {
    if (!activeCart(ctx, params.cartId ?? '')) throw notFound(`Cart ${params.cartId ?? ''}`);
    return params.cartId!;
  },
  exists: activeCart,
  textIds: true,
  read: read('carts'),
  modify: modify('carts'),
  events: { prefix: 'store/cart/metafield', subject: (id) => ({ type: 'cart', id }) },
};
