import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';
import { metafieldPlans } from './metafields';
import { newSite } from './sites';

const newChannel = async (
  fx: Fixtures,
  body: Record<string, unknown> = { type: 'marketplace', platform: 'ebay' },
) =>
  (await fx.data<{ id: number }>('POST', '/v3/channels', { name: fx.unique('Channel'), ...body }))
    .id;

/** A demo product with at least `n` variants, and those variants. */
async function productWithVariants(
  fx: Fixtures,
  n: number,
  skip = 0,
): Promise<{ productId: number; variantIds: number[] }> {
  const products = await fx.data<Array<{ id: number; variants: Array<{ id: number }> }>>(
    'GET',
    '/v3/catalog/products?include=variants&limit=250',
  );
  const product = products.filter((p) => p.variants.length >= n)[skip]!;
  return { productId: product.id, variantIds: product.variants.slice(0, n).map((v) => v.id) };
}

/**
 * The listing examples name products 80 and 100 with variants 64, 65, ...: each example
 * product becomes a demo product with enough variants, each example variant one of its own.
 */
async function demoListings<
  L extends { product_id: number; variants: Array<{ variant_id: number }> },
>(value: L[], fx: Fixtures) {
  const products = new Map<number, { productId: number; variantIds: number[] }>();
  const used = new Set<number>();
  for (const listing of value) {
    if (products.has(listing.product_id)) continue;
    const candidates = await fx.data<Array<{ id: number; variants: Array<{ id: number }> }>>(
      'GET',
      '/v3/catalog/products?include=variants&limit=250',
    );
    const demo = candidates.find(
      (p) => !used.has(p.id) && p.variants.length >= Math.max(1, listing.variants.length),
    )!;
    used.add(demo.id);
    products.set(listing.product_id, {
      productId: demo.id,
      variantIds: demo.variants.map((v) => v.id),
    });
  }
  return value.map((listing) => {
    const demo = products.get(listing.product_id)!;
    return {
      ...listing,
      product_id: demo.productId,
      variants: listing.variants.map((variant, i) => ({
        ...variant,
        product_id: demo.productId,
        variant_id: demo.variantIds[i]!,
      })),
    };
  });
}

/** A new marketplace channel with a listing of a demo product. */
async function channelWithListing(fx: Fixtures) {
  const channelId = await newChannel(fx);
  const { productId, variantIds } = await productWithVariants(fx, 1);
  const [listing] = await fx.data<Array<{ listing_id: number }>>(
    'POST',
    `/v3/channels/${channelId}/listings`,
    [
      {
        product_id: productId,
        state: 'active',
        variants: [{ product_id: productId, variant_id: variantIds[0], state: 'active' }],
      },
    ],
  );
  return { channelId, listingId: listing!.listing_id, productId, variantId: variantIds[0]! };
}

export const channelsPlans: FilePlans = {
  'GET /channels': { call: () => ({ query: { 'type:in': 'storefront', available: true } }) },
  'PUT /channels/{channel_id}': {
    call: async (fx) => ({
      params: { channel_id: await newChannel(fx) },
      body: { name: fx.unique('Renamed channel') },
    }),
    // The example changes a social channel: it runs on one.
    exampleCall: async (fx) => ({
      params: { channel_id: await newChannel(fx, { type: 'marketing', platform: 'facebook' }) },
    }),
  },
  'POST /channels': {
    call: (fx) => ({
      body: { name: fx.unique('Posted channel'), type: 'storefront', platform: 'next' },
    }),
    example: (value: Record<string, unknown>, fx) => ({
      ...value,
      name: fx.unique(String(value.name)),
    }),
  },
  'PUT /channels/currency-assignments': {
    call: async (fx) => ({
      body: [
        {
          channel_id: await newChannel(fx),
          enabled_currencies: ['USD', 'EUR'],
          default_currency: 'EUR',
        },
      ],
    }),
    example: async (value: Array<Record<string, unknown>>, fx) =>
      Promise.all(value.map(async (a) => ({ ...a, channel_id: await newChannel(fx) }))),
  },
  'POST /channels/currency-assignments': {
    call: async (fx) => ({
      body: [
        { channel_id: await newChannel(fx), enabled_currencies: ['USD'], default_currency: 'USD' },
      ],
    }),
    example: async (value: Array<Record<string, unknown>>, fx) =>
      Promise.all(value.map(async (a) => ({ ...a, channel_id: await newChannel(fx) }))),
  },
  'PUT /channels/{channel_id}/currency-assignments': {
    call: async (fx) => ({
      params: { channel_id: await newChannel(fx) },
      body: { enabled_currencies: ['USD', 'GBP'], default_currency: 'GBP' },
    }),
  },
  'POST /channels/{channel_id}/currency-assignments': {
    call: async (fx) => ({
      params: { channel_id: await newChannel(fx) },
      body: { enabled_currencies: ['USD'], default_currency: 'USD' },
    }),
  },
  'DELETE /channels/{channel_id}/currency-assignments': {
    call: async (fx) => ({ params: { channel_id: await newChannel(fx) } }),
  },
  // As the real service, an unknown channel has no listings rather than a 404.
  'GET /channels/{channel_id}/listings': {
    call: async (fx) => ({ params: { channel_id: (await channelWithListing(fx)).channelId } }),
    unknownIdAnswers: 200,
  },
  'POST /channels/{channel_id}/listings': {
    call: async (fx) => {
      const { productId, variantIds } = await productWithVariants(fx, 1);
      return {
        params: { channel_id: await newChannel(fx) },
        body: [
          {
            product_id: productId,
            state: 'pending',
            variants: [{ product_id: productId, variant_id: variantIds[0], state: 'pending' }],
          },
        ],
      };
    },
    exampleCall: async (fx) => ({ params: { channel_id: await newChannel(fx) } }),
    example: (_mapped, fx, written) => demoListings(written, fx),
  },
  'PUT /channels/{channel_id}/listings': {
    call: async (fx) => {
      const { channelId, listingId, productId, variantId } = await channelWithListing(fx);
      return {
        params: { channel_id: channelId },
        body: [
          {
            listing_id: listingId,
            product_id: productId,
            state: 'disabled',
            variants: [{ product_id: productId, variant_id: variantId, state: 'disabled' }],
          },
        ],
      };
    },
    // Each example listing is updated where it was first created: a channel of its own.
    exampleCall: async (fx, name) => ({
      params: { channel_id: await fx.once(`listings of ${name}`, () => newChannel(fx)) },
    }),
    example: async (
      _mapped,
      fx,
      written: Array<{
        listing_id: number;
        product_id: number;
        variants: Array<{ variant_id: number }>;
      }>,
      name,
    ) => {
      const listings = await demoListings(written, fx);
      const channelId = await fx.once(`listings of ${name}`, () => newChannel(fx));
      const created = await fx.data<Array<{ listing_id: number }>>(
        'POST',
        `/v3/channels/${channelId}/listings`,
        listings.map(({ listing_id: _, ...listing }) => listing),
      );
      return listings.map((listing, i) => ({ ...listing, listing_id: created[i]!.listing_id }));
    },
  },
  'GET /channels/{channel_id}/listings/{listing_id}': {
    call: async (fx) => {
      const { channelId, listingId } = await channelWithListing(fx);
      return { params: { channel_id: channelId, listing_id: listingId } };
    },
  },
  'PUT /channels/{channel_id}/site/checkout-url': {
    call: async (fx) => {
      const { channelId, host } = await newSite(fx);
      return {
        params: { channel_id: channelId },
        body: { url: `https://checkout.${host.split('.').slice(-2).join('.')}` },
      };
    },
  },
  'DELETE /channels/{channel_id}/site/checkout-url': {
    call: async (fx) => ({ params: { channel_id: (await newSite(fx)).channelId } }),
  },
  'GET /channels/{channel_id}/site': {
    call: async (fx) => ({ params: { channel_id: (await newSite(fx)).channelId } }),
  },
  'PUT /channels/{channel_id}/site': {
    call: async (fx) => {
      const { channelId } = await newSite(fx);
      return {
        params: { channel_id: channelId },
        body: { url: `https://moved-${channelId}.example.com` },
      };
    },
  },
  'POST /channels/{channel_id}/site': {
    call: async (fx) => {
      const channelId = await newChannel(fx, { type: 'storefront', platform: 'next' });
      return {
        params: { channel_id: channelId },
        body: { url: `https://site-${channelId}.example.com`, channel_id: channelId },
      };
    },
    // The example names some other channel in its body too: the path's channel (a site per channel).
    exampleCall: async (fx, name) => ({ params: { channel_id: await exampleChannel(fx, name) } }),
    example: async (value: Record<string, unknown>, fx, _written, name) => ({
      ...value,
      channel_id: await exampleChannel(fx, name),
    }),
  },
  'DELETE /channels/{channel_id}/site': {
    call: async (fx) => ({ params: { channel_id: (await newSite(fx)).channelId } }),
  },
  'GET /channels/{channel_id}/channel-menus': {
    call: async (fx) => ({ params: { channel_id: await newChannel(fx) } }),
  },
  'POST /channels/{channel_id}/channel-menus': {
    call: async (fx) => ({
      params: { channel_id: await newChannel(fx) },
      body: {
        bigcommerce_protected_app_sections: ['overview'],
        custom_app_sections: [{ title: 'Orders', query_path: 'orders' }],
      },
    }),
  },
  'DELETE /channels/{channel_id}/channel-menus': {
    call: async (fx) => ({ params: { channel_id: await newChannel(fx) } }),
  },
  ...metafieldPlans({
    itemPath: '/channels/{channel_id}',
    batch: '/channels/metafields',
    idParam: 'metafield_id',
    item: async (fx) => {
      const id = await newChannel(fx);
      return { params: { channel_id: id }, apiPath: `/v3/channels/${id}`, resourceId: id };
    },
  }),
};

/** A new storefront channel per example, made when the example is sent. */
function exampleChannel(fx: Fixtures, name: string): Promise<number> {
  return fx.once(`site example ${name}`, () =>
    newChannel(fx, { type: 'storefront', platform: 'next' }),
  );
}
