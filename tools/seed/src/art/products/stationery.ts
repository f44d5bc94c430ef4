// Stationery: a spiral notebook beside a pen cup of pencils and pens, with a ruler or pencil in front.
import { shade } from '../palette.ts';
import { type Ctx, cyl, type Drawer, lin, n, rr, shadow } from '../svg.ts';

/** An upright pencil, tip at (0, 0), length len, drawn pointing up. */
function pencil(ctx: Ctx, len: number, body: string): string {
  return (
    `<path d="M-9 34 L0 0 L9 34 Z" fill="#e8c39a"/>` +
    `<path d="M-3 11 L0 0 L3 11 Z" fill="#374151"/>` +
    `<path d="M-9 34 L-3 32 L0 34 L3 32 L9 34" fill="none" stroke="${shade(body, -0.2)}" stroke-width="2"/>` +
    `<rect x="-9" y="34" width="18" height="${len - 34}" fill="${lin(
      ctx,
      [
        [0, shade(body, 0.3)],
        [0.33, body],
        [0.34, shade(body, -0.08)],
        [0.66, shade(body, -0.08)],
        [0.67, shade(body, -0.3)],
        [1, shade(body, -0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`
  );
}

/** An upright pen with its cap and clip at the top (0, 0). */
function pen(ctx: Ctx, len: number, body: string): string {
  return (
    rr(-10, 0, 20, len, 9, `fill="${cyl(ctx, body, shade(body, 0.4), shade(body, -0.4))}"`) +
    rr(-10, 62, 20, 6, 2, `fill="${shade(body, -0.35)}"`) +
    rr(5, 8, 6, 56, 3, `fill="${cyl(ctx, '#cbd5e1', '#ffffff', '#64748b')}"`)
  );
}

export const stationery: Drawer = (ctx) => {
  const cover = ctx.r.pick([
    '#1e3a8a',
    '#be123c',
    '#0f766e',
    '#7c3aed',
    '#f59e0b',
    '#1f2937',
    '#db2777',
    '#15803d',
  ]);
  const cupC = ctx.r.pick(['#334155', '#f8fafc', '#0ea5e9', '#f472b6', '#a16207', '#22c55e']);
  const ruler = ctx.r.chance(0.5);
  // Notebook standing upright with a spiral binding and an elastic band.
  const x = 212;
  const y = 226;
  const w = 236;
  const h = 404;
  const rings = Array.from({ length: 13 }, (_, i) => {
    const ry = y + 24 + i * 29;
    return (
      `<circle cx="${x + 18}" cy="${ry}" r="4.5" fill="#111827" opacity="0.55"/>` +
      `<ellipse cx="${x + 4}" cy="${ry - 1}" rx="16" ry="7" fill="none" stroke="#64748b" stroke-width="5"/>` +
      `<ellipse cx="${x + 4}" cy="${ry - 2}" rx="16" ry="7" fill="none" stroke="#e2e8f0" stroke-width="2.5"/>`
    );
  }).join('');
  const book =
    rr(
      x + 10,
      y - 8,
      w,
      h,
      12,
      `fill="${lin(
        ctx,
        [
          [0, '#fffaf0'],
          [1, '#e5dcc8'],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<line x1="${x + w + 1 + i * 2}" y1="${y}" x2="${x + w + 1 + i * 2}" y2="${y + h - 12}" stroke="#cbbf9f" stroke-width="0.8"/>`,
    ).join('') +
    rr(
      x,
      y,
      w,
      h,
      12,
      `fill="${lin(
        ctx,
        [
          [0, shade(cover, 0.18)],
          [0.6, cover],
          [1, shade(cover, -0.22)],
        ],
        0,
        0,
        1,
        1,
      )}"`,
    ) +
    rr(x + 50, y + 58, w - 90, 82, 8, 'fill="#fff" opacity="0.92"') +
    [0, 1, 2]
      .map((i) =>
        rr(
          x + 66,
          y + 78 + i * 20,
          i === 2 ? 70 : w - 122,
          6,
          3,
          `fill="${shade(cover, 0.1)}" opacity="0.6"`,
        ),
      )
      .join('') +
    rr(x + w - 44, y, 16, h, 0, `fill="${shade(cover, -0.45)}"`) +
    rr(x + w - 42, y, 4, h, 0, 'fill="#fff" opacity="0.18"') +
    rr(x + 30, y + 6, w - 40, 10, 5, 'fill="#fff" opacity="0.15"') +
    rings;
  // Pen cup.
  const cx = 556;
  const top = 446;
  const bot = 634;
  const rx = 72;
  const items: [number, number, string, number][] = [
    [-9, -22, ctx.r.pick(['#facc15', '#f59e0b']), 0],
    [-3, 6, ctx.r.pick(['#2563eb', '#1f2937', '#dc2626']), 1],
    [7, -10, ctx.r.pick(['#ef4444', '#22c55e', '#a855f7']), 0],
    [12, 22, ctx.r.pick(['#0ea5e9', '#f472b6', '#111827']), 1],
  ];
  const stuff = items
    .map(([deg, dx, c, kind], i) => {
      const len = 330 - i * 14 - (kind ? 24 : 0);
      return `<g transform="translate(${cx + dx} ${bot - 30}) rotate(${deg}) translate(0 ${-len})">${kind ? pen(ctx, len, c) : pencil(ctx, len, c)}</g>`;
    })
    .join('');
  const cupBody = `M${cx - rx} ${top} L${cx - rx + 6} ${bot - 8} Q${cx} ${bot + 12} ${cx + rx - 6} ${bot - 8} L${cx + rx} ${top} Q${cx} ${top + 36} ${cx - rx} ${top} Z`;
  const cup =
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="18" fill="${shade(cupC, -0.55)}"/>` +
    stuff +
    `<path d="${cupBody}" fill="${cyl(ctx, cupC, shade(cupC, 0.4), shade(cupC, -0.35))}"/>` +
    `<path d="M${cx - rx} ${top} Q${cx} ${top + 36} ${cx + rx} ${top}" fill="none" stroke="${shade(cupC, 0.45)}" stroke-width="4"/>` +
    rr(cx - rx + 14, top + 30, 12, 140, 6, 'fill="#fff" opacity="0.3"');
  // Something lying in front: a clear ruler or a loose pencil.
  const front = ruler
    ? `<g transform="translate(178 662) rotate(-4)">` +
      `<path d="M0 0 L340 0 L360 -22 L20 -22 Z" fill="${ctx.r.pick(['#bae6fd', '#fde68a', '#e2e8f0'])}" opacity="0.85" stroke="#fff" stroke-width="2"/>` +
      Array.from(
        { length: 33 },
        (_, i) =>
          `<line x1="${n(22 + i * 10)}" y1="-20" x2="${n(i % 5 ? 20 + i * 10 : 16 + i * 10)}" y2="${i % 5 ? -14 : -8}" stroke="#334155" stroke-width="1.5"/>`,
      ).join('') +
      '</g>'
    : `<g transform="translate(250 660) rotate(-96)">${pencil(ctx, 300, ctx.r.pick(['#facc15', '#16a34a', '#2563eb']))}</g>`;
  return shadow(ctx, 410, 638, 250, 12) + book + cup + front;
};
