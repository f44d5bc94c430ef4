// Fitness: a pair of hex dumbbells and a rolled yoga mat with a carry strap.
import { shade } from '../palette.ts';
import { type Ctx, cyl, type Drawer, lin, n, shadow } from '../svg.ts';
import { arc, at, barrel, disc, KY, poly, TOP } from './oblique.ts';

/** A hexagonal head from xa to xb around an axis at screen y, resting on a flat face. */
function hexHead(ctx: Ctx, xa: number, xb: number, y: number, r: number, base: string): string {
  const sheen = lin(
    ctx,
    [
      [0, '#fff', 0.22],
      [0.45, '#fff', 0],
      [1, '#000', 0.14],
    ],
    0,
    0,
    1,
    0,
  );
  const v = Array.from({ length: 6 }, (_, k) => {
    const a = ((k * 60 + 60) * Math.PI) / 180;
    return [r * Math.sin(a), r * Math.cos(a)] as const;
  });
  const faces = v.map((p, k) => {
    const q = v[(k + 1) % 6] as readonly [number, number];
    const mid = ((k * 60 + 90) * Math.PI) / 180;
    const light = Math.sin(mid) - Math.cos(mid) * 0.1;
    return {
      depth: p[1] + q[1],
      light,
      pts: [at(xa, y, ...p), at(xb, y, ...p), at(xb, y, ...q), at(xa, y, ...q)],
    };
  });
  faces.sort((a, b) => b.depth - a.depth);
  return (
    faces
      .map((f) =>
        poly(
          f.pts,
          `fill="${shade(base, f.light > 0 ? f.light * 0.3 : f.light * 0.8)}" stroke="${shade(base, 0.2)}" stroke-width="1.2" stroke-opacity="0.5"`,
        ),
      )
      .join('') +
    faces
      .slice(3)
      .map((f) => poly(f.pts, `fill="${sheen}"`))
      .join('') +
    poly(
      v.map((p) => at(xb, y, ...p)),
      `fill="${shade(base, -0.18)}" stroke="${shade(base, 0.15)}" stroke-width="2"`,
    )
  );
}

function dumbbellOne(ctx: Ctx, cx: number, floor: number, base: string, accent: string): string {
  const r = 72;
  const y = floor - r * 0.866;
  const head = 92;
  const grip = 150;
  const x0 = cx - grip / 2 - head;
  const x1 = cx + grip / 2;
  const chrome = lin(ctx, [
    [0, '#f8fafc'],
    [0.35, '#cbd5e1'],
    [0.6, '#64748b'],
    [1, '#94a3b8'],
  ]);
  const knurl = Array.from(
    { length: 16 },
    (_, i) =>
      `<line x1="${n(cx - 60 + i * 8)}" y1="${n(y - 13)}" x2="${n(cx - 54 + i * 8)}" y2="${n(y + 13)}" stroke="#475569" stroke-width="1.5" opacity="0.45"/>`,
  ).join('');
  const cap = (x: number) =>
    disc(x, y, r * 0.5, `fill="${accent}"`) +
    disc(x, y, r * 0.34, `fill="${cyl(ctx, '#e2e8f0', '#ffffff', '#64748b')}"`);
  return (
    hexHead(ctx, x0, x0 + head, y, r, base) +
    cap(x0 + head) +
    `<rect x="${n(x0 + head)}" y="${n(y - 17)}" width="${grip}" height="34" fill="${chrome}"/>` +
    knurl +
    `<rect x="${n(x0 + head)}" y="${n(y - 23)}" width="16" height="46" rx="4" fill="${chrome}"/>` +
    `<rect x="${n(x1 - 16)}" y="${n(y - 23)}" width="16" height="46" rx="4" fill="${chrome}"/>` +
    hexHead(ctx, x1, x1 + head, y, r, base) +
    cap(x1 + head)
  );
}

export const dumbbell: Drawer = (ctx) => {
  const rubber = ctx.r.chance(0.5);
  const base = rubber
    ? ctx.r.pick(['#26282c', '#2f3136', '#1f2328'])
    : ctx.r.pick(['#ec4899', '#3b82f6', '#8b5cf6', '#14b8a6', '#ef4444', '#f59e0b', '#64748b']);
  const accent = rubber
    ? ctx.r.pick(['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#cbd5e1'])
    : shade(base, -0.3);
  return (
    `<g transform="translate(400 640) scale(1.1) translate(-400 -640)">` +
    shadow(ctx, 482, 574, 190, 10, 0.7) +
    dumbbellOne(ctx, 482, 574, base, accent) +
    shadow(ctx, 362, 642, 210, 12) +
    dumbbellOne(ctx, 362, 642, shade(base, 0.06), accent) +
    '</g>'
  );
};

export const yogaMat: Drawer = (ctx) => {
  const mat = ctx.r.pick([
    '#8b5cf6',
    '#14b8a6',
    '#f472b6',
    '#3b82f6',
    '#22c55e',
    '#f97316',
    '#64748b',
    '#e11d48',
  ]);
  const under = ctx.r.chance(0.5)
    ? shade(mat, -0.3)
    : ctx.r.pick(['#1f2937', '#e5e7eb', '#fde68a', '#94a3b8']);
  const strap = ctx.r.pick(['#1f2937', '#a16207', '#e5e7eb', '#7f1d1d', '#0f172a']);
  const r = 104;
  const y = 640 - r * 1.02;
  const xa = 196;
  const xb = 560;
  const h = r * Math.sqrt(1 + KY * KY);
  const band = (x: number, w: number) => {
    const a = arc(x, y, r + 3, TOP, TOP + Math.PI);
    const b = arc(x + w, y, r + 3, TOP, TOP + Math.PI).reverse();
    return poly([...a, ...b], `fill="${cyl(ctx, strap, shade(strap, 0.3), shade(strap, -0.4))}"`);
  };
  const body = lin(ctx, [
    [0, shade(mat, 0.25)],
    [0.25, shade(mat, 0.4)],
    [0.55, mat],
    [1, shade(mat, -0.4)],
  ]);
  const spiral = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]
    .map((k, i) =>
      disc(
        xb,
        y,
        r * k,
        `fill="${i % 2 ? under : shade(mat, -0.08)}" stroke="${shade(mat, -0.35)}" stroke-width="1.5"`,
      ),
    )
    .join('');
  const loopA = at(292, y, h + 6, 0);
  const loopB = at(470, y, h + 6, 0);
  return (
    shadow(ctx, (xa + xb) / 2 + 20, 640, 220, 14) +
    `<path d="M${loopA} C${n(296)} ${n(y - h - 130)} ${n(466)} ${n(y - h - 130)} ${loopB}" fill="none" stroke="${shade(strap, -0.2)}" stroke-width="14" stroke-linecap="round"/>` +
    disc(xa, y, r, `fill="${shade(mat, -0.2)}"`) +
    barrel(xa, xb, y, r, `fill="${body}"`) +
    poly(
      [
        at(xa + 10, y, r * 0.9, -r * 0.3),
        at(xb, y, r * 0.9, -r * 0.3),
        at(xb, y, r * 0.8, -r * 0.55),
        at(xa + 10, y, r * 0.8, -r * 0.55),
      ],
      'fill="#fff" opacity="0.18"',
    ) +
    spiral +
    disc(xb, y, r * 0.16, `fill="${shade(mat, -0.55)}"`) +
    band(292, 24) +
    band(470, 24)
  );
};
