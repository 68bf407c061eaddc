import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

/**
 * The nine metafield operations every resource type has: `{item}/metafields[/{id}]` and
 * the batch endpoints. `item` gives a resource's path parameters and its API path (to make
 * metafields on it); `batch` is the batch path as the spec writes it.
 */
export function metafieldPlans(spec: {
  itemPath: string;
  batch: string;
  idParam: string;
  item: (fx: Fixtures) => Promise<{
    params: Record<string, string | number>;
    apiPath: string;
    resourceId: string | number;
  }>;
}): FilePlans {
  const field = (fx: Fixtures) => ({
    namespace: 'conformance',
    key: fx.unique('key').replace(' ', '-'),
    value: 'v',
    permission_set: 'app_only',
  });
  const withField = async (fx: Fixtures) => {
    const item = await spec.item(fx);
    const created = await fx.data<{ id: number }>('POST', `${item.apiPath}/metafields`, field(fx));
    return { ...item, metafieldId: created.id };
  };
  const one = async (fx: Fixtures) => {
    const { params, metafieldId } = await withField(fx);
    return { params: { ...params, [spec.idParam]: metafieldId } };
  };
  return {
    [`GET ${spec.itemPath}/metafields`]: {
      call: async (fx) => ({
        params: (await withField(fx)).params,
        query: { namespace: 'conformance' },
      }),
    },
    [`POST ${spec.itemPath}/metafields`]: {
      call: async (fx) => ({
        params: (await spec.item(fx)).params,
        body: { ...field(fx), description: 'made by the run' },
      }),
    },
    [`GET ${spec.itemPath}/metafields/{${spec.idParam}}`]: { call: one },
    [`PUT ${spec.itemPath}/metafields/{${spec.idParam}}`]: {
      call: async (fx) => ({
        ...(await one(fx)),
        body: { value: 'changed', permission_set: 'read' },
      }),
    },
    [`DELETE ${spec.itemPath}/metafields/{${spec.idParam}}`]: { call: one },
    [`GET ${spec.batch}`]: {
      call: async (fx) => (
        await withField(fx),
        { query: { 'namespace:in': 'conformance', limit: 5 } }
      ),
    },
    [`POST ${spec.batch}`]: {
      call: async (fx) => ({
        body: [
          { ...field(fx), resource_id: (await spec.item(fx)).resourceId },
          { ...field(fx), resource_id: (await spec.item(fx)).resourceId },
        ],
      }),
    },
    [`PUT ${spec.batch}`]: {
      call: async (fx) => ({ body: [{ id: (await withField(fx)).metafieldId, value: 'batch' }] }),
    },
    [`DELETE ${spec.batch}`]: {
      call: async (fx) => ({ body: [(await withField(fx)).metafieldId] }),
    },
  };
}
