import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage } from '@bazaar/contract';
import { type Locale, MAX_IMAGE_BYTES, MAX_IMAGES, t } from '@bazaar/domain';
import sharp from 'sharp';
import { AppError } from '../http/errors';

/** Formats taken, as sharp reads them from the bytes (never the file name or the declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** 40 megapixels: a larger picture is refused from its header, before anything is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** What this module writes: 32 random hex characters and .webp, nothing chosen by the client. */
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;
/** Folders uploads may go to (dataDir/uploads/<folder>). */
const FOLDER = /^[a-z][a-z0-9-]{0,30}$/;

export type StoreImagesOptions = {
  /** The form field the errors are reported under. */
  field?: string;
  locale?: Locale;
};

export function uploadFolder(dataDir: string, folder: string): string {
  if (!FOLDER.test(folder)) throw new Error(`Bad upload folder ${folder}`);
  return path.join(dataDir, 'uploads', folder);
}

/**
 * The file's own signature: JPEG, PNG or WebP. Anything else (SVG, HTML, PDF, TIFF, a script) is refused
 * before any image library parses it.
 */
function hasImageSignature(data: Uint8Array): boolean {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
  return (
    starts([0xff, 0xd8, 0xff]) ||
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
  );
}

/** Checks one image from its bytes and re-encodes it to WebP, metadata (EXIF, GPS) left behind. */
async function reencode(image: UploadedImage, field: string, locale?: Locale): Promise<Buffer> {
  if (image.size > MAX_IMAGE_BYTES || image.data.length > MAX_IMAGE_BYTES) {
    throw AppError.field(
      field,
      t('validation.image_too_large', { mb: MAX_IMAGE_BYTES / 1024 / 1024 }, locale),
    );
  }
  if (!hasImageSignature(image.data)) throw AppError.field(field, t('validation.image_type', {}, locale));
  // The header alone (nothing decoded yet), so the pixel limit below answers its own message.
  const meta = await sharp(image.data, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw AppError.field(field, t('validation.image_type', {}, locale));
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw AppError.field(
      field,
      t('validation.image_too_many_pixels', { max: MAX_IMAGE_PIXELS / 1_000_000 }, locale),
    );
  }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped; only the first frame is kept.
    return await sharp(image.data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that reads well over a body that does not (truncated or corrupt data).
    throw AppError.field(field, t('validation.image_type', {}, locale));
  }
}

/**
 * Stores uploaded images (spec §5, §9: at most 3, each at most 2 MB) under dataDir/uploads/<folder>.
 * Each must really be a JPEG, PNG or WebP as its bytes say (an SVG, HTML page or script renamed .png is
 * refused) and at most 40 megapixels; it is re-encoded to WebP without metadata under a random name.
 * Every image is checked before any is written, so a refusal (403 under `field`) leaves nothing behind.
 * Answers the stored names, in the order given.
 */
export async function storeUploadedImages(
  dataDir: string,
  folder: string,
  images: readonly UploadedImage[],
  options: StoreImagesOptions = {},
): Promise<string[]> {
  const field = options.field ?? 'image';
  if (images.length > MAX_IMAGES) {
    throw AppError.field(field, t('validation.images_max', { max: MAX_IMAGES }, options.locale));
  }
  if (images.length === 0) return [];
  const encoded: Buffer[] = [];
  for (const image of images) encoded.push(await reencode(image, field, options.locale));
  const dir = uploadFolder(dataDir, folder);
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  try {
    for (const data of encoded) {
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await writeFile(path.join(dir, name), data, { flag: 'wx' });
      names.push(name);
    }
  } catch (error) {
    await removeUploadedImages(dataDir, folder, names);
    throw error;
  }
  return names;
}

/** Removes stored images (e.g. when the change they belonged to rolled back); other names are ignored. */
export async function removeUploadedImages(dataDir: string, folder: string, names: readonly string[]) {
  const dir = uploadFolder(dataDir, folder);
  await Promise.all(
    names.filter((name) => STORED_NAME.test(name)).map((name) => rm(path.join(dir, name), { force: true })),
  );
}
