import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';
import { metafieldPlans } from './metafields';

/** The demo store sells in USD: an example's currency is store data, like its ids. */
const STORE_CURRENCY = { code: 'USD' };

/**
 * An example cart's lines with this store's products: a line that names no variant gets
 * a product without options (the generic mapping gives one with options).
 */
async function demoLines(lines: unknown, fx: Fixtures) {
  if (!Array.isArray(lines)) return lines;
  const orderable = await fx.orderableProduct();
  return lines.map((line: Record<string, unknown>) =>
    line.variant_id === undefined && line.option_selections === undefined
      ? { ...line, product_id: orderable }
      : line,
  );
}

async function demoCart(value: Record<string, any>, fx: Fixtures) {
  return {
    ...value,
    ...(value.currency ? { currency: STORE_CURRENCY } : {}),
    ...(value.line_items ? { line_items: await demoLines(value.line_items, fx) } : {}),
  };
}

const cartParam = async (fx: Fixtures) => ({ cartId: (await fx.newCart()).cartId });

export const cartsPlans: FilePlans = {
  'POST /carts': {
    call: async (fx) => ({
      query: { include: 'redirect_urls,line_items.physical_items.options' },
      body: { line_items: [{ product_id: await fx.orderableProduct(), quantity: 1 }] },
    }),
    example: (value: Record<string, any>, fx) => demoCart(value, fx),
  },
  'POST /carts/{cartId}/items': {
    call: async (fx) => ({
      params: await cartParam(fx),
      body: {
        line_items: [
          {
            product_id: await fx.orderableProduct(),
            quantity: 1,
            list_price: 9.5,
            name: 'Staff pick',
          },
        ],
        custom_items: [{ name: 'Engraving', quantity: 1, list_price: 5 }],
      },
    }),
    example: (value: Record<string, any>, fx) => demoCart(value, fx),
  },
  // The body is optional (the file's example, sent too, carries query_params): the planned
  // call sends none, with the Content-Type header the file requires.
  'POST /carts/{cartId}/redirect_urls': {
    call: async (fx) => ({ params: await cartParam(fx) }),
  },
  'PUT /carts/{cartId}/items/{itemId}': {
    call: async (fx) => {
      const { cartId, lineId } = await fx.newCart();
      return {
        params: { cartId, itemId: lineId },
        body: { line_item: { product_id: await fx.orderableProduct(), quantity: 3 } },
      };
    },
  },
  'DELETE /carts/{cartId}/items/{itemId}': {
    call: async (fx) => {
      const { cartId, lineId } = await fx.newCart();
      await fx.api('POST', `/v3/carts/${cartId}/items`, {
        custom_items: [{ name: 'Gift note', quantity: 1, list_price: 1 }],
      });
      return { params: { cartId, itemId: lineId }, body: { version: 2 } };
    },
  },
  'GET /carts/{cartId}': {
    call: async (fx) => ({ params: await cartParam(fx), query: { include: 'redirect_urls' } }),
  },
  'PUT /carts/{cartId}': {
    call: async (fx) => ({
      params: await cartParam(fx),
      body: { customer_id: await fx.customer() },
    }),
  },
  'DELETE /carts/{cartId}': { call: async (fx) => ({ params: await cartParam(fx) }) },
  'PUT /carts/settings': { call: () => ({ body: { allow_purchasing: true } }) },
  'PUT /carts/settings/channels/{channel_id}': {
    call: () => ({ params: { channel_id: 1 }, body: { allow_purchasing: null } }),
  },
  ...metafieldPlans({
    itemPath: '/carts/{cart_id}',
    batch: '/carts/metafields',
    idParam: 'metafield_id',
    item: async (fx) => {
      const { cartId } = await fx.newCart();
      return { params: { cart_id: cartId }, apiPath: `/v3/carts/${cartId}`, resourceId: cartId };
    },
  }),
};
