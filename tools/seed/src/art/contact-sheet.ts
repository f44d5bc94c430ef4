// Renders every product kind plus the brand pictures into one PNG grid for a visual check.
// Usage: npx tsx tools/seed/src/art/contact-sheet.ts /tmp/sheet.png [seed]
import sharp, { type OverlayOptions } from 'sharp';
import {
  appIcon,
  appLogo,
  bannerArt,
  blogCover,
  categoryIcon,
  PRODUCT_KINDS,
  productArt,
  storeCover,
  storeLogo,
} from './index.ts';

const out = process.argv[2] ?? '/tmp/bazaar-art-sheet.png';
const seed = Number(process.argv[3] ?? 1);
const CELL = 240;
const LABEL = 26;
const COLS = 6;
const ROW = CELL + LABEL;

interface Cell {
  svg: string;
  label: string;
  w: number;
  h: number;
}

const cells: Cell[] = [
  ...PRODUCT_KINDS.map((kind, i) => ({ svg: productArt(kind, seed + i * 7), label: kind, w: 1, h: 1 })),
  { svg: appIcon(), label: 'appIcon()', w: 1, h: 1 },
  { svg: appLogo(), label: 'appLogo()', w: 2, h: 1 },
  { svg: storeLogo('Karachi Kitchen', seed), label: 'storeLogo · Karachi Kitchen', w: 1, h: 1 },
  { svg: storeLogo('Lahori Jutti House', seed + 1), label: 'storeLogo · Lahori Jutti House', w: 1, h: 1 },
  { svg: storeLogo('Ali & Sons <Traders>', seed + 2), label: 'storeLogo · Ali & Sons <Traders>', w: 1, h: 1 },
  { svg: categoryIcon('phone', seed), label: 'categoryIcon · phone', w: 1, h: 1 },
  { svg: categoryIcon('kurta', seed + 1), label: 'categoryIcon · kurta', w: 1, h: 1 },
  { svg: categoryIcon('fruit', seed + 2), label: 'categoryIcon · fruit', w: 1, h: 1 },
  { svg: storeCover('Karachi Kitchen', seed), label: 'storeCover', w: 3, h: 1 },
  { svg: storeCover('Peshawar Dry Fruits & Spices', seed + 3), label: 'storeCover', w: 3, h: 1 },
  { svg: storeCover('Multan Mango Co.', seed + 5), label: 'storeCover', w: 3, h: 1 },
  {
    svg: bannerArt('Eid Sale on Kurtas', 'Hand-embroidered, delivered across Pakistan', 'kurta', seed),
    label: 'bannerArt',
    w: 3,
    h: 1,
  },
  {
    svg: bannerArt('Fresh Chaunsa Mangoes', 'Straight from Multan orchards', 'fruit', seed + 1),
    label: 'bannerArt',
    w: 3,
    h: 1,
  },
  {
    svg: bannerArt('Mega Electronics Week & More <Deals>', 'Phones, laptops and TVs', 'phone', seed + 2),
    label: 'bannerArt',
    w: 3,
    h: 1,
  },
  {
    svg: blogCover('How to choose the perfect khussa for a wedding', seed, 'jutti'),
    label: 'blogCover',
    w: 3,
    h: 2,
  },
  { svg: blogCover('Ramadan pantry: 10 essentials', seed + 4, 'spice-jar'), label: 'blogCover', w: 3, h: 2 },
];

// Simple occupancy-grid packing.
const taken: boolean[][] = [];
const free = (r: number, c: number, w: number, h: number) => {
  if (c + w > COLS) return false;
  for (let y = r; y < r + h; y++) for (let x = c; x < c + w; x++) if (taken[y]?.[x]) return false;
  return true;
};
const composites: OverlayOptions[] = [];
const labels: string[] = [];
const escXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
let rows = 0;
for (const c of cells) {
  let r = 0;
  let col = 0;
  search: for (r = 0; ; r++) for (col = 0; col < COLS; col++) if (free(r, col, c.w, c.h)) break search;
  for (let y = r; y < r + c.h; y++) {
    const line = taken[y] ?? [];
    taken[y] = line;
    for (let x = col; x < col + c.w; x++) line[x] = true;
  }
  rows = Math.max(rows, r + c.h);
  const width = c.w * CELL - 8;
  const height = c.h * ROW - LABEL - 8;
  const png = await sharp(Buffer.from(c.svg))
    .resize(width, height, { fit: 'contain', background: '#ffffff' })
    .png()
    .toBuffer();
  composites.push({ input: png, left: col * CELL + 4, top: r * ROW + 4 });
  labels.push(
    `<text x="${col * CELL + (c.w * CELL) / 2}" y="${(r + c.h) * ROW - 8}" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#444">${escXml(c.label)}</text>`,
  );
}
const width = COLS * CELL;
const height = rows * ROW;
const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${labels.join('')}</svg>`;
composites.push({ input: Buffer.from(overlay), left: 0, top: 0 });
await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
  .composite(composites)
  .png()
  .toFile(out);
console.log(`wrote ${out} (${width}×${height})`);
