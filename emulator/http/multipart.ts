// The request methods multipart adds (registered in ../server.ts).
import type {} from '@fastify/multipart';
import { type FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** A multipart body: its text fields and its one file (if any). */
export interface FileForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/**
 * Reads a `multipart/form-data` body (any other is a 415) with at most one file, in the
 * field `fileField`, of at most `maxBytes` (larger is a 413); a file in another field is a
 * 422 naming the right one.
 */
export async function readFileForm(
  request: FastifyRequest,
  options: { fileField: string; maxBytes: number; what: string },
): Promise<FileForm> {
  if (!request.isMultipart())
    throw new ApiError(
      415,
      `Send the ${options.what} as multipart/form-data, the file in the field ${options.fileField}.`,
    );
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        throw new ApiError(
          422,
          `The file field is "${part.fieldname}"; send the ${options.what} as ${options.fileField}.`,
          { [options.fileField]: 'required' },
        );
      }
      file = { fileName: part.filename || options.fileField, bytes: await part.toBuffer() };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, file };
}
