import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips: ~27 MiB of resident memory and 0.1 s) loaded by the first request that handles an
 * image, not at start: most of the time a process serves cached resizes from disk (decision 208).
 * Resized images are kept on disk, so libvips' own operation cache (up to 50 MB) would only hold
 * memory: it is turned off.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
