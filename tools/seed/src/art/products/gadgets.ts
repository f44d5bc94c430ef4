// Personal tech: headphones and wristwatch.
import { shade } from '../palette.ts';
import { type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';

export const headphones: Drawer = (ctx) => {
  const shell = ctx.r.pick([
    '#1f2937',
    '#e5e7eb',
    '#1e3a8a',
    '#b91c1c',
    '#d6c6b0',
    '#14532d',
    '#f472b6',
    '#0f766e',
  ]);
  const dark = shade(shell, -0.45);
  const light = shade(shell, 0.35);
  const pad = shade(shell, -0.6);
  const band =
    `<path d="M232 455 C 228 170, 572 170, 568 455" fill="none" stroke="${dark}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M240 440 C 236 185, 564 185, 560 440" fill="none" stroke="${shell}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M290 265 C 340 205, 460 205, 510 265" fill="none" stroke="${pad}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M300 255 C 345 215, 455 215, 500 255" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.25"/>`;
  const slider = (x: number) =>
    rr(
      x - 8,
      390,
      16,
      80,
      6,
      `fill="${lin(
        ctx,
        [
          [0, '#9ca3af'],
          [0.5, '#f3f4f6'],
          [1, '#6b7280'],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    );
  const cup = (x: number, side: -1 | 1) => {
    const cx = x;
    const cushionX = side === -1 ? cx + 48 : cx - 78;
    const shellFill = lin(
      ctx,
      side === -1
        ? [
            [0, dark],
            [0.35, light],
            [1, shell],
          ]
        : [
            [0, shell],
            [0.65, light],
            [1, dark],
          ],
      0,
      0,
      1,
      0,
    );
    return (
      rr(cushionX, 448, 30, 190, 15, `fill="${pad}"`) +
      rr(cushionX + (side === -1 ? 6 : 4), 458, 6, 170, 3, 'fill="#fff" opacity="0.12"') +
      rr(cx - 62, 440, 124, 206, 52, `fill="${shellFill}"`) +
      `<ellipse cx="${cx}" cy="543" rx="40" ry="64" fill="${shade(shell, -0.15)}" opacity="0.7"/>` +
      `<ellipse cx="${cx}" cy="543" rx="18" ry="18" fill="none" stroke="${light}" stroke-width="4" opacity="0.8"/>` +
      rr(cx - 40, 452, 20, 120, 10, 'fill="#fff" opacity="0.18"')
    );
  };
  return shadow(ctx, 400, 648, 250, 14) + band + slider(232) + slider(568) + cup(205, -1) + cup(595, 1);
};

export const watch: Drawer = (ctx) => {
  const strap = ctx.r.pick(['#5b3a29', '#1c1917', '#8b5e3c', '#1e3a8a', '#7c2d12', '#374151', '#0f5132']);
  const metal = ctx.r.pick([
    ['#f3f4f6', '#9ca3af', '#4b5563'],
    ['#fde68a', '#d4a537', '#8a6516'],
    ['#f5d0c5', '#c98b7a', '#7a4a3c'],
    ['#6b7280', '#374151', '#111827'],
  ] as const);
  const dialC = ctx.r.pick(['#f8fafc', '#0f172a', '#1e3a8a', '#064e3b', '#f5f0e1']);
  const ink = dialC === '#f8fafc' || dialC === '#f5f0e1' ? '#1f2937' : '#f8fafc';
  const cx = 400;
  const cy = 395;
  const strapFill = lin(
    ctx,
    [
      [0, shade(strap, -0.3)],
      [0.3, shade(strap, 0.15)],
      [0.7, strap],
      [1, shade(strap, -0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const straps =
    `<path d="M335 290 L345 140 Q350 120 372 120 L428 120 Q450 120 455 140 L465 290 Z" fill="${strapFill}"/>` +
    `<path d="M335 500 L345 625 Q350 645 372 645 L428 645 Q450 645 455 625 L465 500 Z" fill="${strapFill}"/>` +
    `<path d="M350 140 L345 280 M450 140 L455 280 M350 625 L345 510 M450 625 L455 510" stroke="${shade(strap, 0.4)}" stroke-width="2" stroke-dasharray="7 6" fill="none" opacity="0.8"/>` +
    [560, 590]
      .map((y) => `<ellipse cx="400" cy="${y}" rx="6" ry="4" fill="${shade(strap, -0.55)}"/>`)
      .join('');
  const lugs = rr(
    320,
    255,
    160,
    290,
    40,
    `fill="${lin(
      ctx,
      [
        [0, metal[2]],
        [0.4, metal[0]],
        [1, metal[1]],
      ],
      0,
      0,
      1,
      0,
    )}"`,
  );
  const caseRing =
    `<circle cx="${cx}" cy="${cy}" r="130" fill="${lin(
      ctx,
      [
        [0, metal[0]],
        [0.5, metal[1]],
        [1, metal[2]],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="116" fill="${lin(
      ctx,
      [
        [0, metal[2]],
        [1, metal[0]],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
  const crown = rr(
    526,
    378,
    24,
    34,
    6,
    `fill="${lin(ctx, [
      [0, metal[0]],
      [1, metal[2]],
    ])}"`,
  );
  const dial = `<circle cx="${cx}" cy="${cy}" r="108" fill="${rad(
    ctx,
    [
      [0, shade(dialC, 0.12)],
      [1, shade(dialC, -0.12)],
    ],
    0.4,
    0.35,
    0.7,
  )}"/>`;
  const marks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const long = i % 3 === 0;
    const r1 = 96;
    const r2 = long ? 74 : 84;
    marks.push(
      `<line x1="${n(cx + Math.sin(a) * r1)}" y1="${n(cy - Math.cos(a) * r1)}" x2="${n(cx + Math.sin(a) * r2)}" y2="${n(cy - Math.cos(a) * r2)}" stroke="${long ? metal[1] : ink}" stroke-width="${long ? 7 : 3}" stroke-linecap="round"/>`,
    );
  }
  const hand = (deg: number, len: number, w: number, color: string) =>
    `<line x1="${cx}" y1="${cy}" x2="${n(cx + Math.sin((deg * Math.PI) / 180) * len)}" y2="${n(cy - Math.cos((deg * Math.PI) / 180) * len)}" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
  const hours = ctx.r.range(0, 360);
  const hands =
    hand(hours, 55, 8, ink) +
    hand(ctx.r.range(0, 360), 82, 5, ink) +
    hand(ctx.r.range(0, 360), 90, 2, '#dc2626') +
    `<circle cx="${cx}" cy="${cy}" r="7" fill="${metal[1]}"/>`;
  const glass = `<path d="M${cx - 100} ${cy - 20} A108 108 0 0 1 ${cx + 40} ${cy - 100} L${cx - 90} ${cy + 30} Z" fill="#fff" opacity="0.16"/>`;
  return (
    shadow(ctx, 400, 646, 120, 10) + straps + lugs + caseRing + crown + dial + marks.join('') + hands + glass
  );
};
