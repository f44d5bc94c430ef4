import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadedImage } from '@bazaar/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors';
import {
  MAX_STORED_EDGE,
  removeUploadedImages,
  STORED_NAME,
  storeUploadedImages,
} from '../../src/uploads/images';
import {
  jpegBombHeader,
  jpegBytes,
  jpegWithMetadata,
  noisyImage,
  notImages,
  pngBombHeader,
  pngBytes,
  webpBytes,
} from './fixtures';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-uploads-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const folder = 'review';
const NOT_AN_IMAGE = 'Only image files are allowed';
const TOO_LARGE = 'Each image must be at most 2 MB';
const TOO_MANY_PIXELS = 'The image is too large: at most 40 megapixels';
const stored = () => readdir(path.join(dataDir, 'uploads', folder)).catch(() => [] as string[]);
const upload = (data: Uint8Array, filename = 'photo.jpg', mimetype = 'image/jpeg'): UploadedImage => ({
  filename,
  mimetype,
  size: data.length,
  data,
});

/** The refusal `work` throws: its status and envelope (code and English message). */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, errors: (error as AppError).render('en') };
}

describe('storeUploadedImages', () => {
  it('stores JPEG, PNG and WebP as webp under random server names, in the order given', async () => {
    const files = [
      upload(await jpegBytes()),
      upload(await pngBytes(), 'x.png'),
      upload(await webpBytes(), 'y'),
    ];
    const names = await storeUploadedImages(dataDir, folder, files, { field: 'productImages' });
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    for (const name of names) {
      expect(name).toMatch(STORED_NAME);
      const meta = await sharp(await readFile(path.join(dataDir, 'uploads', folder, name))).metadata();
      expect(meta.format).toBe('webp');
    }
    const sizes = await Promise.all(
      names.map(async (n) => (await sharp(path.join(dataDir, 'uploads', folder, n)).metadata()).width),
    );
    expect(sizes).toEqual([40, 32, 20]);
  });

  it('never uses the client’s file name or declared type', async () => {
    const [name] = await storeUploadedImages(dataDir, folder, [
      upload(await pngBytes(), '../../etc/passwd.php', 'text/html'),
    ]);
    expect(name).toMatch(STORED_NAME);
  });

  it('strips EXIF, XMP and every other piece of metadata', async () => {
    const jpeg = await jpegWithMetadata();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    const [name] = await storeUploadedImages(dataDir, folder, [upload(jpeg)]);
    const bytes = await readFile(path.join(dataDir, 'uploads', folder, name!));
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(bytes.includes('Mall Road')).toBe(false);
    expect(bytes.includes('Ayesha')).toBe(false);
  });

  it(`caps the longest side at ${MAX_STORED_EDGE} px, keeping the proportions`, async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const [name] = await storeUploadedImages(dataDir, folder, [upload(wide, 'wide.png')]);
    const meta = await sharp(path.join(dataDir, 'uploads', folder, name!)).metadata();
    expect(meta).toMatchObject({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE / 4 });
  });

  it('takes photo-like pictures (random pixels) without mistaking them for something else', async () => {
    const files: UploadedImage[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const image = noisyImage(seed);
      files.push(upload(await (seed % 2 ? image.jpeg({ quality: 90 }) : image.png()).toBuffer()));
    }
    for (let i = 0; i < files.length; i += 3) {
      expect(await storeUploadedImages(dataDir, folder, files.slice(i, i + 3))).toHaveLength(3);
    }
  });

  it('answers no names for no images', async () => {
    expect(await storeUploadedImages(dataDir, folder, [])).toEqual([]);
  });

  describe('refuses, leaving nothing behind', () => {
    const cases: { name: string; files: () => Promise<UploadedImage[]>; message: string }[] = [
      {
        name: 'four images',
        files: async () => Promise.all([1, 2, 3, 4].map(async () => upload(await pngBytes()))),
        message: 'You can upload at most 3 images',
      },
      {
        name: 'an image of 2 MB + 1 byte',
        files: async () => [upload(Buffer.alloc(2 * 1024 * 1024 + 1, 0xff))],
        message: TOO_LARGE,
      },
      {
        name: 'an image the form reader cut at 2 MB',
        files: async () => [{ ...upload(await pngBytes()), size: 2 * 1024 * 1024 + 1 }],
        message: TOO_LARGE,
      },
      {
        name: 'a 20000×20000 PNG decompression bomb',
        files: async () => [upload(pngBombHeader(20_000, 20_000), 'bomb.png')],
        message: TOO_MANY_PIXELS,
      },
      {
        name: 'a 20000×20000 JPEG decompression bomb',
        files: async () => [upload(await jpegBombHeader(20_000, 20_000))],
        message: TOO_MANY_PIXELS,
      },
      {
        name: 'a good image beside a bad one',
        files: async () => [upload(await pngBytes()), upload((await notImages())[0]!.data)],
        message: NOT_AN_IMAGE,
      },
    ];
    it.each(cases)('$name', async ({ files, message }) => {
      const before = await stored();
      const answer = await refusal(
        storeUploadedImages(dataDir, folder, await files(), { field: 'productImages' }),
      );
      expect(answer).toEqual({ status: 403, errors: [{ code: 'productImages', message }] });
      expect(await stored()).toEqual(before);
    });

    it('every file that is not only a picture: SVG, HTML, scripts, GIF, polyglots, truncated data', async () => {
      for (const { name, data } of await notImages()) {
        const before = await stored();
        const answer = await refusal(storeUploadedImages(dataDir, folder, [upload(data, 'innocent.jpg')]));
        expect(answer, name).toEqual({ status: 403, errors: [{ code: 'image', message: NOT_AN_IMAGE }] });
        expect(await stored(), name).toEqual(before);
      }
    });
  });

  it('removes only names it could have written', async () => {
    const [name] = await storeUploadedImages(dataDir, folder, [upload(await pngBytes())]);
    await removeUploadedImages(dataDir, folder, [name!, '../../secret.txt', 'x.webp']);
    expect(await stored()).not.toContain(name);
  });

  it('refuses a folder name that could leave the uploads folder', async () => {
    await expect(storeUploadedImages(dataDir, '../etc', [upload(await pngBytes())])).rejects.toThrow(
      'Bad upload folder',
    );
  });
});
