import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing ahead: text. Fonts and pictures are compressed formats already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, compression saves less than its own headers cost. */
export const MIN_BYTES = 1024;

export type Precompressed = { files: number; bytes: number; br: number; gzip: number };

/**
 * Writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every text file of `dir` of at least
 * MIN_BYTES, each only when smaller than the file. The server sends them as they are to a browser that
 * takes that encoding (@fastify/static `preCompressed`), instead of compressing the same script for
 * every visitor, and smaller than a compression made per request could afford.
 */
export async function precompressDir(dir: string): Promise<Precompressed> {
  const done: Precompressed = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = await readFile(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    done.files += 1;
    done.bytes += raw.length;
    if (br.length < raw.length) {
      await writeFile(`${file}.br`, br);
      done.br += br.length;
    }
    if (gzip.length < raw.length) {
      await writeFile(`${file}.gz`, gzip);
      done.gzip += gzip.length;
    }
  }
  return done;
}

/** The storefront's client build, compressed once when it is written (docs/performance-pages.md). */
export function precompressAssets(): Plugin {
  return {
    name: 'bazaar:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const { files, bytes, br } = await precompressDir(options.dir);
      this.info(
        `precompressed ${files} files: ${Math.round(bytes / 1024)} KiB, ${Math.round(br / 1024)} KiB as brotli`,
      );
    },
  };
}
