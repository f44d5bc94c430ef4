import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { IMAGE_FOLDERS, UPLOAD_FOLDERS } from '../../uploads/base-urls';
import { STORED_NAME } from '../../uploads/images';
import { loadSharp } from '../../uploads/sharp';
import type { AppDeps } from '../area';

/** The spec's responsive widths (§9); nothing else is rendered, so the cache stays bounded. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

const ImageQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), {
      message: `Width must be one of ${IMAGE_WIDTHS.join(', ')}`,
    })
    .default(640),
  d: z.coerce.number().int().min(1).max(2).default(1),
});

const FILE_NAME = /^[\w-]+(\.[\w-]+)*\.(svg|png|jpe?g|webp|gif)$/i;
/** Folders only customers' uploads go to: nothing but the server-chosen names of re-encoded webp files. */
const UPLOADS_ONLY = new Set<string>([IMAGE_FOLDERS.review_image_url, IMAGE_FOLDERS.tickets_image_url]);
/** Whatever a file holds, its answer is a picture and nothing else: never sniffed, never run, never framed. */
const IMAGE_ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
};

/** Resolves `/storage/<folder>/<file>` inside the uploads folder, refusing anything else. */
function resolveUpload(uploads: string, wildcard: string) {
  const parts = wildcard.split('/');
  const file = parts.pop() ?? '';
  const folder = parts.join('/');
  if (!UPLOAD_FOLDERS.has(folder) || !FILE_NAME.test(file)) return null;
  if (UPLOADS_ONLY.has(folder) && !STORED_NAME.test(file)) return null;
  return { folder, file, source: path.join(uploads, folder, file) };
}

async function render(source: string, width: number) {
  const input = await readFile(source);
  const isSvg = source.endsWith('.svg');
  const sharp = await loadSharp();
  const meta = isSvg ? await sharp(input).metadata() : undefined;
  // Rasterise vector art at the target size instead of scaling up a 72-dpi bitmap.
  const density = meta?.width ? Math.min(2400, Math.max(72, (72 * width) / meta.width)) : undefined;
  return sharp(input, density ? { density } : {})
    .resize({ width, withoutEnlargement: !isSvg })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Images: any stored image at one of the spec's widths and densities, as webp, cached on disk
 * after the first resize, with an ETag and a long cache lifetime.
 */
/**
 * Writes a resized image where the next request finds it: to a file of its own first (two requests
 * resizing the same image at once each have theirs), then renamed into place in one step.
 */
async function keepInCache(cached: string, body: Buffer) {
  await mkdir(path.dirname(cached), { recursive: true });
  const tmp = `${cached}.${randomUUID()}.tmp`;
  await writeFile(tmp, body);
  await rename(tmp, cached);
}

export function imageRoutes(app: FastifyInstance, { dataDir }: AppDeps) {
  const uploads = path.resolve(dataDir, 'uploads');
  const cacheDir = path.resolve(dataDir, 'cache', 'images');

  app.get('/storage/*', { schema: { hide: true } }, async (req, reply) => {
    const target = resolveUpload(uploads, (req.params as { '*': string })['*']);
    if (!target) throw AppError.notFound('image', 'catalogue.image_not_found');
    const parsed = ImageQuerySchema.safeParse(req.query);
    if (!parsed.success) throw AppError.fromIssue('w', parsed.error.issues[0]?.message ?? '');
    const { w, d } = parsed.data;
    const srcStat = await stat(target.source).catch(() => null);
    if (!srcStat?.isFile()) throw AppError.notFound('image', 'catalogue.image_not_found');

    const etag = `"${createHash('sha1').update(`${target.folder}/${target.file}:${srcStat.mtimeMs}:${w}:${d}`).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();

    const cached = path.join(cacheDir, target.folder, `${target.file}.${w}x${d}.${srcStat.mtimeMs}.webp`);
    let body = await readFile(cached).catch(() => null);
    if (!body) {
      body = await render(target.source, w * d).catch((err: unknown) => {
        req.log.warn({ err, file: target.source }, 'image could not be rendered');
        throw AppError.notFound('image', 'catalogue.image_not_found');
      });
      await keepInCache(cached, body).catch((err: unknown) => {
        // The answer does not depend on the cache: a full disk or a race only costs a later resize.
        req.log.warn({ err, file: cached }, 'resized image not cached');
      });
    }
    return reply.headers(IMAGE_ANSWER_HEADERS).type('image/webp').send(body);
  });
}
