// Baby wipes: a 3-pack of soft flow-wrap packs, the front one lying open with a wipe peeking out of its flip-top lid.
import { hsl, shade } from '../palette.ts';
import { blur, type Ctx, clip, type Drawer, fade, n, rad, rr, shadow } from '../svg.ts';
import { add, hull, mul, type P2, plane, proj, roundRect, type V3 } from './perspective.ts';
import { sparkle } from './shared.ts';

/** Pack size: length, width, thickness, corner radius and how far the pillow's edges curl in. */
const W = 300;
const D = 180;
const H = 70;
const R = 36;
const CURL = 18;

/** Where a pack sits: the centre of its underside, its length and width axes, and the way its face looks. */
type Frame = { o: V3; u: V3; v: V3; up: V3 };
type Colours = { body: string; lid: string; band: string };

/** A zig-zag crimped seal sticking out of one short end. */
function seal(f: Frame, side: 1 | -1, c: Colours): string {
  const x0 = side * (W / 2 - CURL);
  const x1 = side * (W / 2 + 14);
  const y = D / 2 - R * 0.7;
  const teeth = Array.from({ length: 13 }, (_, i) => {
    const yy = -y + (i * 2 * y) / 12;
    return `${n(x1 + (i % 2 ? -side * 5 : 0))} ${n(yy)}`;
  }).join(' L');
  const ridges = [6, 10, 14]
    .map(
      (k) =>
        `<path d="M${side * (W / 2 + k - 6)} ${-y + 4} L${side * (W / 2 + k - 6)} ${y - 4}" stroke="${shade(c.body, -0.25)}" stroke-width="1.5"/>`,
    )
    .join('');
  return (
    `<g transform="${plane(add(f.o, mul(f.up, H / 2)), f.u, mul(f.v, -1))}">` +
    `<path d="M${x0} ${-y} L${teeth} L${x0} ${y} Z" fill="${shade(c.body, -0.1)}"/>${ridges}</g>`
  );
}

/** The pack's soft body: stacked slices of the pillow, hulled, then shaded towards its face. */
function body(ctx: Ctx, f: Frame, c: Colours): string {
  const slice = (t: number): P2[] => {
    const e = CURL * (1 - Math.sin(Math.PI * t));
    return roundRect(W - 2 * e, D - 2 * e, Math.max(R - e, 8)).map(([x, y]) =>
      proj(add(f.o, mul(f.u, x), mul(f.v, y), mul(f.up, H * t))),
    );
  };
  const all = Array.from({ length: 9 }, (_, i) => slice(i / 8)).flat();
  const outline = hull(all);
  const steps = [0.62, 0.74, 0.86, 0.94]
    .map((t, i) => `<path d="${hull(slice(t))}" fill="${shade(c.body, -0.16 + i * 0.05)}"/>`)
    .join('');
  return (
    seal(f, -1, c) +
    seal(f, 1, c) +
    `<path d="${outline}" fill="${fade(ctx, shade(c.body, -0.12), shade(c.body, -0.32))}"/>` +
    `<g clip-path="${clip(ctx, `<path d="${outline}"/>`)}"><g filter="${blur(ctx, 3)}">${steps}</g></g>`
  );
}

/** The face's print: bubbles, a label band with a drop and a leaf, and text-like bars (no words). */
function print(ctx: Ctx, c: Colours): string {
  const fw = W - 2 * CURL;
  const fd = D - 2 * CURL;
  const face = rr(-fw / 2, -fd / 2, fw, fd, R - CURL / 2, '');
  /** Bubbles as x and y (fractions of the face) and radius. */
  const bubble = (fx: number, fy: number, r: number) =>
    `<circle cx="${n(fx * fw)}" cy="${n(fy * fd)}" r="${r}" fill="#fff" opacity="0.55"/>` +
    `<circle cx="${n(fx * fw - r * 0.3)}" cy="${n(fy * fd - r * 0.3)}" r="${n(r * 0.3)}" fill="#fff"/>`;
  const bubbles =
    bubble(-0.38, -0.28, 13) +
    bubble(-0.44, -0.04, 7) +
    bubble(0.4, -0.26, 10) +
    bubble(0.45, -0.06, 6) +
    bubble(0.35, -0.38, 5);
  const by = fd * 0.2;
  const x0 = -fw / 2;
  const x1 = fw / 2;
  const sheen = fade(ctx, shade(c.body, 0.45), shade(c.body, 0.1));
  return (
    `<g clip-path="${clip(ctx, face)}">` +
    rr(x0, -fd / 2, fw, fd, 0, `fill="${sheen}"`) +
    bubbles +
    `<path d="M${x0} ${by - 4} Q0 ${by - 14} ${x1} ${by - 4} L${x1} ${fd / 2} L${x0} ${fd / 2} Z" fill="${c.band}"/>` +
    `<path d="M${x0} ${by - 4} Q0 ${by - 14} ${x1} ${by - 4}" fill="none" stroke="#fff" stroke-width="4" opacity="0.85"/>` +
    `<circle cx="${x0 + 50}" cy="${by + 28}" r="20" fill="#fff"/>` +
    `<path d="M${x0 + 50} ${by + 14} Q${x0 + 62} ${by + 30} ${x0 + 58} ${by + 36} Q${x0 + 50} ${by + 44} ${x0 + 42} ${by + 36} Q${x0 + 38} ${by + 30} ${x0 + 50} ${by + 14} Z" fill="${shade(c.band, 0.1)}"/>` +
    rr(x0 + 84, by + 16, 110, 11, 5.5, 'fill="#fff" opacity="0.9"') +
    rr(x0 + 84, by + 34, 70, 7, 3.5, 'fill="#fff" opacity="0.6"') +
    `<path d="M${x1 - 58} ${by + 40} C${x1 - 56} ${by + 18} ${x1 - 36} ${by + 12} ${x1 - 24} ${by + 14} C${x1 - 24} ${by + 34} ${x1 - 40} ${by + 42} ${x1 - 58} ${by + 40} Z" fill="#d9f99d"/>` +
    `<path d="M${x1 - 56} ${by + 38} L${x1 - 32} ${by + 20}" stroke="${c.band}" stroke-width="2"/>` +
    rr(x0 + 8, -fd / 2 + 8, fw * 0.5, 8, 4, 'fill="#fff" opacity="0.5"') +
    '</g>'
  );
}

/** Lid size and where it sits on the face (its centre, towards the back). */
const LW = 136;
const LD = 76;
const LY = -16;

/** The lid's plate on the face, grown by pad and lifted by k above it, with more drawing on top. */
const plate = (f: Frame, k: number, pad: number, attrs: string, more = '') =>
  `<g transform="${plane(add(f.o, mul(f.up, H - 1 + k)), f.u, mul(f.v, -1))}">` +
  `${rr(-LW / 2 - pad, LY - LD / 2 - pad, LW + 2 * pad, LD + 2 * pad, 22 + pad * 0.7, attrs)}${more}</g>`;

/** A closed flip-top lid: a raised rounded plate with a thumb notch. */
function closedLid(ctx: Ctx, f: Frame, c: Colours): string {
  const gloss = fade(ctx, shade(c.lid, 0.25), c.lid);
  const shine = rr(-LW / 2 + 12, LY - LD / 2 + 8, LW - 24, 8, 4, 'fill="#fff" opacity="0.45"');
  const notch = rr(-22, LY + LD / 2 - 16, 44, 10, 5, `fill="${shade(c.lid, -0.2)}"`);
  return (
    plate(f, 0, 6, `fill="${shade(c.lid, -0.35)}" opacity="0.35"`) +
    plate(f, 4, 0, `fill="${shade(c.lid, -0.25)}"`) +
    plate(f, 9, 0, `fill="${gloss}"`, shine + notch)
  );
}

/** An open lid: the rim round the opening, a wipe rising out of it and the lid standing up behind. */
function openLid(ctx: Ctx, f: Frame, c: Colours, swing: number): string {
  const top = add(f.o, mul(f.up, H - 1));
  const hinge = add(top, mul(f.v, -(LY - LD / 2)), mul(f.up, 5));
  const out = add(mul(f.v, -Math.cos(swing)), mul(f.up, Math.sin(swing)));
  const lid = `M${-LW / 2} 0 L${LW / 2} 0 L${LW / 2} ${LD - 22} Q${LW / 2} ${LD} ${LW / 2 - 22} ${LD} L${-LW / 2 + 22} ${LD} Q${-LW / 2} ${LD} ${-LW / 2} ${LD - 22} Z`;
  const [hx, hy] = proj(add(top, mul(f.v, -LY), mul(f.up, 4)));
  /** The wipe, drawn round the opening's centre: a soft sheet whose tip flops over to the right. */
  const wipe =
    'M-38 2 C-44 -20 -34 -44 -28 -58 C-22 -76 -6 -92 14 -88 C30 -85 42 -74 36 -62 ' +
    'C30 -55 22 -58 17 -53 C30 -40 42 -20 38 2 Q0 9 -38 2 Z';
  const dots = Array.from({ length: 48 }, (_, i) => {
    const [row, col] = [Math.floor(i / 6), i % 6];
    return `<circle cx="${-40 + col * 16 + (row % 2) * 8}" cy="${-90 + row * 13}" r="1.8" fill="#d3dbe5"/>`;
  }).join('');
  const rim = fade(ctx, shade(c.lid, 0.2), shade(c.lid, -0.05));
  const inside = fade(ctx, shade(c.lid, -0.12), shade(c.lid, 0.12));
  const cloth = fade(ctx, '#ffffff', '#dde4ed', 1, 0.4);
  const hole = rad(ctx, [
    [0, '#e2e8f0'],
    [0.7, '#94a3b8'],
    [1, '#475569'],
  ]);
  const fold = (d: string, color: string, w = 3) =>
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
  const panel = `fill="${shade(c.lid, -0.08)}" stroke="${shade(c.lid, -0.22)}" stroke-width="3"`;
  return (
    plate(f, 0, 8, `fill="${shade(c.lid, -0.35)}" opacity="0.35"`) +
    plate(
      f,
      5,
      0,
      `fill="${rim}"`,
      `<ellipse cx="0" cy="${LY + 2}" rx="${LW / 2 - 22}" ry="${LD / 2 - 16}" fill="${hole}"/>`,
    ) +
    `<g transform="${plane(hinge, f.u, out)}">` +
    `<path d="${lid}" fill="${shade(c.lid, -0.3)}" transform="translate(0 -4)"/>` +
    `<path d="${lid}" fill="${inside}"/>` +
    rr(-LW / 2 + 14, 12, LW - 28, LD - 26, 14, panel) +
    rr(-20, LD - 4, 40, 12, 6, `fill="${shade(c.lid, -0.1)}"`) +
    '</g>' +
    `<g transform="translate(${n(hx)} ${n(hy)})">` +
    `<path d="${wipe}" fill="${cloth}" stroke="#c4cfdb" stroke-width="2" stroke-linejoin="round"/>` +
    `<g clip-path="${clip(ctx, `<path d="${wipe}"/>`)}" opacity="0.7">${dots}</g>` +
    fold('M17 -53 C8 -50 2 -58 -2 -66', '#b8c4d2') +
    fold('M-6 6 C-12 -24 -8 -56 6 -80', '#cbd5e1') +
    fold('M20 6 C24 -12 26 -28 22 -44', '#dbe3ec') +
    fold('M-30 -8 C-32 -30 -24 -56 -12 -72', '#fff', 4) +
    '</g>'
  );
}

export const babyWipes: Drawer = (ctx) => {
  const hue = ctx.r.pick([150, 200, 330, 270, 185, 25, 95]);
  const c: Colours = {
    body: hsl(hue, ctx.r.range(45, 65), ctx.r.range(78, 84)),
    lid: hsl(hue + ctx.r.pick([0, 0, 180]), 62, 50),
    band: hsl(hue, 58, 42),
  };
  const swing = ctx.r.range(1.7, 1.95);
  const lying = (x: number, y: number, a: number): Frame => ({
    o: [x, y, 0],
    u: [Math.cos(a), Math.sin(a), 0],
    v: [-Math.sin(a), Math.cos(a), 0],
    up: [0, 0, 1],
  });
  /** Standing on a long edge, leaning back by b. */
  const standing = (x: number, y: number, b: number): Frame => ({
    o: [x, y, (D / 2) * Math.cos(b) - 8],
    u: [1, 0, 0],
    v: [0, Math.sin(b), Math.cos(b)],
    up: [0, -Math.cos(b), Math.sin(b)],
  });
  const side = ctx.r.pick([1, -1]);
  const back = standing(side * 90 + 58, 360, 0.3);
  const mid = standing(-side * 100 + 42, 265, 0.26);
  const front = lying(side * 30 + 14, D / 2, ctx.r.range(-0.06, 0.06));
  /** Packs further back are a touch dimmer, so the three read as separate layers. */
  const pack = (f: Frame, open: boolean, dim = 0) => {
    const k: Colours = { body: shade(c.body, -dim), lid: shade(c.lid, -dim), band: shade(c.band, -dim) };
    return (
      (open ? '' : shadow(ctx, ...proj([f.o[0], f.o[1] - H * 0.4, 0]), W * 0.5, 9, 0.8)) +
      body(ctx, f, k) +
      `<g transform="${plane(add(f.o, mul(f.up, H)), f.u, mul(f.v, -1))}">${print(ctx, k)}</g>` +
      (open ? openLid(ctx, f, k, swing) : closedLid(ctx, f, k))
    );
  };
  return (
    shadow(ctx, 400, 616, 250, 22) +
    pack(back, false, 0.08) +
    pack(mid, false, 0.03) +
    pack(front, true) +
    sparkle(250, 470, 12) +
    sparkle(560, 560, 9)
  );
};
