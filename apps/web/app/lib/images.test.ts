import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageWidthSet } from './images';

describe('responsive image sets (spec §9 widths, densities 1 and 2, webp through the image route)', () => {
  it('a width set offers every spec width once, so a phone can take a small one', () => {
    const set = imageWidthSet('/storage/banner', 'sale.png');
    expect(set?.split(', ')).toEqual(IMAGE_WIDTHS.map((w) => `/storage/banner/sale.png?w=${w} ${w}w`));
  });

  it('a density set offers 1x and 2x of one width', () => {
    expect(imageSrcSet('/storage/item', 'a b.png', 320)).toBe(
      '/storage/item/a%20b.png?w=320 1x, /storage/item/a%20b.png?w=320&d=2 2x',
    );
  });

  it('no file, no set', () => {
    expect(imageWidthSet('/storage/item', null)).toBeUndefined();
    expect(imageSrcSet('/storage/item', undefined, 640)).toBeUndefined();
  });
});
