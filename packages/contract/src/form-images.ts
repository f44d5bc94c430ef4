import { issueMessage, MAX_IMAGE_BYTES, MAX_IMAGES } from '@bazaar/domain';
import { z } from 'zod';
import type { UploadedImage } from './customer';

const isUpload = (v: unknown): v is UploadedImage =>
  typeof v === 'object' && v !== null && (v as { data?: unknown }).data instanceof Uint8Array;

/**
 * Images of a multipart form under one name: none, one or several files, at most 3 of at most 2 MB
 * each (spec §5, §9). The real type is checked from the bytes when the API stores them. Problems are
 * reported under the field itself, not per file; text sent where a file goes is "not an image".
 */
export const formImagesField = () =>
  z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(z.custom<UploadedImage>(() => true))
        .max(MAX_IMAGES, { error: issueMessage('validation.images_max', { max: MAX_IMAGES }) })
        .superRefine((files, ctx) => {
          if (!files.every(isUpload))
            ctx.addIssue({ code: 'custom', message: issueMessage('validation.image_type') });
          else if (files.some((file) => file.size > MAX_IMAGE_BYTES)) {
            const mb = MAX_IMAGE_BYTES / 1024 / 1024;
            ctx.addIssue({ code: 'custom', message: issueMessage('validation.image_too_large', { mb }) });
          }
        }),
    )
    .meta({ type: 'array', items: { type: 'string', format: 'binary' } });
