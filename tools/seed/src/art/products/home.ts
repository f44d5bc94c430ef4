// Home: sofa and table lamp.
import { shade } from '../palette.ts';
import { blur, cyl, type Drawer, lin, rad, rr, shadow } from '../svg.ts';

export const sofa: Drawer = (ctx) => {
  const base = ctx.r.pick([
    '#2f6690',
    '#7c2d12',
    '#3f6212',
    '#9ca3af',
    '#b45309',
    '#6d28d9',
    '#0f766e',
    '#d6c6b0',
    '#be123c',
  ]);
  const accent = ctx.r.pick(['#f4a261', '#e9c46a', '#f1faee', '#e76f51', '#2a9d8f']);
  const dark = shade(base, -0.25);
  const light = shade(base, 0.15);
  const v = (a: string, b: string) =>
    lin(ctx, [
      [0, a],
      [1, b],
    ]);
  const leg = (x: number) =>
    `<path d="M${x} 596 L${x + 18} 596 L${x + 14} 640 L${x + 6} 640 Z" fill="#6b4226"/>`;
  const tufts = [300, 400, 500]
    .map((x) => `<circle cx="${x}" cy="380" r="4" fill="${shade(base, -0.35)}"/>`)
    .join('');
  const pillow = `<g transform="rotate(-8 250 430)">${rr(196, 372, 120, 110, 26, `fill="${v(shade(accent, 0.2), shade(accent, -0.15))}"`)}<path d="M210 430 L300 430" stroke="${shade(accent, -0.3)}" stroke-width="3" stroke-dasharray="6 6"/></g>`;
  return (
    shadow(ctx, 400, 640, 290, 12) +
    leg(172) +
    leg(610) +
    leg(290) +
    leg(492) +
    rr(176, 300, 448, 190, 36, `fill="${v(light, base)}"`) +
    tufts +
    rr(150, 490, 500, 110, 24, `fill="${v(base, dark)}"`) +
    rr(196, 452, 204, 70, 20, `fill="${v(shade(base, 0.25), base)}"`) +
    rr(400, 452, 204, 70, 20, `fill="${v(shade(base, 0.22), base)}"`) +
    `<path d="M400 456 L400 520" stroke="${dark}" stroke-width="3"/>` +
    rr(
      112,
      390,
      100,
      210,
      34,
      `fill="${lin(
        ctx,
        [
          [0, light],
          [1, dark],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(
      588,
      390,
      100,
      210,
      34,
      `fill="${lin(
        ctx,
        [
          [0, base],
          [1, shade(base, -0.35)],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(118, 396, 88, 24, 12, `fill="#fff" opacity="0.15"`) +
    pillow +
    rr(176, 300, 448, 22, 11, 'fill="#fff" opacity="0.12"')
  );
};

export const lamp: Drawer = (ctx) => {
  const shadeC = ctx.r.pick(['#f5f0e1', '#e9c46a', '#f4a261', '#2a9d8f', '#e5e7eb', '#fcd5ce']);
  const baseC = ctx.r.pick(['#d4a537', '#1f2937', '#c8643b', '#2f6690', '#f8fafc']);
  const glow = blur(ctx, 40);
  const ceramic = ctx.r.chance(0.5);
  const stand = ceramic
    ? `<path d="M400 372 C340 380 320 470 340 560 C352 610 372 630 400 630 C428 630 448 610 460 560 C480 470 460 380 400 372 Z" fill="${cyl(ctx, baseC, shade(baseC, 0.4), shade(baseC, -0.35))}"/>` +
      `<path d="M370 420 Q350 500 370 590" stroke="#fff" stroke-width="8" opacity="0.3" fill="none" stroke-linecap="round"/>`
    : rr(392, 370, 16, 240, 6, `fill="${cyl(ctx, baseC, shade(baseC, 0.5), shade(baseC, -0.3))}"`) +
      `<path d="M320 624 Q320 596 400 596 Q480 596 480 624 L480 632 Q400 644 320 632 Z" fill="${lin(ctx, [
        [0, shade(baseC, 0.3)],
        [1, shade(baseC, -0.3)],
      ])}"/>`;
  return (
    `<ellipse cx="400" cy="330" rx="260" ry="220" fill="#ffd97a" opacity="0.35" filter="${glow}"/>` +
    shadow(ctx, 400, 636, 150, 10) +
    `<ellipse cx="400" cy="640" rx="170" ry="26" fill="#ffd97a" opacity="0.25" filter="${glow}"/>` +
    stand +
    `<path d="M300 368 L500 368 L470 380 L330 380 Z" fill="#fff6cf"/>` +
    `<ellipse cx="400" cy="370" rx="130" ry="18" fill="${rad(ctx, [
      [0, '#fffbe6'],
      [1, '#ffe08a'],
    ])}"/>` +
    `<path d="M318 170 L482 170 L540 370 Q400 392 260 370 Z" fill="${lin(
      ctx,
      [
        [0, shade(shadeC, -0.15)],
        [0.3, shade(shadeC, 0.35)],
        [0.6, shadeC],
        [1, shade(shadeC, -0.25)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M260 370 Q400 392 540 370" stroke="${shade(shadeC, -0.3)}" stroke-width="4" fill="none"/>` +
    `<path d="M318 170 L482 170" stroke="${shade(shadeC, -0.2)}" stroke-width="4"/>` +
    `<path d="M330 180 L360 180 L300 360 L280 362 Z" fill="#fff" opacity="0.25"/>`
  );
};
