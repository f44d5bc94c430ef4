import type { UploadedImage } from '@bazaar/contract';
import { MAX_IMAGE_BYTES } from '@bazaar/domain';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ERROR_CODES, errorHandler } from './errors';

/** Reads an uploaded file into memory (at most `fileSize` bytes are kept; a larger one is marked as such). */
const readUpload = (fileSize: number) => async (part: MultipartFile) => {
  const data = await part.toBuffer();
  const value: UploadedImage = {
    filename: part.filename,
    mimetype: part.mimetype,
    size: part.file.truncated ? fileSize + 1 : data.length,
    data,
  };
  (part as unknown as { value: UploadedImage }).value = value;
};

/** Marks a request whose form the multipart plugin has read in full. */
const FORM_READ = Symbol('form read');
type FormRequest = FastifyRequest & { [FORM_READ]?: true };

export type MultipartLimits = {
  files: number;
  fields?: number;
  fieldSize?: number;
  /** The form field images arrive under: one file too many is answered as its 403 field error. */
  imagesField?: string;
  /** The largest file kept, in bytes (default 2 MB, spec §5); a larger one arrives marked too large. */
  fileSize?: number;
};

/**
 * Lets the calls registered in this scope take form data as well as JSON: fields arrive as the body's
 * values, files as `UploadedImage` (spec §5: each at most 2 MB). Register it inside an encapsulated
 * scope (`app.register(async (scope) => …)`) with that scope's own limits.
 */
export async function acceptFormData(scope: FastifyInstance, limits: MultipartLimits) {
  const fields = limits.fields ?? 20;
  const fileSize = limits.fileSize ?? MAX_IMAGE_BYTES;
  await scope.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readUpload(fileSize),
    throwFileSizeLimit: false,
    limits: {
      fileSize,
      files: limits.files,
      fields,
      fieldSize: limits.fieldSize ?? 10_000,
      parts: fields + limits.files,
    },
  });
  // Runs once the plugin's own preValidation hook has read the whole form (hooks run in order).
  scope.addHook('preValidation', async (req) => {
    (req as FormRequest)[FORM_READ] = true;
  });
  const { imagesField } = limits;
  scope.setErrorHandler((error: FastifyError, req, reply) => {
    // A file past the limit stops the form reader: answer it as the field error it is.
    if (imagesField && error.code === 'FST_FILES_LIMIT') {
      const tooMany = AppError.field(imagesField, 'validation.images_max', { max: limits.files });
      return errorHandler(tooMany, req, reply);
    }
    // The form parser throws bare Errors for a broken form (no boundary, a truncated body, a
    // malformed part header): those are the client's 400, not our 500.
    const unreadForm = req.isMultipart() && !(req as FormRequest)[FORM_READ];
    if (unreadForm && !(error instanceof AppError) && error.statusCode === undefined) {
      return errorHandler(AppError.of(400, ERROR_CODES.request, 'api.bad_request'), req, reply);
    }
    return errorHandler(error, req, reply);
  });
}
