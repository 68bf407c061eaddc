import { type ServiceContext } from '../../core';
import { publishProductEvent } from '../events';
import { type ImageInput } from '../inputs';

/** An image's stored address (see `../uploads.ts`) and the fields the interface sets. */
export interface ImageWrite extends ImageInput {
  source?: string;
}

/** Images are on product pages: a change is a product update, with its event. */
function productChanged(ctx: ServiceContext, productId: number): void {
  ctx.db
    .prepare('UPDATE catalog_products SET date_modified = ? WHERE id = ?')
    .run(ctx.clock.now(), productId);
  publishProductEvent(ctx, 'updated', productId);
}

/** A product has one thumbnail: marking one unmarks the others. */
function makeThumbnail(ctx: ServiceContext, productId: number, imageId: number): void {
  ctx.db
    .prepare('UPDATE catalog_images SET is_thumbnail = (id = ?) WHERE product_id = ?')
    .run(imageId, productId);
}

export function createImage(
  ctx: ServiceContext,
  productId: number,
  input: ImageWrite & { source: string },
): number {
  const id = ctx.db.transaction(() => {
    const first = !ctx.db
      .prepare('SELECT 1 FROM catalog_images WHERE product_id = ?')
      .get(productId);
    const imageId = Number(
      ctx.db
        .prepare(
          'INSERT INTO catalog_images (product_id, is_thumbnail, sort_order, description, source, date_modified) VALUES (?, 0, ?, ?, ?, ?)',
        )
        .run(
          productId,
          input.sort_order ?? 0,
          input.description ?? '',
          input.source,
          ctx.clock.now(),
        ).lastInsertRowid,
    );
    // The first image is the thumbnail until another is marked.
    if (input.is_thumbnail || first) makeThumbnail(ctx, productId, imageId);
    return imageId;
  })();
  productChanged(ctx, productId);
  return id;
}

export function updateImage(
  ctx: ServiceContext,
  productId: number,
  imageId: number,
  input: ImageWrite,
): void {
  ctx.db.transaction(() => {
    const changes = Object.entries({
      sort_order: input.sort_order,
      description: input.description,
      source: input.source,
    }).filter(([, value]) => value !== undefined);
    ctx.db
      .prepare(
        `UPDATE catalog_images SET ${[...changes.map(([column]) => `${column} = ?`), 'date_modified = ?'].join(', ')} WHERE id = ?`,
      )
      .run(...changes.map(([, value]) => value), ctx.clock.now(), imageId);
    if (input.is_thumbnail) makeThumbnail(ctx, productId, imageId);
  })();
  productChanged(ctx, productId);
}

export function deleteImage(ctx: ServiceContext, productId: number, imageId: number): void {
  ctx.db.transaction(() => {
    const wasThumbnail = ctx.db
      .prepare('SELECT is_thumbnail FROM catalog_images WHERE id = ?')
      .get(imageId) as { is_thumbnail: number } | undefined;
    ctx.db.prepare('DELETE FROM catalog_images WHERE id = ?').run(imageId);
    if (wasThumbnail?.is_thumbnail) {
      const next = ctx.db
        .prepare(
          'SELECT id FROM catalog_images WHERE product_id = ? ORDER BY sort_order, id LIMIT 1',
        )
        .get(productId) as { id: number } | undefined;
      if (next) makeThumbnail(ctx, productId, next.id);
    }
  })();
  productChanged(ctx, productId);
}
