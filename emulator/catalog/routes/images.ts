import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../../core';
import {
  modify,
  read,
  notFound,
  unprocessable,
  one,
  selectFields,
  csvList,
  idParam,
  parseInput,
} from '../../http';
import { publishProductEvent } from '../events';
import { getImage } from '../images/read';
import { type ImageWrite, createImage, deleteImage, updateImage } from '../images/write';
import { productIdParam } from '../product-parts/parts';
import { readImageForm, requestImage, storeUpload } from '../uploads';
import { findVariantRow, getVariant } from '../variants/read';
import { setVariantImage } from '../variants/write';

/** An image's own fields, in JSON or as multipart text fields (`"true"`, `"3"`). */
const imageFields = z.object({
  is_thumbnail: z
    .preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())
    .optional(),
  sort_order: z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647).optional(),
  description: z.string().max(65535).optional(),
  image_url: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL of the image' })
    .max(255)
    .optional(),
});

const fieldSelection = z.object({
  include_fields: csvList(z.string()).optional(),
  exclude_fields: csvList(z.string()).optional(),
});

/** A product image's fields and (new) file from a JSON or multipart body. */
async function imageWrite(ctx: ServiceContext, request: FastifyRequest): Promise<ImageWrite> {
  if (request.isMultipart()) {
    const form = await readImageForm(request);
    const fields = parseInput(imageFields, form.fields, 'Image');
    return { ...fields, ...(form.file ? { source: storeUpload(ctx, form.file) } : {}) };
  }
  const { image_url, ...fields } = parseInput(imageFields, request.body, 'Image');
  return { ...fields, ...(image_url ? { source: image_url } : {}) };
}

export function registerImageWriteRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const ids = (request: FastifyRequest) => {
    const params = request.params as Record<string, string>;
    const productId = productIdParam(ctx, params);
    const imageId = idParam(params.imageId, 'image_id');
    if (!getImage(ctx, productId, imageId))
      throw notFound(`Image ${imageId} of product ${productId}`);
    return { productId, imageId };
  };

  app.post(
    '/v3/catalog/products/:productId/images',
    { config: { access: modify('products') } },
    async (request) => {
      const productId = productIdParam(ctx, request.params as Record<string, string>);
      const write = await imageWrite(ctx, request);
      if (write.source === undefined) {
        throw unprocessable(
          'An image needs image_url, or the file as image_file in a multipart/form-data body.',
          { image_url: 'required without image_file' },
        );
      }
      return one(
        getImage(ctx, productId, createImage(ctx, productId, { ...write, source: write.source }))!,
      );
    },
  );

  app.get(
    '/v3/catalog/products/:productId/images/:imageId',
    { config: { access: read('products') } },
    (request) => {
      const { productId, imageId } = ids(request);
      return one(
        selectFields(
          getImage(ctx, productId, imageId)!,
          parseInput(fieldSelection, request.query, 'Query'),
        ),
      );
    },
  );

  app.put(
    '/v3/catalog/products/:productId/images/:imageId',
    { config: { access: modify('products') } },
    async (request) => {
      const { productId, imageId } = ids(request);
      updateImage(ctx, productId, imageId, await imageWrite(ctx, request));
      return one(getImage(ctx, productId, imageId)!);
    },
  );

  app.delete(
    '/v3/catalog/products/:productId/images/:imageId',
    { config: { access: modify('products') } },
    (request, reply) => {
      const { productId, imageId } = ids(request);
      deleteImage(ctx, productId, imageId);
      return reply.code(204).send();
    },
  );

  // A variant's image: a file, or JSON `{ image_url }`.
  app.post(
    '/v3/catalog/products/:productId/variants/:variantId/image',
    { config: { access: modify('products') } },
    async (request) => {
      const params = request.params as Record<string, string>;
      const productId = productIdParam(ctx, params);
      const variantId = idParam(params.variantId, 'variant_id');
      if (findVariantRow(ctx, variantId)?.product_id !== productId)
        throw notFound(`Variant ${variantId} of product ${productId}`);
      const { stored } = await requestImage(ctx, request, { json: true });
      setVariantImage(ctx, variantId, stored);
      ctx.db
        .prepare('UPDATE catalog_products SET date_modified = ? WHERE id = ?')
        .run(ctx.clock.now(), productId);
      publishProductEvent(ctx, 'updated', productId);
      return one({ image_url: getVariant(ctx, variantId)!.image_url });
    },
  );
}
