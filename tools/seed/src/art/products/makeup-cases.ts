// Makeup cases seen from above at an angle: an open powder compact with its puff, and an eyeshadow palette
// with a brush. Also the skin tones, finishes and gradient helper that makeup.ts shares.
import { hsl, shade } from '../palette.ts';
import { blur, type Ctx, clip, type Drawer, fade, lin, n, rad, rr, shadow } from '../svg.ts';
import { add, hull, mul, type P2, plane, proj, roundRect, type V3 } from './perspective.ts';
import { GOLD, sparkle } from './shared.ts';

/** Skin tones for foundation and pressed powder, fair to deep. */
export const SKIN = ['#f6d7bf', '#efc4a1', '#e3ad86', '#d39a6e', '#bf8157', '#a26741', '#82502f', '#633a21'];

/** Metal and plastic finishes for caps, collars and cases: [base, light, dark]. */
export const FINISH = [
  [GOLD[1], GOLD[0], GOLD[2]],
  ['#2b2b2b', '#8a8a8a', '#0b0b0b'],
  ['#c98b7a', '#ffe1d6', '#6e3d31'],
  ['#b8bec7', '#ffffff', '#5b6270'],
] as const;

/** Compact and palette cases: the finishes plus a blush pink, an ivory and a navy. */
const CASES = [
  ...FINISH,
  ['#e7a9b4', '#fde2e8', '#9a5564'],
  ['#efe6d8', '#ffffff', '#a89a84'],
  ['#1e3a5f', '#5b7fa6', '#0b1b2e'],
] as const;

/** Mirror glass: cool silver with two bright diagonal streaks. */
const mirror = (ctx: Ctx) =>
  lin(
    ctx,
    [
      [0, '#eef2f6'],
      [0.26, '#c5cfd9'],
      [0.33, '#f8fafc'],
      [0.42, '#c9d2db'],
      [0.5, '#d2dae2'],
      [0.55, '#f4f7fa'],
      [0.62, '#b8c4d0'],
      [1, '#8696a7'],
    ],
    0,
    0,
    1,
    1,
  );

const X: V3 = [1, 0, 0];
const NEAR: V3 = [0, -1, 0];

/** Points round a circle of radius r, smoother than a round roundRect for big discs. */
const ring = (r: number): P2[] =>
  Array.from({ length: 48 }, (_, i) => [r * Math.cos((i * Math.PI) / 24), r * Math.sin((i * Math.PI) / 24)]);

/** The sides of a flat thing lying at o: its outline at the floor and at height h, hulled. */
const slab = (pts: P2[], o: V3, h: number) =>
  hull([0, h].flatMap((z) => pts.map(([x, y]) => proj(add(o, [x, y, z])))));

/** A lid hinged at the back edge and swung open by `swing`: its inside face and, behind it, its back. */
function lid(hinge: V3, swing: number, t: number): { face: string; back: string } {
  const out: V3 = [0, -Math.cos(swing), Math.sin(swing)];
  const normal: V3 = [0, Math.sin(swing), Math.cos(swing)];
  return { face: plane(hinge, X, out), back: plane(add(hinge, mul(normal, t)), X, out) };
}

export const compact: Drawer = (ctx) => {
  const [cb, cl, cd] = ctx.r.pick(CASES);
  const powder = ctx.r.chance(0.6)
    ? ctx.r.pick(SKIN.slice(0, 6))
    : ctx.r.pick(['#f4a7a3', '#e98a9a', '#f6b89a', '#d98a8a']);
  const puffC = ctx.r.pick(['#f6cfc4', '#f9e0c8', '#f2c6d6', '#e6d3b8', '#fbd9c9']);
  const ribbon = ctx.r.pick([GOLD[1], '#c9798d', '#1e3a5f', '#9d174d', '#3a3a3a']);
  const R = 168;
  const H = 30;
  const o: V3 = [-16, R + 26, 0];
  const top = add(o, [0, 0, H]);
  const hinge = add(o, [0, R - 6, H]);
  const L = lid(hinge, ctx.r.range(1.75, 1.9), 8);
  const circle = (cy: number, r: number, attrs: string) => `<circle cx="0" cy="${cy}" r="${r}" ${attrs}/>`;
  const lidSvg =
    `<g transform="${L.back}">${circle(R, R, `fill="${shade(cd, -0.25)}"`)}</g>` +
    `<g transform="${L.face}">${circle(R, R, `fill="${fade(ctx, cl, cd, 1, 1)}"`)}` +
    circle(R, R - 12, `fill="${shade(cb, -0.2)}"`) +
    circle(R, R - 18, `fill="${mirror(ctx)}"`) +
    `<ellipse cx="0" cy="${R - 86}" rx="96" ry="36" fill="${powder}" opacity="0.3" filter="${blur(ctx, 12)}"/></g>`;
  const [hx, hy] = proj(hinge);
  const hingeSvg = rr(hx - 34, hy - 12, 68, 16, 7, `fill="${fade(ctx, cl, cd)}"`);
  const petals = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="0" cy="-52" rx="20" ry="44" transform="rotate(${i * 45})" fill="${shade(powder, 0.1)}" stroke="${shade(powder, -0.14)}" stroke-width="3"/>`,
  ).join('');
  const face =
    circle(0, R, `fill="${fade(ctx, cl, cb, 1, 1)}"`) +
    circle(0, R - 6, `fill="none" stroke="${cl}" stroke-width="3" opacity="0.7"`) +
    circle(0, R - 24, `fill="${fade(ctx, '#f1f3f5', '#7d8793', 1, 1)}"`) +
    circle(
      0,
      R - 32,
      `fill="${rad(ctx, [
        [0, shade(powder, 0.18)],
        [1, shade(powder, -0.12)],
      ])}"`,
    ) +
    petals +
    circle(0, 16, `fill="${shade(powder, -0.1)}"`) +
    `<ellipse cx="40" cy="56" rx="54" ry="34" fill="${shade(powder, -0.08)}" opacity="0.6"/>`;
  const base =
    `<path d="${slab(ring(R), o, H)}" fill="${fade(ctx, shade(cb, -0.1), shade(cd, -0.2))}"/>` +
    `<g transform="${plane(top, X, NEAR)}">${face}</g>`;
  // The puff: a soft velour disc with a satin ribbon, lying in front to the right.
  const PR = 88;
  const po: V3 = [210, -4, 0];
  const puff =
    shadow(ctx, ...proj(po), PR, 8, 0.8) +
    `<path d="${slab(ring(PR), po, 20)}" fill="${shade(puffC, -0.2)}"/>` +
    `<g transform="${plane(add(po, [0, 0, 20]), X, NEAR)}">` +
    circle(
      0,
      PR,
      `fill="${rad(ctx, [
        [0, shade(puffC, 0.6)],
        [0.6, puffC],
        [1, shade(puffC, -0.16)],
      ])}"`,
    ) +
    circle(
      0,
      PR - 10,
      `fill="none" stroke="${shade(puffC, -0.22)}" stroke-width="2.5" stroke-dasharray="7 6"`,
    ) +
    `<g clip-path="${clip(ctx, circle(0, PR, ''))}">${rr(-PR, -18, 2 * PR, 36, 0, `fill="${fade(ctx, shade(ribbon, 0.35), shade(ribbon, -0.2))}"`)}` +
    rr(-PR, -13, 2 * PR, 6, 0, 'fill="#fff" opacity="0.45"') +
    '</g></g>';
  return (
    shadow(ctx, ...proj(o), R * 1.05, 14) +
    lidSvg +
    base +
    hingeSvg +
    puff +
    sparkle(Math.round(hx) - 70, 220, 16) +
    sparkle(Math.round(hx) + 60, 330, 9)
  );
};
/** Eyeshadow families: [hue, hue spread, saturation]. */
const FAMILIES = [
  [25, 12, 45],
  [345, 18, 50],
  [220, 12, 8],
  [18, 26, 68],
  [292, 24, 34],
  [172, 40, 42],
] as const;

export const eyePalette: Drawer = (ctx) => {
  const [cb, cl, cd] = ctx.r.pick(CASES);
  const [hue, spread, sat] = ctx.r.pick(FAMILIES);
  const W = 470;
  const D = 290;
  const H = 24;
  const o: V3 = [6, D / 2 + 34, 0];
  const L = lid(add(o, [0, D / 2 - 4, H]), ctx.r.range(1.68, 1.82), 10);
  const lidSvg =
    `<g transform="${L.back}">${rr(-W / 2, 0, W, D, 22, `fill="${shade(cd, -0.25)}"`)}</g>` +
    `<g transform="${L.face}">${rr(-W / 2, 0, W, D, 22, `fill="${fade(ctx, cl, cd, 1, 1)}"`)}` +
    rr(-W / 2 + 16, 16, W - 32, D - 32, 12, `fill="${mirror(ctx)}"`) +
    '</g>';
  const metal = fade(ctx, '#f1f3f5', '#7d8793', 1, 1);
  const soft = lin(
    ctx,
    [
      [0, '#ffffff', 0.3],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.16],
    ],
    0,
    0,
    1,
    1,
  );
  const pans: string[] = [];
  const cols = 5;
  const rows = 3;
  const pw = (W - 60) / cols;
  const ph = (D - 56) / rows;
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const x = -W / 2 + 30 + i * pw + 4;
      const y = -D / 2 + 28 + j * ph + 4;
      const c = hsl(
        hue + ctx.r.range(-spread, spread),
        sat + ctx.r.range(-8, 16),
        86 - i * 13 - j * 3 + ctx.r.range(-5, 5),
      );
      pans.push(
        rr(x, y, pw - 8, ph - 8, 8, `fill="${metal}"`) +
          rr(x + 4, y + 4, pw - 16, ph - 16, 6, `fill="${c}"`) +
          rr(x + 4, y + 4, pw - 16, ph - 16, 6, `fill="${soft}"`) +
          rr(x + 8, y + 7, pw - 30, 6, 3, 'fill="#fff" opacity="0.3"') +
          (ctx.r.chance(0.3) ? sparkle(Math.round(x + pw * 0.62), Math.round(y + ph * 0.5), 8, 0.8) : ''),
      );
    }
  const face =
    rr(-W / 2, -D / 2, W, D, 22, `fill="${fade(ctx, cl, cb, 1, 1)}"`) +
    rr(-W / 2 + 16, -D / 2 + 16, W - 32, D - 32, 12, `fill="${shade(cd, -0.3)}" opacity="0.85"`) +
    pans.join('');
  const base =
    `<path d="${slab(roundRect(W, D, 22), o, H)}" fill="${fade(ctx, shade(cb, -0.1), shade(cd, -0.2))}"/>` +
    `<g transform="${plane(add(o, [0, 0, H]), X, NEAR)}">${face}</g>`;
  // A small brush lying in front: handle, metal ferrule and a soft tuft dusted with one of the colours.
  const [hb, hl, hd] = ctx.r.pick(FINISH);
  const dust = hsl(hue, sat + 10, 55);
  const brush =
    `<g transform="translate(520 628) rotate(${n(ctx.r.range(-10, -4))})">` +
    rr(0, -9, 170, 18, 9, `fill="${fade(ctx, hl, hd)}"`) +
    rr(-46, -11, 50, 22, 4, `fill="${fade(ctx, GOLD[0], GOLD[2])}"`) +
    `<path d="M-44 -12 C-78 -20 -110 -16 -118 0 C-110 16 -78 20 -44 12 Z" fill="${fade(ctx, '#3b2a20', shade(hb, -0.5), 1, 0)}"/>` +
    `<path d="M-84 -15 C-100 -14 -114 -10 -118 0 C-114 10 -100 14 -84 15 Z" fill="${dust}" opacity="0.8"/>` +
    '</g>';
  return shadow(ctx, ...proj(o), W * 0.52, 16) + lidSvg + base + brush + sparkle(250, 260, 14);
};
