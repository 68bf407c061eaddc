import { strToU8, zipSync } from 'fflate';
import { type TestStore } from './store-service';

export const ASSOCIATIONS_PATH = '/v3/storefront/custom-template-associations';

/** The custom templates of the default theme (emulator/themes/library.ts), as E3 lists them. */
export const DEFAULT_CUSTOM_TEMPLATES = {
  product: ['featured.html', 'bundle.html', 'preorder.html'],
  category: ['grid-wide.html', 'lookbook.html'],
  brand: ['minimal.html'],
  page: ['contact-form.html', 'holiday.html'],
};

export interface DemoEntityIds {
  products: number[];
  category: number;
  brand: number;
  page: number;
}

/** Ids of demo catalog entities to associate templates with (seed E5 lookups). */
export async function demoEntityIds(store: TestStore): Promise<DemoEntityIds> {
  const [products, categories, brands, pages] = await Promise.all([
    store.api('GET', '/v3/catalog/products?limit=5'),
    store.api('GET', '/v3/catalog/categories?limit=1'),
    store.api('GET', '/v3/catalog/brands?limit=1'),
    store.api('GET', '/v2/pages?limit=1'),
  ]);
  return {
    products: products.body.data.map((p: { id: number }) => p.id),
    category: categories.body.data[0].id,
    brand: brands.body.data[0].id,
    page: pages.body[0].id,
  };
}

/** The access token of a new API account holding only `scopes`. */
export const tokenWith = (store: TestStore, ...scopes: string[]): string =>
  store.createApiAccount(`only ${scopes.join(' + ') || 'nothing'}`, scopes).accessToken;

export async function activeVersionUuid(store: TestStore, channelId = 1): Promise<string> {
  const res = await store.api('GET', `/v3/channels/${channelId}/active-theme`);
  return res.body.data.active_theme_version_uuid;
}

/** A small theme bundle as a merchant zips a theme folder: config.json and a custom product template. */
export function themeBundle(name: string, version = '1.0.0'): Uint8Array {
  return zipSync({
    [`${name}/config.json`]: strToU8(
      JSON.stringify({
        name,
        version,
        settings: { color_primary: '#000000', show_banner: true },
        variations: [{ name: 'Plain', id: 'plain', meta: { desc: 'Plain.' } }],
      }),
    ),
    [`${name}/templates/pages/custom/product/launch.html`]: strToU8('{{> layout/base}}'),
  });
}
