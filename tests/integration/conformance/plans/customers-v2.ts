import { BILLING_ADDRESS, type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

const address = {
  first_name: BILLING_ADDRESS.first_name,
  last_name: BILLING_ADDRESS.last_name,
  street_1: BILLING_ADDRESS.street_1,
  city: BILLING_ADDRESS.city,
  state: BILLING_ADDRESS.state,
  zip: BILLING_ADDRESS.zip,
  country: BILLING_ADDRESS.country,
  phone: '555-0100',
  address_type: 'residential',
};

async function customerWithAddress(fx: Fixtures) {
  const customer_id = await fx.newCustomer();
  const created = await fx.api<{ id: number }>(
    'POST',
    `/v2/customers/${customer_id}/addresses`,
    address,
  );
  return { customer_id, customer_address_id: created.id };
}

export async function newCustomerGroup(fx: Fixtures): Promise<number> {
  return (await fx.api<{ id: number }>('POST', '/v2/customer_groups', { name: fx.unique('Group') }))
    .id;
}

export const customersV2Plans: FilePlans = {
  'GET /customers': { call: () => ({ query: { page: 1, limit: 5 } }) },
  'POST /customers': {
    call: (fx) => ({
      body: {
        email: `${fx.unique('v2').replace(' ', '-')}@example.com`,
        first_name: 'Vee',
        last_name: 'Two',
        phone: '555-0101',
        notes: 'from the v2 interface',
      },
    }),
  },
  // Deleting every customer would leave the other calls without theirs: this one is narrowed.
  'DELETE /customers': { call: async (fx) => ({ query: { 'id:in': await fx.newCustomer() } }) },
  'PUT /customers/{customer_id}': {
    call: async (fx) => ({
      params: { customer_id: await fx.newCustomer() },
      body: { company: 'Conformance Inc.', notes: 'updated' },
    }),
  },
  'DELETE /customers/{customer_id}': {
    call: async (fx) => ({ params: { customer_id: await fx.newCustomer() } }),
  },
  'POST /customers/{customer_id}/validate': {
    call: async (fx) => ({
      params: { customer_id: await fx.customer() },
      body: { password: 'shop4demo' },
    }),
  },
  'GET /customers/{customer_id}/addresses': {
    call: async (fx) => ({ params: { customer_id: (await customerWithAddress(fx)).customer_id } }),
  },
  'POST /customers/{customer_id}/addresses': {
    call: async (fx) => ({ params: { customer_id: await fx.newCustomer() }, body: address }),
  },
  'DELETE /customers/{customer_id}/addresses': {
    call: async (fx) => ({ params: { customer_id: (await customerWithAddress(fx)).customer_id } }),
  },
  'GET /customers/{customer_id}/addresses/{customer_address_id}': {
    call: async (fx) => ({ params: await customerWithAddress(fx) }),
  },
  'PUT /customers/{customer_id}/addresses/{customer_address_id}': {
    call: async (fx) => ({
      params: await customerWithAddress(fx),
      body: { ...address, city: 'Dallas' },
    }),
  },
  'DELETE /customers/{customer_id}/addresses/{customer_address_id}': {
    call: async (fx) => ({ params: await customerWithAddress(fx) }),
  },
  'GET /customers/{customer_id}/addresses/count': {
    call: async (fx) => ({ params: { customer_id: (await customerWithAddress(fx)).customer_id } }),
  },
  'GET /customer_groups': { call: async (fx) => (await newCustomerGroup(fx), {}) },
  'POST /customer_groups': {
    call: (fx) => ({
      body: {
        name: fx.unique('New group'),
        category_access: { type: 'all' },
        discount_rules: [{ type: 'all', method: 'percent', amount: '5.0000' }],
      },
    }),
  },
  'GET /customer_groups/{customer_group_id}': {
    call: async (fx) => ({ params: { customer_group_id: await newCustomerGroup(fx) } }),
  },
  'PUT /customer_groups/{customer_group_id}': {
    call: async (fx) => ({
      params: { customer_group_id: await newCustomerGroup(fx) },
      body: { name: fx.unique('Renamed group') },
    }),
  },
  'DELETE /customer_groups/{customer_group_id}': {
    call: async (fx) => ({ params: { customer_group_id: await newCustomerGroup(fx) } }),
  },
};
