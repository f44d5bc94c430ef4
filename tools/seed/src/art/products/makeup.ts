// Makeup: liquid foundation, nail polish and mascara; the compact and eye palette are in makeup-cases.ts.
import { shade } from '../palette.ts';
import { blur, type Ctx, cyl, type Drawer, fade, lin, n, rr, shadow } from '../svg.ts';
import { FINISH, SKIN } from './makeup-cases.ts';
import { sparkle } from './shared.ts';

export { compact, eyePalette } from './makeup-cases.ts';

type Finish = readonly [string, string, string];

/** Shading across a thing lying on its side (a cap, a handle): dark edges, a bright band above the middle. */
const across = (ctx: Ctx, [base, light, dark]: Finish) =>
  lin(ctx, [
    [0, dark],
    [0.3, light],
    [0.55, base],
    [1, dark],
  ]);

export const foundation: Drawer = (ctx) => {
  const tone = ctx.r.pick(SKIN);
  const [fb, fl, fd] = ctx.r.pick(FINISH);
  const metal = cyl(ctx, fb, fl, fd);
  const frost = ctx.r.pick(['#ffffff', '#f3e9e0', '#e6edf2']);
  // A blended swatch on the floor with a glossy dome of liquid at its end.
  const swatch =
    `<path d="M150 622 C180 594 246 586 304 594 C330 598 334 620 306 628 C258 642 196 644 160 636 C142 632 140 628 150 622 Z" fill="${lin(
      ctx,
      [
        [0, tone, 0.35],
        [0.45, tone, 0.9],
        [1, shade(tone, -0.06)],
      ],
      0,
      0,
      1,
      0,
    )}" filter="${blur(ctx, 2.5)}"/>` +
    `<ellipse cx="286" cy="608" rx="32" ry="15" fill="${fade(ctx, shade(tone, 0.2), shade(tone, -0.2))}"/>` +
    `<ellipse cx="277" cy="601" rx="13" ry="4" fill="#fff" opacity="0.7"/>`;
  // The bottle's outline, drawn as the frosted glass and again as its highlight over the liquid.
  const bottle = (attrs: string) => rr(330, 300, 208, 340, 32, attrs);
  const glass = bottle(
    `fill="${lin(
      ctx,
      [
        [0, frost, 0.85],
        [0.5, '#ffffff', 0.55],
        [1, frost, 0.9],
      ],
      0,
      0,
      1,
      0,
    )}" stroke="#fff" stroke-width="3" stroke-opacity="0.8"`,
  );
  const liquid =
    `<g filter="${blur(ctx, 1.5)}">` +
    rr(343, 334, 182, 292, 22, `fill="${cyl(ctx, tone, shade(tone, 0.18), shade(tone, -0.28))}"`) +
    `<ellipse cx="434" cy="335" rx="86" ry="6" fill="${shade(tone, 0.3)}"/></g>`;
  const frosted =
    bottle(
      `fill="${lin(
        ctx,
        [
          [0, '#fff', 0.5],
          [0.22, '#fff', 0.12],
          [0.78, '#fff', 0.12],
          [1, '#fff', 0.5],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(336, 600, 196, 34, 18, 'fill="#fff" opacity="0.35"') +
    rr(336, 304, 196, 24, 12, 'fill="#fff" opacity="0.45"');
  const print =
    rr(382, 448, 104, 12, 6, `fill="${shade(tone, -0.6)}" opacity="0.6"`) +
    rr(398, 470, 72, 7, 3.5, `fill="${shade(tone, -0.6)}" opacity="0.45"`) +
    rr(412, 540, 44, 5, 2.5, `fill="${shade(tone, -0.6)}" opacity="0.35"`);
  const soft = blur(ctx, 3);
  const shine =
    rr(346, 326, 17, 266, 8.5, `fill="#fff" opacity="0.7" filter="${soft}"`) +
    rr(512, 346, 8, 210, 4, `fill="#fff" opacity="0.4" filter="${soft}"`);
  const pump =
    rr(425, 226, 18, 40, 3, `fill="${cyl(ctx, '#b8bec7', '#ffffff', '#5b6270')}"`) +
    rr(392, 258, 84, 46, 8, `fill="${metal}"`) +
    rr(392, 258, 84, 6, 3, `fill="${fl}" opacity="0.6"`) +
    [272, 284].map((y) => rr(392, y, 84, 3, 1.5, `fill="${fd}" opacity="0.35"`)).join('') +
    `<path d="M460 196 L512 202 Q518 203 518 208 Q518 213 512 214 L460 220 Z" fill="${metal}"/>` +
    rr(398, 184, 72, 44, 14, `fill="${metal}"`) +
    rr(405, 188, 58, 7, 3.5, 'fill="#fff" opacity="0.45"');
  return (
    shadow(ctx, 434, 640, 150, 12) +
    swatch +
    glass +
    liquid +
    frosted +
    print +
    shine +
    pump +
    sparkle(514, 322, 16) +
    sparkle(250, 560, 9)
  );
};

const POLISH = ['#c1121f', '#e63973', '#7b2cbf', '#ff7f51', '#2a9d8f', '#f4a6c1', '#6a040f', '#3a86ff'];

/** A small polish bottle standing at (cx, base), scaled by s; capped or open (a threaded neck, no cap). */
function polishBottle(
  ctx: Ctx,
  cx: number,
  base: number,
  s: number,
  color: string,
  cap: Finish,
  open: boolean,
) {
  const w = 104 * s;
  const h = 124 * s;
  const x = cx - w / 2;
  const y = base - h;
  const body =
    rr(
      x,
      y,
      w,
      h,
      26 * s,
      `fill="${cyl(ctx, color, shade(color, 0.38), shade(color, -0.5))}" stroke="${shade(color, 0.55)}" stroke-width="${n(4 * s)}" stroke-opacity="0.7"`,
    ) +
    rr(x + 6 * s, base - 22 * s, w - 12 * s, 16 * s, 8 * s, 'fill="#fff" opacity="0.3"') +
    rr(x + 12 * s, y + 14 * s, 9 * s, h - 44 * s, 4.5 * s, 'fill="#fff" opacity="0.7"') +
    rr(x + w - 20 * s, y + 22 * s, 5 * s, h * 0.42, 2.5 * s, 'fill="#fff" opacity="0.4"');
  const neck = rr(cx - 18 * s, y - 22 * s, 36 * s, 26 * s, 4 * s, `fill="${shade(color, -0.25)}"`);
  const top = open
    ? rr(
        cx - 20 * s,
        y - 36 * s,
        40 * s,
        18 * s,
        4 * s,
        `fill="${cyl(ctx, '#e5e7eb', '#ffffff', '#9ca3af')}"`,
      ) +
      `<ellipse cx="${n(cx)}" cy="${n(y - 36 * s)}" rx="${n(14 * s)}" ry="${n(4 * s)}" fill="${shade(color, -0.6)}"/>`
    : rr(cx - 25 * s, y - 130 * s, 50 * s, 112 * s, 7 * s, `fill="${cyl(ctx, cap[0], cap[1], cap[2])}"`) +
      rr(cx - 25 * s, y - 130 * s, 50 * s, 8 * s, 4 * s, `fill="${cap[1]}" opacity="0.5"`);
  return shadow(ctx, cx, base, w * 0.55, 7 * s, 0.8) + neck + body + top;
}

export const nailPolish: Drawer = (ctx) => {
  const pool = [...POLISH];
  const colors = Array.from({ length: 4 }, () => pool.splice(ctx.r.int(0, pool.length - 1), 1)[0]!);
  const flip = ctx.r.int(0, 1);
  const capOf = (i: number) => FINISH[(i + flip) % 2]!;
  const open = colors[3]!;
  // The open bottle's cap lies on the floor in front, its wet brush out and a drop beneath it.
  const brush =
    `<g transform="translate(560 668) rotate(-3) scale(1.2)">` +
    `<ellipse cx="-124" cy="-1" rx="34" ry="7" fill="${open}" opacity="0.9"/>` +
    rr(-74, -33, 78, 13, 6, `fill="${shade(open, -0.25)}"`) +
    `<path d="M-70 -38 C-96 -40 -122 -30 -140 -4 L-142 0 L-112 0 C-98 -10 -84 -16 -70 -18 Z" fill="${fade(ctx, shade(open, 0.25), shade(open, -0.2))}"/>` +
    `<path d="M-76 -34 C-98 -33 -116 -24 -130 -6 M-76 -24 C-92 -20 -104 -12 -116 -2" stroke="#fff" stroke-width="2.5" fill="none" opacity="0.45" stroke-linecap="round"/>` +
    rr(0, -52, 118, 52, 8, `fill="${across(ctx, capOf(3))}"`) +
    rr(6, -44, 106, 6, 3, 'fill="#fff" opacity="0.35"') +
    '</g>';
  return (
    shadow(ctx, 640, 668, 80, 6, 0.7) +
    polishBottle(ctx, 258, 604, 1.16, colors[0]!, capOf(0), false) +
    polishBottle(ctx, 402, 592, 1.26, colors[1]!, capOf(1), false) +
    polishBottle(ctx, 548, 606, 1.12, colors[2]!, capOf(2), false) +
    polishBottle(ctx, 226, 660, 1.12, open, capOf(3), true) +
    brush +
    sparkle(200, 470, 12) +
    sparkle(580, 420, 9)
  );
};

const TUBE = [
  ['#1f1f1f', '#6b6b6b', '#050505'],
  ['#d6336c', '#f8a5c2', '#7a1238'],
  ['#6d28d9', '#b794f4', '#2e1065'],
  ['#1e3a5f', '#5b7fa6', '#0b1b2e'],
  ['#b3132b', '#f28b9b', '#5c0a16'],
] as const;

export const mascara: Drawer = (ctx) => {
  const tube = ctx.r.pick(TUBE);
  const trim = ctx.r.pick([FINISH[0], FINISH[3], FINISH[2]]);
  const gloss = cyl(ctx, tube[0], tube[1], tube[2]);
  const metal = cyl(ctx, trim[0], trim[1], trim[2]);
  // The tube stands on the left: slim, glossy, with a metal band and a threaded neck.
  const body =
    rr(270, 226, 78, 414, 18, `fill="${gloss}"`) +
    rr(270, 560, 78, 12, 2, `fill="${metal}"`) +
    rr(280, 242, 9, 300, 4.5, 'fill="#fff" opacity="0.65"') +
    rr(330, 260, 4, 200, 2, 'fill="#fff" opacity="0.3"') +
    rr(282, 196, 54, 34, 4, `fill="${metal}"`) +
    [204, 213, 222].map((y) => rr(282, y, 54, 3, 1.5, `fill="${trim[2]}" opacity="0.5"`)).join('') +
    rr(296, 186, 26, 12, 3, 'fill="#111"');
  // Bristles: short dark strokes round a core, fattest near the stem and tapering to the tip.
  const strokes = Array.from({ length: 30 }, (_, i) => {
    const t = i / 29;
    const r = 26 * (t < 0.12 ? 0.55 + t * 3.7 : 1 - ((t - 0.12) / 0.88) ** 2 * 0.6);
    const x = 272 + i * 4.4;
    const k = i % 2 ? 3 : -3;
    return `M${n(x)} ${n(-r)} L${n(x + k)} ${n(r)}`;
  }).join('');
  const wand =
    `<g transform="translate(664 610) rotate(${n(214 + ctx.r.range(-2, 2))})">` +
    rr(0, -38, 150, 76, 14, `fill="${across(ctx, tube)}"`) +
    rr(0, -30, 150, 8, 4, 'fill="#fff" opacity="0.45"') +
    rr(142, -26, 22, 52, 4, `fill="${across(ctx, trim)}"`) +
    rr(160, -5, 116, 10, 5, `fill="${across(ctx, ['#2a2a2a', '#777', '#0a0a0a'])}"`) +
    `<ellipse cx="334" cy="0" rx="66" ry="20" fill="#141414"/>` +
    `<path d="${strokes}" stroke="#0d0d0d" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="${strokes}" stroke="#5a5a5a" stroke-width="1" stroke-linecap="round" transform="translate(1 -1)" opacity="0.7"/>` +
    rr(270, -3, 132, 6, 3, 'fill="#2a2a2a"') +
    '</g>';
  return (
    shadow(ctx, 310, 640, 90, 12) +
    shadow(ctx, 600, 640, 110, 10) +
    body +
    wand +
    sparkle(318, 300, 14) +
    sparkle(540, 330, 8)
  );
};
