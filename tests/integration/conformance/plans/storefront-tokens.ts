import { type FilePlans } from '../plan';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

export const storefrontTokensPlans: FilePlans = {
  'DELETE /storefront/api-token': {
    call: async (fx) => {
      const { token } = await fx.data<{ token: string }>('POST', '/v3/storefront/api-token', {
        channel_id: 1,
        expires_at: inAnHour(),
      });
      return { headers: { 'sf-api-token': token } };
    },
  },
};
