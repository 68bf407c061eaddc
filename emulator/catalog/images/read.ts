import { type ServiceContext } from '../../core';
import { catalogTimestamp } from '../format';
import { type ImageSize, type ProductImage } from '../shapes';
import { shownImageUrl } from '../uploads';

interface ImageRow {
  id: number;
  product_id: number;
  is_thumbnail: number;
  sort_order: number;
  description: string;
  source: string | null;
  date_modified: number;
}

/**
 * Where the service serves a product illustration. Absolute, at the running service's
 * origin, because a storefront renders it on another origin.
 */
export const imageUrl = (
  ctx: ServiceContext,
  productId: number,
  imageId: number,
  size: ImageSize,
): string => `${ctx.origin}/images/products/${productId}/${imageId}/${size}.svg`;

/** An image sent to the store is shown at every size as it came (this service does not resize). */
function imageJson(ctx: ServiceContext, row: ImageRow): ProductImage {
  const source = row.source;
  const url = (size: ImageSize) =>
    source === null ? imageUrl(ctx, row.product_id, row.id, size) : shownImageUrl(ctx, source);
  return {
    id: row.id,
    product_id: row.product_id,
    is_thumbnail: row.is_thumbnail === 1,
    sort_order: row.sort_order,
    description: row.description,
    image_file:
      source === null
        ? `products/${row.product_id}/${row.id}.svg`
        : (source.split('/').pop() ?? source),
    url_zoom: url('zoom'),
    url_standard: url('standard'),
    url_thumbnail: url('thumbnail'),
    url_tiny: url('tiny'),
    date_modified: catalogTimestamp(row.date_modified),
  };
}

/** A product's images, thumbnail first, then by sort order. */
export function imagesOf(
  ctx: ServiceContext,
  productId: number,
  page: { limit?: number; offset?: number } = {},
): ProductImage[] {
  const rows = ctx.db
    .prepare(
      'SELECT * FROM catalog_images WHERE product_id = ? ORDER BY is_thumbnail DESC, sort_order, id LIMIT ? OFFSET ?',
    )
    .all(productId, page.limit ?? -1, page.offset ?? 0) as ImageRow[];
  return rows.map((row) => imageJson(ctx, row));
}

export function countImages(ctx: ServiceContext, productId: number): number {
  return (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM catalog_images WHERE product_id = ?')
      .get(productId) as { n: number }
  ).n;
}

/** The image a listing shows: the thumbnail, else the first image; null without images. */
export function primaryImageOf(ctx: ServiceContext, productId: number): ProductImage | null {
  return imagesOf(ctx, productId, { limit: 1 })[0] ?? null;
}

export function getImage(
  ctx: ServiceContext,
  productId: number,
  imageId: number,
): ProductImage | null {
  const row = ctx.db
    .prepare('SELECT * FROM catalog_images WHERE id = ? AND product_id = ?')
    .get(imageId, productId) as ImageRow | undefined;
  return row ? imageJson(ctx, row) : null;
}
