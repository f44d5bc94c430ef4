import { describe, expect, it } from 'vitest';
import { carriesForeignContent, imageKindOf } from '../../src/uploads/image-bytes';
import {
  gifBytes,
  jpegBytes,
  jpegWithMetadata,
  noisyImage,
  notImages,
  pngBytes,
  webpBytes,
} from './fixtures';

describe('imageKindOf', () => {
  it('reads JPEG, PNG, WebP and GIF from their signatures', async () => {
    expect(imageKindOf(await jpegBytes())).toBe('jpeg');
    expect(imageKindOf(await pngBytes())).toBe('png');
    expect(imageKindOf(await webpBytes())).toBe('webp');
    expect(imageKindOf(await gifBytes())).toBe('gif');
  });

  it.each([
    ['a GIF signature cut short', async () => (await gifBytes()).subarray(0, 4)],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an empty file', async () => Buffer.alloc(0)],
    ['a RIFF that is not WebP (a WAV)', async () => Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['two bytes of a JPEG', async () => Buffer.from([0xff, 0xd8])],
  ])('knows nothing else: %s', async (_name, bytes) => {
    expect(imageKindOf(await bytes())).toBeNull();
  });
});

describe('carriesForeignContent', () => {
  it('finds the payload of every polyglot in the battery', async () => {
    // A plain GIF is refused for its kind (uploads take JPEG, PNG and WebP), not for a payload.
    const polyglots = (await notImages()).filter(
      (f) => imageKindOf(f.data) && !f.name.includes('truncated') && f.name !== 'a GIF',
    );
    expect(polyglots.length).toBeGreaterThanOrEqual(6);
    for (const { name, data } of polyglots) expect(carriesForeignContent(data), name).toBe(true);
  });

  it('whatever the letter case', () => {
    expect(carriesForeignContent(Buffer.from('\xff\xd8\xff<ScRiPt>x</sCrIpT>', 'latin1'))).toBe(true);
  });

  it('leaves plain pictures alone, metadata and photo-like data included', async () => {
    expect(carriesForeignContent(await jpegWithMetadata())).toBe(false);
    for (let seed = 1; seed <= 20; seed++) {
      const photo = await noisyImage(seed, 384).jpeg({ quality: 95 }).toBuffer();
      expect(carriesForeignContent(photo), `seed ${seed}`).toBe(false);
    }
  });
});
