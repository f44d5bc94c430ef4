import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUploadedImages } from '../../src/uploads/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { HTML_PAGE, pngBytes, SVG } from './fixtures';

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  folder = path.join(t.dataDir, 'uploads', 'review');
  await mkdir(folder, { recursive: true });
});
afterAll(() => t.close());

describe('serving uploaded review photos', () => {
  it('answers a stored photo only as a webp picture: nosniff, no script, no framing', async () => {
    const data = await pngBytes(48);
    const [name] = await storeUploadedImages(t.dataDir, 'review', [
      { filename: 'x.png', mimetype: 'image/png', size: data.length, data },
    ]);
    const res = await t.app.inject({ url: `/storage/review/${name}?w=320` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline',
    });
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('never serves a file in the review folder that the upload code did not name', async () => {
    await writeFile(path.join(folder, 'evil.svg'), SVG);
    await writeFile(path.join(folder, 'photo.png'), await pngBytes());
    for (const file of ['evil.svg', 'photo.png']) {
      const res = await t.app.inject({ url: `/storage/review/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('never passes stored bytes through: an HTML page under a stored name is not served', async () => {
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await writeFile(path.join(folder, name), HTML_PAGE);
    const res = await t.app.inject({ url: `/storage/review/${name}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>');
  });
});
