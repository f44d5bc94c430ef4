// Beauty: lipstick and perfume.
import { shade } from '../palette.ts';
import { cyl, type Drawer, lin, rr, shadow } from '../svg.ts';
import { GOLD, sparkle } from './shared.ts';

const TUBES = [
  ['#3a3a3a', '#141414', '#7a7a7a'],
  ['#d4a537', '#7a5a12', '#fff3c4'],
  ['#c9798d', '#8a4256', '#fde2e8'],
  ['#1e3a5f', '#0b1b2e', '#5b7fa6'],
] as const;

export const lipstick: Drawer = (ctx) => {
  const color = ctx.r.pick(['#b3132b', '#d6336c', '#9f1239', '#c2410c', '#be185d', '#7f1d1d', '#e76f51']);
  const [tBase, tDark, tLight] = ctx.r.pick(TUBES);
  const bullet = `<path d="M354 372 L354 262 Q354 246 370 240 L446 206 L446 372 Z" fill="${cyl(ctx, color, shade(color, 0.35), shade(color, -0.35))}"/>`;
  const bulletTop = `<path d="M354 262 Q354 246 370 240 L446 206 L446 222 Q400 250 354 270 Z" fill="${shade(color, 0.25)}" opacity="0.7"/>`;
  const sleeve = rr(346, 360, 108, 70, 4, `fill="${cyl(ctx, GOLD[1], GOLD[0], GOLD[2])}"`);
  const base = rr(336, 426, 128, 214, 10, `fill="${cyl(ctx, tBase, tLight, tDark)}"`);
  const ring = rr(336, 426, 128, 10, 4, `fill="${cyl(ctx, GOLD[1], GOLD[0], GOLD[2])}"`);
  // Cap lying on its side to the right.
  const cap =
    `<g transform="rotate(-4 570 600)">${rr(
      480,
      560,
      190,
      76,
      10,
      `fill="${lin(ctx, [
        [0, tDark],
        [0.3, tLight],
        [0.55, tBase],
        [1, tDark],
      ])}"`,
    )}` +
    `<ellipse cx="486" cy="598" rx="14" ry="38" fill="${shade(tDark, -0.3)}"/><ellipse cx="486" cy="598" rx="10" ry="32" fill="#0a0a0a"/></g>`;
  const swatch = `<path d="M150 612 Q200 580 270 596 Q300 604 290 622 Q240 640 170 630 Q140 624 150 612 Z" fill="${color}" opacity="0.85"/><path d="M170 608 Q210 596 250 602" stroke="#fff" stroke-width="4" opacity="0.35" fill="none"/>`;
  return shadow(ctx, 450, 640, 200, 12) + swatch + sleeve + bullet + bulletTop + base + ring + cap;
};

export const perfume: Drawer = (ctx) => {
  const juice = ctx.r.pick([
    '#f4a261',
    '#e9c46a',
    '#f28482',
    '#a7c957',
    '#9b5de5',
    '#48cae4',
    '#ffafcc',
    '#d4a373',
  ]);
  const capStyle = ctx.r.pick(['gold', 'black', 'crystal'] as const);
  const capFill =
    capStyle === 'gold'
      ? lin(
          ctx,
          [
            [0, GOLD[0]],
            [0.4, GOLD[1]],
            [1, GOLD[2]],
          ],
          0,
          0,
          1,
          0,
        )
      : capStyle === 'black'
        ? lin(
            ctx,
            [
              [0, '#4b4b4b'],
              [0.4, '#111'],
              [1, '#000'],
            ],
            0,
            0,
            1,
            0,
          )
        : lin(
            ctx,
            [
              [0, '#ffffff', 0.9],
              [0.5, '#dbe7f0', 0.7],
              [1, '#9fb3c8', 0.9],
            ],
            0,
            0,
            1,
            0,
          );
  const glass = rr(
    270,
    320,
    260,
    320,
    34,
    `fill="${lin(
      ctx,
      [
        [0, '#ffffff', 0.55],
        [1, '#dfe7ee', 0.4],
      ],
      0,
      0,
      1,
      0,
    )}" stroke="#ffffff" stroke-width="3" stroke-opacity="0.8"`,
  );
  const liquid = rr(
    284,
    372,
    232,
    254,
    24,
    `fill="${lin(
      ctx,
      [
        [0, shade(juice, 0.3)],
        [0.5, juice],
        [1, shade(juice, -0.3)],
      ],
      0,
      0,
      1,
      1,
    )}" opacity="0.92"`,
  );
  const surface = `<ellipse cx="400" cy="374" rx="114" ry="8" fill="${shade(juice, 0.45)}"/>`;
  const thick = rr(284, 600, 232, 26, 12, `fill="${shade(juice, -0.35)}" opacity="0.5"`);
  const label =
    rr(
      340,
      470,
      120,
      64,
      6,
      `fill="${lin(
        ctx,
        [
          [0, GOLD[0]],
          [0.5, GOLD[1]],
          [1, GOLD[2]],
        ],
        0,
        0,
        1,
        1,
      )}"`,
    ) +
    rr(352, 482, 96, 40, 4, `fill="none" stroke="${GOLD[2]}" stroke-width="2"`) +
    rr(366, 498, 68, 8, 4, `fill="${GOLD[2]}" opacity="0.7"`);
  const neck = rr(366, 288, 68, 36, 6, `fill="${cyl(ctx, GOLD[1], GOLD[0], GOLD[2])}"`);
  const cap =
    capStyle === 'crystal'
      ? `<path d="M400 150 L470 222 L400 294 L330 222 Z" fill="${capFill}" stroke="#fff" stroke-width="3" stroke-opacity="0.7"/><path d="M400 150 L400 294 M330 222 L470 222" stroke="#fff" stroke-width="2" opacity="0.6"/>`
      : rr(334, 182, 132, 110, 14, `fill="${capFill}"`);
  const shine = `<path d="M290 340 L316 340 L316 610 L290 600 Z" fill="#fff" opacity="0.55"/><path d="M496 360 L508 360 L508 560 L496 570 Z" fill="#fff" opacity="0.35"/>`;
  const tint = `<ellipse cx="400" cy="644" rx="150" ry="14" fill="${juice}" opacity="0.35"/>`;
  return (
    shadow(ctx, 400, 640, 170, 12) +
    tint +
    glass +
    liquid +
    surface +
    thick +
    label +
    shine +
    neck +
    cap +
    sparkle(500, 330, 18)
  );
};
