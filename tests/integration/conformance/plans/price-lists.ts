import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

const newList = async (fx: Fixtures, active = true) =>
  (
    await fx.data<{ id: number }>('POST', '/v3/pricelists', {
      name: fx.unique('Price list'),
      active,
    })
  ).id;

/** A list with a record for a demo variant. */
async function listWithRecord(fx: Fixtures) {
  const listId = await newList(fx);
  const { variantId } = await fx.productWithVariants();
  await fx.api('PUT', `/v3/pricelists/${listId}/records`, [
    { variant_id: variantId, currency: 'usd', price: 9.99, sale_price: 8.5 },
  ]);
  return { price_list_id: listId, variant_id: variantId, currency_code: 'usd' };
}

const record = async (fx: Fixtures) => ({
  variant_id: (await fx.productWithVariants()).variantId,
  currency: 'usd',
  price: 7.5,
  retail_price: 9,
});

export const priceListsPlans: FilePlans = {
  'GET /pricelists': { call: async (fx) => (await newList(fx), { query: { limit: 5 } }) },
  'POST /pricelists': { call: (fx) => ({ body: { name: fx.unique('New list'), active: true } }) },
  'DELETE /pricelists': { call: async (fx) => ({ query: { 'id:in': await newList(fx, false) } }) },
  'GET /pricelists/{price_list_id}': {
    call: async (fx) => ({ params: { price_list_id: await newList(fx) } }),
  },
  'PUT /pricelists/{price_list_id}': {
    call: async (fx) => ({
      params: { price_list_id: await newList(fx) },
      body: { name: fx.unique('Renamed list'), active: false },
    }),
  },
  'DELETE /pricelists/{price_list_id}': {
    call: async (fx) => ({ params: { price_list_id: await newList(fx) } }),
  },
  'PUT /pricelists/records': {
    call: async (fx) => ({ body: [{ price_list_id: await newList(fx), ...(await record(fx)) }] }),
  },
  'POST /pricelists/records': {
    call: async (fx) => ({ body: [{ price_list_id: await newList(fx), ...(await record(fx)) }] }),
  },
  'GET /pricelists/{price_list_id}/records': {
    call: async (fx) => ({
      params: { price_list_id: (await listWithRecord(fx)).price_list_id },
      query: { include: 'sku' },
    }),
  },
  'PUT /pricelists/{price_list_id}/records': {
    call: async (fx) => ({
      params: { price_list_id: await newList(fx) },
      body: [await record(fx)],
    }),
  },
  'POST /pricelists/{price_list_id}/records': {
    call: async (fx) => ({
      params: { price_list_id: await newList(fx) },
      body: [await record(fx)],
    }),
  },
  'DELETE /pricelists/{price_list_id}/records': {
    call: async (fx) => ({
      params: { price_list_id: (await listWithRecord(fx)).price_list_id },
      query: { currency: 'usd' },
    }),
  },
  'GET /pricelists/{price_list_id}/records/{variant_id}': {
    call: async (fx) => {
      const { price_list_id, variant_id } = await listWithRecord(fx);
      return { params: { price_list_id, variant_id } };
    },
    // The records of a variant the list does not price are an empty list (the reference lists no 404).
    unknownIdAnswers: 200,
  },
  'GET /pricelists/{price_list_id}/records/{variant_id}/{currency_code}': {
    call: async (fx) => ({ params: await listWithRecord(fx) }),
  },
  'PUT /pricelists/{price_list_id}/records/{variant_id}/{currency_code}': {
    call: async (fx) => ({ params: await listWithRecord(fx), body: { price: 11, map_price: 12 } }),
  },
  // Deleting a record that is not there leaves the list as asked: 204 (the reference lists no 404).
  'DELETE /pricelists/{price_list_id}/records/{variant_id}/{currency_code}': {
    call: async (fx) => ({ params: await listWithRecord(fx) }),
    unknownIdAnswers: 204,
  },
  'GET /pricelists/assignments': {
    call: async (fx) => ({ query: { price_list_id: await newList(fx) } }),
  },
  'POST /pricelists/assignments': {
    call: async (fx) => {
      const channel = await fx.data<{ id: number }>('POST', '/v3/channels', {
        name: fx.unique('Priced channel'),
        type: 'storefront',
        platform: 'next',
      });
      return { body: [{ price_list_id: await newList(fx), channel_id: channel.id }] };
    },
  },
  'DELETE /pricelists/assignments': {
    call: async (fx) => {
      const listId = await newList(fx);
      const channel = await fx.data<{ id: number }>('POST', '/v3/channels', {
        name: fx.unique('Unpriced channel'),
        type: 'storefront',
        platform: 'next',
      });
      await fx.api('POST', '/v3/pricelists/assignments', [
        { price_list_id: listId, channel_id: channel.id },
      ]);
      return { query: { price_list_id: listId } };
    },
  },
  'PUT /pricelists/{price_list_id}/assignments': {
    call: async (fx) => {
      const group = await fx.api<{ id: number }>('POST', '/v2/customer_groups', {
        name: fx.unique('Priced group'),
      });
      return {
        params: { price_list_id: await newList(fx) },
        body: { customer_group_id: group.id, channel_id: 1 },
      };
    },
  },
};
