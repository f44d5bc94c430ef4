import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.ts';

const text = (n: number) => 'export const shelf = "Basmati rice";\n'.repeat(Math.ceil(n / 37)).slice(0, n);

describe('the client build compressed once', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies beside each text file worth it, nested too, that decode to the file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bazaar-precompress-'));
    await mkdir(path.join(dir, 'assets', 'fonts'), { recursive: true });
    const files: Record<string, string | Buffer> = {
      'assets/entry-1a.js': text(20_000),
      'assets/root-2b.css': text(5_000),
      'assets/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(100)}</svg>`,
      'sw.js': text(MIN_BYTES),
      'assets/tiny-3c.js': text(MIN_BYTES - 1),
      'assets/fonts/naskh.woff2': Buffer.alloc(30_000, 7),
      'assets/photo.png': Buffer.alloc(30_000, 9),
    };
    for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, name), body);

    const done = await precompressDir(dir);

    const compressed = ['assets/entry-1a.js', 'assets/root-2b.css', 'assets/logo.svg', 'sw.js'];
    for (const name of compressed) {
      const original = await readFile(path.join(dir, name));
      expect(brotliDecompressSync(await readFile(path.join(dir, `${name}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(await readFile(path.join(dir, `${name}.gz`))).equals(original)).toBe(true);
    }
    const all = await readdir(dir, { recursive: true });
    const copies = all.filter((name) => name.endsWith('.br') || name.endsWith('.gz')).sort();
    expect(copies).toEqual(compressed.flatMap((name) => [`${name}.br`, `${name}.gz`]).sort());
    expect(done.files).toBe(4);
    expect(done.br).toBeLessThan(done.gzip);
    expect(done.gzip).toBeLessThan(done.bytes / 4);
  });

  it('writes no copy that would not be smaller than the file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bazaar-precompress-'));
    await writeFile(path.join(dir, 'noise.txt'), randomBytes(2_000));
    const done = await precompressDir(dir);
    expect(done).toEqual({ files: 1, bytes: 2_000, br: 0, gzip: 0 });
    expect(await readdir(dir)).toEqual(['noise.txt']);
  });
});
