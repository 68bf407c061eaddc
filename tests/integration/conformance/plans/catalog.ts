import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';
import { metafieldPlans } from './metafields';

/** A 1×1 PNG: what the image uploads send. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const imageForm =
  (fields: Record<string, string> = {}) =>
  () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('image_file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    return form;
  };

const product = async (fx: Fixtures) => ({ product_id: await fx.newProduct() });
/** A new product with one part (`videos`, ...) made by `body`, and the part's id under `idParam`. */
const withPart =
  (segment: string, idParam: string, body: (fx: Fixtures) => unknown) => async (fx: Fixtures) => {
    const productId = await fx.newProduct();
    const part = await fx.data<{ id: number }>(
      'POST',
      `/v3/catalog/products/${productId}/${segment}`,
      body(fx),
    );
    return { params: { product_id: productId, [idParam]: part.id } };
  };

const video = () => ({ video_id: 'dQw4w9WgXcQ', title: 'How it is made', type: 'youtube' });
const customField = (fx: Fixtures) => ({ name: fx.unique('Material'), value: 'Enamel' });
const review = () => ({
  title: 'Sturdy',
  text: 'Keeps coffee hot.',
  status: 'approved',
  rating: 5,
  name: 'Casey',
  email: 'casey@example.com',
  date_reviewed: '2026-01-05T10:00:00Z',
});
const tier = (min: number) => ({
  quantity_min: min,
  quantity_max: min + 4,
  type: 'percent',
  amount: 5,
});
const complexRule = async (fx: Fixtures, productId: number) => {
  const variant = (
    await fx.data<Array<{ id: number }>>('GET', `/v3/catalog/products/${productId}/variants`)
  )[0]!;
  return {
    sort_order: 1,
    enabled: true,
    purchasing_disabled: false,
    price_adjuster: { adjuster: 'relative', adjuster_value: 2 },
    conditions: [{ variant_id: variant.id }],
  };
};
const withImage = async (fx: Fixtures) => {
  const productId = await fx.newProduct();
  const image = await fx.data<{ id: number }>('POST', `/v3/catalog/products/${productId}/images`, {
    image_url: 'https://cdn.example.com/mug.png',
    description: 'Front',
  });
  return { params: { product_id: productId, image_id: image.id } };
};

export const productsPlans: FilePlans = {
  'GET /catalog/products': {
    call: () => ({ query: { include: 'variants,images,custom_fields', limit: 5, sort: 'name' } }),
  },
  'PUT /catalog/products': {
    call: async (fx) => ({
      body: [
        { id: await fx.newProduct(), price: 20 },
        { id: await fx.newProduct(), is_visible: false },
      ],
    }),
    example: async (value: Array<Record<string, unknown>>, fx) =>
      Promise.all(
        value.map(async (item) => ({
          ...item,
          id: await fx.newProduct(),
          name: fx.unique('Batch renamed'),
        })),
      ),
  },
  'POST /catalog/products': {
    call: (fx) => ({
      body: {
        name: fx.unique('Posted product'),
        type: 'physical',
        weight: 2,
        price: 9.5,
        sku: fx.unique('SKU').replace(' ', '-'),
      },
    }),
  },
  'DELETE /catalog/products': {
    call: async (fx) => ({
      query: { 'id:in': `${await fx.newProduct()},${await fx.newProduct()}` },
    }),
  },
  'PUT /catalog/products/{product_id}': {
    call: async (fx) => ({
      params: await product(fx),
      body: { price: 14, description: '<p>Changed</p>' },
    }),
  },
  'DELETE /catalog/products/{product_id}': { call: async (fx) => ({ params: await product(fx) }) },
  'POST /catalog/products/{product_id}/images': {
    call: async (fx) => ({
      params: await product(fx),
      form: imageForm({ description: 'Uploaded', is_thumbnail: 'true' }),
    }),
  },
  'GET /catalog/products/{product_id}/images/{image_id}': { call: withImage },
  'PUT /catalog/products/{product_id}/images/{image_id}': {
    call: async (fx) => ({
      ...(await withImage(fx)),
      body: { description: 'Side', sort_order: 2 },
    }),
  },
  'DELETE /catalog/products/{product_id}/images/{image_id}': { call: withImage },
  'GET /catalog/products/{product_id}/videos': {
    call: async (fx) => ({
      params: { product_id: (await withPart('videos', 'id', video)(fx)).params.product_id },
    }),
  },
  'POST /catalog/products/{product_id}/videos': {
    call: async (fx) => ({ params: await product(fx), body: video() }),
  },
  'GET /catalog/products/{product_id}/videos/{id}': { call: withPart('videos', 'id', video) },
  'PUT /catalog/products/{product_id}/videos/{id}': {
    call: async (fx) => ({
      ...(await withPart('videos', 'id', video)(fx)),
      body: { title: 'Renamed' },
    }),
  },
  'DELETE /catalog/products/{product_id}/videos/{id}': { call: withPart('videos', 'id', video) },
  'POST /catalog/products/{product_id}/complex-rules': {
    call: async (fx) => {
      const productId = await fx.newProduct();
      return { params: { product_id: productId }, body: await complexRule(fx, productId) };
    },
  },
  'GET /catalog/products/{product_id}/complex-rules/{complex_rule_id}': {
    call: async (fx) => {
      const productId = await fx.newProduct();
      const rule = await fx.data<{ id: number }>(
        'POST',
        `/v3/catalog/products/${productId}/complex-rules`,
        await complexRule(fx, productId),
      );
      return { params: { product_id: productId, complex_rule_id: rule.id } };
    },
  },
  'PUT /catalog/products/{product_id}/complex-rules/{complex_rule_id}': {
    call: async (fx) => {
      const productId = await fx.newProduct();
      const rule = await fx.data<{ id: number }>(
        'POST',
        `/v3/catalog/products/${productId}/complex-rules`,
        await complexRule(fx, productId),
      );
      return {
        params: { product_id: productId, complex_rule_id: rule.id },
        body: { enabled: false },
      };
    },
  },
  'DELETE /catalog/products/{product_id}/complex-rules/{complex_rule_id}': {
    call: async (fx) => {
      const productId = await fx.newProduct();
      const rule = await fx.data<{ id: number }>(
        'POST',
        `/v3/catalog/products/${productId}/complex-rules`,
        await complexRule(fx, productId),
      );
      return { params: { product_id: productId, complex_rule_id: rule.id } };
    },
  },
  'POST /catalog/products/{product_id}/custom-fields': {
    call: async (fx) => ({ params: await product(fx), body: customField(fx) }),
  },
  'GET /catalog/products/{product_id}/custom-fields/{custom_field_id}': {
    call: withPart('custom-fields', 'custom_field_id', customField),
  },
  'PUT /catalog/products/{product_id}/custom-fields/{custom_field_id}': {
    call: async (fx) => ({
      ...(await withPart('custom-fields', 'custom_field_id', customField)(fx)),
      body: { value: 'Steel' },
    }),
  },
  'DELETE /catalog/products/{product_id}/custom-fields/{custom_field_id}': {
    call: withPart('custom-fields', 'custom_field_id', customField),
  },
  'POST /catalog/products/{product_id}/bulk-pricing-rules': {
    call: async (fx) => ({ params: await product(fx), body: tier(2) }),
  },
  'GET /catalog/products/{product_id}/bulk-pricing-rules/{bulk_pricing_rule_id}': {
    call: withPart('bulk-pricing-rules', 'bulk_pricing_rule_id', () => tier(2)),
  },
  'PUT /catalog/products/{product_id}/bulk-pricing-rules/{bulk_pricing_rule_id}': {
    call: async (fx) => ({
      ...(await withPart('bulk-pricing-rules', 'bulk_pricing_rule_id', () => tier(2))(fx)),
      body: { amount: '7.5' },
    }),
  },
  'DELETE /catalog/products/{product_id}/bulk-pricing-rules/{bulk_pricing_rule_id}': {
    call: withPart('bulk-pricing-rules', 'bulk_pricing_rule_id', () => tier(2)),
  },
  'GET /catalog/products/{product_id}/reviews': {
    call: async (fx) => ({
      params: {
        product_id: (await withPart('reviews', 'review_id', review)(fx)).params.product_id,
      },
      query: { status: 'approved' },
    }),
  },
  'POST /catalog/products/{product_id}/reviews': {
    call: async (fx) => ({ params: await product(fx), body: review() }),
  },
  'GET /catalog/products/{product_id}/reviews/{review_id}': {
    call: withPart('reviews', 'review_id', review),
  },
  'PUT /catalog/products/{product_id}/reviews/{review_id}': {
    call: async (fx) => ({
      ...(await withPart('reviews', 'review_id', review)(fx)),
      body: { title: 'Still sturdy', date_reviewed: '2026-02-01T00:00:00Z' },
    }),
  },
  'DELETE /catalog/products/{product_id}/reviews/{review_id}': {
    call: withPart('reviews', 'review_id', review),
  },
  'GET /catalog/products/channel-assignments': {
    call: async (fx) => ({ query: { 'product_id:in': await fx.newProduct() } }),
  },
  'PUT /catalog/products/channel-assignments': {
    call: async (fx) => {
      const channel = await fx.data<{ id: number }>('POST', '/v3/channels', {
        name: fx.unique('Assigned channel'),
        type: 'marketplace',
        platform: 'ebay',
      });
      return { body: [{ product_id: await fx.newProduct(), channel_id: channel.id }] };
    },
  },
  'DELETE /catalog/products/channel-assignments': {
    call: async (fx) => ({ query: { 'product_id:in': await fx.newProduct(), 'channel_id:in': 1 } }),
  },
  'GET /catalog/products/category-assignments': {
    call: async (fx) => ({ query: { 'category_id:in': await fx.category() } }),
  },
  'PUT /catalog/products/category-assignments': {
    call: async (fx) => ({
      body: [{ product_id: await fx.newProduct(), category_id: await fx.category() }],
    }),
  },
  'DELETE /catalog/products/category-assignments': {
    call: async (fx) => {
      const productId = await fx.newProduct({ categories: [await fx.category()] });
      return { query: { 'product_id:in': productId } };
    },
  },
  ...metafieldPlans({
    itemPath: '/catalog/products/{product_id}',
    batch: '/catalog/products/metafields',
    idParam: 'metafield_id',
    item: async (fx) => {
      const id = await fx.newProduct();
      return { params: { product_id: id }, apiPath: `/v3/catalog/products/${id}`, resourceId: id };
    },
  }),
};

/** A new product with two option variants. */
async function productWithTwoVariants(
  fx: Fixtures,
): Promise<{ product_id: number; variant_id: number }> {
  const productId = await fx.newProduct({
    variants: [
      {
        sku: fx.unique('V').replace(' ', '-'),
        option_values: [{ option_display_name: 'Size', label: 'S' }],
      },
      {
        sku: fx.unique('V').replace(' ', '-'),
        option_values: [{ option_display_name: 'Size', label: 'M' }],
      },
    ],
  });
  const variants = await fx.data<Array<{ id: number }>>(
    'GET',
    `/v3/catalog/products/${productId}/variants`,
  );
  return { product_id: productId, variant_id: variants[0]!.id };
}

export const variantsPlans: FilePlans = {
  'POST /catalog/products/{product_id}/variants': {
    call: async (fx) => ({
      params: { product_id: (await productWithTwoVariants(fx)).product_id },
      body: {
        sku: fx.unique('V').replace(' ', '-'),
        option_values: [{ option_display_name: 'Size', label: 'L' }],
        price: 15,
      },
    }),
  },
  'PUT /catalog/products/{product_id}/variants/{variant_id}': {
    call: async (fx) => ({
      params: await productWithTwoVariants(fx),
      body: { price: 11, upc: '012345678905' },
    }),
  },
  'DELETE /catalog/products/{product_id}/variants/{variant_id}': {
    call: async (fx) => ({ params: await productWithTwoVariants(fx) }),
  },
  'POST /catalog/products/{product_id}/variants/{variant_id}/image': {
    call: async (fx) => ({
      params: await productWithTwoVariants(fx),
      body: { image_url: 'https://cdn.example.com/size-s.png' },
    }),
  },
  'PUT /catalog/variants': {
    call: async (fx) => ({
      body: [
        {
          id: (await productWithTwoVariants(fx)).variant_id,
          price: 12,
          purchasing_disabled: false,
        },
      ],
    }),
  },
  'GET /catalog/variants': { call: () => ({ query: { limit: 5 } }) },
  ...metafieldPlans({
    itemPath: '/catalog/products/{product_id}/variants/{variant_id}',
    batch: '/catalog/variants/metafields',
    idParam: 'metafield_id',
    item: async (fx) => {
      const params = await productWithTwoVariants(fx);
      return {
        params,
        apiPath: `/v3/catalog/products/${params.product_id}/variants/${params.variant_id}`,
        resourceId: params.variant_id,
      };
    },
  }),
};

const newBrand = async (fx: Fixtures) =>
  (await fx.data<{ id: number }>('POST', '/v3/catalog/brands', { name: fx.unique('Brand') })).id;
const newCategory = async (fx: Fixtures) =>
  (
    await fx.data<{ id: number }>('POST', '/v3/catalog/categories', {
      name: fx.unique('Category'),
      parent_id: 0,
    })
  ).id;

export const brandsPlans: FilePlans = {
  'POST /catalog/brands': {
    call: (fx) => ({
      body: {
        name: fx.unique('New brand'),
        page_title: 'New',
        meta_keywords: ['new'],
        image_url: 'https://cdn.example.com/brand.png',
      },
    }),
  },
  'DELETE /catalog/brands': {
    call: async (fx) => {
      const name = fx.unique('Doomed brand');
      await fx.data('POST', '/v3/catalog/brands', { name });
      return { query: { name } };
    },
  },
  'PUT /catalog/brands/{brand_id}': {
    call: async (fx) => ({
      params: { brand_id: await newBrand(fx) },
      body: { name: fx.unique('Renamed brand'), search_keywords: 'renamed' },
    }),
  },
  'DELETE /catalog/brands/{brand_id}': {
    call: async (fx) => ({ params: { brand_id: await newBrand(fx) } }),
  },
  'POST /catalog/brands/{brand_id}/image': {
    call: async (fx) => ({ params: { brand_id: await newBrand(fx) }, form: imageForm() }),
  },
  'DELETE /catalog/brands/{brand_id}/image': {
    call: async (fx) => ({ params: { brand_id: await newBrand(fx) } }),
  },
  ...metafieldPlans({
    itemPath: '/catalog/brands/{brand_id}',
    batch: '/catalog/brands/metafields',
    idParam: 'metafield_id',
    item: async (fx) => {
      const id = await newBrand(fx);
      return { params: { brand_id: id }, apiPath: `/v3/catalog/brands/${id}`, resourceId: id };
    },
  }),
};

export const categoriesPlans: FilePlans = {
  'POST /catalog/categories': {
    call: async (fx) => ({
      body: {
        name: fx.unique('New category'),
        parent_id: await fx.category(),
        is_visible: true,
        default_product_sort: 'newest',
      },
    }),
  },
  'DELETE /catalog/categories': {
    call: async (fx) => ({
      query: { 'id:in': `${await newCategory(fx)},${await newCategory(fx)}` },
    }),
  },
  'PUT /catalog/categories/{category_id}': {
    call: async (fx) => ({
      params: { category_id: await newCategory(fx) },
      body: { name: fx.unique('Renamed category'), sort_order: 3 },
    }),
  },
  'DELETE /catalog/categories/{category_id}': {
    call: async (fx) => ({ params: { category_id: await newCategory(fx) } }),
  },
  'POST /catalog/categories/{category_id}/image': {
    call: async (fx) => ({ params: { category_id: await newCategory(fx) }, form: imageForm() }),
  },
  'DELETE /catalog/categories/{category_id}/image': {
    call: async (fx) => ({ params: { category_id: await newCategory(fx) } }),
  },
  'PUT /catalog/categories/{category_id}/products/sort-order': {
    call: async (fx) => {
      const categoryId = await newCategory(fx);
      const productId = await fx.newProduct({ categories: [categoryId] });
      return {
        params: { category_id: categoryId },
        body: [{ product_id: productId, sort_order: 1 }],
      };
    },
  },
  ...metafieldPlans({
    itemPath: '/catalog/categories/{category_id}',
    batch: '/catalog/categories/metafields',
    idParam: 'metafield_id',
    item: async (fx) => {
      const id = await newCategory(fx);
      return {
        params: { category_id: id },
        apiPath: `/v3/catalog/categories/${id}`,
        resourceId: id,
      };
    },
  }),
};
