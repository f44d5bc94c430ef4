// Bigger screens: laptop and television.
import { hsl, shade } from '../palette.ts';
import { clip, type Drawer, lin, n, rr, shadow } from '../svg.ts';
import { wallpaper } from './screens.ts';

export const laptop: Drawer = (ctx) => {
  const body = ctx.r.pick(['#c9ccd1', '#2d3138', '#d8c3a5', '#9aa5b1', '#e5e7eb', '#3b4a5a']);
  const dark = shade(body, -0.3);
  const light = shade(body, 0.35);
  const lid = rr(
    180,
    165,
    440,
    300,
    18,
    `fill="${lin(ctx, [
      [0, light],
      [1, body],
    ])}"`,
  );
  const bezel = rr(190, 175, 420, 282, 12, 'fill="#0c0d10"');
  const screen = wallpaper(ctx, 204, 188, 392, 252, 4);
  // Keyboard deck: a trapezoid below the hinge.
  const deck = `<path d="M180 470 L620 470 L690 602 L110 602 Z" fill="${lin(ctx, [
    [0, shade(body, -0.08)],
    [1, light],
  ])}"/>`;
  const keys: string[] = [];
  const rows = 5;
  for (let i = 0; i < rows; i++) {
    const t0 = 0.08 + i * 0.1;
    const t1 = t0 + 0.085;
    const y0 = 470 + 132 * t0;
    const y1 = 470 + 132 * t1;
    const l0 = 180 - 70 * t0 + 28;
    const r0 = 620 + 70 * t0 - 28;
    const l1 = 180 - 70 * t1 + 28;
    const r1 = 620 + 70 * t1 - 28;
    const count = 13;
    for (let k = 0; k < count; k++) {
      const a = k / count;
      const b = (k + 0.82) / count;
      const p = (l: number, r: number, t: number) => l + (r - l) * t;
      keys.push(
        `${n(p(l0, r0, a))},${n(y0)} ${n(p(l0, r0, b))},${n(y0)} ${n(p(l1, r1, b))},${n(y1)} ${n(p(l1, r1, a))},${n(y1)}`,
      );
    }
  }
  const keyFill = body === '#2d3138' || body === '#3b4a5a' ? '#15171b' : '#3a3d44';
  const keyboard = keys.map((pts) => `<polygon points="${pts}" fill="${keyFill}"/>`).join('');
  const pad = `<path d="M335 532 L465 532 L472 592 L328 592 Z" fill="${shade(body, -0.12)}" stroke="${dark}" stroke-width="1" opacity="0.8"/>`;
  const front = `<path d="M110 602 L690 602 L686 614 Q684 620 676 620 L124 620 Q116 620 114 614 Z" fill="${dark}"/>${rr(360, 602, 80, 6, 3, `fill="${shade(dark, -0.3)}"`)}`;
  const hinge = rr(180, 462, 440, 10, 4, `fill="${dark}"`);
  const glare = '<path d="M204 188 L330 188 L204 360 Z" fill="#fff" opacity="0.12"/>';
  return (
    shadow(ctx, 400, 622, 300, 16) +
    lid +
    bezel +
    screen +
    glare +
    `<circle cx="400" cy="181" r="3" fill="#333"/>` +
    hinge +
    deck +
    keyboard +
    pad +
    front
  );
};

export const tv: Drawer = (ctx) => {
  const hue = ctx.r.range(0, 360);
  const sky = lin(ctx, [
    [0, hsl(hue, 60, 45)],
    [0.6, hsl(hue + 30, 70, 70)],
    [1, hsl(hue + 50, 80, 82)],
  ]);
  const x = 95;
  const y = 215;
  const w = 610;
  const h = 350;
  const cp = clip(ctx, `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}"/>`);
  const sunX = x + w * ctx.r.range(0.25, 0.75);
  const hills = [0.55, 0.7, 0.82]
    .map((t, i) => {
      const base = y + h * t;
      const pts = [`M${x} ${y + h}`];
      for (let k = 0; k <= 6; k++)
        pts.push(`L${n(x + (w / 6) * k)} ${n(base - ctx.r.range(10, 70) * (k % 2 ? 1 : 0.3))}`);
      pts.push(`L${x + w} ${y + h} Z`);
      return `<path d="${pts.join(' ')}" fill="${hsl(hue + 150 + i * 10, 35, 35 - i * 8)}"/>`;
    })
    .join('');
  const scene = `<g clip-path="${cp}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/><circle cx="${n(sunX)}" cy="${n(y + h * 0.42)}" r="46" fill="#fff7d6" opacity="0.9"/>${hills}<path d="M${x} ${y} L${x + 260} ${y} L${x} ${y + 260} Z" fill="#fff" opacity="0.08"/></g>`;
  const frame = rr(
    x,
    y,
    w,
    h,
    10,
    `fill="${lin(ctx, [
      [0, '#3a3d44'],
      [1, '#101114'],
    ])}"`,
  );
  const leg = (fx: number, dir: number) =>
    `<path d="M${fx} ${y + h - 6} L${fx + 12} ${y + h - 6} L${fx + 12 + dir * 40} 628 L${fx + dir * 40 - 14} 628 Z" fill="${lin(
      ctx,
      [
        [0, '#44474e'],
        [1, '#16171a'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
  const stand = leg(180, -1) + leg(608, 1);
  const led = `<circle cx="400" cy="${y + h - 4}" r="2.5" fill="#ef4444"/>`;
  return shadow(ctx, 400, 632, 280, 10) + stand + frame + scene + led;
};
