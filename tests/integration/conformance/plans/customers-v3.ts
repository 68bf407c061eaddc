import { BILLING_ADDRESS, type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';
import { metafieldPlans } from './metafields';

const address = (customerId: number) => ({
  customer_id: customerId,
  first_name: 'Casey',
  last_name: 'Conformance',
  address1: BILLING_ADDRESS.street_1,
  city: BILLING_ADDRESS.city,
  state_or_province: BILLING_ADDRESS.state,
  postal_code: BILLING_ADDRESS.zip,
  country_code: 'US',
});
const newAddress = async (fx: Fixtures) =>
  (
    await fx.data<Array<{ id: number }>>('POST', '/v3/customers/addresses', [
      address(await fx.newCustomer()),
    ])
  )[0]!.id;
const newAttribute = async (fx: Fixtures, type = 'string') =>
  (
    await fx.data<Array<{ id: number }>>('POST', '/v3/customers/attributes', [
      { name: fx.unique('Attribute'), type },
    ])
  )[0]!.id;
const newAttributeValue = async (fx: Fixtures) =>
  (
    await fx.data<Array<{ id: number }>>('PUT', '/v3/customers/attribute-values', [
      { attribute_id: await newAttribute(fx), value: 'Yes', customer_id: await fx.newCustomer() },
    ])
  )[0]!.id;
const newEmail = (fx: Fixtures) => `${fx.unique('v3').replace(' ', '-')}@example.com`;

export const customersV3Plans: FilePlans = {
  'GET /customers': {
    call: () => ({
      query: {
        include: 'addresses,formfields,attributes,storecredit,segment_ids',
        limit: 5,
        sort: 'last_name:asc',
      },
    }),
  },
  'PUT /customers': {
    call: async (fx) => ({
      body: [
        {
          id: await fx.newCustomer(),
          notes: 'updated',
          form_fields: [{ name: 'shirt_size', value: 'M' }],
        },
      ],
    }),
    // The examples change customer 1; each runs on a customer of its own, with an e-mail no one has.
    example: async (value: Array<Record<string, unknown>>, fx) =>
      Promise.all(
        value.map(async (c) => ({
          ...c,
          id: await fx.newCustomer(),
          ...(c.email ? { email: newEmail(fx) } : {}),
        })),
      ),
  },
  'POST /customers': {
    call: (fx) => ({
      body: [
        {
          email: newEmail(fx),
          first_name: 'New',
          last_name: 'Customer',
          form_fields: [{ name: 'shirt_size', value: 'L' }],
        },
      ],
    }),
    example: (value: Array<Record<string, unknown>>, fx) =>
      value.map((c) => ({ ...c, email: newEmail(fx) })),
  },
  'DELETE /customers': {
    call: async (fx) => ({
      query: { 'id:in': `${await fx.newCustomer()},${await fx.newCustomer()}` },
    }),
  },
  'GET /customers/addresses': {
    call: async (fx) => (await newAddress(fx), { query: { include: 'formfields' } }),
  },
  'PUT /customers/addresses': {
    call: async (fx) => ({ body: [{ id: await newAddress(fx), city: 'Dallas' }] }),
    example: async (value: Array<Record<string, unknown>>, fx) =>
      Promise.all(value.map(async (a) => ({ ...a, id: await newAddress(fx) }))),
  },
  'POST /customers/addresses': {
    call: async (fx) => ({ body: [address(await fx.newCustomer())] }),
    example: async (value: Array<Record<string, unknown>>, fx) =>
      Promise.all(value.map(async (a) => ({ ...a, customer_id: await fx.newCustomer() }))),
  },
  'DELETE /customers/addresses': {
    call: async (fx) => ({ query: { 'id:in': await newAddress(fx) } }),
  },
  'POST /customers/validate-credentials': {
    call: () => ({
      body: { email: 'alex.shopper@example.com', password: 'shop4demo', channel_id: 1 },
    }),
  },
  'PUT /customers/settings': {
    call: () => ({
      body: {
        privacy_settings: {
          ask_shopper_for_tracking_consent: false,
          policy_url: 'https://shop.example.com/privacy',
        },
      },
    }),
  },
  'PUT /customers/settings/channels/{channel_id}': {
    call: () => ({ params: { channel_id: 1 }, body: { allow_global_logins: false } }),
  },
  'GET /customers/attributes': {
    call: async (fx) => (await newAttribute(fx), { query: { type: 'string' } }),
  },
  'PUT /customers/attributes': {
    call: async (fx) => ({
      body: [{ id: await newAttribute(fx), name: fx.unique('Renamed attribute') }],
    }),
  },
  'POST /customers/attributes': {
    call: (fx) => ({ body: [{ name: fx.unique('New attribute'), type: 'number' }] }),
    // Attribute names are unique in a store, and other examples made the examples' names already.
    example: (value: Array<Record<string, unknown>>, fx) =>
      value.map((attribute) => ({ ...attribute, name: fx.unique(String(attribute.name)) })),
  },
  'DELETE /customers/attributes': {
    call: async (fx) => ({ query: { 'id:in': await newAttribute(fx) } }),
  },
  'GET /customers/attribute-values': {
    call: async (fx) => (await newAttributeValue(fx), { query: { limit: 5 } }),
  },
  'PUT /customers/attribute-values': {
    call: async (fx) => ({
      body: [
        {
          attribute_id: await newAttribute(fx, 'date'),
          value: '2026-03-01',
          customer_id: await fx.newCustomer(),
        },
      ],
    }),
    example: async (value: Array<Record<string, unknown>>, fx) =>
      Promise.all(
        value.map(async (v) => ({
          ...v,
          attribute_id: await newAttribute(fx),
          customer_id: await fx.newCustomer(),
        })),
      ),
  },
  'DELETE /customers/attribute-values': {
    call: async (fx) => ({ query: { 'id:in': await newAttributeValue(fx) } }),
  },
  'GET /customers/form-field-values': {
    call: async (fx) => ({ query: { customer_id: await fx.customer() } }),
  },
  'PUT /customers/form-field-values': {
    call: async (fx) => ({
      body: [{ address_id: await newAddress(fx), name: 'Gate code', value: '1234' }],
    }),
    example: async (value: Array<Record<string, unknown>>, fx) => {
      const customerId = await fx.newCustomer();
      return value.map((v) => ({ ...v, customer_id: customerId }));
    },
  },
  'GET /customers/{customerId}/consent': {
    call: async (fx) => ({ params: { customerId: await fx.newCustomer() } }),
  },
  'PUT /customers/{customerId}/consent': {
    call: async (fx) => ({
      params: { customerId: await fx.newCustomer() },
      body: { allow: ['analytics'], deny: ['targeting'] },
    }),
  },
  ...metafieldPlans({
    itemPath: '/customers/{customerId}',
    batch: '/customers/metafields',
    idParam: 'metafieldId',
    item: async (fx) => {
      const id = await fx.newCustomer();
      return { params: { customerId: id }, apiPath: `/v3/customers/${id}`, resourceId: id };
    },
  }),
};
