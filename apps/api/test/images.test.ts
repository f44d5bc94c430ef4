import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('image route', () => {
  let t: TestApp;
  let itemImage: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const list = (await t.app.inject({ url: '/api/v1/items/latest?limit=1' })).json();
    itemImage = list.products[0].image;
  });
  afterAll(() => t.close());

  it.each([
    [320, 1, 320],
    [640, 2, 1280],
    [1536, 1, 1536],
  ])('renders width %i at density %i as a %ipx webp', async (w, d, px) => {
    const res = await t.app.inject({ url: `/storage/item/${itemImage}?w=${w}&d=${d}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(px);
  });

  it('answers 304 to a matching If-None-Match and serves the cached copy again', async () => {
    const first = await t.app.inject({ url: `/storage/item/${itemImage}?w=320` });
    const again = await t.app.inject({
      url: `/storage/item/${itemImage}?w=320`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const third = await t.app.inject({ url: `/storage/item/${itemImage}?w=320` });
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('resizes the same picture for many requests at once: each gets it, none fails', async () => {
    const url = `/storage/item/${itemImage}?w=768`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ url })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const first = answers[0]!.rawPayload;
    for (const a of answers) expect(a.rawPayload.equals(first)).toBe(true);
  });

  it.each(['w=500', 'w=abc', 'd=3', 'w=0'])('refuses a size the spec does not list (%s)', async (qs) => {
    const res = await t.app.inject({ url: `/storage/item/${itemImage}?${qs}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('w');
  });

  it.each([
    '/storage/item/no-such-file.svg',
    '/storage/secrets/x.svg',
    '/storage/item/..%2F..%2Fpg%2FPG_VERSION',
    '/storage/../../etc/passwd',
    '/storage/item/x.exe',
  ])('answers 404, never a crash, for %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toMatch(/image|not_found/);
  });
});
