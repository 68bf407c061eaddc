import { type TestStore } from './store-service';

/**
 * Products with many variants (one option, one value per variant), for price record
 * batches larger than the demo catalog: returns the new variants' ids and SKUs.
 */
export async function createVariants(
  store: TestStore,
  count: number,
  prefix = 'PL',
): Promise<Array<{ id: number; sku: string; product_id: number }>> {
  const perProduct = 500;
  const made: Array<{ id: number; sku: string; product_id: number }> = [];
  for (let start = 0; start < count; start += perProduct) {
    const size = Math.min(perProduct, count - start);
    const res = await store.api('POST', '/v3/catalog/products', {
      body: {
        name: `${prefix} fixture ${start}`,
        type: 'physical',
        weight: 1,
        price: 50,
        variants: Array.from({ length: size }, (_, i) => ({
          sku: `${prefix}-${start + i}`,
          option_values: [{ option_display_name: 'Edition', label: `E${start + i}` }],
        })),
      },
    });
    if (res.status !== 200)
      throw new Error(
        `creating fixture variants failed: ${res.status} ${JSON.stringify(res.body)}`,
      );
    const product = await store.api(
      'GET',
      `/v3/catalog/products/${res.body.data.id}?include=variants`,
    );
    made.push(
      ...product.body.data.variants.map((v: any) => ({
        id: v.id,
        sku: v.sku,
        product_id: v.product_id,
      })),
    );
  }
  return made;
}

/** Every record of a price list, all pages. */
export async function allRecords(store: TestStore, listId: number): Promise<any[]> {
  const records: any[] = [];
  for (let page = 1; ; page++) {
    const res = await store.api('GET', `/v3/pricelists/${listId}/records?limit=250&page=${page}`);
    records.push(...res.body.data);
    if (page >= res.body.meta.pagination.total_pages) return records;
  }
}
