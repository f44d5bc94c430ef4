// Phone accessories: wall charger with a USB-C cable, and a power bank.
import { shade } from '../palette.ts';
import { type Ctx, cyl, type Drawer, lin, n, rr, shadow } from '../svg.ts';

/** Body finishes: [face, side, cable, print]. */
const FINISH = [
  ['#f8fafc', '#cdd4dd', '#eef2f6', '#475569'],
  ['#2e3239', '#15181c', '#2a2e35', '#e2e8f0'],
  ['#f4f1ea', '#d3cbbb', '#ece7dc', '#475569'],
  ['#4b5563', '#262c35', '#3f4753', '#e2e8f0'],
] as const;
const ACCENT = ['#22c55e', '#3b82f6', '#f97316', '#ef4444', '#a855f7', '#14b8a6'];

/** Cable-coloured plastic for plug boots. */
const sleeveOf = (ctx: Ctx, wire: string) =>
  lin(ctx, [
    [0, shade(wire, 0.3)],
    [0.5, wire],
    [1, shade(wire, -0.3)],
  ]);

/** A thick cable along a path: dark outline, body and a thin highlight. */
function cable(d: string, color: string, w: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="${w + 4}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${n(w * 0.22)}" stroke-linecap="round" opacity="0.35" transform="translate(0 -${n(w * 0.2)})"/>`
  );
}

/** A rounded box in oblique view: the back outline swept to the front face, giving a lit top and a shaded side. */
export function box(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  dx: number,
  dy: number,
  face: string,
  side: string,
): string {
  const sweep = lin(
    ctx,
    [
      [0, shade(face, 0.5)],
      [0.35, shade(side, 0.2)],
      [1, shade(side, -0.25)],
    ],
    0,
    0,
    1,
    1,
  );
  const steps = Array.from({ length: 18 }, (_, i) => {
    const t = 1 - i / 18;
    return rr(x + dx * t, y + dy * t, w, h, r, `fill="${sweep}"`);
  }).join('');
  const front = lin(
    ctx,
    [
      [0, shade(face, 0.25)],
      [0.6, face],
      [1, shade(face, -0.12)],
    ],
    0,
    0,
    1,
    1,
  );
  return steps + rr(x, y, w, h, r, `fill="${front}"`);
}

/** A metal prong pointing up from (x, y). */
const prong = (ctx: Ctx, x: number, y: number, len: number, sleeve: string) =>
  rr(x - 11, y - len, 22, len, 11, `fill="${cyl(ctx, '#cbd5e1', '#ffffff', '#64748b')}"`) +
  rr(
    x - 11,
    y - len * 0.42,
    22,
    len * 0.42 + 4,
    4,
    `fill="${cyl(ctx, sleeve, shade(sleeve, 0.3), shade(sleeve, -0.4))}"`,
  ) +
  `<ellipse cx="${x}" cy="${y + 2}" rx="16" ry="6" fill="#000" opacity="0.18"/>`;

/** A loose USB-C plug lying on the floor, its cable end at (px, py), pointing left. */
function plug(ctx: Ctx, px: number, py: number, wire: string, accent: string, k = 1): string {
  const sleeve = sleeveOf(ctx, wire);
  return (
    `<g transform="translate(${px} ${py}) scale(${k})">` +
    rr(-24, -10, 26, 20, 8, `fill="${shade(wire, -0.12)}"`) +
    rr(-90, -18, 70, 36, 12, `fill="${sleeve}"`) +
    rr(-34, -18, 6, 36, 2, `fill="${accent}"`) +
    rr(-118, -12, 32, 24, 9, `fill="${cyl(ctx, '#cbd5e1', '#ffffff', '#64748b')}"`) +
    rr(-112, -4, 20, 8, 4, 'fill="#1f2937"') +
    '</g>'
  );
}

export const charger: Drawer = (ctx) => {
  const [face, side, wire] = ctx.r.pick(FINISH);
  const accent = ctx.r.pick(ACCENT);
  const bx = 232;
  const by = 392;
  const bolt = `M${bx + 110} ${by + 60} L${bx + 72} ${by + 128} L${bx + 99} ${by + 128} L${bx + 84} ${by + 184} L${bx + 134} ${by + 110} L${bx + 106} ${by + 110} L${bx + 120} ${by + 60} Z`;
  const brick =
    box(ctx, bx, by, 204, 238, 38, 48, -34, face, side) +
    prong(ctx, bx + 80, by - 12, 104, side) +
    prong(ctx, bx + 170, by - 12, 104, side) +
    `<path d="${bolt}" fill="${accent}" opacity="0.92"/>` +
    rr(bx + 13, by + 24, 14, 190, 7, 'fill="#fff" opacity="0.22"');
  const sleeve = sleeveOf(ctx, wire);
  // USB-C boot plugged into the side, cable looping over the floor to a spare plug.
  const boot =
    rr(bx + 214, by + 84, 74, 36, 12, `fill="${sleeve}"`) +
    rr(bx + 224, by + 84, 6, 36, 2, `fill="${accent}"`) +
    rr(bx + 284, by + 92, 28, 20, 8, `fill="${shade(wire, -0.12)}"`);
  const path = `M${bx + 312} ${by + 102} C${bx + 395} ${by + 102} ${bx + 405} ${by + 215} ${bx + 352} ${by + 250} C${bx + 300} ${by + 284} ${bx + 120} ${by + 282} ${bx + 20} ${by + 268} C${bx - 20} ${by + 263} ${bx - 40} ${by + 260} ${bx - 56} ${by + 260}`;
  return (
    shadow(ctx, 372, 640, 230, 12) +
    brick +
    cable(path, wire, 15) +
    boot +
    plug(ctx, bx - 56, by + 260, wire, accent)
  );
};

export const powerBank: Drawer = (ctx) => {
  const [face, side, wire, ink] = ctx.r.pick([
    ...FINISH,
    ['#1e3a5f', '#0d1b2a', '#1e293b', '#e2e8f0'],
    ['#f2c6c2', '#c98f8a', '#f5e1de', '#475569'],
    ['#bfe3d0', '#7fb39a', '#e6f4ec', '#475569'],
  ] as const);
  const accent = ctx.r.pick(['#38bdf8', '#22c55e', '#a3e635', '#60a5fa']);
  const lit = ctx.r.int(2, 4);
  const x = 196;
  const y = 420;
  const w = 376;
  const h = 212;
  const dx = 36;
  const dy = -26;
  const leds = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="${x + w - 104 + i * 22}" cy="${y + h - 40}" r="5.5" fill="${i < lit ? accent : shade(face, -0.2)}"/>` +
        (i < lit
          ? `<circle cx="${x + w - 104 + i * 22}" cy="${y + h - 40}" r="11" fill="${accent}" opacity="0.25"/>`
          : ''),
    )
    .join('');
  const battery =
    rr(x + 54, y + 78, 120, 62, 12, `fill="none" stroke="${ink}" stroke-width="6" opacity="0.75"`) +
    rr(x + 174, y + 97, 10, 24, 3, `fill="${ink}" opacity="0.75"`) +
    [0, 1, 2]
      .map((i) => {
        const on = i < lit - 1;
        return rr(
          x + 66 + i * 34,
          y + 90,
          26,
          38,
          4,
          `fill="${on ? accent : ink}" opacity="${on ? 1 : 0.25}"`,
        );
      })
      .join('');
  // Ports on the end face, drawn in that face's own (skewed) frame.
  const skew = (Math.atan2(dy, dx) * 180) / Math.PI;
  const ports =
    `<g transform="translate(${x + w} ${y}) skewY(${n(skew)})">` +
    rr(dx * 0.3, 46, 13, 56, 4, 'fill="#111827"') +
    rr(dx * 0.3 + 3, 52, 5, 44, 2, 'fill="#9ca3af"') +
    rr(dx * 0.3, 124, 12, 34, 6, 'fill="#111827"') +
    '</g>';
  const py = y + 141 + dy * 0.45;
  const px = x + w + dx * 0.45;
  const sleeve = sleeveOf(ctx, wire);
  const lead =
    rr(px - 4, py - 16, 62, 32, 10, `fill="${sleeve}"`) +
    rr(px + 54, py - 9, 24, 18, 7, `fill="${shade(wire, -0.12)}"`) +
    cable(
      `M${px + 78} ${py} C${px + 140} ${py} ${px + 150} ${py + 80} ${px + 110} ${py + 110} C${px + 70} ${py + 140} ${px - 10} ${py + 138} ${px - 60} ${py + 130}`,
      wire,
      13,
    ) +
    plug(ctx, px - 60, py + 130, wire, accent, 0.85);
  return (
    shadow(ctx, 400, 636, 220, 12) +
    box(ctx, x, y, w, h, 30, dx, dy, face, side) +
    rr(x + 12, y + 14, w - 24, 10, 5, 'fill="#fff" opacity="0.2"') +
    battery +
    leds +
    rr(x + w / 2 + 26, y - 11, 40, 8, 4, `fill="${shade(side, -0.2)}"`) +
    ports +
    lead
  );
};
