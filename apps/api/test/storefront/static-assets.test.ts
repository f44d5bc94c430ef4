import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountedOnClientFiles } from '../support/storefront-build';

/** A script large enough to be worth compressing, as the storefront's build writes them. */
const SCRIPT = `export const shelves = [${Array.from({ length: 400 }, (_, i) => `"shelf ${i}"`).join(',')}];\n`;
const WORKER = `self.addEventListener('push', () => {});\n${'// keep\n'.repeat(300)}`;

describe('the storefront build’s files, compressed once by the build (issue 15)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const copies = {
    br: brotliCompressSync(SCRIPT),
    // Level 1: not what a compression per answer would make, so a match is the stored copy.
    gzip: gzipSync(SCRIPT, { level: 1 }),
    worker: brotliCompressSync(WORKER),
  };

  beforeAll(async () => {
    // What `npm run build` leaves (apps/web/precompress.ts): each text file with its .br and .gz beside it.
    ({ app, close } = await mountedOnClientFiles({
      'assets/shelves-1a2b.js': SCRIPT,
      'assets/shelves-1a2b.js.br': copies.br,
      'assets/shelves-1a2b.js.gz': copies.gzip,
      'assets/plain-3c4d.js': SCRIPT,
      'sw.js': WORKER,
      'sw.js.br': copies.worker,
    }));
  });
  afterAll(() => close());

  const get = (url: string, encoding: string) =>
    app.inject({ url, headers: { 'accept-encoding': encoding } });

  it('sends a script’s brotli copy as it is to a browser that takes brotli, cached for a year', async () => {
    const res = await get('/assets/shelves-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(copies.br)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('sends the gzip copy to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await get('/assets/shelves-1a2b.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(copies.gzip)).toBe(true);
    const plain = await get('/assets/shelves-1a2b.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a file without a copy per answer, as before', async () => {
    const res = await get('/assets/plain-3c4d.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('keeps the service worker’s own headers when its compressed copy is sent', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(copies.worker)).toBe(true);
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
