// Fresh produce: mangoes/apples and mixed vegetables.
import { shade } from '../palette.ts';
import { type Ctx, type Drawer, lin, n, rad, shadow } from '../svg.ts';
import { leafShape } from './shared.ts';

function mango(ctx: Ctx, x: number, y: number, s: number, a: number): string {
  const fill = lin(
    ctx,
    [
      [0, '#a8c23a'],
      [0.28, '#f0cf35'],
      [0.62, '#f7a928'],
      [1, '#e4672b'],
    ],
    0,
    0,
    1,
    1,
  );
  const shine = rad(
    ctx,
    [
      [0, '#fff8c8', 0.75],
      [1, '#fff8c8', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)}) scale(${n(s)})">` +
    `<path d="M-118 8 C-120 -52 -60 -80 0 -78 C72 -76 120 -40 118 8 C116 52 80 78 30 76 C0 75 -22 62 -52 64 C-92 66 -116 46 -118 8 Z" fill="${fill}"/>` +
    `<ellipse cx="-30" cy="-36" rx="60" ry="24" fill="${shine}" transform="rotate(-10 -30 -36)"/>` +
    `<path d="M60 60 Q100 40 108 0" stroke="#c2410c" stroke-width="10" fill="none" opacity="0.18" stroke-linecap="round"/>` +
    `<path d="M-104 -36 q-10 -10 -8 -24" stroke="#5b3a1a" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    leafShape(-110, -58, 96, -160, '#3f8f3a') +
    `</g>`
  );
}

function apple(ctx: Ctx, x: number, y: number, s: number, color: string): string {
  const fill = rad(
    ctx,
    [
      [0, shade(color, 0.35)],
      [0.6, color],
      [1, shade(color, -0.4)],
    ],
    0.35,
    0.35,
    0.75,
  );
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="M0 -70 C40 -100 100 -80 100 -10 C100 60 50 100 20 96 C10 94 -10 94 -20 96 C-50 100 -100 60 -100 -10 C-100 -80 -40 -100 0 -70 Z" fill="${fill}"/>` +
    `<ellipse cx="-45" cy="-30" rx="16" ry="28" fill="#fff" opacity="0.4" transform="rotate(25 -45 -30)"/>` +
    `<path d="M0 -70 q4 -30 16 -44" stroke="#5b3a1a" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    leafShape(10, -100, 60, -30, '#4d9a35') +
    `</g>`
  );
}

/** Mangoes or apples: as asked, or one of them at random (a fruit without its own picture). */
const fruitOf =
  (pinned?: 'mango' | 'apple'): Drawer =>
  (ctx) => {
    if (pinned ? pinned === 'mango' : ctx.r.chance(0.55)) {
      return (
        shadow(ctx, 400, 630, 270, 14) +
        mango(ctx, 300, 500, 1.0, -18) +
        mango(ctx, 520, 510, 0.95, 12) +
        mango(ctx, 410, 560, 1.1, -4)
      );
    }
    const color = ctx.r.pick(['#c81d25', '#d62828', '#8db600', '#e63946', '#b5172e']);
    return (
      shadow(ctx, 400, 632, 250, 14) +
      apple(ctx, 285, 540, 0.95, color) +
      apple(ctx, 515, 540, 0.95, shade(color, -0.08)) +
      apple(ctx, 400, 580, 0.85, shade(color, 0.05))
    );
  };

export const vegetable: Drawer = (ctx) => {
  const tomato = (x: number, y: number, s: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="70" ry="60" fill="${rad(
      ctx,
      [
        [0, '#ff6b5a'],
        [0.6, '#e63022'],
        [1, '#a3160c'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>` +
    `<ellipse cx="-26" cy="-22" rx="14" ry="9" fill="#fff" opacity="0.45"/>` +
    `<path d="M0 -56 l14 -6 -6 14 16 4 -16 6 4 14 -12 -8 -12 8 4 -14 -16 -6 16 -4 -6 -14 Z" fill="#2f7d32"/><path d="M0 -58 q2 -14 8 -18" stroke="#2f7d32" stroke-width="5" fill="none"/></g>`;
  const carrot = (x: number, y: number, a: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><path d="M-22 0 Q0 -8 22 0 L4 190 Q0 198 -4 190 Z" fill="${lin(
      ctx,
      [
        [0, '#f28c28'],
        [0.5, '#f9a14a'],
        [1, '#d2691e'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    [40, 80, 120].map((yy) => `<path d="M-14 ${yy} l10 2" stroke="#b4531a" stroke-width="3"/>`).join('') +
    `<path d="M0 -2 q-20 -50 -10 -80 M0 -2 q0 -50 8 -86 M0 -2 q16 -40 30 -66" stroke="#3f8f3a" stroke-width="7" fill="none" stroke-linecap="round"/></g>`;
  const brinjal = (x: number, y: number, a: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><path d="M0 -30 C60 -40 150 -30 190 20 C220 60 180 100 120 80 C60 60 20 40 0 30 C-20 20 -20 -26 0 -30 Z" fill="${rad(
      ctx,
      [
        [0, '#8e4fbf'],
        [0.6, '#5b2a86'],
        [1, '#2e1247'],
      ],
      0.5,
      0.3,
      0.7,
    )}"/>` +
    `<path d="M30 -18 C80 -24 140 -14 170 14" stroke="#fff" stroke-width="8" opacity="0.25" fill="none" stroke-linecap="round"/>` +
    `<path d="M-6 -34 Q20 -10 40 -26 Q30 0 44 24 Q18 14 -6 32 Q-14 0 -6 -34 Z" fill="#3f7d2c"/><path d="M-4 0 L-40 -10" stroke="#3f7d2c" stroke-width="12" stroke-linecap="round"/></g>`;
  const chilli = (x: number, y: number, a: number) =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><path d="M0 0 C40 -10 110 -6 150 20 C110 12 40 14 0 12 Z" fill="#2f9e44"/><path d="M0 6 q-14 -4 -22 -16" stroke="#1f6f2c" stroke-width="5" fill="none" stroke-linecap="round"/></g>`;
  const onion = (x: number, y: number) =>
    `<g transform="translate(${n(x)} ${n(y)})"><path d="M0 -78 Q8 -50 40 -34 Q72 -10 62 26 Q50 56 0 58 Q-50 56 -62 26 Q-72 -10 -40 -34 Q-8 -50 0 -78 Z" fill="${rad(
      ctx,
      [
        [0, '#c44d7a'],
        [0.7, '#8e2450'],
        [1, '#5e1535'],
      ],
      0.4,
      0.4,
      0.7,
    )}"/>` +
    `<path d="M0 -70 Q-30 -20 -20 54 M0 -70 Q30 -20 20 54 M0 -70 L0 56" stroke="#f3c4d6" stroke-width="2" fill="none" opacity="0.5"/><path d="M-14 58 l-6 10 M0 58 l0 12 M14 58 l6 10" stroke="#d8c3a5" stroke-width="3"/></g>`;
  const order = ctx.r.chance(0.5);
  return (
    shadow(ctx, 400, 632, 280, 14) +
    `<g transform="translate(400 632) scale(1.14) translate(-400 -632)">` +
    onion(order ? 560 : 240, 556) +
    brinjal(order ? 420 : 250, 470, order ? -10 : 15) +
    carrot(order ? 270 : 510, 410, order ? -26 : 30) +
    carrot(order ? 296 : 488, 418, order ? -12 : 16) +
    tomato(order ? 470 : 320, 580, 1) +
    tomato(order ? 330 : 460, 590, 0.85) +
    chilli(order ? 150 : 560, 616, -4) +
    chilli(order ? 520 : 180, 624, 6) +
    `</g>`
  );
};

export const fruit = fruitOf();
export const mangoes = fruitOf('mango');
export const apples = fruitOf('apple');
