/** The spec's image widths (§9); the image route refuses any other. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** A resized webp of a stored image: `base` is one of config.base_urls, `file` the stored name. */
export function imageUrl(
  base: string,
  file: string | null | undefined,
  width: ImageWidth = 640,
  density: 1 | 2 = 1,
) {
  if (!file) return undefined;
  return `${base}/${encodeURIComponent(file)}?w=${width}${density === 2 ? '&d=2' : ''}`;
}

export function imageSrcSet(base: string, file: string | null | undefined, width: ImageWidth) {
  if (!file) return undefined;
  return `${imageUrl(base, file, width)} 1x, ${imageUrl(base, file, width, 2)} 2x`;
}

/**
 * Every spec width as a `w` descriptor, for an image whose shown size follows the screen (give
 * `sizes`): the browser takes the smallest that fills it, so a phone does not fetch a desktop picture.
 */
export function imageWidthSet(base: string, file: string | null | undefined) {
  if (!file) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrl(base, file, w)} ${w}w`).join(', ');
}
