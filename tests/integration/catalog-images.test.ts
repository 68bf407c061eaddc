import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesOf } from '@/emulator/catalog';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

describe('GET /images/products/{product_id}/{image_id}/{size}.svg', () => {
  it('serves every size of every image URL the catalog hands out as a cacheable SVG', async () => {
    const [image] = imagesOf(store.ctx, 1);
    for (const [url, pixels] of [
      [image!.url_zoom, 1280],
      [image!.url_standard, 560],
      [image!.url_thumbnail, 330],
      [image!.url_tiny, 80],
    ] as const) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await res.text();
      expect(svg).toMatch(
        new RegExp(
          `^<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 800 800">`,
        ),
      );
      expect(svg).not.toMatch(/NaN|undefined|<script/);
    }
  });

  it('answers the same picture every time, and 304 for a known ETag', async () => {
    const [image] = imagesOf(store.ctx, 8);
    const first = await fetch(image!.url_standard);
    const second = await fetch(image!.url_standard);
    expect(await first.text()).toBe(await second.text());
    const etag = first.headers.get('etag')!;
    const revalidated = await fetch(image!.url_standard, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('shows different views for the images of one product', async () => {
    const images = imagesOf(store.ctx, 1);
    expect(images.length).toBe(3);
    const bodies = await Promise.all(
      images.map(async (i) => (await fetch(i.url_thumbnail)).text()),
    );
    expect(new Set(bodies).size).toBe(3);
  });

  it('answers 404 for an unknown image, a wrong product, or an unknown size', async () => {
    const [image] = imagesOf(store.ctx, 1);
    for (const path of [
      '/images/products/1/99999/standard.svg',
      `/images/products/2/${image!.id}/standard.svg`,
      `/images/products/1/${image!.id}/huge.svg`,
      `/images/products/1/${image!.id}/standard.png`,
      '/images/products/x/y/standard.svg',
    ]) {
      const res = await fetch(`${store.origin}${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('the demo shop’s pictures', () => {
  it('give every product a look of its own: no two products of a category share motif and colour, no two in the shop look alike', async () => {
    const res = await store.api('GET', '/v3/catalog/products?include=images&limit=250');
    const products = res.body.data as Array<{
      id: number;
      name: string;
      categories: number[];
      images: Array<{ url_standard: string; is_thumbnail: boolean }>;
    }>;
    expect(products.length).toBeGreaterThanOrEqual(45);

    /** The object of a product's main picture: its surface, colours and shape, not the backdrop. */
    const objectOf = async (product: (typeof products)[number]) => {
      const main = product.images.find((image) => image.is_thumbnail) ?? product.images[0]!;
      const svg = await (await fetch(main.url_standard)).text();
      const defs = /<defs>.*?<\/defs>/.exec(svg)?.[0] ?? '';
      const object =
        /<g transform="translate\(400 600\) scale\([^)]*\) translate\(-400 -600\)">.*<\/g>/.exec(
          svg,
        )?.[0] ?? '';
      expect(object, product.name).not.toBe('');
      return defs + object;
    };
    const objects = new Map<number, string>();
    for (const product of products) objects.set(product.id, await objectOf(product));
    expect(new Set(objects.values()).size).toBe(products.length);

    const byCategory = new Map<number, string[]>();
    for (const product of products) {
      for (const category of product.categories)
        byCategory.set(category, [...(byCategory.get(category) ?? []), objects.get(product.id)!]);
    }
    for (const [category, pictures] of byCategory) {
      // Motif and colour alone: the drawing with its surface pattern and proportions taken out.
      const plain = pictures.map((picture) =>
        picture
          .replace(/<defs>.*?<\/defs>/, '')
          .replace(/scale\([^)]*\)/, '')
          .replace(/url\(#surface\)/g, 'S'),
      );
      const fills = pictures.map(
        (picture, i) =>
          `${plain[i]}|${/<pattern[^>]*><rect[^>]*fill="(#[0-9a-f]{6})"/.exec(picture)?.[1] ?? ''}`,
      );
      expect(new Set(fills).size, `category ${category}`).toBe(pictures.length);
    }
  });
});
