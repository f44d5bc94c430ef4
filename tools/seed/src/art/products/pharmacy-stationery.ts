// Pharmacy and school extras: ORS sachets, a syrup, vitamin drops, a geometry box and a sticky-notes cube.
import { shade } from '../palette.ts';
import { blur, type Ctx, clip, cyl, type Drawer, fade, lin, n, rr, shadow } from '../svg.ts';
import { add, hull, mul, type P2, plane, proj, type V3 } from './perspective.ts';
import { sparkle } from './shared.ts';

/** Shading across a thing lying on its side (a pen): dark edges, a bright band above the middle. */
const across = (ctx: Ctx, base: string) =>
  lin(ctx, [
    [0, shade(base, -0.4)],
    [0.3, shade(base, 0.4)],
    [0.55, base],
    [1, shade(base, -0.45)],
  ]);

/** Tiny text-like bars (no words): rows of [x, y, width] at height h. */
const bars = (rows: readonly (readonly [number, number, number])[], h: number, attrs: string) =>
  rows.map(([x, y, w]) => rr(x, y, w, h, h / 2, attrs)).join('');

/** A water drop with its tip at (x, y - s) and its belly round (x, y + s * 0.4). */
const drop = (x: number, y: number, s: number, attrs: string) =>
  `<path d="M${n(x)} ${n(y - s)} C${n(x + s * 0.25)} ${n(y - s * 0.5)} ${n(x + s * 0.75)} ${n(y - s * 0.1)} ${n(x + s * 0.75)} ${n(y + s * 0.4)} A${n(s * 0.75)} ${n(s * 0.75)} 0 0 1 ${n(x - s * 0.75)} ${n(y + s * 0.4)} C${n(x - s * 0.75)} ${n(y - s * 0.1)} ${n(x - s * 0.25)} ${n(y - s * 0.5)} ${n(x)} ${n(y - s)} Z" ${attrs}/>`;

/** A rounded medical cross centred on (x, y), arm width a. */
const cross = (x: number, y: number, a: number, attrs: string) =>
  rr(x - a * 1.5, y - a / 2, a * 3, a, a * 0.2, attrs) + rr(x - a / 2, y - a * 1.5, a, a * 3, a * 0.2, attrs);

/**
 * A carton in three-quarter view: the front face spans x..x+w and y..y+h, the side and top recede by (dx, -dy).
 * The prints are flat drawings in local coordinates (front 0..w × 0..h, side 0..dx × 0..h, top 0..w × 0..dy);
 * the carton lays them on its faces and shades them.
 */
function carton(
  ctx: Ctx,
  box: { x: number; y: number; w: number; h: number; dx: number; dy: number },
  front: string,
  side: string,
  top: string,
): string {
  const { x, y, w, h, dx, dy } = box;
  const skew = n((-Math.atan2(dy, dx) * 180) / Math.PI);
  const sideP = `M${n(x + w)} ${n(y)} L${n(x + w + dx)} ${n(y - dy)} L${n(x + w + dx)} ${n(y + h - dy)} L${n(x + w)} ${n(y + h)} Z`;
  const topP = `M${n(x)} ${n(y)} L${n(x + dx)} ${n(y - dy)} L${n(x + w + dx)} ${n(y - dy)} L${n(x + w)} ${n(y)} Z`;
  const frontShade = lin(
    ctx,
    [
      [0, '#ffffff', 0.16],
      [0.45, '#ffffff', 0],
      [1, '#1e293b', 0.1],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    `<g transform="translate(${n(x + w)} ${n(y)}) skewY(${skew})">${side}</g>` +
    `<path d="${sideP}" fill="${fade(ctx, '#1e293b', '#0f172a')}" opacity="0.3"/>` +
    `<g transform="translate(${n(x + dx)} ${n(y - dy)}) skewX(${n((-Math.atan2(dx, dy) * 180) / Math.PI)})">${top}</g>` +
    `<path d="${topP}" fill="#fff" opacity="0.22"/>` +
    `<g transform="translate(${n(x)} ${n(y)})">${front}</g>` +
    rr(x, y, w, h, 0, `fill="${frontShade}"`) +
    `<path d="M${n(x)} ${n(y)} L${n(x + w)} ${n(y)} L${n(x + w + dx)} ${n(y - dy)}" fill="none" stroke="#fff" stroke-width="2" opacity="0.6" stroke-linejoin="round"/>`
  );
}

/** Print colours for the pharmacy packs: [main, accent]. */
const PHARMA = [
  ['#1d4ed8', '#f97316'],
  ['#0369a1', '#22c55e'],
  ['#15803d', '#f97316'],
  ['#ea580c', '#2563eb'],
  ['#0f766e', '#facc15'],
  ['#7c3aed', '#f59e0b'],
  ['#be123c', '#0ea5e9'],
] as const;

/** ORS flavours: the fruit colour printed on a sachet. */
const FLAVOURS = ['#f97316', '#facc15', '#84cc16', '#ec4899', '#38bdf8'];

/** A glass of water, its rim centred on (x, y), s wide. */
function glass(ctx: Ctx, x: number, y: number, s: number, water: string): string {
  const h = s * 1.2;
  const b = s * 0.4;
  const t = s * 0.5;
  return (
    `<path d="M${n(x - t)} ${n(y)} L${n(x + t)} ${n(y)} L${n(x + b)} ${n(y + h)} L${n(x - b)} ${n(y + h)} Z" fill="#e0f2fe" stroke="#fff" stroke-width="${n(s * 0.04)}"/>` +
    `<path d="M${n(x - t * 0.92)} ${n(y + h * 0.3)} Q${n(x)} ${n(y + h * 0.22)} ${n(x + t * 0.92)} ${n(y + h * 0.3)} L${n(x + b)} ${n(y + h)} L${n(x - b)} ${n(y + h)} Z" fill="${fade(ctx, shade(water, 0.35), water)}"/>` +
    rr(x - t * 0.7, y + h * 0.12, s * 0.1, h * 0.7, s * 0.05, 'fill="#fff" opacity="0.6"')
  );
}

/** A fruit slice: a rind ring and segments, centred on (x, y), radius r. */
const slice = (x: number, y: number, r: number, c: string) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${shade(c, -0.1)}"/>` +
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.82)}" fill="${shade(c, 0.55)}"/>` +
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.72)}" fill="${shade(c, 0.15)}"/>` +
  `<path d="${[0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = (i * Math.PI) / 3;
      return `M${n(x)} ${n(y)} L${n(x + Math.cos(a) * r * 0.72)} ${n(y + Math.sin(a) * r * 0.72)}`;
    })
    .join('')}" stroke="${shade(c, 0.6)}" stroke-width="${n(r * 0.1)}"/>`;

/** Sachet size. */
const SW = 160;
const SH = 236;

/**
 * The print every sachet shares, its bottom edge centred on (0, 0): crimped seals, a brand band, a glass of
 * water with drops. Stored once in defs; each sachet adds its flavour band over it.
 */
function sachetPrint(ctx: Ctx, paper: string, main: string): string {
  const x0 = -SW / 2;
  const teeth = (y: number, dir: number) =>
    Array.from({ length: 28 }, (_, i) => `${n(x0 + (i * SW) / 27)} ${n(y + (i % 2 ? dir * 4 : 0))}`);
  const outline = `M${teeth(-SH, 1).join(' L')} L${teeth(0, -1).reverse().join(' L')} Z`;
  const ridges = `M${x0 + 4} ${-SH + 4}${'h3v12h3v-12'.repeat(25)}M${x0 + 4} -16${'h3v12h3v-12'.repeat(25)}`;
  const bandY = -SH + 20;
  const id = ctx.id('sachet');
  ctx.defs.push(
    `<g id="${id}">` +
      `<path d="${outline}" fill="${paper}" stroke="#64748b" stroke-opacity="0.35" stroke-width="1.5"/>` +
      `<path d="M${x0} ${bandY} H${SW / 2} V${bandY + 52} C${SW * 0.2} ${bandY + 68} ${-SW * 0.2} ${bandY + 42} ${x0} ${bandY + 60} Z" fill="${main}"/>` +
      bars(
        [
          [x0 + 14, bandY + 12, 84],
          [x0 + 14, bandY + 28, 50],
        ],
        8,
        'fill="#fff" opacity="0.9"',
      ) +
      `<circle cx="${SW / 2 - 26}" cy="${bandY + 22}" r="14" fill="#fff"/>` +
      cross(SW / 2 - 26, bandY + 22, 6, `fill="${main}"`) +
      glass(ctx, -20, -150, 54, '#38bdf8') +
      drop(30, -158, 17, `fill="${main}"`) +
      drop(40, -120, 9, `fill="${main}" opacity="0.6"`) +
      `<path d="M${x0} ${-SH + 4} H${SW / 2} V${-SH + 18} H${x0} Z M${x0} -18 H${SW / 2} V-4 H${x0} Z" fill="#334155" opacity="0.1"/>` +
      `<path d="${ridges}" fill="none" stroke="#475569" stroke-width="1" opacity="0.3"/>` +
      `<path d="M${SW / 2} ${-SH + 24} l-7 4 l7 4" fill="none" stroke="#475569" stroke-width="1.5" opacity="0.6"/>` +
      '</g>',
  );
  return id;
}

/** One sachet: the shared print, a fruit band in its flavour and a sheen across it. */
function sachet(print: string, flavour: string, foil: boolean): string {
  const x0 = -SW / 2;
  const fy = -84;
  return (
    `<use href="#${print}"/>` +
    `<path d="M${x0} ${fy} C${-SW * 0.2} ${fy - 14} ${SW * 0.2} ${fy + 10} ${SW / 2} ${fy - 8} V-18 H${x0} Z" fill="${flavour}"/>` +
    slice(SW / 2 - 38, fy + 32, 23, flavour) +
    bars(
      [
        [x0 + 14, fy + 20, 64],
        [x0 + 14, fy + 36, 42],
      ],
      7,
      'fill="#fff" opacity="0.9"',
    ) +
    `<path d="M${x0} ${-SH * 0.25} L${SW / 2} ${-SH * 0.8} V${-SH * 0.62} L${x0} ${-SH * 0.05} Z" fill="#fff" opacity="${foil ? 0.25 : 0.14}"/>`
  );
}

export const orsSachets: Drawer = (ctx) => {
  const [main, accent] = ctx.r.pick(PHARMA);
  const foil = ctx.r.chance(0.5);
  const pool = FLAVOURS.filter((f) => f !== accent);
  const flavours = [0, 1, 2].map(() => pool.splice(ctx.r.int(0, pool.length - 1), 1)[0]!);
  const count = ctx.r.pick([2, 3, 3]);
  const box = { x: 398, y: 272, w: 220, h: 340, dx: 70, dy: 40 };
  const { w, h } = box;
  const front =
    rr(0, 0, w, h, 0, 'fill="#f8fafc"') +
    `<path d="M0 0 L${w} 0 L${w} 74 C${w * 0.7} 96 ${w * 0.35} 56 0 84 Z" fill="${main}"/>` +
    bars(
      [
        [20, 22, 120],
        [20, 46, 76],
      ],
      12,
      'fill="#fff" opacity="0.92"',
    ) +
    `<circle cx="${w - 38}" cy="40" r="24" fill="#fff"/>` +
    cross(w - 38, 40, 10, `fill="${accent}"`) +
    glass(ctx, w * 0.62, 118, 92, '#38bdf8') +
    drop(w * 0.62 + 10, 96, 22, `fill="${main}"`) +
    bars(
      [
        [20, 248, 90],
        [20, 262, 60],
      ],
      7,
      `fill="${main}" opacity="0.4"`,
    ) +
    `<path d="M0 ${h - 58} C${w * 0.3} ${h - 80} ${w * 0.6} ${h - 36} ${w} ${h - 68} L${w} ${h} L0 ${h} Z" fill="${accent}"/>` +
    `<path d="M0 ${h - 44} C${w * 0.3} ${h - 66} ${w * 0.6} ${h - 22} ${w} ${h - 54} L${w} ${h} L0 ${h} Z" fill="${main}"/>` +
    bars([[w - 110, h - 24, 90]], 8, 'fill="#fff" opacity="0.85"');
  const side =
    rr(0, 0, box.dx, h, 0, `fill="${main}"`) +
    rr(0, 110, box.dx, 120, 0, 'fill="#f8fafc"') +
    bars(
      [
        [12, 128, 48],
        [12, 144, 40],
        [12, 160, 48],
        [12, 176, 30],
        [12, 192, 44],
      ],
      6,
      `fill="${main}" opacity="0.45"`,
    ) +
    rr(0, h - 30, box.dx, 30, 0, `fill="${accent}"`);
  const top = rr(0, 0, w, box.dy, 0, 'fill="#f1f5f9"') + rr(0, box.dy - 10, w, 10, 0, `fill="${main}"`);
  const paper = foil
    ? lin(
        ctx,
        [
          [0, '#94a3b8'],
          [0.2, '#f1f5f9'],
          [0.45, '#cbd5e1'],
          [0.7, '#f8fafc'],
          [1, '#94a3b8'],
        ],
        0,
        0,
        1,
        0.3,
      )
    : lin(
        ctx,
        [
          [0, '#e7e5e4'],
          [0.3, '#ffffff'],
          [1, '#e7e5e4'],
        ],
        0,
        0,
        1,
        0,
      );
  // The sachets fan out like a hand of cards from a point below the floor.
  const angles = count === 3 ? [-19, -4, 11] : [-12, 5];
  const print = sachetPrint(ctx, paper, main);
  const packs = angles
    .map((a0) => {
      const a = a0 + ctx.r.range(-2, 2);
      const t = (a * Math.PI) / 180;
      return `<g transform="translate(${n(318 + Math.sin(t) * 300)} ${n(964 - Math.cos(t) * 300)}) rotate(${n(a)}) scale(1.1)">${sachet(print, flavours.pop()!, foil)}</g>`;
    })
    .join('');
  return (
    shadow(ctx, 440, 636, 240, 14) +
    carton(ctx, box, front, side, top) +
    shadow(ctx, 318, 658, 170, 8, 0.8) +
    packs +
    sparkle(636, 300, 12) +
    sparkle(150, 440, 8)
  );
};

/** Syrup colours: the medicine as seen in the dosing cup. */
/** A round bottle's label in light: dark at both edges, lit a quarter of the way in. */
const labelCurve = (ctx: Ctx) =>
  lin(
    ctx,
    [
      [0, '#0f172a', 0.3],
      [0.25, '#fff', 0],
      [0.75, '#0f172a', 0],
      [1, '#0f172a', 0.35],
    ],
    0,
    0,
    1,
    0,
  );

const SYRUP = ['#dc2626', '#ea580c', '#db2777', '#d97706', '#9333ea'];

export const syrup: Drawer = (ctx) => {
  const [main, accent] = ctx.r.pick(PHARMA);
  const capC = ctx.r.pick(['#f8fafc', '#f8fafc', main, shade(accent, -0.1)]);
  const liquid = ctx.r.pick(SYRUP);
  const amber = ctx.r.pick(['#b4530f', '#a8480c', '#c0641a']);
  const flip = ctx.r.chance(0.5);
  // Carton behind, to the left of the bottle.
  const box = { x: 200, y: 246, w: 158, h: 368, dx: 58, dy: 34 };
  const bw = box.w;
  const bh = box.h;
  const front =
    rr(0, 0, bw, bh, 0, 'fill="#f8fafc"') +
    rr(0, 0, bw, 92, 0, `fill="${main}"`) +
    `<path d="M0 92 L${bw} 92 L${bw} 108 L0 124 Z" fill="${accent}"/>` +
    bars(
      [
        [16, 22, 96],
        [16, 44, 62],
      ],
      11,
      'fill="#fff" opacity="0.92"',
    ) +
    `<path d="M${bw / 2 - 22} 170 L${bw / 2 + 22} 170 L${bw / 2 + 22} 184 Q${bw / 2 + 44} 196 ${bw / 2 + 44} 224 L${bw / 2 + 44} 270 Q${bw / 2 + 44} 280 ${bw / 2 + 34} 280 L${bw / 2 - 34} 280 Q${bw / 2 - 44} 280 ${bw / 2 - 44} 270 L${bw / 2 - 44} 224 Q${bw / 2 - 44} 196 ${bw / 2 - 22} 184 Z" fill="${main}" opacity="0.9"/>` +
    rr(bw / 2 - 30, 226, 60, 34, 4, 'fill="#fff"') +
    cross(bw / 2, 243, 7, `fill="${accent}"`) +
    bars(
      [
        [16, 310, 110],
        [16, 328, 76],
      ],
      8,
      `fill="${main}" opacity="0.45"`,
    ) +
    rr(0, bh - 14, bw, 14, 0, `fill="${main}"`);
  const side =
    rr(0, 0, box.dx, bh, 0, 'fill="#f1f5f9"') +
    rr(0, 0, box.dx, 92, 0, `fill="${main}"`) +
    bars(
      [
        [10, 140, 38],
        [10, 154, 30],
        [10, 168, 38],
        [10, 182, 24],
      ],
      5,
      `fill="${main}" opacity="0.4"`,
    ) +
    rr(0, bh - 14, box.dx, 14, 0, `fill="${main}"`);
  const top = rr(0, 0, bw, box.dy, 0, `fill="${shade(main, 0.15)}"`);
  // The bottle: amber glass, shoulders up to a neck, a ridged cap and a wrap-round label.
  const cx = 444;
  const hw = 92;
  const outline = `M${cx - 32} 306 L${cx - 32} 336 C${cx - 32} 360 ${cx - hw} 360 ${cx - hw} 404 L${cx - hw} 618 Q${cx - hw} 640 ${cx - hw + 22} 640 L${cx + hw - 22} 640 Q${cx + hw} 640 ${cx + hw} 618 L${cx + hw} 404 C${cx + hw} 360 ${cx + 32} 360 ${cx + 32} 336 L${cx + 32} 306 Z`;
  const glassFill = cyl(ctx, amber, shade(amber, 0.45), shade(amber, -0.5));
  const label = clip(ctx, `<path d="${outline}"/>`);
  const lx = cx - hw;
  const lw = hw * 2;
  const bottle =
    `<path d="${outline}" fill="${glassFill}"/>` +
    `<path d="M${cx - hw + 6} 420 L${cx + hw - 6} 420" stroke="${shade(amber, -0.5)}" stroke-width="3" opacity="0.35"/>` +
    `<g clip-path="${label}">` +
    rr(lx, 436, lw, 168, 0, 'fill="#fdfdfb"') +
    rr(lx, 436, lw, 46, 0, `fill="${main}"`) +
    rr(lx, 482, lw, 8, 0, `fill="${accent}"`) +
    bars(
      [
        [lx + 24, 448, 96],
        [lx + 24, 466, 58],
      ],
      9,
      'fill="#fff" opacity="0.9"',
    ) +
    `<circle cx="${cx + 50}" cy="538" r="28" fill="${main}" opacity="0.12"/>` +
    cross(cx + 50, 538, 12, `fill="${main}"`) +
    bars(
      [
        [lx + 24, 516, 74],
        [lx + 24, 532, 56],
        [lx + 24, 548, 66],
        [lx + 24, 578, 130],
      ],
      7,
      `fill="${main}" opacity="0.4"`,
    ) +
    rr(lx, 436, lw, 168, 0, `fill="${labelCurve(ctx)}"`) +
    '</g>' +
    rr(cx - hw + 14, 404, 16, 200, 8, 'fill="#fff" opacity="0.35"') +
    rr(cx + hw - 24, 410, 8, 140, 4, 'fill="#fff" opacity="0.18"') +
    `<path d="M${cx - hw + 20} 396 C${cx - hw + 26} 372 ${cx - 40} 364 ${cx - 30} 350" stroke="#fff" stroke-width="6" fill="none" opacity="0.35" stroke-linecap="round"/>` +
    rr(cx - 38, 300, 76, 14, 5, `fill="${shade(amber, -0.3)}"`) +
    rr(cx - 46, 232, 92, 74, 10, `fill="${cyl(ctx, capC, shade(capC, 0.45), shade(capC, -0.3))}"`) +
    `<path d="${Array.from({ length: 13 }, (_, i) => `M${cx - 38 + i * 6.3} 240 v58`).join('')}" stroke="${shade(capC, -0.22)}" stroke-width="2.5"/>` +
    rr(cx - 46, 232, 92, 8, 4, `fill="${shade(capC, 0.5)}" opacity="0.8"`);
  // Dosing cup: a clear plastic cup with graduations and a little syrup in it.
  const dx = flip ? 618 : 626;
  const cupTop = 530;
  const cupBody = `M${dx - 56} ${cupTop} L${dx - 44} 632 Q${dx} 644 ${dx + 44} 632 L${dx + 56} ${cupTop} Z`;
  const cup =
    shadow(ctx, dx, 640, 64, 5, 0.8) +
    `<path d="M${dx - 50} 584 L${dx - 44} 632 Q${dx} 644 ${dx + 44} 632 L${dx + 50} 584 Z" fill="${fade(ctx, shade(liquid, 0.1), shade(liquid, -0.3))}"/>` +
    `<ellipse cx="${dx}" cy="584" rx="50" ry="8" fill="${shade(liquid, 0.3)}"/>` +
    `<path d="${cupBody}" fill="${lin(
      ctx,
      [
        [0, '#ffffff', 0.6],
        [0.35, '#ffffff', 0.08],
        [1, '#e2e8f0', 0.45],
      ],
      0,
      0,
      1,
      0,
    )}" stroke="#fff" stroke-width="2.5"/>` +
    `<path d="${[552, 568, 584, 600, 616].map((y, i) => `M${dx - 26} ${y} h${i % 2 ? 10 : 20}`).join('')}" stroke="#475569" stroke-width="2" opacity="0.8"/>` +
    bars(
      [
        [dx - 2, 549, 16],
        [dx - 2, 581, 16],
        [dx - 2, 613, 16],
      ],
      5,
      'fill="#475569" opacity="0.6"',
    ) +
    `<ellipse cx="${dx}" cy="${cupTop}" rx="56" ry="10" fill="#fff" fill-opacity="0.3" stroke="#fff" stroke-width="3"/>` +
    rr(dx - 47, cupTop + 14, 7, 70, 3.5, 'fill="#fff" opacity="0.75"');
  return (
    shadow(ctx, 410, 636, 250, 13) +
    carton(ctx, box, front, side, top) +
    shadow(ctx, cx, 640, hw + 10, 8, 0.9) +
    bottle +
    cup +
    sparkle(cx - 60, 250, 12) +
    sparkle(660, 480, 8)
  );
};

export const drops: Drawer = (ctx) => {
  const [main, accent] = ctx.r.pick(PHARMA);
  const white = ctx.r.chance(0.35);
  const body = white ? '#f1f5f9' : ctx.r.pick(['#92400e', '#7c2d12', '#a0520f']);
  const bulb = ctx.r.pick(['#1f2937', '#1f2937', '#f1f5f9', main]);
  const collarC = ctx.r.pick(['#f8fafc', '#1f2937', main]);
  const oil = ctx.r.pick(['#f59e0b', '#fbbf24', '#ea580c']);
  const tilt = ctx.r.range(-16, -8);
  // The small carton behind, to the left.
  const box = { x: 204, y: 318, w: 142, h: 294, dx: 54, dy: 31 };
  const { w, h } = box;
  const sun = (x: number, y: number, r: number, c: string) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c}"/>` +
    `<path d="${Array.from({ length: 10 }, (_, i) => {
      const a = (i * Math.PI) / 5;
      return `M${n(x + Math.cos(a) * r * 1.3)} ${n(y + Math.sin(a) * r * 1.3)} L${n(x + Math.cos(a) * r * 1.65)} ${n(y + Math.sin(a) * r * 1.65)}`;
    }).join('')}" stroke="${c}" stroke-width="${n(r * 0.22)}" stroke-linecap="round"/>`;
  const front =
    rr(0, 0, w, h, 0, 'fill="#fdfdfb"') +
    `<path d="M0 0 L${w} 0 L${w} 70 C${w * 0.6} 96 ${w * 0.3} 60 0 86 Z" fill="${main}"/>` +
    bars(
      [
        [14, 18, 80],
        [14, 38, 50],
      ],
      10,
      'fill="#fff" opacity="0.92"',
    ) +
    sun(w / 2, 150, 26, accent) +
    drop(w / 2, 156, 16, 'fill="#fff" opacity="0.9"') +
    bars(
      [
        [18, 214, 96],
        [18, 230, 64],
      ],
      8,
      `fill="${main}" opacity="0.45"`,
    ) +
    rr(0, h - 28, w, 28, 0, `fill="${main}"`) +
    rr(0, h - 34, w, 6, 0, `fill="${accent}"`);
  const side =
    rr(0, 0, box.dx, h, 0, `fill="${main}"`) +
    rr(0, 96, box.dx, 110, 0, 'fill="#f8fafc"') +
    bars(
      [
        [9, 112, 34],
        [9, 126, 26],
        [9, 140, 34],
        [9, 154, 20],
      ],
      5,
      `fill="${main}" opacity="0.45"`,
    );
  const top = rr(0, 0, w, box.dy, 0, `fill="${shade(main, 0.2)}"`);
  // The bottle, open: a squat body, shoulders and a threaded neck.
  const cx = 458;
  const hw = 82;
  const neckTop = 404;
  const outline = `M${cx - 28} ${neckTop + 22} C${cx - 28} ${neckTop + 46} ${cx - hw} ${neckTop + 42} ${cx - hw} ${neckTop + 86} L${cx - hw} 618 Q${cx - hw} 640 ${cx - hw + 22} 640 L${cx + hw - 22} 640 Q${cx + hw} 640 ${cx + hw} 618 L${cx + hw} ${neckTop + 86} C${cx + hw} ${neckTop + 42} ${cx + 28} ${neckTop + 46} ${cx + 28} ${neckTop + 22} Z`;
  const glassFill = white
    ? cyl(ctx, body, '#ffffff', '#b6c2cf')
    : cyl(ctx, body, shade(body, 0.45), shade(body, -0.5));
  const labelClip = clip(ctx, `<path d="${outline}"/>`);
  const lx = cx - hw;
  const ly = 506;
  const bottle =
    `<path d="${outline}" fill="${glassFill}"/>` +
    `<g clip-path="${labelClip}">` +
    rr(lx, ly, hw * 2, 110, 0, `fill="${white ? main : '#fdfdfb'}"`) +
    rr(lx, ly, hw * 2, 10, 0, `fill="${accent}"`) +
    sun(cx + 34, ly + 50, 14, white ? '#fff' : accent) +
    bars(
      [
        [lx + 22, ly + 28, 70],
        [lx + 22, ly + 44, 44],
        [lx + 22, ly + 60, 56],
        [lx + 22, ly + 86, 110],
      ],
      7,
      `fill="${white ? '#fff' : main}" opacity="${white ? 0.85 : 0.5}"`,
    ) +
    rr(lx, ly, hw * 2, 110, 0, `fill="${labelCurve(ctx)}"`) +
    '</g>' +
    rr(cx - hw + 12, neckTop + 92, 14, 100, 7, 'fill="#fff" opacity="0.4"') +
    rr(cx - 32, neckTop, 64, 28, 5, `fill="${white ? '#e2e8f0' : shade(body, -0.25)}"`) +
    `<path d="M${cx - 32} ${neckTop + 9} L${cx + 32} ${neckTop + 5} M${cx - 32} ${neckTop + 19} L${cx + 32} ${neckTop + 15}" stroke="${white ? '#94a3b8' : shade(body, 0.3)}" stroke-width="3" opacity="0.7"/>` +
    `<ellipse cx="${cx}" cy="${neckTop}" rx="24" ry="5.5" fill="${shade(body, -0.6)}"/>`;
  // The dropper, lifted out and held over the neck: a glass pipette with oil in it, a collar and a rubber bulb.
  const tipY = neckTop - 34;
  const pipe = 116;
  const dropper =
    `<g transform="translate(${cx} ${tipY}) rotate(${n(tilt)})">` +
    `<path d="M-11 ${-pipe} L11 ${-pipe} L11 -30 L4 0 L-4 0 L-11 -30 Z" fill="#e0f2fe" opacity="0.8" stroke="#fff" stroke-width="2"/>` +
    `<path d="M-8.5 -60 L8.5 -60 L8.5 -30 L2.5 -3 L-2.5 -3 L-8.5 -30 Z" fill="${fade(ctx, shade(oil, 0.2), oil)}"/>` +
    rr(-7, -pipe + 4, 4, pipe - 40, 2, 'fill="#fff" opacity="0.9"') +
    rr(
      -36,
      -pipe - 46,
      72,
      50,
      8,
      `fill="${cyl(ctx, collarC, shade(collarC, 0.45), shade(collarC, -0.35))}"`,
    ) +
    `<path d="${Array.from({ length: 10 }, (_, i) => `M${-29 + i * 6.4} ${-pipe - 40}v40`).join('')}" stroke="${shade(collarC, -0.25)}" stroke-width="2"/>` +
    `<path d="M-27 ${-pipe - 46} C-32 ${-pipe - 84} -24 ${-pipe - 122} 0 ${-pipe - 126} C24 ${-pipe - 122} 32 ${-pipe - 84} 27 ${-pipe - 46} Z" fill="${cyl(ctx, bulb, shade(bulb, 0.4), shade(bulb, -0.5))}"/>` +
    `<path d="M-14 ${-pipe - 58} C-17 ${-pipe - 86} -12 ${-pipe - 106} -3 ${-pipe - 113}" stroke="#fff" stroke-width="6" fill="none" opacity="0.45" stroke-linecap="round"/>` +
    drop(0, 13, 10, `fill="${fade(ctx, shade(oil, 0.35), shade(oil, -0.1))}"`) +
    `<circle cx="-2.5" cy="14" r="2.5" fill="#fff" opacity="0.8"/>` +
    '</g>';
  const t = (tilt * Math.PI) / 180;
  const [tx, ty] = [cx - Math.sin(t) * 34, tipY + 40];
  return (
    shadow(ctx, 400, 636, 230, 13) +
    carton(ctx, box, front, side, top) +
    shadow(ctx, cx, 640, hw + 8, 7, 0.9) +
    bottle +
    dropper +
    drop(tx, ty, 7, `fill="${oil}" opacity="0.85"`) +
    sparkle(cx + 80, 320, 12) +
    sparkle(180, 560, 8)
  );
};

/** Geometry tin size: length, width, depth and wall thickness. */
const TW = 460;
const TD = 286;
const TH = 40;
const WALL = 9;

type Frame = { o: V3; u: V3; v: V3; up: V3 };

/** A steeper camera than perspective.ts uses, to look down into the open tin. */
const YAW = -0.1;
const EL = 1.0;
const look = (p: V3): P2 => [
  400 + p[0] * Math.cos(YAW) + p[1] * Math.sin(YAW),
  640 - p[2] * Math.cos(EL) - (p[1] * Math.cos(YAW) - p[0] * Math.sin(YAW)) * Math.sin(EL),
];
/** A flat drawing laid on a plane through o, local x along u and local y along v, seen by that camera. */
const lay = (o: V3, u: V3, v: V3) => {
  const [e, f] = look(o);
  const [a, b] = look(add(o, u));
  const [c, d] = look(add(o, v));
  return `matrix(${[a - e, b - f, c - e, d - f, e, f].map((k) => Math.round(k * 1000) / 1000).join(' ')})`;
};

const polyPath = (pts: P2[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z`;

/** Corners of a w×d rectangle round point o in a frame's plane, through the tin camera. */
const rect = (o: V3, f: Frame, w: number, d: number): P2[] =>
  [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([a, b]) => look(add(o, mul(f.u, (a! * w) / 2), mul(f.v, (b! * d) / 2))));

/**
 * An open tin tray: floor on the frame's plane, walls of height hgt rising along `up`. The inside is seen through
 * its opening: a floor in the lining colour and `inside`, a flat drawing on it (local x along u, local y along -v).
 */
function tray(
  ctx: Ctx,
  f: Frame,
  hgt: number,
  outer: string,
  lining: string,
  inside: string,
  front = '',
): string {
  const top = add(f.o, mul(f.up, hgt));
  const base = rect(f.o, f, TW, TD);
  const rim = rect(top, f, TW, TD);
  const hole = rect(top, f, TW - 2 * WALL, TD - 2 * WALL);
  const floor = rect(add(f.o, mul(f.up, 2)), f, TW - 2 * WALL, TD - 2 * WALL);
  return (
    `<path d="${hull([...base, ...rim])}" fill="${shade(outer, -0.35)}"/>` +
    front +
    `<path d="${polyPath(rim)}" fill="${fade(ctx, '#f8fafc', '#cbd5e1')}" stroke="#94a3b8" stroke-width="1.5"/>` +
    `<path d="${polyPath(hole)}" fill="${fade(ctx, '#7b8794', '#a3aebb')}"/>` +
    `<g clip-path="${clip(ctx, `<path d="${polyPath(hole)}"/>`)}">` +
    `<path d="${polyPath(floor)}" fill="${lin(
      ctx,
      [
        [0, shade(lining, -0.12)],
        [0.5, shade(lining, 0.18)],
        [1, shade(lining, -0.14)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<g transform="${lay(add(f.o, mul(f.up, 3)), f.u, mul(f.v, -1))}">${inside}</g>` +
    '</g>'
  );
}

const STEEL: readonly [string, string, string] = ['#cbd5e1', '#f8fafc', '#64748b'];

/** A compass (with a pencil lead) or a divider (two needles) lying flat: hinge at (0, 0), legs running right. */
function compass(ctx: Ctx, len: number, spread: number, pencil: boolean, grip: string): string {
  const steel = fade(ctx, STEEL[2], STEEL[1]);
  const leg = (a: number, needle: boolean) =>
    `<g transform="rotate(${n(a)})">` +
    `<path d="M6 -8 L${n(len * 0.8)} -4 L${n(len * 0.8)} 4 L6 8 Z" fill="${steel}" stroke="${STEEL[2]}" stroke-width="1"/>` +
    (needle
      ? `<path d="M${n(len * 0.8)} -3 L${len} 0 L${n(len * 0.8)} 3 Z" fill="#94a3b8"/>`
      : rr(len * 0.7, -8, len * 0.16, 16, 3, `fill="${grip}"`) +
        `<path d="M${n(len * 0.86)} -6 L${len} 0 L${n(len * 0.86)} 6 Z" fill="#e8c39a"/>` +
        `<path d="M${n(len * 0.95)} -2 L${len} 0 L${n(len * 0.95)} 2 Z" fill="#374151"/>`) +
    '</g>';
  const knob = pencil ? grip : STEEL[0];
  return (
    `<path d="M4 8 L${len + 4} ${n(len * Math.sin((spread * Math.PI) / 180) + 8)} L${len + 4} 4 Z" fill="#1e293b" opacity="0.2" filter="${blur(ctx, 3)}"/>` +
    leg(-spread, !pencil) +
    leg(spread, true) +
    rr(-40, -7, 30, 14, 5, `fill="${fade(ctx, shade(knob, 0.3), shade(knob, -0.25))}"`) +
    `<path d="M-34 -7v14M-28 -7v14M-22 -7v14" stroke="${shade(knob, -0.35)}" stroke-width="1.5"/>` +
    `<circle cx="0" cy="0" r="13" fill="${fade(ctx, STEEL[1], STEEL[2])}" stroke="${STEEL[2]}" stroke-width="1"/>` +
    `<circle cx="0" cy="0" r="4" fill="${STEEL[2]}"/>`
  );
}

/** A clear set square with a triangular cut-out, given its three corners. */
function setSquare(pts: P2[], tint: string): string {
  const cx = (pts[0]![0] + pts[1]![0] + pts[2]![0]) / 3;
  const cy = (pts[0]![1] + pts[1]![1] + pts[2]![1]) / 3;
  const inner = pts.map(([x, y]) => [cx + (x - cx) * 0.42, cy + (y - cy) * 0.42] as P2);
  return (
    `<path d="${polyPath(pts)} ${polyPath(inner)}" fill-rule="evenodd" fill="${tint}" fill-opacity="0.9" stroke="${shade(tint, -0.35)}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${polyPath(pts)}" fill="none" stroke="#fff" stroke-width="1.5" opacity="0.6" transform="translate(2 2) scale(0.99)"/>`
  );
}

export const geometryBox: Drawer = (ctx) => {
  const outer = ctx.r.pick(['#1d4ed8', '#b91c1c', '#15803d', '#7c3aed', '#0f766e', '#c2410c', '#1e293b']);
  const tints = ['#38bdf8', '#f472b6', '#4ade80', '#facc15', '#fb923c', '#a78bfa'];
  const tint = tints.splice(ctx.r.int(0, tints.length - 1), 1)[0]!;
  const tint2 = ctx.r.pick(tints);
  const capC = ctx.r.pick(['#dc2626', '#2563eb', '#16a34a', '#111827', '#7c3aed']);
  const pencilC = ctx.r.pick(['#facc15', '#dc2626', '#16a34a', '#2563eb']);
  const yaw = ctx.r.range(-0.04, 0.04);
  const f: Frame = {
    o: [0, TD / 2 + 6, 0],
    u: [Math.cos(yaw), Math.sin(yaw), 0],
    v: [-Math.sin(yaw), Math.cos(yaw), 0],
    up: [0, 0, 1],
  };
  const iw = TW - 2 * WALL;
  const id = TD - 2 * WALL;
  const x0 = -iw / 2;
  const y0 = -id / 2;
  // Protractor: a clear half disc with tick marks and a centre mark.
  const pr = 90;
  const [px, py] = [x0 + 102, y0 + 104];
  const ticks = Array.from({ length: 37 }, (_, i) => {
    const a = Math.PI + (i * Math.PI) / 36;
    const k = i % 9 === 0 ? 0.8 : i % 3 === 0 ? 0.86 : 0.92;
    return `M${n(px + Math.cos(a) * pr * 0.98)} ${n(py + Math.sin(a) * pr * 0.98)} L${n(px + Math.cos(a) * pr * k)} ${n(py + Math.sin(a) * pr * k)}`;
  }).join('');
  const protractor =
    `<path d="M${px - pr} ${py} A${pr} ${pr} 0 0 1 ${px + pr} ${py} Z M${px - 34} ${py - 6} A34 34 0 0 0 ${px + 34} ${py - 6} Z" fill-rule="evenodd" fill="${tint}" fill-opacity="0.9" stroke="${shade(tint, -0.35)}" stroke-width="2"/>` +
    `<path d="M${px - pr + 6} ${py - 3} A${pr - 6} ${pr - 6} 0 0 1 ${px + pr - 6} ${py - 3}" fill="none" stroke="#fff" stroke-width="2" opacity="0.6"/>` +
    `<path d="${ticks}" stroke="#1e293b" stroke-width="1.5" opacity="0.75"/>` +
    `<path d="M${px} ${py - 12} v12 M${px - 7} ${py - 5} h14" stroke="#1e293b" stroke-width="2"/>`;
  // Two set squares: 45° and 30°/60°.
  const sq45 = setSquare(
    [
      [x0 + 206, y0 + 110],
      [x0 + 308, y0 + 110],
      [x0 + 206, y0 + 8],
    ],
    tint2,
  );
  const sq30 = setSquare(
    [
      [x0 + 300, y0 + 112],
      [-x0 - 8, y0 + 112],
      [-x0 - 8, y0 + 34],
    ],
    tint,
  );
  // Compass and divider lying side by side, a pencil, an eraser, a sharpener and a ruler along the front.
  const tools =
    `<g transform="translate(${x0 + 50} ${y0 + 146})">${compass(ctx, 196, 6, true, capC)}</g>` +
    `<g transform="translate(${x0 + 50} ${y0 + 196}) rotate(-1)">${compass(ctx, 180, 5, false, capC)}</g>`;
  const pencil =
    `<g transform="translate(${x0 + 276} ${y0 + 142}) rotate(-2)">` +
    `<rect x="0" y="-9" width="140" height="18" fill="${lin(ctx, [
      [0, shade(pencilC, 0.35)],
      [0.5, pencilC],
      [1, shade(pencilC, -0.3)],
    ])}"/>` +
    `<path d="M140 -9 L172 0 L140 9 Z" fill="#e8c39a"/><path d="M162 -2.8 L172 0 L162 2.8 Z" fill="#374151"/>` +
    rr(-24, -9, 24, 18, 4, 'fill="#f9a8d4"') +
    rr(-7, -9.5, 9, 19, 1, 'fill="#cbd5e1"') +
    '</g>';
  const eraser =
    `<g transform="translate(${x0 + 262} ${y0 + 174}) rotate(-5)">` +
    rr(0, 0, 72, 30, 5, 'fill="#f8fafc" stroke="#cbd5e1" stroke-width="1.5"') +
    rr(30, -1, 42, 32, 3, `fill="${capC}"`) +
    rr(36, 11, 28, 5, 2.5, 'fill="#fff" opacity="0.7"') +
    '</g>' +
    `<g transform="translate(${x0 + 358} ${y0 + 176}) rotate(4)">` +
    rr(0, 0, 46, 32, 4, `fill="${fade(ctx, '#e2e8f0', '#94a3b8')}" stroke="#64748b" stroke-width="1.5"`) +
    `<circle cx="16" cy="16" r="8" fill="#334155"/><path d="M26 6 L40 10 L40 22 L26 26 Z" fill="#64748b"/></g>`;
  const ry = id / 2 - 40;
  const rulerTicks = Array.from(
    { length: 40 },
    (_, i) => `M${n(x0 + 22 + i * 10)} ${n(ry + 1)}v${i % 5 ? 7 : i % 10 ? 10 : 14}`,
  ).join('');
  const ruler =
    rr(
      x0 + 8,
      ry,
      iw - 16,
      36,
      3,
      `fill="${fade(ctx, '#fdfdfb', '#d6dde5')}" stroke="#94a3b8" stroke-width="1.5"`,
    ) +
    `<path d="${rulerTicks}" stroke="#334155" stroke-width="1.5"/>` +
    bars([[x0 + 34, ry + 22, 56]], 5, 'fill="#334155" opacity="0.35"');
  const under =
    `<g fill="#1e293b" opacity="0.18" filter="${blur(ctx, 3)}" transform="translate(4 5)">` +
    `<path d="M${px - pr} ${py} A${pr} ${pr} 0 0 1 ${px + pr} ${py} Z"/>` +
    `<path d="M${x0 + 206} ${y0 + 110} H${x0 + 308} L${x0 + 206} ${y0 + 8} Z M${x0 + 300} ${y0 + 112} H${-x0 - 8} V${y0 + 34} Z"/>` +
    rr(x0 + 8, id / 2 - 40, iw - 16, 36, 3, '') +
    '</g>';
  const inside = under + protractor + sq45 + sq30 + tools + pencil + eraser + ruler;
  // Front face of the tin, with a printed label.
  const fo = add(f.o, mul(f.u, -TW / 2), mul(f.v, -TD / 2), mul(f.up, TH));
  const frontFace =
    `<g transform="${lay(fo, f.u, [0, 0, -1])}">` +
    rr(0, 0, TW, TH, 0, `fill="${fade(ctx, shade(outer, 0.15), shade(outer, -0.1))}"`) +
    rr(TW / 2 - 80, 8, 160, 16, 8, 'fill="#fff" opacity="0.92"') +
    bars([[TW / 2 - 62, 13, 84]], 6, `fill="${outer}" opacity="0.6"`) +
    `<path d="M${TW / 2 + 40} 21 L${TW / 2 + 54} 11 L${TW / 2 + 68} 21 Z" fill="${outer}" opacity="0.7"/>` +
    rr(0, 1, TW, 3, 1.5, 'fill="#fff" opacity="0.35"') +
    '</g>';
  // The lid stands open behind, hinged on the back edge and leaning back; its inside has a printed panel.
  const lean = ctx.r.range(0, 0.08);
  const hinge = add(f.o, mul(f.v, TD / 2), mul(f.up, TH));
  const along: V3 = add(mul(f.v, Math.sin(lean)), mul(f.up, Math.cos(lean)));
  const toward: V3 = add(mul(f.v, -Math.cos(lean)), mul(f.up, Math.sin(lean)));
  const lidF: Frame = { o: add(hinge, mul(along, TD / 2)), u: f.u, v: mul(along, -1), up: toward };
  const ly = id / 2 - 82;
  const grid = Array.from(
    { length: 21 },
    (_, i) => `M${-iw / 2 + 16 + i * 20.5} ${-id / 2 + 16}V${ly - 8}`,
  ).join('');
  const rows = Array.from(
    { length: 7 },
    (_, i) => `M${-iw / 2 + 16} ${-id / 2 + 20 + i * 20}H${iw / 2 - 16}`,
  ).join('');
  const lidInside =
    rr(-iw / 2 + 16, -id / 2 + 16, iw - 32, id - 32, 10, `fill="${shade(outer, 0.86)}"`) +
    `<path d="${grid}${rows}" stroke="${shade(outer, 0.45)}" stroke-width="1.5" opacity="0.6"/>` +
    rr(-iw / 2 + 16, ly, iw - 32, 66, 10, `fill="${outer}"`) +
    `<path d="M${-iw / 2 + 36} ${ly + 46} l16 -28 l16 28 Z M${iw / 2 - 74} ${ly + 33} a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0" fill="none" stroke="#fff" stroke-width="4" opacity="0.8"/>` +
    rr(-110, ly + 16, 220, 14, 7, 'fill="#fff" opacity="0.9"') +
    rr(-70, ly + 38, 140, 9, 4.5, 'fill="#fff" opacity="0.6"');
  const lid = tray(ctx, lidF, 16, outer, '#d5dce3', lidInside);
  return (
    shadow(ctx, 400, 632, 270, 16) +
    lid +
    tray(ctx, f, TH, outer, shade(outer, -0.5), inside, frontFace) +
    sparkle(640, 300, 12) +
    sparkle(170, 560, 8)
  );
};

/** Sticky-note palettes, top sheet first. */
const NOTES = [
  ['#fde047', '#fb923c', '#f472b6', '#a3e635', '#38bdf8'],
  ['#fef08a', '#fbcfe8', '#bae6fd', '#bbf7d0', '#fed7aa'],
  ['#facc15', '#f97316', '#ec4899', '#8b5cf6', '#22c55e'],
  ['#fda4af', '#fde68a', '#a7f3d0', '#c4b5fd', '#fdba74'],
] as const;

export const stickyNotes: Drawer = (ctx) => {
  const palette = ctx.r.pick(NOTES);
  const k = ctx.r.int(0, palette.length - 1);
  const colours = palette.map((_, i) => palette[(i + k) % palette.length]!);
  const penC = ctx.r.pick(['#1f2937', '#2563eb', '#dc2626', '#7c3aed', '#0f766e']);
  const a = ctx.r.range(0.5, 0.7);
  const S = 256;
  const H = 200;
  const f: Frame = {
    o: [ctx.r.range(0, 20), S * 0.74, 0],
    u: [Math.cos(a), Math.sin(a), 0],
    v: [-Math.sin(a), Math.cos(a), 0],
    up: [0, 0, 1],
  };
  // Side faces that look towards the camera (perspective.ts turns by -0.16), each a stack of coloured bands
  // with faint sheet lines, darker the further they turn from a light at the front left.
  const towards: V3 = [Math.sin(-0.16), -Math.cos(-0.16), 0];
  const faces = (
    [
      [f.u, f.v],
      [mul(f.u, -1), mul(f.v, -1)],
      [f.v, mul(f.u, -1)],
      [mul(f.v, -1), f.u],
    ] as [V3, V3][]
  )
    .filter(([nrm]) => nrm[0] * towards[0] + nrm[1] * towards[1] > 0)
    .map(([nrm, along]) => {
      const light = 0.5 + 0.5 * (nrm[0] * -0.6 + nrm[1] * -0.8);
      const corner = add(f.o, mul(nrm, S / 2), mul(along, -S / 2), [0, 0, H]);
      const band = H / colours.length;
      const stripes = colours
        .map((c, i) => rr(0, i * band, S, band + 0.5, 0, `fill="${shade(c, -0.04)}"`))
        .join('');
      const lines = Array.from({ length: 44 }, (_, i) => `M0 ${n((i + 1) * (H / 45))}h${S}`).join('');
      return (
        `<g transform="${plane(corner, along, [0, 0, -1])}">` +
        stripes +
        `<path d="${lines}" stroke="#78716c" stroke-width="0.8" opacity="0.22"/>` +
        rr(0, 0, S, H, 0, `fill="#1e293b" opacity="${n(0.02 + (1 - light) * 0.32)}"`) +
        '</g>'
      );
    })
    .join('');
  // The top sheet, drawn flat on the cube's top (local x along u, y along v), its nearest corner peeling back.
  const topO = add(f.o, [0, 0, H]);
  const corners: P2[] = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];
  const screenY = ([x, y]: P2) => proj(add(topO, mul(f.u, (x * S) / 2), mul(f.v, (y * S) / 2)))[1];
  const [sx, sy] = corners.reduce((best, c) => (screenY(c) > screenY(best) ? c : best));
  const F = ctx.r.range(84, 100);
  const [cx, cy] = [(sx * S) / 2, (sy * S) / 2];
  const pt = (du: number, dv: number) => `${n(cx - sx * du)} ${n(cy - sy * dv)}`;
  const flap = `M${pt(F, 0)} Q${pt(F * 1.02, F * 0.55)} ${pt(F * 0.98, F * 0.98)} Q${pt(F * 0.55, F * 1.02)} ${pt(0, F)} Q${pt(F * 0.4, F * 0.4)} ${pt(F, 0)} Z`;
  const top = colours[0]!;
  const topFace =
    `<g transform="${plane(topO, f.u, f.v)}">` +
    rr(
      -S / 2,
      -S / 2,
      S,
      S,
      2,
      `fill="${fade(ctx, top, shade(top, 0.3), 1, 1)}" stroke="#fff" stroke-opacity="0.6" stroke-width="2"`,
    ) +
    bars(
      [
        [-sx * 34 - 60, -sy * 34 - 30, 120],
        [-sx * 34 - 60, -sy * 34 - 4, 84],
        [-sx * 34 - 60, -sy * 34 + 22, 104],
      ],
      8,
      `fill="${shade(top, -0.5)}" opacity="0.3"`,
    ) +
    `<path d="M${pt(F, 0)} L${pt(0, 0)} L${pt(0, F)} Z" fill="${colours[1]}"/>` +
    `<path d="${flap}" fill="#1e293b" opacity="0.25" filter="${blur(ctx, 4)}" transform="translate(${n(-sx * 5)} ${n(-sy * 5)})"/>` +
    `<path d="${flap}" fill="${lin(
      ctx,
      [
        [0, shade(top, -0.15)],
        [0.4, shade(top, 0.3)],
        [1, shade(top, 0.7)],
      ],
      sx > 0 ? 0.75 : 0.25,
      sy > 0 ? 0.75 : 0.25,
      sx > 0 ? 0 : 1,
      sy > 0 ? 0 : 1,
    )}" stroke="${shade(top, -0.15)}" stroke-opacity="0.5" stroke-width="1.5"/>` +
    '</g>';
  // A pen lying in front.
  const pen =
    `<g transform="translate(${ctx.r.pick([520, 540])} 656) rotate(${n(ctx.r.range(-26, -18))})">` +
    `<ellipse cx="100" cy="14" rx="120" ry="6" fill="#1e293b" opacity="0.2" filter="${blur(ctx, 3)}"/>` +
    rr(-20, -10, 226, 20, 10, `fill="${across(ctx, '#f1f5f9')}"`) +
    `<path d="M206 -8 L236 0 L206 8 Z" fill="${across(ctx, '#94a3b8')}"/>` +
    rr(-20, -10, 82, 20, 10, `fill="${across(ctx, penC)}"`) +
    rr(6, -14, 62, 6, 3, `fill="${across(ctx, '#cbd5e1')}"`) +
    rr(180, -10, 26, 20, 2, `fill="${across(ctx, penC)}"`) +
    '</g>';
  // A loose note on the floor to the left.
  const loose =
    `<g transform="${plane([-196, 30, 0], [Math.cos(0.35), Math.sin(0.35), 0], [Math.sin(0.35), -Math.cos(0.35), 0])}">` +
    rr(-70, -70, 140, 140, 3, `fill="${shade(colours[2]!, 0.1)}"`) +
    bars(
      [
        [-48, -36, 80],
        [-48, -14, 60],
        [-48, 8, 72],
      ],
      7,
      `fill="${shade(colours[2]!, -0.5)}" opacity="0.3"`,
    ) +
    '</g>';
  const [ox, oy] = proj(f.o);
  return shadow(ctx, ox, oy + 8, 200, 16) + loose + faces + topFace + pen + sparkle(ox + 150, 300, 12);
};
