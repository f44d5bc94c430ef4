import type { UploadedImage } from '@bazaar/contract';
import { MAX_IMAGE_BYTES } from '@bazaar/domain';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, errorHandler } from './errors';

/** Reads an uploaded file into memory (at most 2 MB are kept; a larger one is marked as such). */
async function readUpload(part: MultipartFile) {
  const data = await part.toBuffer();
  const value: UploadedImage = {
    filename: part.filename,
    mimetype: part.mimetype,
    size: part.file.truncated ? MAX_IMAGE_BYTES + 1 : data.length,
    data,
  };
  (part as unknown as { value: UploadedImage }).value = value;
}

export type MultipartLimits = {
  files: number;
  fields?: number;
  fieldSize?: number;
  /** The form field images arrive under: one file too many is answered as its 403 field error. */
  imagesField?: string;
};

/**
 * Lets the calls registered in this scope take form data as well as JSON: fields arrive as the body's
 * values, files as `UploadedImage` (spec §5: each at most 2 MB). Register it inside an encapsulated
 * scope (`app.register(async (scope) => …)`) with that scope's own limits.
 */
export async function acceptFormData(scope: FastifyInstance, limits: MultipartLimits) {
  const fields = limits.fields ?? 20;
  await scope.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readUpload,
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: limits.files,
      fields,
      fieldSize: limits.fieldSize ?? 10_000,
      parts: fields + limits.files,
    },
  });
  const { imagesField } = limits;
  if (imagesField) {
    // A file past the limit stops the form reader: answer it as the field error it is.
    scope.setErrorHandler((error: FastifyError, req, reply) => {
      if (error.code !== 'FST_FILES_LIMIT') return errorHandler(error, req, reply);
      const tooMany = AppError.field(imagesField, 'validation.images_max', { max: limits.files });
      return errorHandler(tooMany, req, reply);
    });
  }
}
