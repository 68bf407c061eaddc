import { type Fixtures } from './fixtures';

/**
 * The spec's request examples name records of some other store (product 77, channel 664,
 * ...). These ids are replaced with the demo store's, by field name, wherever they appear
 * in an example; what a field means only in one operation is mapped by that operation's
 * plan (`OperationPlan.example`).
 */
const MAPPED: Record<string, (fx: Fixtures) => Promise<number | number[]>> = {
  product_id: async (fx) => (await fx.productWithVariants()).productId,
  variant_id: async (fx) => (await fx.productWithVariants()).variantId,
  option_id: async (fx) => (await fx.productWithVariants()).optionId,
  option_value: async (fx) => (await fx.productWithVariants()).optionValueId,
  option_value_id: async (fx) => (await fx.productWithVariants()).optionValueId,
  channel_id: (fx) => fx.channel(),
  origin_channel_id: (fx) => fx.channel(),
  channel_ids: async (fx) => [await fx.channel()],
  customer_id: (fx) => fx.customer(),
  brand_id: (fx) => fx.brand(),
  categories: async (fx) => [await fx.category()],
};

export async function withDemoIds(value: unknown, fx: Fixtures): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => withDemoIds(item, fx)));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const map = MAPPED[key];
    const isId =
      typeof item === 'number' || (Array.isArray(item) && item.every((i) => typeof i === 'number'));
    out[key] = map && isId && item !== 0 ? await map(fx) : await withDemoIds(item, fx);
  }
  return out;
}
