import { Transform } from 'node:stream';

/** A pass of React's that writes more than this goes on in pieces of about this size. */
const MAX_HELD = 256 * 1024;

/**
 * The page's body stream, which passes on what React writes one flush at a time. React writes its
 * HTML in small views (2–4 KB) and calls `flush()` on its destination after every pass (the hook
 * compression middleware uses); each small chunk costs the answer's compression much more than the
 * same bytes in one (brotli-4 on a 150 KB page: ~5 ms in 2 KB chunks, ~2 ms in 16 KB or more; gzip
 * ~4.5 ms against ~2.6), and every later stage (placeholder substitution, socket writes) pays per chunk
 * too. Nothing waits longer than React's own flush, so the shell and each streamed section still go
 * out as soon as React has them. `onEnd` runs when the body ends.
 */
export function batchedBody(onEnd: () => void): Transform & { flush: () => void } {
  let held: Buffer[] = [];
  let heldBytes = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= MAX_HELD) release();
      callback();
    },
    flush(callback) {
      release();
      onEnd();
      callback();
    },
  });
  function release() {
    if (heldBytes === 0) return;
    const out = held.length === 1 ? held[0] : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    body.push(out);
  }
  return Object.assign(body, { flush: release });
}
