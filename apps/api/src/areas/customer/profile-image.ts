import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedImage } from '@bazaar/contract';
import { storeUploadedImages, uploadFolder } from '../../uploads/images';

/** Names this route writes: 32 hex characters; .webp now, older photos kept their uploaded kind. */
const STORED_NAME = /^[0-9a-f]{32}\.(webp|jpg|png|gif)$/;

export const profileFolder = (dataDir: string) => uploadFolder(dataDir, 'profile');

/**
 * Checks an uploaded profile picture (at most 2 MB; a real JPEG, PNG, WebP or GIF as its bytes say,
 * whatever its name or declared type, with nothing else appended) and keeps it re-encoded as WebP
 * under a random name, like every other upload: the bytes the client sent are never stored (decision
 * 220). Answers the name.
 */
export async function storeProfileImage(dataDir: string, image: UploadedImage): Promise<string> {
  const [name] = await storeUploadedImages(dataDir, 'profile', [image], {
    field: 'image',
    kinds: ['jpeg', 'png', 'webp', 'gif'],
    notAnImage: 'account.image_invalid',
  });
  if (!name) throw new Error('an accepted picture was not stored');
  return name;
}

/** Removes a stored picture; names this route did not write are left alone. */
export async function removeProfileImage(dataDir: string, name: string | null | undefined) {
  if (!name || !STORED_NAME.test(name)) return;
  await rm(path.join(profileFolder(dataDir), name), { force: true });
}
