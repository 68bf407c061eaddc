import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

/** A hook of the primary account with a destination no other call uses. */
async function newHook(fx: Fixtures, version: 'v2' | 'v3'): Promise<number> {
  const body = {
    scope: 'store/order/created',
    destination: `https://hooks.example.com/${fx.unique('hook').replace(' ', '-')}`,
    is_active: true,
  };
  const created = await fx.api<any>('POST', `/${version}/hooks`, body);
  return version === 'v3' ? created.data.id : created.id;
}

const hookDestination = async (fx: Fixtures, id: number) =>
  (await fx.data<{ destination: string }>('GET', `/v3/hooks/${id}`)).destination;

const hookBody = (fx: Fixtures) => ({
  scope: 'store/cart/*',
  destination: `https://hooks.example.com/${fx.unique('new-hook').replace(' ', '-')}`,
  is_active: true,
  headers: { 'X-Secret': 'conformance' },
});

function hookPlans(version: 'v2' | 'v3', idParam: string): FilePlans {
  const byId = async (fx: Fixtures) => ({ params: { [idParam]: await newHook(fx, version) } });
  return {
    'POST /hooks': {
      call: (fx) => ({ body: hookBody(fx) }),
      // The examples reuse one destination; each must create a hook of its own.
      example: (value, fx) => ({
        ...value,
        destination: `${value.destination}/${fx.unique('example').replace(' ', '-')}`,
      }),
    },
    [`GET /hooks/{${idParam}}`]: { call: byId },
    [`PUT /hooks/{${idParam}}`]: {
      call: async (fx) => ({
        ...(await byId(fx)),
        body: { is_active: false, headers: { 'X-Other': 'v' } },
      }),
    },
    [`DELETE /hooks/{${idParam}}`]: { call: byId },
  };
}

export const webhooksV2Plans: FilePlans = hookPlans('v2', 'id');

export const webhooksV3Plans: FilePlans = {
  ...hookPlans('v3', 'webhook_id'),
  // The file says a list has at least one hook, so the call lists one it made.
  'GET /hooks': {
    call: async (fx) => ({
      query: {
        is_active: true,
        scope: 'store/order/created',
        destination: await hookDestination(fx, await newHook(fx, 'v3')),
      },
    }),
  },
};
