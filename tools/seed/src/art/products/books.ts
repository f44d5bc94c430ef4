// Books: an upright book and a stack.
import { hsl, shade } from '../palette.ts';
import { type Drawer, lin, rr, shadow } from '../svg.ts';

export const book: Drawer = (ctx) => {
  const hue = ctx.r.range(0, 360);
  const cover = hsl(hue, 55, 42);
  const c2 = hsl(hue + 140, 45, 45);
  const c3 = hsl(hue + 220, 40, 35);
  const gold = '#e6c46a';
  const pages = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f7f1e3"/>` +
    Array.from(
      { length: Math.floor(h / 5) },
      (_, i) =>
        `<line x1="${x}" y1="${y + 3 + i * 5}" x2="${x + w}" y2="${y + 3 + i * 5}" stroke="#d6cbb2" stroke-width="1"/>`,
    ).join('');
  const lying = (y: number, x0: number, w: number, h: number, c: string) =>
    pages(x0 + 8, y + 6, w - 16, h - 12) +
    rr(x0, y, w, 8, 3, `fill="${shade(c, 0.1)}"`) +
    rr(x0, y + h - 8, w, 8, 3, `fill="${shade(c, -0.2)}"`) +
    rr(
      x0 + w - 30,
      y,
      30,
      h,
      6,
      `fill="${lin(ctx, [
        [0, shade(c, -0.25)],
        [0.5, shade(c, 0.15)],
        [1, shade(c, -0.3)],
      ])}"`,
    ) +
    `<path d="M${x0 + w - 24} ${y + 4} L${x0 + w - 24} ${y + h - 4}" stroke="${gold}" stroke-width="3"/>`;
  // Upright book (front cover facing us) with the page block visible on the right.
  const standing =
    `<path d="M398 206 L428 222 L428 640 L398 640 Z" fill="#efe6d0"/>` +
    Array.from(
      { length: 26 },
      (_, i) =>
        `<line x1="${400 + i}" y1="${208 + i * 0.5}" x2="${400 + i}" y2="640" stroke="#d6cbb2" stroke-width="0.6"/>`,
    ).join('') +
    rr(
      190,
      200,
      216,
      442,
      8,
      `fill="${lin(
        ctx,
        [
          [0, shade(cover, -0.3)],
          [0.08, shade(cover, 0.15)],
          [0.14, cover],
          [1, shade(cover, -0.12)],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(222, 250, 160, 12, 6, `fill="${gold}"`) +
    rr(222, 280, 120, 10, 5, `fill="${gold}" opacity="0.8"`) +
    `<circle cx="302" cy="430" r="62" fill="none" stroke="${gold}" stroke-width="5"/>` +
    `<path d="M302 380 L318 430 L302 480 L286 430 Z" fill="${gold}"/>` +
    rr(236, 560, 132, 10, 5, `fill="${gold}" opacity="0.8"`) +
    `<path d="M206 200 L206 642" stroke="#000" stroke-width="3" opacity="0.25"/>`;
  return (
    shadow(ctx, 420, 640, 260, 12) +
    standing +
    lying(580, 360, 300, 60, c2) +
    lying(522, 384, 270, 58, c3) +
    lying(466, 372, 290, 56, shade(cover, 0.2))
  );
};
