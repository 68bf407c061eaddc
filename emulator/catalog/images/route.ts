import { createHash } from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type ServiceContext } from '../../core';
import { notFound } from '../../http';
import { IMAGE_SIZES, type ImageSize } from '../shapes';
import { chooseMotif } from './choose-motif';
import { renderIllustration } from './svg';
import { getVariant } from '../variants/read';
import { isImageSize, variantColour } from './variant-image';

/** Pixel size of each image URL of the catalog interface (square illustrations). */
const PIXELS: Record<ImageSize, number> = { zoom: 1280, standard: 560, thumbnail: 330, tiny: 80 };

interface ImageSubject {
  name: string;
  categories: string | null;
  /** The image's place among the product's images: picks the view. */
  position: number;
}

function subjectOf(
  ctx: ServiceContext,
  productId: number,
  imageId: number,
): ImageSubject | undefined {
  return ctx.db
    .prepare(
      `SELECT p.name,
         (SELECT group_concat(c.name, '|') FROM catalog_product_categories pc JOIN catalog_categories c ON c.id = pc.category_id
          WHERE pc.product_id = p.id) AS categories,
         (SELECT COUNT(*) FROM catalog_images other WHERE other.product_id = p.id
          AND (other.is_thumbnail > i.is_thumbnail OR (other.is_thumbnail = i.is_thumbnail AND
               (other.sort_order < i.sort_order OR (other.sort_order = i.sort_order AND other.id < i.id))))) AS position
       FROM catalog_images i JOIN catalog_products p ON p.id = i.product_id
       WHERE i.id = ? AND i.product_id = ?`,
    )
    .get(imageId, productId) as ImageSubject | undefined;
}

/**
 * `GET /images/products/{product_id}/{image_id}/{size}.svg`: the generated illustration
 * behind a product image's `url_*` fields. Cached by browsers for a day and revalidated by
 * ETag, since a product's new category or name can change the picture.
 */
export function registerImageRoute(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/images/products/:productId/:imageId/:file', (request, reply) => {
    const { productId, imageId, file } = request.params as {
      productId: string;
      imageId: string;
      file: string;
    };
    const size = /^(\w+)\.svg$/.exec(file)?.[1] as ImageSize | undefined;
    const subject =
      size && IMAGE_SIZES.includes(size) && /^\d+$/.test(productId) && /^\d+$/.test(imageId)
        ? subjectOf(ctx, Number(productId), Number(imageId))
        : undefined;
    if (!size || !subject) {
      throw notFound(
        `Image ${request.url.split('?')[0]} (sizes: ${IMAGE_SIZES.map((s) => `${s}.svg`).join(', ')})`,
      );
    }
    const svg = renderIllustration({
      motif: chooseMotif(subject.name, subject.categories?.split('|') ?? []),
      productSeed: Number(productId),
      view: subject.position,
      size: PIXELS[size],
    });
    return sendSvg(request, reply, svg);
  });

  // A variant's picture: the product's illustration in the variant's colour (./variant-image.ts).
  app.get('/images/variants/:variantId/:file', (request, reply) => {
    const { variantId, file } = request.params as { variantId: string; file: string };
    const size = /^(\w+)\.svg$/.exec(file)?.[1];
    const variant = /^\d+$/.test(variantId) ? getVariant(ctx, Number(variantId)) : null;
    const subject = variant ? productSubjectOf(ctx, variant.product_id) : undefined;
    if (!isImageSize(size) || !variant || !subject) {
      throw notFound(
        `Image ${request.url.split('?')[0]} (sizes: ${IMAGE_SIZES.map((s) => `${s}.svg`).join(', ')})`,
      );
    }
    const svg = renderIllustration({
      motif: chooseMotif(subject.name, subject.categories?.split('|') ?? []),
      productSeed: variant.product_id,
      view: 0,
      size: PIXELS[size],
      colour: variantColour(variant),
    });
    return sendSvg(request, reply, svg);
  });
}

function productSubjectOf(ctx: ServiceContext, productId: number) {
  return ctx.db
    .prepare(
      `SELECT p.name,
         (SELECT group_concat(c.name, '|') FROM catalog_product_categories pc JOIN catalog_categories c ON c.id = pc.category_id
          WHERE pc.product_id = p.id) AS categories
       FROM catalog_products p WHERE p.id = ?`,
    )
    .get(productId) as Omit<ImageSubject, 'position'> | undefined;
}

/** Cached by browsers for a day and revalidated by ETag (a product's new name can change the picture). */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('hex').slice(0, 20)}"`;
  reply
    .header('Cache-Control', 'public, max-age=86400')
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}
