import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

const newSubscriber = async (fx: Fixtures) =>
  (
    await fx.data('POST', '/v3/customers/subscribers', {
      email: `${fx.unique('sub').replace(' ', '-')}@example.com`,
      first_name: 'Sub',
      source: 'storefront',
    })
  ).id;

export const subscribersPlans: FilePlans = {
  'GET /customers/subscribers': {
    call: async (fx) => ({ query: { id: await newSubscriber(fx) } }),
  },
  'POST /customers/subscribers': {
    call: (fx) => ({
      body: {
        email: `${fx.unique('new-sub').replace(' ', '-')}@example.com`,
        first_name: 'New',
        last_name: 'Subscriber',
        source: 'storefront',
        channel_id: 1,
        consents: ['marketing_newsletter'],
      },
    }),
  },
  'DELETE /customers/subscribers': {
    call: async (fx) => {
      const id = await newSubscriber(fx);
      const { email } = await fx.data('GET', `/v3/customers/subscribers/${id}`);
      return { query: { email } };
    },
  },
  'GET /customers/subscribers/{subscriber_id}': {
    call: async (fx) => ({ params: { subscriber_id: await newSubscriber(fx) } }),
  },
  'PUT /customers/subscribers/{subscriber_id}': {
    call: async (fx) => ({
      params: { subscriber_id: await newSubscriber(fx) },
      body: { last_name: 'Changed' },
    }),
  },
  'DELETE /customers/subscribers/{subscriber_id}': {
    call: async (fx) => ({ params: { subscriber_id: await newSubscriber(fx) } }),
  },
};

async function us(fx: Fixtures): Promise<number> {
  return fx.once(
    'country:US',
    async () =>
      (await fx.api<Array<{ id: number }>>('GET', '/v2/countries?country_iso2=US'))[0]!.id,
  );
}

export const geographyPlans: FilePlans = {
  'GET /countries/{id}': { call: async (fx) => ({ params: { id: await us(fx) } }) },
  'GET /countries/{country_id}/states': {
    call: async (fx) => ({ params: { country_id: await us(fx) } }),
  },
  'GET /countries/{country_id}/states/{id}': {
    call: async (fx) => {
      const country_id = await us(fx);
      const [state] = await fx.api<Array<{ id: number }>>(
        'GET',
        `/v2/countries/${country_id}/states?limit=1`,
      );
      return { params: { country_id, id: state!.id } };
    },
  },
  'GET /countries/{country_id}/states/count': {
    call: async (fx) => ({ params: { country_id: await us(fx) } }),
  },
};

export const customTemplateAssociationsPlans: FilePlans = {
  'GET /storefront/custom-template-associations': {
    call: () => ({ query: { channel_id: 1, type: 'product' } }),
  },
  'PUT /storefront/custom-template-associations': {
    example: async (value: Array<Record<string, unknown>>, fx) => {
      const ids: Record<string, () => Promise<number>> = {
        product: async () => (await fx.productWithVariants()).productId,
        category: () => fx.category(),
        brand: () => fx.brand(),
        page: async () =>
          (await fx.data<Array<{ id: number }>>('GET', '/v3/content/pages?limit=1'))[0]!.id,
      };
      return Promise.all(
        value.map(async (a) => ({
          ...a,
          entity_id: await ids[String(a.entity_type)]!(),
          file_name: 'featured.html',
        })),
      );
    },
  },
  'DELETE /storefront/custom-template-associations': {
    call: () => ({ query: { channel_id: 1, type: 'brand' } }),
  },
};

export const abandonedCartsPlans: FilePlans = {
  'GET /abandoned-carts/{token}': {
    call: async (fx) => ({ params: { token: await fx.abandonedCartToken() } }),
  },
  'PUT /abandoned-carts/settings': {
    call: () => ({
      body: { enable_notification: true, merchant_email_address: 'owner@example.com' },
    }),
  },
  'PUT /abandoned-carts/settings/channels/{channel_id}': {
    call: () => ({
      params: { channel_id: 1 },
      body: { enable_notification: null, email_merchant_when_cart_is_abandoned: true },
    }),
  },
};
