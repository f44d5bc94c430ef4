// Shoe rack: a free-standing four-tier rack (two side frames, bar or slatted shelves) with a few pairs on it.
import { makeRng, shade } from '../palette.ts';
import { type Ctx, cyl, type Drawer, lin, n, rr, shadow } from '../svg.ts';
import { jutti, shoe } from './footwear.ts';
import { WOOD } from './furniture.ts';

/** Front corners, depth receding up and to the right, and each shelf's front edge from the bottom up. */
const X0 = 216;
const X1 = 584;
const DX = 84;
const DY = -50;
const FLOOR = 640;
const LEVELS = [606, 498, 390, 282];
/** How far back the second shoe of a pair stands, as a share of the shelf's depth. */
const BACK = 0.36;

/** A two-stop gradient, top to bottom. */
const fade = (ctx: Ctx, a: string, b: string) =>
  lin(ctx, [
    [0, a],
    [1, b],
  ]);

/** Darkens whatever it is put on: the far shoe of a pair. */
function dim(ctx: Ctx): string {
  const id = ctx.id('d');
  ctx.defs.push(
    `<filter id="${id}"><feColorMatrix type="matrix" values="0.72 0 0 0 0 0 0.72 0 0 0 0 0 0.72 0 0 0 0 0 1 0"/></filter>`,
  );
  return `url(#${id})`;
}

/** Footwear's own drawing shrunk so its heel (hx, hy) stands at (x, y), coloured from its own seed. */
function mini(ctx: Ctx, draw: Drawer, seed: number, hx: number, hy: number, x: number, y: number, s: number) {
  const sub: Ctx = { ...ctx, r: makeRng(seed, 'rack') };
  return `<g transform="translate(${n(x - hx * s)} ${n(y - hy * s)}) scale(${s})">${draw(sub)}</g>`;
}

type Pair = (ctx: Ctx, x: number, y: number) => string;

const trainers: Pair = (ctx, x, y) => {
  const seed = ctx.r.int(0, 99999);
  const far = mini(ctx, shoe, seed, 150, 636, x + BACK * DX, y + BACK * DY, 0.23);
  return `<g filter="${dim(ctx)}">${far}</g>${mini(ctx, shoe, seed, 150, 636, x, y, 0.23)}`;
};

const khussas: Pair = (ctx, x, y) => mini(ctx, jutti, ctx.r.int(0, 99999), 164, 642, x, y, 0.25);

/** Two of one shoe drawn with `one` (heel at the origin, toe to the right), the far one in shadow. */
const twoOf = (one: (c: string, x: number, y: number) => string, c: string, x: number, y: number) =>
  one(shade(c, -0.3), x + BACK * DX, y + BACK * DY) + one(c, x, y);

const formal: Pair = (ctx, x, y) => {
  const leather = ctx.r.pick(['#1c1917', '#5c3a22', '#7a3e1d', '#2b2118', '#8b5a2b']);
  const one = (c: string, ox: number, oy: number) =>
    `<g transform="translate(${n(ox)} ${n(oy)}) scale(1.1)">` +
    `<path d="M2 -8 C0 -22 3 -33 10 -36 Q22 -38 32 -33 Q46 -29 58 -32 L66 -33 Q94 -27 112 -18 Q123 -13 122 -8 Z" fill="${fade(ctx, shade(c, 0.3), shade(c, -0.15))}"/>` +
    `<path d="M12 -34 Q34 -29 58 -32" stroke="${shade(c, -0.5)}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M94 -27 Q100 -17 98 -8 M40 -33 Q50 -20 48 -8" stroke="${shade(c, -0.45)}" stroke-width="1.5" fill="none"/>` +
    `<path d="M58 -31 L70 -27 M60 -26 L72 -23" stroke="${shade(c, 0.5)}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M100 -23 Q110 -18 116 -12" stroke="#fff" stroke-width="3" fill="none" opacity="0.45" stroke-linecap="round"/>` +
    rr(0, -9, 124, 5, 2.5, `fill="${shade(c, -0.55)}"`) +
    rr(2, -5, 26, 5, 1.5, `fill="${shade(c, -0.6)}"`) +
    `</g>`;
  return twoOf(one, leather, x, y);
};

const sandals: Pair = (ctx, x, y) => {
  const strap = ctx.r.pick(['#7a4a2a', '#a0612f', '#1f2937', '#b45309', '#9d174d']);
  const sole = ctx.r.pick(['#f5f0e1', '#3f3f46', '#1f2937', '#e7d3b0']);
  const one = (c: string, ox: number, oy: number) =>
    `<g transform="translate(${n(ox)} ${n(oy)}) scale(1.1)">` +
    `<path d="M2 -6 Q2 -13 12 -13 L106 -13 Q124 -13 124 -6 Q124 0 112 0 L10 0 Q2 0 2 -6 Z" fill="${fade(ctx, shade(sole, 0.2), shade(sole, -0.25))}"/>` +
    rr(4, -4, 118, 4, 2, `fill="${shade(sole, -0.45)}"`) +
    `<path d="M62 -13 Q66 -38 88 -36 Q106 -32 110 -13 Z" fill="${fade(ctx, shade(c, 0.25), shade(c, -0.15))}"/>` +
    `<path d="M40 -13 Q44 -30 58 -31" stroke="${c}" stroke-width="8" fill="none"/>` +
    `<path d="M8 -13 Q6 -28 20 -30 L44 -22" stroke="${shade(c, -0.15)}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<circle cx="42" cy="-23" r="4" fill="#d4a537"/>` +
    `<path d="M70 -30 Q84 -34 98 -26" stroke="#fff" stroke-width="2" fill="none" opacity="0.35"/>` +
    `</g>`;
  return twoOf(one, shade(strap, 0.05), x, y);
};

export const shoeRack: Drawer = (ctx) => {
  const metal = ctx.r.chance(0.5);
  const frame = metal
    ? ctx.r.pick(['#1f2937', '#e5e7eb', '#9ca3af', '#27272a', '#f5f5f4'])
    : ctx.r.pick(WOOD);
  const pw = metal ? 12 : 18;
  const ts = metal ? [0.06, 0.5, 0.94] : [0.08, 0.3, 0.52, 0.74, 0.94];
  const top = LEVELS[3]! - 28;
  const postF = metal
    ? cyl(ctx, frame, shade(frame, 0.45), shade(frame, -0.35))
    : lin(
        ctx,
        [
          [0, shade(frame, 0.22)],
          [0.4, frame],
          [1, shade(frame, -0.3)],
        ],
        0,
        0,
        1,
        0,
      );
  const post = (x: number, y: number) =>
    rr(x - pw / 2, top + y - FLOOR, pw, FLOOR - top, metal ? pw / 2 : 3, `fill="${postF}"`) +
    rr(x - pw / 2 - 1, y - 8, pw + 2, 9, 3, `fill="${shade(frame, -0.55)}"`);
  const rail = (x: number, y: number) =>
    `<path d="M${x} ${y} L${x + DX} ${y + DY}" stroke="${shade(frame, -0.12)}" stroke-width="${metal ? 8 : 12}" stroke-linecap="round"/>`;
  /** A bar (metal) or a slat with its top and front faces (wood) running the shelf's width at depth t. */
  const slat = (y: number, t: number) => {
    const at = (x: number, k: number) => `${n(x + k * DX)} ${n(y + k * DY)}`;
    return metal
      ? rr(
          X0 + t * DX,
          y + t * DY - 4,
          X1 - X0,
          8,
          4,
          `fill="${fade(ctx, shade(frame, 0.4), shade(frame, -0.3))}"`,
        )
      : `<path d="M${at(X0, t - 0.08)} L${at(X1, t - 0.08)} L${at(X1, t + 0.08)} L${at(X0, t + 0.08)} Z" fill="${shade(frame, 0.2)}"/>` +
          rr(
            X0 + (t - 0.08) * DX,
            y + (t - 0.08) * DY,
            X1 - X0,
            9,
            1.5,
            `fill="${fade(ctx, shade(frame, -0.05), shade(frame, -0.3))}"`,
          );
  };
  // Six pairs over four shelves: two shelves hold two pairs, the other two one pair each.
  const pairs: Pair[] = [
    trainers,
    trainers,
    formal,
    khussas,
    sandals,
    ctx.r.pick([formal, sandals, khussas]),
  ];
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = ctx.r.int(0, i);
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  const a = ctx.r.int(0, 3);
  const b = (a + 1 + ctx.r.int(0, 2)) % 4;
  const shelves = LEVELS.map((y, level) => {
    const lone = level === a || level === b ? ctx.r.int(0, 1) : -1;
    const place = (i: number) => {
      const pair = lone === -1 || lone === i ? pairs.pop() : undefined;
      return pair ? pair(ctx, X0 + 0.2 * DX + 12 + i * 184 + ctx.r.range(-6, 6), y + 0.2 * DY) : '';
    };
    return (
      rail(X0, y) +
      ts
        .filter((t) => t > 0.2)
        .reverse()
        .map((t) => slat(y, t))
        .join('') +
      place(0) +
      place(1) +
      ts
        .filter((t) => t <= 0.2)
        .map((t) => slat(y, t))
        .join('') +
      rail(X1, y)
    );
  });
  return (
    shadow(ctx, 444, 628, 250, 14) +
    post(X0 + DX, FLOOR + DY) +
    post(X1 + DX, FLOOR + DY) +
    shelves.join('') +
    post(X0, FLOOR) +
    post(X1, FLOOR)
  );
};
