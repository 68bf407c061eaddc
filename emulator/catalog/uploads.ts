import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import {
  ApiError,
  notFound,
  type FileForm,
  type UploadedFile,
  readFileForm,
  parseInput,
} from '../http';

/**
 * Images sent to the catalog: files uploaded as `multipart/form-data` (`image_file`) are
 * kept in the database and served at `/images/uploads/{id}/{name}`; an `image_url` sent as
 * JSON is kept as the image's address (the real service downloads it; this one makes no
 * outside requests, so the image stays where it is). Both are stored as text: an upload
 * as its path on this service, made absolute when shown, since the service's origin can
 * change between starts.
 */
export const uploadsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS catalog_uploads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    content_type TEXT NOT NULL,
    file_name TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

/** Largest image file accepted (the real service's limit for product images). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** The image formats a storefront can show, told by their first bytes, not by what the client says. */
const FORMATS: ReadonlyArray<{ type: string; extension: string; matches: (b: Buffer) => boolean }> =
  [
    {
      type: 'image/png',
      extension: 'png',
      matches: (b) =>
        b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    },
    {
      type: 'image/jpeg',
      extension: 'jpg',
      matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    },
    {
      type: 'image/gif',
      extension: 'gif',
      matches: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
    },
    {
      type: 'image/webp',
      extension: 'webp',
      matches: (b) =>
        b.subarray(0, 4).toString('latin1') === 'RIFF' &&
        b.subarray(8, 12).toString('latin1') === 'WEBP',
    },
  ];

export type UploadedImage = UploadedFile;

/** Reads a `multipart/form-data` body with at most one file, the `image_file` field. */
export const readImageForm = (request: FastifyRequest): Promise<FileForm> =>
  readFileForm(request, { fileField: 'image_file', maxBytes: MAX_IMAGE_BYTES, what: 'image' });

/** Keeps an uploaded image; answers the path it is served at. */
export function storeUpload(ctx: ServiceContext, file: UploadedImage): string {
  const format = FORMATS.find((f) => f.matches(file.bytes));
  if (!format) {
    throw new ApiError(422, 'image_file is not a PNG, JPEG, GIF or WebP image.', {
      image_file: 'must be a PNG, JPEG, GIF or WebP image',
    });
  }
  const base =
    file.fileName
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w-]+/g, '-')
      .slice(0, 80) || 'image';
  const fileName = `${base}.${format.extension}`;
  const info = ctx.db
    .prepare(
      'INSERT INTO catalog_uploads (content_type, file_name, bytes, created_at) VALUES (?, ?, ?, ?)',
    )
    .run(format.type, fileName, file.bytes, ctx.clock.now());
  return `/images/uploads/${Number(info.lastInsertRowid)}/${fileName}`;
}

/** The address to show for a stored image: uploads at this service's origin, other URLs as given. */
export const shownImageUrl = (ctx: ServiceContext, stored: string): string =>
  stored.startsWith('/') ? `${ctx.origin}${stored}` : stored;

const imageUrlBody = z.object({
  image_url: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL of the image' })
    .max(2048),
});

/**
 * The image of a request that sends one image: a multipart `image_file`, or JSON
 * `{ "image_url": ... }` where `json` allows it. Answers the stored form (see above).
 */
export async function requestImage(
  ctx: ServiceContext,
  request: FastifyRequest,
  options: { json: boolean },
): Promise<{ stored: string; fields: Record<string, string> }> {
  if (request.isMultipart()) {
    const form = await readImageForm(request);
    if (!form.file)
      throw new ApiError(
        422,
        'Send the image as the image_file field of a multipart/form-data body.',
        { image_file: 'required' },
      );
    return { stored: storeUpload(ctx, form.file), fields: form.fields };
  }
  if (!options.json) {
    throw new ApiError(415, 'Send the image as multipart/form-data with the file in image_file.', {
      image_file: 'required',
    });
  }
  return { stored: parseInput(imageUrlBody, request.body, 'Image').image_url, fields: {} };
}

/** `GET /images/uploads/{id}/{name}`: an uploaded image, cacheable for good (its id never changes content). */
export function registerUploadRoute(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/images/uploads/:id/:name', (request, reply) => {
    const { id, name } = request.params as { id: string; name: string };
    const row = /^\d+$/.test(id)
      ? (ctx.db
          .prepare('SELECT content_type, file_name, bytes FROM catalog_uploads WHERE id = ?')
          .get(Number(id)) as
          { content_type: string; file_name: string; bytes: Buffer } | undefined)
      : undefined;
    if (!row || row.file_name !== name) throw notFound(`Image ${request.url.split('?')[0]}`);
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff');
    return reply.type(row.content_type).send(row.bytes);
  });
}
