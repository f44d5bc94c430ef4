import { describe, expect, it } from 'vitest';
import { batchedBody } from './batched-body.server';

const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');

describe('batchedBody', () => {
  it('passes on what was written as one chunk when React flushes, and the rest when it ends', async () => {
    let ended = 0;
    const body = batchedBody(() => {
      ended += 1;
    });
    const seen: Buffer[] = [];
    body.on('data', (chunk: Buffer) => seen.push(chunk));
    const finished = new Promise((resolve) => body.on('end', resolve));

    for (const part of ['<html>', '<head>', '</head>']) body.write(Buffer.from(part));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
    body.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.map(String)).toEqual(['<html><head></head>']);

    body.write(Buffer.from('<body>streamed'));
    body.write(Buffer.from('</body></html>'));
    body.end();
    await finished;
    expect(seen.map(String)).toEqual(['<html><head></head>', '<body>streamed</body></html>']);
    expect(text(seen)).toBe('<html><head></head><body>streamed</body></html>');
    expect(ended).toBe(1);
  });

  it('a flush with nothing held sends nothing, and a very large pass goes on in pieces', async () => {
    const body = batchedBody(() => {});
    const seen: Buffer[] = [];
    body.on('data', (chunk: Buffer) => seen.push(chunk));
    const finished = new Promise((resolve) => body.on('end', resolve));
    body.flush();
    const big = Buffer.alloc(4096, 'a');
    for (let i = 0; i < 100; i++) body.write(big);
    body.end();
    await finished;
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((chunk) => chunk.length > 0)).toBe(true);
    expect(Buffer.concat(seen).length).toBe(409_600);
  });
});
