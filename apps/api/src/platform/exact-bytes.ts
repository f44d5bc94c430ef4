/**
 * Buffers copied into one allocation of their exact total size, answered as views of it, in order.
 * zlib's sync calls (gzipSync, deflateRawSync, brotliCompressSync) answer a view of a 16 KiB output
 * buffer however small the result: kept in a cache, each small result held 16 KiB its bound never counted.
 */
export function packed(buffers: readonly Buffer[]): Buffer[] {
  const all = Buffer.allocUnsafeSlow(buffers.reduce((n, b) => n + b.length, 0));
  let at = 0;
  return buffers.map((b) => {
    b.copy(all, at);
    at += b.length;
    return all.subarray(at - b.length, at);
  });
}

/** One buffer that holds no more memory than its own bytes (see `packed`). */
export const exactBytes = (b: Buffer): Buffer =>
  b.buffer.byteLength === b.length ? b : (packed([b])[0] as Buffer);
