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
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 800 800">`));
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
    const bodies = await Promise.all(images.map(async (i) => (await fetch(i.url_thumbnail)).text()));
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
