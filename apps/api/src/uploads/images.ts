import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage } from '@bazaar/contract';
import { MAX_IMAGE_BYTES, MAX_IMAGES, type MessageKey } from '@bazaar/domain';
import { AppError } from '../platform/errors';
import { DecodeSlots } from './decode-slots';
import { carriesForeignContent, type ImageKind, imageKindOf } from './image-bytes';
import { loadSharp } from './sharp';

/** 40 megapixels: a larger picture is refused from its header, before anything is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The longest side a stored image keeps (the image route renders at most 1536 px at density 2). */
export const MAX_STORED_EDGE = 2048;
/** What this module writes: 32 random hex characters and .webp, nothing chosen by the client. */
export const STORED_NAME = /^[0-9a-f]{32}\.webp$/;
/** Folders uploads may go to (dataDir/uploads/<folder>, one level deeper at most: `store/cover`). */
const FOLDER = /^[a-z][a-z0-9-]{0,30}(\/[a-z][a-z0-9-]{0,30})?$/;
/** Decoding a 40-megapixel picture takes about 160 MB: at most two at a time in this process. */
const decodeSlots = new DecodeSlots(2);

export type StoreImagesOptions = {
  /** The form field the errors are reported under. */
  field?: string;
  /** The kinds accepted, by their bytes (default JPEG, PNG and WebP; a profile photo may be a GIF too). */
  kinds?: readonly ImageKind[];
  /** What a file of another kind is told (default 'Only image files are allowed'). */
  notAnImage?: MessageKey;
};

const DEFAULT_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp'];

export function uploadFolder(dataDir: string, folder: string): string {
  if (!FOLDER.test(folder)) throw new Error(`Bad upload folder ${folder}`);
  return path.join(dataDir, 'uploads', folder);
}

type Refusals = { field: string; kinds: readonly ImageKind[]; notAnImage: MessageKey };

/**
 * Checks one image from its bytes and re-encodes it to WebP: the first frame only, turned upright,
 * at most MAX_STORED_EDGE a side, every piece of metadata (EXIF, GPS, XMP, ICC, comments) left behind.
 */
async function reencode(image: UploadedImage, { field, kinds, notAnImage: key }: Refusals): Promise<Buffer> {
  if (image.size > MAX_IMAGE_BYTES || image.data.length > MAX_IMAGE_BYTES) {
    throw AppError.field(field, 'validation.image_too_large', { mb: MAX_IMAGE_BYTES / 1024 / 1024 });
  }
  const notAnImage = (f: string) => AppError.field(f, key);
  const kind = imageKindOf(image.data);
  if (!kind || !kinds.includes(kind) || carriesForeignContent(image.data)) throw notAnImage(field);
  const sharp = await loadSharp();
  // The header alone (nothing decoded yet), so a decompression bomb answers its own message.
  const meta = await sharp(image.data, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (meta?.format !== kind || !meta.width || !meta.height) throw notAnImage(field);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw AppError.field(field, 'validation.image_too_many_pixels', { max: MAX_IMAGE_PIXELS / 1_000_000 });
  }
  return decodeSlots.run(async () => {
    try {
      // limitInputPixels again: the decoder itself refuses what the header check would have missed.
      return await sharp(image.data, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      // A header that reads well over a body that does not (truncated or corrupt data).
      throw notAnImage(field);
    }
  });
}

/**
 * Stores uploaded images (spec §5, §9: at most 3, each at most 2 MB) under dataDir/uploads/<folder>.
 * Each must really be a JPEG, PNG or WebP as its bytes say (an SVG, HTML page, script or polyglot
 * renamed .png is refused) and at most 40 megapixels; it is re-encoded to WebP without metadata under a
 * random name. Every image is checked before any is written, so a refusal (403 under `field`) leaves
 * nothing behind. Answers the stored names, in the order given.
 */
export async function storeUploadedImages(
  dataDir: string,
  folder: string,
  images: readonly UploadedImage[],
  options: StoreImagesOptions = {},
): Promise<string[]> {
  const refusals: Refusals = {
    field: options.field ?? 'image',
    kinds: options.kinds ?? DEFAULT_KINDS,
    notAnImage: options.notAnImage ?? 'validation.image_type',
  };
  const { field } = refusals;
  if (images.length > MAX_IMAGES) throw AppError.field(field, 'validation.images_max', { max: MAX_IMAGES });
  if (images.length === 0) return [];
  const encoded: Buffer[] = [];
  for (const image of images) encoded.push(await reencode(image, refusals));
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
