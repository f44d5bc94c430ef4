// More fruit as sold in Pakistan: pomegranates (anar) and dates (khajoor). Re-exported by fruits.ts.
import { shade } from '../palette.ts';
import { type Ctx, type Drawer, lin, n, rad, shadow } from '../svg.ts';
import { leafShape, sparkle } from './shared.ts';

/** Three-stop radial shading: light, body, dark edge. */
export const ball = (ctx: Ctx, a: string, b: string, c: string, cx = 0.38, cy = 0.32, r = 0.72) =>
  rad(
    ctx,
    [
      [0, a],
      [0.6, b],
      [1, c],
    ],
    cx,
    cy,
    r,
  );

/** A group placed at (x, y), turned by a degrees and scaled by s. */
export const at = (x: number, y: number, s: number, a = 0) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)}) scale(${n(s)})">`;

const CROWN =
  'M-20 -74 L-18 -98 L-28 -120 L-10 -104 L-6 -126 L2 -104 L12 -124 L14 -102 L30 -116 L18 -96 L20 -74 Z';

function pom(ctx: Ctx, x: number, y: number, s: number, a: number, skin: string): string {
  return (
    at(x, y, s, a) +
    `<path d="M0 -80 C56 -82 94 -44 92 6 C90 60 50 90 0 90 C-50 90 -90 60 -92 6 C-94 -44 -56 -82 0 -80 Z" fill="${ball(ctx, shade(skin, 0.35), skin, shade(skin, -0.55))}"/>` +
    `<path d="M-40 -66 Q-70 0 -36 76 M34 -68 Q66 0 38 76" stroke="${shade(skin, -0.4)}" stroke-width="3" opacity="0.25" fill="none"/>` +
    `<path d="${CROWN}" fill="${shade(skin, -0.35)}"/>` +
    `<path d="M-12 -96 L-6 -120 M6 -98 L10 -120" stroke="${shade(skin, -0.6)}" stroke-width="3" opacity="0.5"/>` +
    `<ellipse cx="-36" cy="-32" rx="24" ry="12" fill="#fff" opacity="0.35" transform="rotate(-28 -36 -32)"/>` +
    sparkle(-44, -40, 9, 0.8) +
    `</g>`
  );
}

/** A pomegranate broken open: thick rind, cream membranes and packed ruby arils. */
function pomOpen(ctx: Ctx, x: number, y: number, s: number, skin: string): string {
  const aril = ball(ctx, '#ff7f8e', '#d0163a', '#7a0620', 0.4, 0.35, 0.65);
  let arils = '';
  for (let row = -5; row <= 5; row++) {
    for (let col = -6; col <= 6; col++) {
      const ax = col * 12.5 + (row % 2 ? 6.2 : 0) + ctx.r.range(-1.5, 1.5);
      const ay = row * 11 + ctx.r.range(-1.5, 1.5);
      if ((ax / 66) ** 2 + (ay / 58) ** 2 > 1) continue;
      arils += `<ellipse cx="${n(ax)}" cy="${n(ay)}" rx="6.8" ry="6" fill="${aril}"/><circle cx="${n(ax - 2)}" cy="${n(ay - 2.4)}" r="1.7" fill="#fff" opacity="0.8"/>`;
    }
  }
  return (
    at(x, y, s) +
    `<ellipse cy="14" rx="90" ry="74" fill="${ball(ctx, shade(skin, 0.25), skin, shade(skin, -0.55), 0.4, 0.7)}"/>` +
    `<path d="M-60 -52 L-76 -78 L-50 -62 L-40 -84 L-30 -58 Z" fill="${shade(skin, -0.3)}"/>` +
    `<ellipse rx="84" ry="68" fill="${shade(skin, -0.1)}"/>` +
    `<ellipse rx="77" ry="62" fill="#f4dcc0"/>` +
    arils +
    `<path d="M-70 -8 Q-20 6 0 -60 M0 -60 Q14 0 70 16 M0 -4 Q-6 30 -30 56" stroke="#f4dcc0" stroke-width="4" fill="none" opacity="0.9"/>` +
    sparkle(-26, -30, 8, 0.85) +
    sparkle(30, 18, 6, 0.7) +
    `</g>`
  );
}

export const pomegranate: Drawer = (ctx) => {
  const skin = ctx.r.pick(['#b8142c', '#a81226', '#c41e34']);
  const loose = Array.from({ length: 6 }, (_, i) => {
    const x = 560 + i * 16 + ctx.r.range(-6, 6);
    const y = 622 + ctx.r.range(-6, 6);
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="7" ry="6" fill="${ball(ctx, '#ff7f8e', '#d0163a', '#7a0620')}"/><circle cx="${n(x - 2)}" cy="${n(y - 2)}" r="1.6" fill="#fff" opacity="0.8"/>`;
  }).join('');
  return (
    shadow(ctx, 400, 632, 280, 14) +
    pom(ctx, 296, 484, 1.0, -10, skin) +
    pom(ctx, 516, 496, 0.9, 12, shade(skin, -0.06)) +
    leafShape(396, 560, 110, 170, '#3f7d2c') +
    pomOpen(ctx, 410, 570, 0.9, skin) +
    loose
  );
};

const BOWLS = [
  ['#c98d55', '#8a5a2b', '#4e2f12'],
  ['#ffffff', '#e6e8ec', '#a9adb5'],
  ['#f5dc8a', '#c9a03a', '#6f5210'],
] as const;

function date(x: number, y: number, a: number, s: number, fill: string): string {
  return (
    at(x, y, s, a) +
    `<path d="M-34 0 C-34 -12 -18 -18 0 -18 C18 -18 34 -12 34 0 C34 12 18 18 0 18 C-18 18 -34 12 -34 0 Z" fill="${fill}"/>` +
    `<path d="M-20 -8 Q0 -14 20 -8" stroke="#fff" stroke-width="3.4" opacity="0.45" fill="none" stroke-linecap="round"/>` +
    `<path d="M-24 6 Q-4 12 16 6 M-6 -2 Q8 0 22 -4" stroke="#1a0802" stroke-width="2" opacity="0.45" fill="none"/>` +
    `<circle cx="-32" cy="0" r="3" fill="#8e5c2c"/>` +
    `</g>`
  );
}

export const dates: Drawer = (ctx) => {
  const tones = ['#5e2610', '#4e1c0a', '#6e3014'].map((c) =>
    ball(ctx, shade(c, 0.22), c, shade(c, -0.75), 0.4, 0.3, 0.75),
  );
  const [light, body, dark] = ctx.r.pick(BOWLS);
  let heap = '';
  for (let k = 0; k < 6; k++) {
    const y = 412 + k * 22;
    const w = Math.min(185, 56 + k * 36);
    const count = Math.max(2, Math.round((2 * w) / 70));
    for (let i = 0; i < count; i++) {
      const x = 400 - w + ((i + 0.5) * 2 * w) / count + ctx.r.range(-8, 8);
      heap += date(x, y + ctx.r.range(-5, 5), ctx.r.range(-30, 30), 1.25, ctx.r.pick(tones));
    }
  }
  const bowl = lin(
    ctx,
    [
      [0, shade(body, -0.2)],
      [0.3, light],
      [0.55, body],
      [1, dark],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    shadow(ctx, 400, 632, 250, 14) +
    `<ellipse cx="400" cy="510" rx="214" ry="42" fill="${shade(dark, -0.3)}"/>` +
    heap +
    `<path d="M186 510 C190 590 280 626 400 626 C520 626 610 590 614 510 C600 540 520 552 400 552 C280 552 200 540 186 510 Z" fill="${bowl}"/>` +
    `<path d="M186 510 C200 540 280 552 400 552 C520 552 600 540 614 510" stroke="${light}" stroke-width="5" fill="none" opacity="0.8"/>` +
    `<path d="M230 560 Q300 600 400 604" stroke="#fff" stroke-width="7" opacity="0.3" fill="none" stroke-linecap="round"/>` +
    date(250, 622, -8, 1.25, tones[0] ?? '') +
    date(566, 626, 14, 1.25, tones[1] ?? '') +
    sparkle(350, 440, 10, 0.85) +
    sparkle(470, 470, 7, 0.7)
  );
};
