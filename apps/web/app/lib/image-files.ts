import { MAX_IMAGE_BYTES, MAX_IMAGES, type MessageKey, type MessageParams } from '@bazaar/domain';

/**
 * The browser's check of pictures before they are sent: review and refund photos, ticket attachments
 * and the profile photo. The one home of these rules on the storefront; the API checks the bytes again
 * (decisions 306, 503, 504).
 */

/** What the API keeps for reviews, refunds and tickets (it re-encodes them). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** A profile photo may also be a GIF (decision 306: sharp reads it; SVG is refused). */
export const PROFILE_PHOTO_TYPES = [...IMAGE_TYPES, 'image/gif'] as const;
export const PROFILE_PHOTO_ACCEPT = PROFILE_PHOTO_TYPES.join(',');

export type ImageLike = { size: number; type: string };
export type ImageRefusal = { key: MessageKey; params?: MessageParams };

const TOO_MANY: ImageRefusal = { key: 'validation.images_max', params: { max: MAX_IMAGES } };
const TOO_LARGE: ImageRefusal = {
  key: 'validation.image_too_large',
  params: { mb: MAX_IMAGE_BYTES / 1024 / 1024 },
};

/** Why one file cannot be sent (spec §5: at most 2 MB; a type the API keeps), or null. */
export function imageProblem(
  file: ImageLike,
  types: readonly string[] = IMAGE_TYPES,
  wrongType: MessageKey = 'validation.image_type',
): ImageRefusal | null {
  if (!types.includes(file.type)) return { key: wrongType };
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE;
  return null;
}

/** A file input's entries without the nameless empty file an untouched input posts. */
const chosen = <T extends ImageLike & { name?: string }>(files: readonly T[]) =>
  files.filter((f) => f.size > 0 || (f.name ?? '') !== '');

/** The first broken rule of a whole choice (spec §5: at most 3 images, each as above), or null. */
export function checkImages(files: readonly (ImageLike & { name?: string })[]): ImageRefusal | null {
  const picked = chosen(files);
  if (picked.length > MAX_IMAGES) return TOO_MANY;
  for (const file of picked) {
    const problem = imageProblem(file);
    if (problem) return problem;
  }
  return null;
}

/**
 * The images kept when `added` are chosen next to `kept`: the acceptable ones up to the limit, and the
 * first reason any was left out.
 */
export function addImages<T extends ImageLike>(
  kept: readonly T[],
  added: readonly T[],
): { images: T[]; refusal: ImageRefusal | null } {
  const images = [...kept];
  let refusal: ImageRefusal | null = null;
  for (const file of added) {
    const problem = imageProblem(file) ?? (images.length >= MAX_IMAGES ? TOO_MANY : null);
    if (problem) refusal ??= problem;
    else images.push(file);
  }
  return { images, refusal };
}

/** A file input's single choice, or null when nothing was chosen. */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return typeof value === 'object' && value !== null && value.size > 0 ? value : null;
}
