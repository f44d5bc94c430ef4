// Fruit as sold in Pakistan: kinnow, bananas and guava here; pomegranate and dates in fruits-more.ts.
import { shade } from '../palette.ts';
import { type Ctx, type Drawer, lin, n, shadow } from '../svg.ts';
import { at, ball } from './fruits-more.ts';
import { leafShape } from './shared.ts';

export { dates, pomegranate } from './fruits-more.ts';

/** Random specks inside an ellipse (peel pores, banana freckles). */
function specks(
  ctx: Ctx,
  count: number,
  rx: number,
  ry: number,
  r0: number,
  r1: number,
  fill: string,
  op: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = ctx.r.range(0, Math.PI * 2);
    const d = Math.sqrt(ctx.r.next()) * 0.9;
    out += `<circle cx="${n(Math.cos(t) * d * rx)}" cy="${n(Math.sin(t) * d * ry)}" r="${n(ctx.r.range(r0, r1))}"/>`;
  }
  return `<g fill="${fill}" opacity="${op}">${out}</g>`;
}

function kinnowFruit(ctx: Ctx, x: number, y: number, s: number, a: number): string {
  return (
    at(x, y, s, a) +
    `<ellipse rx="88" ry="72" fill="${ball(ctx, '#ffc25a', '#f8861c', '#b9480a')}"/>` +
    specks(ctx, 40, 84, 68, 1.4, 2.6, '#b4460a', 0.25) +
    specks(ctx, 18, 60, 50, 1.2, 2.2, '#ffe2a8', 0.45) +
    `<ellipse cx="-32" cy="-34" rx="28" ry="13" fill="#fff" opacity="0.38" transform="rotate(-18 -32 -34)"/>` +
    `<ellipse cx="6" cy="-64" rx="12" ry="4" fill="#c2560f" opacity="0.5"/>` +
    `<path d="M6 -66 l6 -5 1 6 7 1 -6 4 3 6 -7 -2 -5 5 -1 -7 -7 -2 7 -3 -1 -7 Z" fill="#55732a"/>` +
    `</g>`
  );
}

/** A kinnow cut across, its face turned to the camera: pith ring and juicy segments. */
function kinnowHalf(ctx: Ctx, x: number, y: number, s: number): string {
  const flesh = ball(ctx, '#ffd27a', '#ffa03a', '#ee7414', 0.5, 0.5, 0.6);
  let segs = '';
  const k = 11;
  for (let i = 0; i < k; i++) {
    const a0 = (i / k) * Math.PI * 2 + 0.05;
    const a1 = ((i + 1) / k) * Math.PI * 2 - 0.05;
    const p = (t: number, r: number) => `${n(Math.cos(t) * r * 1.06)} ${n(Math.sin(t) * r)}`;
    segs += `<path d="M${p((a0 + a1) / 2, 8)} L${p(a0, 62)} Q${p((a0 + a1) / 2, 70)} ${p(a1, 62)} Z" fill="${flesh}"/>`;
  }
  return (
    at(x, y, s) +
    `<ellipse cy="12" rx="88" ry="70" fill="${ball(ctx, '#ffb347', '#f07d16', '#a8400a', 0.4, 0.7)}"/>` +
    `<ellipse rx="84" ry="66" fill="#fff1d6"/>` +
    `<ellipse rx="84" ry="66" fill="none" stroke="#f39a2c" stroke-width="5"/>` +
    segs +
    `<path d="M-40 -30 Q-20 -44 6 -46" stroke="#fff" stroke-width="6" opacity="0.5" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

export const kinnow: Drawer = (ctx) => {
  const cut = ctx.r.int(0, 2);
  const front = [
    [250, 565, 0.9],
    [420, 578, 0.95],
    [590, 566, 0.86],
  ] as const;
  const leafA = ctx.r.range(-10, 10);
  return (
    shadow(ctx, 410, 632, 290, 14) +
    kinnowFruit(ctx, 330, 478, 0.95, -6) +
    kinnowFruit(ctx, 510, 474, 0.92, 8) +
    leafShape(470, 410, 120, -160 + leafA, '#3f8f3a') +
    leafShape(476, 408, 100, -40 + leafA, '#2f7a32') +
    front
      .map(([x, y, s], i) => (i === cut ? kinnowHalf(ctx, x, y + 4, s * 0.95) : kinnowFruit(ctx, x, y, s, 4)))
      .join('')
  );
};

/** Point on a cubic Bézier. */
const cub = (a: number, b: number, c: number, d: number, t: number) =>
  (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t ** 2 * c + t ** 3 * d;

/** One banana finger, neck at the origin, curving up to the right. */
function finger(ctx: Ctx, x: number, y: number, a: number, s: number, dim: number): string {
  const body = 'M30 -14 C100 -22 200 -36 262 -82 C270 -80 272 -72 266 -66 C224 16 110 50 30 16 Z';
  const fill = lin(
    ctx,
    [
      [0, '#9fb73c'],
      [0.2, '#f2d230'],
      [0.86, '#f8da48'],
      [1, '#a7b542'],
    ],
    0,
    0,
    1,
    0,
  );
  const shading = lin(ctx, [
    [0, '#fffbe0', 0.6],
    [0.35, '#fff', 0],
    [0.7, '#8a5a00', 0],
    [1, '#6b4200', 0.5],
  ]);
  let freckles = '';
  for (let i = 0; i < 7; i++) {
    const t = ctx.r.range(0.15, 0.85);
    const fx = (cub(30, 100, 200, 262, t) + cub(266, 224, 110, 30, 1 - t)) / 2;
    const fy = (cub(-14, -22, -36, -82, t) + cub(-66, 16, 50, 16, 1 - t)) / 2 + ctx.r.range(-8, 8);
    freckles += `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(ctx.r.range(1.5, 3))}" ry="1.4"/>`;
  }
  return (
    at(x, y, s, a) +
    `<path d="M0 -9 L36 -12 L36 12 L0 9 Z" fill="#8f9a3a"/>` +
    `<path d="${body}" fill="${fill}" stroke="#b98a12" stroke-width="2"/>` +
    `<path d="${body}" fill="${shading}"/>` +
    `<path d="M40 2 C120 12 210 -14 258 -68" stroke="#c99a12" stroke-width="3" opacity="0.45" fill="none"/>` +
    `<g fill="#5e3510" opacity="0.7">${freckles}</g>` +
    `<path d="M262 -80 l9 -3 4 12 -8 3 Z" fill="#3f3218"/>` +
    (dim ? `<path d="${body}" fill="#5a3a00" opacity="${n(dim)}"/>` : '') +
    `</g>`
  );
}

export const bananas: Drawer = (ctx) => {
  const spread = ctx.r.range(3.6, 4.6);
  const back: string[] = [];
  const front: string[] = [];
  for (let i = 0; i < 6; i++) {
    const j = ctx.r.range(-1.5, 1.5);
    back.push(finger(ctx, 236, 530 + i * 8, -22 + i * spread + j, 1.04, 0.16));
    front.push(finger(ctx, 242, 560 + i * 7, -12 + i * spread + j, 1.08, 0));
  }
  const stub = lin(
    ctx,
    [
      [0, '#6f7d2c'],
      [0.5, '#9aa64a'],
      [1, '#5b5a22'],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    shadow(ctx, 420, 632, 270, 14) +
    `<g transform="translate(400 620) scale(1.12) translate(-372 -620)">` +
    back.join('') +
    front.join('') +
    `<path d="M226 540 L176 500 Q170 520 166 532 L224 590 Z" fill="${stub}"/>` +
    `<ellipse cx="171" cy="516" rx="11" ry="19" fill="#6b5a2a" transform="rotate(40 171 516)"/>` +
    `<ellipse cx="171" cy="516" rx="6" ry="12" fill="#b09a5a" transform="rotate(40 171 516)"/>` +
    `<ellipse cx="242" cy="574" rx="15" ry="42" fill="${stub}"/>` +
    `</g>`
  );
};

/** Whole guava: pale green, faintly speckled, with a stalk. */
function guavaFruit(ctx: Ctx, x: number, y: number, s: number, a: number, tone: string): string {
  return (
    at(x, y, s, a) +
    `<path d="M0 -80 C52 -82 88 -42 86 8 C84 56 48 80 0 80 C-48 80 -84 56 -86 8 C-88 -42 -52 -82 0 -80 Z" fill="${ball(ctx, shade(tone, 0.55), tone, shade(tone, -0.45))}"/>` +
    specks(ctx, 30, 78, 72, 1, 2.2, '#5c7a22', 0.3) +
    `<ellipse cx="-34" cy="-36" rx="26" ry="14" fill="#fff" opacity="0.35" transform="rotate(-24 -34 -36)"/>` +
    `<path d="M0 -78 q2 -16 10 -24" stroke="#5b4a22" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** A guava cut in half: green skin rim, firm flesh and a seedy heart. */
function guavaHalf(ctx: Ctx, x: number, y: number, s: number, pink: boolean): string {
  const flesh = pink ? ['#ffc7c2', '#f79a9c', '#ea7f86'] : ['#fffaf0', '#f8f0da', '#eadfbf'];
  let seeds = '';
  for (let i = 0; i < 26; i++) {
    const t = ctx.r.range(0, Math.PI * 2);
    const r = ctx.r.range(18, 38);
    seeds += `<ellipse cx="${n(Math.cos(t) * r)}" cy="${n(Math.sin(t) * r * 0.9)}" rx="3.4" ry="2.4" transform="rotate(${n((t * 180) / Math.PI)} ${n(Math.cos(t) * r)} ${n(Math.sin(t) * r * 0.9)})"/>`;
  }
  return (
    at(x, y, s) +
    `<ellipse cy="14" rx="86" ry="72" fill="${ball(ctx, '#d6e892', '#9dbd45', '#5d7f22', 0.4, 0.7)}"/>` +
    `<ellipse rx="84" ry="70" fill="#b7cf63"/>` +
    `<ellipse rx="78" ry="64" fill="${ball(ctx, flesh[0] ?? '', flesh[1] ?? '', flesh[2] ?? '', 0.45, 0.4, 0.7)}"/>` +
    `<ellipse rx="46" ry="41" fill="${pink ? '#f07e8a' : '#f1e2bc'}" opacity="0.8"/>` +
    `<g fill="${pink ? '#fbe3c8' : '#d9c48e'}" stroke="${pink ? '#c75a62' : '#b8a36a'}" stroke-width="0.8">${seeds}</g>` +
    `<path d="M-44 -36 Q-20 -52 10 -54" stroke="#fff" stroke-width="6" opacity="0.45" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

export const guava: Drawer = (ctx) => {
  const tone = ctx.r.pick(['#a9c94a', '#b6cf52', '#9cc244']);
  const pink = ctx.r.chance(0.6);
  const flip = ctx.r.chance(0.5) ? 1 : -1;
  const fx = (x: number) => 400 + (x - 400) * flip;
  return (
    shadow(ctx, 400, 632, 280, 14) +
    guavaFruit(ctx, fx(300), 486, 1.0, -8 * flip, tone) +
    guavaFruit(ctx, fx(512), 480, 0.94, 10 * flip, shade(tone, -0.06)) +
    leafShape(fx(420), 414, 130, flip > 0 ? -150 : -30, '#4d8f35') +
    leafShape(fx(418), 416, 100, flip > 0 ? -100 : -80, '#3b7a2c') +
    guavaFruit(ctx, fx(232), 580, 0.74, 6 * flip, shade(tone, 0.05)) +
    guavaHalf(ctx, fx(440), 574, 0.95, pink)
  );
};
