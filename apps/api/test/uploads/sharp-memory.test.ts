import { describe, expect, it } from 'vitest';
import { loadSharp } from '../../src/uploads/sharp';

// Decision 208: resized images live on disk, so libvips keeps no operation cache in memory.
describe('the image library in the API process', () => {
  it('keeps no libvips operation cache once loaded for an image', async () => {
    const sharp = await loadSharp();
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .resize({ width: 32 })
      .webp()
      .toBuffer();
    const stats = sharp.cache();
    expect(stats.memory.max).toBe(0);
    expect(stats.items.max).toBe(0);
    expect(stats.memory.current).toBe(0);
  });

  it('is one library instance however many areas ask for it', async () => {
    expect(await loadSharp()).toBe(await loadSharp());
  });
});
