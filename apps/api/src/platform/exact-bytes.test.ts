import { brotliCompressSync, deflateRawSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exactBytes, packed } from './exact-bytes';

const held = (buffers: Buffer[]) =>
  [...new Set(buffers.map((b) => b.buffer))].reduce((n, b) => n + b.byteLength, 0);
const text = Buffer.from('Saddar Bazaar چاول doodh atta '.repeat(40));

describe('packed', () => {
  it.each([
    { name: 'nothing', buffers: [] },
    { name: 'one empty buffer', buffers: [Buffer.alloc(0)] },
    { name: 'empty buffers between others', buffers: [Buffer.from('a'), Buffer.alloc(0), Buffer.from('bc')] },
    {
      name: 'deflate blocks',
      buffers: [deflateRawSync(text), deflateRawSync(Buffer.from('<p>')), gzipSync(text)],
    },
  ])('$name: the same bytes in order, holding only their own size', ({ buffers }) => {
    const out = packed(buffers);
    expect(out.map((b) => b.toString('hex'))).toEqual(buffers.map((b) => b.toString('hex')));
    expect(out.length ? held(out) : 0).toBe(buffers.reduce((n, b) => n + b.length, 0));
  });
});

describe('exactBytes', () => {
  it.each([
    { name: 'gzip', make: () => gzipSync(text) },
    { name: 'brotli', make: () => brotliCompressSync(text) },
    { name: 'raw deflate', make: () => deflateRawSync(text) },
  ])('$name of a small text holds its own bytes, not a 16 KiB output buffer', ({ make }) => {
    const raw = make();
    expect(raw.buffer.byteLength).toBeGreaterThan(raw.length); // why this exists
    const exact = exactBytes(raw);
    expect(exact.equals(raw)).toBe(true);
    expect(exact.buffer.byteLength).toBe(exact.length);
  });

  it('answers a buffer that already is exact as it is', () => {
    const own = Buffer.allocUnsafeSlow(3).fill(1);
    expect(exactBytes(own)).toBe(own);
  });
});
