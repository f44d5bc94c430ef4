import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage } from '@bazaar/contract';
import { MAX_IMAGE_BYTES } from '@bazaar/domain';
import { AppError } from '../../platform/errors';
import { loadSharp } from '../../uploads/sharp';

const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
/** What this route writes: 32 hex characters and a known extension, nothing from the client. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

export const profileFolder = (dataDir: string) => path.join(dataDir, 'uploads', 'profile');

/**
 * Checks an uploaded profile picture (at most 2 MB; a real JPEG, PNG, WebP or GIF as sharp reads it,
 * whatever its name or declared type says) and stores it under a random name. Answers the name.
 */
export async function storeProfileImage(dataDir: string, image: UploadedImage): Promise<string> {
  if (image.size > MAX_IMAGE_BYTES) {
    throw AppError.field('image', 'validation.image_too_large', { mb: MAX_IMAGE_BYTES / 1024 / 1024 });
  }
  const sharp = await loadSharp();
  // Inside the promise chain: sharp throws at once (not in its promise) on an empty file.
  const meta = await Promise.resolve()
    .then(() => sharp(image.data, { limitInputPixels: 40_000_000 }).metadata())
    .catch(() => null);
  const ext = meta?.format ? FORMATS[meta.format] : undefined;
  if (!ext || !meta?.width || !meta.height) throw AppError.field('image', 'account.image_invalid');
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await mkdir(profileFolder(dataDir), { recursive: true });
  await writeFile(path.join(profileFolder(dataDir), name), image.data, { flag: 'wx' });
  return name;
}

/** Removes a stored picture; names this route did not write are left alone. */
export async function removeProfileImage(dataDir: string, name: string | null | undefined) {
  if (!name || !STORED_NAME.test(name)) return;
  await rm(path.join(profileFolder(dataDir), name), { force: true });
}
