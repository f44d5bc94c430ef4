import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  appIcon,
  appLogo,
  bannerArt,
  blogCover,
  categoryIcon,
  initials,
  PRODUCT_KINDS,
  productArt,
  storeCover,
  storeLogo,
} from './index.ts';

/**
 * The picture's size as drawn (its SVG's own width and height), and the largest per-channel standard
 * deviation of it rasterised by sharp (librsvg) at half scale to raw pixels: detail shows at half
 * scale as well, at a quarter of the pixels and without a PNG to encode (the test took 90 s before).
 */
async function render(svg: string) {
  const input = Buffer.from(svg);
  const { width, height } = await sharp(input).metadata();
  const stats = await sharp(input, { density: 36 }).raw().stats();
  const spread = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
  return { width, height, spread };
}

/** Structural checks: unique ids, every url(#…)/href="#…" resolves, nothing external. */
function checkStructure(svg: string) {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  for (const ref of refs) expect(ids).toContain(ref);
  expect(svg).not.toMatch(/<image|@import|xlink:href="http|href="http|url\(http/);
  expect(svg.match(/https?:\/\/[^"]+/g)?.every((u) => u === 'http://www.w3.org/2000/svg')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

describe('productArt', () => {
  it('covers the expected kinds', () => {
    for (const kind of ['phone', 'jutti', 'rice-bag', 'cricket-bat', 'jewellery', 'plant'] as const) {
      expect(PRODUCT_KINDS).toContain(kind);
    }
    expect(new Set(PRODUCT_KINDS).size).toBe(PRODUCT_KINDS.length);
    expect(PRODUCT_KINDS.length).toBeGreaterThanOrEqual(43);
  });

  it.each(PRODUCT_KINDS)('%s renders to a detailed 800×800 picture', async (kind) => {
    for (const seed of [1, 977]) {
      const svg = productArt(kind, seed);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 800"/);
      checkStructure(svg);
      const out = await render(svg);
      expect(out.width).toBe(800);
      expect(out.height).toBe(800);
      expect(out.spread).toBeGreaterThan(12);
    }
  });

  it.each(PRODUCT_KINDS)('%s is deterministic per seed and varies across seeds', (kind) => {
    expect(productArt(kind, 7)).toBe(productArt(kind, 7));
    const variants = new Set([1, 2, 3, 4, 5].map((s) => productArt(kind, s)));
    expect(variants.size).toBe(5);
  });

  it('differs between kinds for one seed', () => {
    const all = new Set(PRODUCT_KINDS.map((k) => productArt(k, 3)));
    expect(all.size).toBe(PRODUCT_KINDS.length);
  });
});

describe('brand, covers and banners', () => {
  const hostile = `Ali & Sons <script>alert("x")</script> 'Traders'`;

  const cases: [string, (seed: number) => string, number, number][] = [
    ['storeLogo', (s) => storeLogo('Karachi Kitchen', s), 400, 400],
    ['storeCover', (s) => storeCover('Multan Mango Co.', s), 1200, 400],
    ['categoryIcon', (s) => categoryIcon('kurta', s), 400, 400],
    ['bannerArt', (s) => bannerArt('Eid Sale on Kurtas', 'Hand-embroidered', 'kurta', s), 1200, 400],
    [
      'bannerArt without words',
      (s) => bannerArt('Eid Sale on Kurtas', 'Hand-embroidered', 'kurta', s, { words: false }),
      1200,
      400,
    ],
    ['blogCover', (s) => blogCover('How to choose a khussa', s), 1200, 630],
    ['blogCover with kind', (s) => blogCover('Mango season', s, 'fruit'), 1200, 630],
    ['blogCover without words', (s) => blogCover('Mango season', s, 'fruit', { words: false }), 1200, 630],
  ];

  it.each(cases)('%s renders, is deterministic and varies with the seed', async (_name, make, w, h) => {
    expect(make(11)).toBe(make(11));
    expect(make(11)).not.toBe(make(12));
    for (const seed of [1, 2, 3]) {
      const svg = make(seed);
      checkStructure(svg);
      const out = await render(svg);
      expect([out.width, out.height]).toEqual([w, h]);
      expect(out.spread).toBeGreaterThan(12);
    }
  });

  it('renders the Bazaar icon and wordmark', async () => {
    expect(appIcon()).toBe(appIcon());
    for (const svg of [appIcon(), appLogo()]) {
      checkStructure(svg);
      expect((await render(svg)).spread).toBeGreaterThan(12);
    }
  });

  it('escapes text in every function that draws user text', async () => {
    const svgs = [
      ...[0, 1, 2, 3, 4, 5].map((s) => storeLogo(hostile, s)),
      ...[0, 1, 2].map((s) => storeCover(hostile, s)),
      bannerArt(hostile, hostile, 'phone', 1),
      blogCover(hostile, 1),
    ];
    for (const svg of svgs) {
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('"x"');
      expect(svg).not.toContain("'Traders'");
      checkStructure(svg);
      await render(svg);
    }
    expect(storeCover(hostile, 1)).toContain('Ali &amp; Sons &lt;script&gt;alert(&quot;x&quot;)');
    expect(bannerArt('Fish & Chips', 'A < B', 'bread', 1)).toContain('A &lt; B');
  });

  it('a banner or blog cover without words draws no text, only its picture (the page gives the title)', () => {
    const withWords = bannerArt('Beauty Week', 'Top brands, original products', 'lipstick', 4);
    const without = bannerArt('Beauty Week', 'Top brands, original products', 'lipstick', 4, {
      words: false,
    });
    expect(withWords).toContain('<text');
    expect(without).not.toContain('<text');
    expect(without).not.toContain('Shop now');
    expect(without).not.toContain('Top brands');
    expect(blogCover('Mango season', 3, 'fruit')).toContain('<text');
    expect(blogCover('Mango season', 3, 'fruit', { words: false })).not.toContain('<text');
  });

  it('copes with empty, long and non-Latin names', async () => {
    const names = [
      '',
      '   ',
      'بازار کراچی',
      'Supercalifragilisticexpialidocious Wholesale Traders of Gujranwala',
    ];
    for (const name of names) {
      for (const svg of [
        storeLogo(name, 1),
        storeCover(name, 1),
        blogCover(name, 1),
        bannerArt(name, name, 'tv', 1),
      ]) {
        checkStructure(svg);
        await render(svg);
      }
    }
  });

  it('derives initials from store names', () => {
    expect(initials('Karachi Kitchen')).toBe('KK');
    expect(initials('lahori')).toBe('L');
    expect(initials('Ali & Sons')).toBe('AS');
    expect(initials('')).toBe('B');
  });
});
