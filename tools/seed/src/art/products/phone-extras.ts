// Phone extras: a braided USB-C cable, a magnetic car vent mount, a tempered-glass screen protector,
// silicone back covers and a fitness band.
import { mix, shade } from '../palette.ts';
import { blur, type Ctx, clip, cyl, type Drawer, fade, lin, n, rad, rr, shadow } from '../svg.ts';
import { sparkle } from './shared.ts';
import { box } from './tech-extras.ts';

/** Rounded-rectangle outline as path data (for clips, cut-outs and even-odd holes). */
const rrPath = (x: number, y: number, w: number, h: number, r: number): string =>
  `M${n(x + r)} ${n(y)}H${n(x + w - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h - r)}` +
  `A${n(r)} ${n(r)} 0 0 1 ${n(x + w - r)} ${n(y + h)}H${n(x + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + h - r)}` +
  `V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`;

/** Circle outline as path data. */
const circlePath = (cx: number, cy: number, r: number): string =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;

/** Polished metal across a part's height (plugs, bezels, studs). */
const chrome = (ctx: Ctx) =>
  lin(ctx, [
    [0, '#f8fafc'],
    [0.3, '#cbd5e1'],
    [0.55, '#ffffff'],
    [0.8, '#94a3b8'],
    [1, '#475569'],
  ]);

/** A part lit from above: light top edge, body, darker underside. */
const tube = (ctx: Ctx, c: string, light = 0.4, dark = -0.35) =>
  lin(ctx, [
    [0, shade(c, light)],
    [0.45, c],
    [1, shade(c, dark)],
  ]);

// ---------------------------------------------------------------------------------------------------
// Braided cable

/** Braid finishes: [sleeve, weave thread, connector boot]. */
const BRAID = [
  ['#454c57', '#1f242b', '#a8b0ba'],
  ['#24272d', '#4b515b', '#2e3239'],
  ['#b91c1c', '#6f1010', '#c9ced6'],
  ['#1e3a8a', '#101f4d', '#c9ced6'],
  ['#e9e5dc', '#b3ab9c', '#f4f1ea'],
  ['#0f766e', '#094640', '#b8c0c8'],
  ['#c2410c', '#7a2907', '#2e3239'],
  ['#6d28d9', '#3f1680', '#d1d5db'],
] as const;

/** A braided cord along a path, drawn once into defs and stroked in layers: rim, sleeve, a two-row weave, sheen. */
function braid(ctx: Ctx, d: string, color: string, weave: string, w: number, cap = 'butt'): string {
  const id = ctx.id('cord');
  ctx.defs.push(`<path id="${id}" d="${d}"/>`);
  const use = (a: string) => `<use href="#${id}" ${a}/>`;
  const dash = 'stroke-dasharray="3.2 3.2"';
  return (
    '<g fill="none" stroke-linejoin="round">' +
    use(`stroke="${shade(color, -0.55)}" stroke-width="${n(w + 4)}" stroke-linecap="${cap}"`) +
    use(`stroke="${color}" stroke-width="${n(w)}" stroke-linecap="${cap}"`) +
    use(`stroke="${weave}" stroke-width="${n(w)}" ${dash} opacity="0.7"`) +
    use(`stroke="${color}" stroke-width="${n(w * 0.42)}" ${dash}`) +
    use(`stroke="${weave}" stroke-width="${n(w * 0.42)}" ${dash} stroke-dashoffset="3.2" opacity="0.7"`) +
    use(
      `stroke="${shade(color, 0.5)}" stroke-width="${n(w * 0.2)}" ${dash} opacity="0.5" transform="translate(-0.6 -2.6)"`,
    ) +
    use(
      `stroke="#000" stroke-width="${n(w * 0.3)}" stroke-linecap="${cap}" opacity="0.14" transform="translate(0.6 3.2)"`,
    ) +
    '</g>'
  );
}

/** A USB plug lying on the floor, cable end at the origin, pointing along +x: Type-C or Type-A. */
function usbPlug(ctx: Ctx, boot: string, typeA: boolean): string {
  const body = tube(ctx, boot, 0.55, -0.4);
  const relief =
    rr(-4, -8, 30, 16, 6, `fill="${shade(boot, -0.3)}"`) + rr(6, -8, 3, 16, 1, 'fill="#000" opacity="0.2"');
  if (typeA)
    return (
      relief +
      rr(22, -22, 88, 44, 10, `fill="${body}"`) +
      rr(28, -17, 76, 6, 3, 'fill="#fff" opacity="0.4"') +
      rr(106, -18, 62, 36, 3, `fill="${chrome(ctx)}"`) +
      rr(142, -12, 11, 7, 1.5, 'fill="#334155"') +
      rr(142, 5, 11, 7, 1.5, 'fill="#334155"') +
      rr(106, -18, 4, 36, 1, 'fill="#000" opacity="0.18"')
    );
  return (
    relief +
    rr(22, -18, 86, 36, 14, `fill="${body}"`) +
    rr(30, -13, 70, 5, 2.5, 'fill="#fff" opacity="0.4"') +
    rr(104, -11, 40, 22, 10, `fill="${chrome(ctx)}"`) +
    rr(110, -3.5, 28, 7, 3.5, 'fill="#1f2937"') +
    rr(104, -11, 4, 22, 1, 'fill="#000" opacity="0.15"')
  );
}

export const phoneCable: Drawer = (ctx) => {
  const [color, weave, boot] = ctx.r.pick(BRAID);
  const typeA = ctx.r.chance(0.5);
  const strap = ctx.r.pick(['#1f2937', '#7c4a25', '#e11d48', '#f59e0b', '#e5e7eb']);
  const wob = ctx.r.range(0, 6);
  const [cx, cy, RX, RY] = [382, 494, 200, 118];
  // A loose coil lying on the floor: three turns gathered under a cable tie on the right and fanning out
  // elsewhere; one end runs out to a plug in front, the other curls in to a plug lying inside the coil.
  const t0 = Math.PI / 2 - 0.5;
  const t1 = Math.PI / 2 + 0.75 + 6 * Math.PI;
  const ts = 0.12;
  const N = 120;
  const pts: [number, number, boolean][] = [];
  for (let i = 0; i <= N; i++) {
    const f = i / N;
    const t = t0 + f * (t1 - t0);
    const spread = (1 - Math.cos(t - ts)) / 2;
    const k = (f - 0.5) * 2;
    const rx = RX + k * 34 * spread + 8 * Math.sin(t * 1.7 + wob) * spread;
    const ry = RY + k * 20 * spread + 5 * Math.cos(t * 2.3 + wob) * spread;
    pts.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t) - f * 14, Math.sin(t) >= 0]);
  }
  // Split into runs in front of and behind the middle; neighbouring runs overlap a little so joins stay seamless.
  const runs: { front: boolean; d: string }[] = [];
  let start = 0;
  for (let i = 1; i <= N; i++) {
    if (i < N && pts[i]![2] === pts[start]![2]) continue;
    const seg = pts.slice(Math.max(0, start - 2), Math.min(N, i + 2) + 1);
    runs.push({ front: pts[start]![2], d: `M${seg.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}` });
    start = i;
  }
  const W = 15;
  const coil = (front: boolean) =>
    runs
      .filter((r) => r.front === front)
      .map((r) => braid(ctx, r.d, color, weave, W))
      .join('');
  const [ax, ay] = pts[0]!;
  const [bx, by] = pts[N]!;
  const pa = [n(ax + 66), n(ay + 30), 14] as const;
  const pb = [cx - 132, cy - 10, -6] as const;
  const back = (p: readonly [number | string, number | string, number], k: number) => {
    const a = (p[2] * Math.PI) / 180;
    return `${n(Number(p[0]) - k * Math.cos(a))} ${n(Number(p[1]) - k * Math.sin(a))}`;
  };
  const leadA = `M${n(ax)} ${n(ay)}C${n(ax + 36)} ${n(ay - 14)} ${back(pa, 34)} ${pa[0]} ${pa[1]}`;
  const leadB = `M${n(bx)} ${n(by)}C${n(bx - 44)} ${n(by - 34)} ${back(pb, 70)} ${pb[0]} ${pb[1]}`;
  const plugAt = (p: readonly [number | string, number | string, number], a: boolean) =>
    `<g transform="translate(${p[0]} ${p[1]}) rotate(${p[2]})">${usbPlug(ctx, boot, a)}</g>`;
  // The cable tie round the gathered loops, its tail flopping towards the floor.
  const sx = cx + RX * Math.cos(ts);
  const sy = cy + RY * Math.sin(ts) - 10;
  const sa = (Math.atan2(RY * Math.cos(ts), -RX * Math.sin(ts)) * 180) / Math.PI;
  // Shaded across its length so it reads as wrapped round the bundle.
  const band = lin(ctx, [
    [0, shade(strap, -0.45)],
    [0.35, shade(strap, 0.3)],
    [0.6, strap],
    [1, shade(strap, -0.5)],
  ]);
  const tie =
    `<g transform="translate(${n(sx)} ${n(sy)}) rotate(${n(sa)})">` +
    rr(-8, 14, 18, 22, 6, `fill="${shade(strap, -0.25)}"`) +
    rr(-12, -24, 24, 46, 9, `fill="${band}"`) +
    `<path d="M-12 -4H12M-12 4H12" stroke="#000" stroke-width="1.2" opacity="0.18"/>` +
    '</g>';
  return (
    '<g transform="translate(400 640) scale(1.06) translate(-400 -640)">' +
    shadow(ctx, cx, 600, 225, 20, 0.8) +
    shadow(ctx, Number(pa[0]) + 90, Number(pa[1]) + 10, 90, 6, 0.6) +
    coil(false) +
    `<ellipse cx="${pb[0] + 90}" cy="${pb[1] + 14}" rx="92" ry="9" fill="#1d1610" opacity="0.18" filter="${blur(ctx, 5)}"/>` +
    plugAt(pb, typeA) +
    braid(ctx, leadB, color, weave, W, 'round') +
    coil(true) +
    braid(ctx, leadA, color, weave, W, 'round') +
    tie +
    plugAt(pa, false) +
    sparkle(Number(pa[0]) + 126, Number(pa[1]) - 22, 12) +
    '</g>'
  );
};

// ---------------------------------------------------------------------------------------------------
// Magnetic car vent mount

/** Mount finishes: [housing, face pad, magnet ring]. */
const MOUNT = [
  ['#2b2f36', '#1d2026', '#cbd5e1'],
  ['#3a3f47', '#24282e', '#f59e0b'],
  ['#c9ced6', '#eef1f4', '#60a5fa'],
  ['#1e3a5f', '#16253a', '#e2e8f0'],
  ['#4b5563', '#1f2937', '#22d3ee'],
  ['#d6c7b0', '#f1ebe0', '#a16207'],
] as const;

export const phoneHolder: Drawer = (ctx) => {
  const [body, pad, ring] = ctx.r.pick(MOUNT);
  const plate = ctx.r.chance(0.6);
  const [hx, hy, R] = [276, 470, 158];
  const rx = R * 0.7;
  const [ddx, ddy] = [28, -4];
  // The head's edge: the disc swept back along its depth.
  const edge = lin(
    ctx,
    [
      [0, shade(body, 0.45)],
      [0.5, shade(body, -0.1)],
      [1, shade(body, -0.45)],
    ],
    0,
    0,
    1,
    1,
  );
  const sweep = Array.from({ length: 10 }, (_, i) => {
    const t = 1 - i / 10;
    return `<ellipse cx="${n(hx + ddx * t)}" cy="${n(hy + ddy * t)}" rx="${n(rx)}" ry="${R}" fill="${edge}"/>`;
  }).join('');
  const face = rad(
    ctx,
    [
      [0, shade(pad, 0.3)],
      [0.6, pad],
      [1, shade(pad, -0.3)],
    ],
    0.38,
    0.32,
    0.75,
  );
  const bezel = chrome(ctx);
  const head =
    sweep +
    `<ellipse cx="${hx}" cy="${hy}" rx="${n(rx)}" ry="${R}" fill="${bezel}"/>` +
    `<ellipse cx="${hx}" cy="${hy}" rx="${n(rx - 7)}" ry="${R - 9}" fill="${face}"/>` +
    `<ellipse cx="${hx}" cy="${hy}" rx="${n(rx * 0.62)}" ry="${n(R * 0.62)}" fill="none" stroke="${ring}" stroke-width="7" opacity="0.9"/>` +
    rr(hx - 3, hy + R * 0.62 + 6, 6, 20, 3, `fill="${ring}" opacity="0.9"`) +
    `<ellipse cx="${hx}" cy="${hy}" rx="${n(rx * 0.22)}" ry="${n(R * 0.22)}" fill="${shade(pad, 0.12)}"/>` +
    `<path d="M${n(hx - rx * 0.78)} ${n(hy - R * 0.3)} A${n(rx * 0.84)} ${n(R * 0.84)} 0 0 1 ${n(hx - rx * 0.1)} ${n(hy - R * 0.83)}" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity="0.28"/>`;
  // Behind the head: a neck to the ball joint, a knurled lock nut, the clip body and two rubber-sleeved prongs.
  const [bx, by] = [hx + 172, hy + 4];
  const neck = `<g transform="translate(${hx + 60} ${hy - 8}) rotate(4)">${rr(0, -22, bx - hx - 60, 44, 10, `fill="${tube(ctx, body)}"`)}</g>`;
  const ball = `<circle cx="${bx}" cy="${by}" r="32" fill="${rad(
    ctx,
    [
      [0, shade(body, 0.6)],
      [0.5, body],
      [1, shade(body, -0.5)],
    ],
    0.35,
    0.3,
    0.7,
  )}"/>`;
  const knurl = Array.from({ length: 7 }, (_, i) =>
    rr(bx + 20 + i * 6, by - 46, 2.5, 92, 1, 'fill="#000" opacity="0.22"'),
  ).join('');
  const nut =
    rr(
      bx + 14,
      by - 50,
      48,
      100,
      14,
      `fill="${cyl(ctx, shade(body, -0.1), shade(body, 0.45), shade(body, -0.45))}"`,
    ) +
    knurl +
    rr(bx + 60, by - 32, 56, 64, 12, `fill="${tube(ctx, body)}"`);
  const rubber = '#1b1d21';
  const prong = (ox: number, oy: number, dim: number) => {
    const [x0, y0] = [bx + 104 + ox, by + oy];
    const d = `M${x0} ${y0}L${x0 + 66} ${y0 + 128}Q${x0 + 80} ${y0 + 156} ${x0 + 104} ${y0 + 144}`;
    return (
      `<path d="${d}" fill="none" stroke="${shade(rubber, dim)}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="${shade(rubber, 0.14 + dim)}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.25" transform="translate(-4 -2)"/>`
    );
  };
  const clipArm = prong(24, -16, -0.3) + prong(0, 0, 0);
  const disc = plate
    ? `<ellipse cx="200" cy="662" rx="62" ry="15" fill="${shade('#94a3b8', -0.35)}"/>` +
      `<ellipse cx="200" cy="658" rx="62" ry="15" fill="${chrome(ctx)}"/>` +
      `<ellipse cx="200" cy="658" rx="38" ry="9" fill="none" stroke="#fff" stroke-width="2" opacity="0.6"/>`
    : '';
  return (
    shadow(ctx, hx + 10, 632, 130, 10) +
    shadow(ctx, bx + 190, 634, 56, 6, 0.7) +
    clipArm +
    neck +
    nut +
    ball +
    head +
    disc +
    sparkle(hx - rx * 0.55, hy - R * 0.6, 14)
  );
};

// ---------------------------------------------------------------------------------------------------
// Tempered-glass screen protector

/** Pack finishes: [face, side, ink, accent]. */
const PACK = [
  ['#f8fafc', '#cfd6de', '#1f2937', '#2563eb'],
  ['#17191e', '#0b0c0f', '#e5e7eb', '#22d3ee'],
  ['#0f3d5e', '#082236', '#e0f2fe', '#38bdf8'],
  ['#f1f5f9', '#c8d0da', '#0f172a', '#f97316'],
  ['#1e1b4b', '#120f33', '#e0e7ff', '#a78bfa'],
  ['#f5f0e6', '#d5ccbb', '#3f3a33', '#dc2626'],
] as const;

/** The glass outline with its camera cut-out, in local units (0..w, 0..h). */
function glassOutline(w: number, h: number, r: number, cut: 'notch' | 'drop' | 'hole'): string {
  if (cut === 'hole')
    return rrPath(0, 0, w, h, r) + circlePath(w / 2, 24, 9) + rrPath(w / 2 - 26, 6, 52, 5, 2.5);
  const nw = cut === 'notch' ? 104 : 34;
  const nd = cut === 'notch' ? 26 : 20;
  const nr = cut === 'notch' ? 12 : 17;
  const a = w / 2 - nw / 2;
  const b = w / 2 + nw / 2;
  return (
    `M${r} 0H${a - 6}Q${a} 0 ${a} 6V${nd - nr}Q${a} ${nd} ${a + nr} ${nd}H${b - nr}Q${b} ${nd} ${b} ${nd - nr}V6Q${b} 0 ${b + 6} 0` +
    `H${w - r}A${r} ${r} 0 0 1 ${w} ${r}V${h - r}A${r} ${r} 0 0 1 ${w - r} ${h}H${r}A${r} ${r} 0 0 1 0 ${h - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`
  );
}

export const screenProtector: Drawer = (ctx) => {
  const [face, side, ink, accent] = ctx.r.pick(PACK);
  const cut = ctx.r.pick(['notch', 'drop', 'hole'] as const);
  const framed = ctx.r.chance(0.65);
  const lean = ctx.r.range(2.5, 6);
  // The retail pack: a slim box standing upright, a phone outline printed on its face.
  const [x, y, w, h] = [214, 190, 276, 440];
  const px = x + 58;
  const py = y + 96;
  const pw = 124;
  const ph = 252;
  const screenFill = lin(
    ctx,
    [
      [0, accent, 0.55],
      [1, accent, 0.12],
    ],
    0,
    0,
    1,
    1,
  );
  const printed =
    rr(x + 26, y + 28, 118, 16, 8, `fill="${ink}"`) +
    rr(x + 26, y + 54, 78, 9, 4.5, `fill="${ink}" opacity="0.55"`) +
    `<path d="M${x} ${y + h - 120} L${x + w} ${y + h - 190} V${y + h - 150} L${x} ${y + h - 80} Z" fill="${accent}" opacity="0.85"/>` +
    rr(px, py, pw, ph, 22, `fill="${screenFill}" stroke="${ink}" stroke-width="4"`) +
    rr(px + pw / 2 - 20, py + 7, 40, 10, 5, `fill="${ink}"`) +
    `<path d="M${px + 12} ${py + 90} L${px + 70} ${py + 20} M${px + 12} ${py + 150} L${px + 112} ${py + 30}" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.55"/>` +
    // A shield badge for the hardness rating.
    `<g transform="translate(${x + 218} ${y + 128})">` +
    `<circle r="30" fill="${accent}"/>` +
    `<path d="M0 -17 L14 -11 V1 C14 10 7 15 0 18 C-7 15 -14 10 -14 1 V-11 Z" fill="#fff" opacity="0.95"/>` +
    `<path d="M-6 0 L-1 6 L8 -6" fill="none" stroke="${accent}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    rr(x + 198, y + 180, 52, 8, 4, `fill="${ink}" opacity="0.5"`) +
    rr(x + 198, y + 196, 40, 8, 4, `fill="${ink}" opacity="0.35"`) +
    rr(x + 26, y + h - 46, 150, 10, 5, `fill="${ink}" opacity="0.45"`) +
    rr(x + 26, y + h - 28, 96, 8, 4, `fill="${ink}" opacity="0.3"`);
  const pack = box(ctx, x, y, w, h, 10, 30, -20, face, side) + printed;
  // The glass, leaning in front of the pack: clear, lightly tinted, bright bevelled edge and reflections.
  const [gw, gh, gr] = [232, 462, 38];
  const outline = glassOutline(gw, gh, gr, cut);
  const tint = lin(
    ctx,
    [
      [0, '#e0f2fe', 0.38],
      [0.5, '#ffffff', 0.14],
      [1, '#bae6fd', 0.3],
    ],
    0,
    0,
    1,
    1,
  );
  const frame = framed
    ? `<path d="${rrPath(0, 0, gw, gh, gr)}${rrPath(11, 11, gw - 22, gh - 22, gr - 10)}" fill="#0b0b0f" fill-rule="evenodd" opacity="0.92"/>` +
      (cut === 'hole' ? '' : rr(gw / 2 - 60, 0, 120, 36, 12, 'fill="#0b0b0f" opacity="0.92"'))
    : '';
  const sheet = (tx: number, ty: number, a: string) =>
    `<g transform="translate(${tx} ${ty}) rotate(${a})">` +
    `<path d="${outline}" fill="none" stroke="#334155" stroke-width="2" opacity="0.35" fill-rule="evenodd" transform="translate(4 3)"/>` +
    `<g clip-path="${clip(ctx, `<path d="${outline}" clip-rule="evenodd"/>`)}">` +
    rr(-10, -10, gw + 20, gh + 20, 0, `fill="${tint}"`) +
    frame +
    `<path d="M-10 ${gh * 0.5} L${gw * 0.75} -10 L${gw + 10} -10 L-10 ${gh * 0.78} Z" fill="#fff" opacity="0.32"/>` +
    `<path d="M-10 ${gh * 0.86} L${gw + 10} ${gh * 0.3} L${gw + 10} ${gh * 0.38} L-10 ${gh * 0.94} Z" fill="#fff" opacity="0.18"/>` +
    '</g>' +
    `<path d="${outline}" fill="none" stroke="#fff" stroke-width="3.2" opacity="0.9"/>` +
    `<path d="${rrPath(6, 6, gw - 12, gh - 12, gr - 5)}" fill="none" stroke="#fff" stroke-width="1.4" opacity="0.45"/>` +
    '</g>';
  return (
    shadow(ctx, 390, 632, 210, 12) +
    pack +
    `<ellipse cx="470" cy="642" rx="130" ry="8" fill="#1d1610" opacity="0.16" filter="${blur(ctx, 5)}"/>` +
    sheet(356, 182, n(lean)) +
    sparkle(388, 218, 14)
  );
};

// ---------------------------------------------------------------------------------------------------
// Silicone back cover

const SILICONE = [
  '#f4a7b9',
  '#a7c7e7',
  '#b5d99c',
  '#f6d186',
  '#c8b6e2',
  '#2f3e46',
  '#e8590c',
  '#e9e4da',
  '#7f1d1d',
  '#334e68',
  '#1f2937',
  '#0f766e',
];

type Lens = 'square' | 'bar' | 'column';

/** Camera cut-out(s) for a cover seen from the back, as path data in the cover's local frame. */
function lensCut(kind: Lens, w: number, mirror: boolean): string {
  const at = (x: number, cw: number) => (mirror ? w - x - cw : x);
  if (kind === 'bar') return rrPath(20, 78, w - 40, 58, 29);
  if (kind === 'column')
    return [52, 108, 164].map((y) => circlePath(at(48, 0), y, 24)).join('') + circlePath(at(96, 0), 70, 9);
  return rrPath(at(18, 124), 18, 124, 128, 34);
}

/** A silicone cover seen from the back: matte shell with cut-outs, side wall with button bumps. */
function coverBack(ctx: Ctx, c: string, lens: Lens, w: number, h: number): string {
  const r = 48;
  const holes = lensCut(lens, w, false);
  const matte = lin(
    ctx,
    [
      [0, shade(c, 0.22)],
      [0.55, c],
      [1, shade(c, -0.14)],
    ],
    0,
    0,
    1,
    1,
  );
  const wallClip = clip(ctx, `<path d="${holes}"/>`);
  return (
    // Side wall, seen past the right edge, with the power key bump; volume keys bulge on the left.
    `<path d="${rrPath(12, -6, w, h, r)}${rrPath(3, 3, w - 6, h - 6, r - 3)}" fill="${shade(c, -0.38)}" fill-rule="evenodd"/>` +
    rr(w + 4, 150, 12, 82, 6, `fill="${shade(c, -0.2)}"`) +
    rr(-6, 130, 12, 58, 6, `fill="${shade(c, -0.25)}"`) +
    rr(-6, 198, 12, 58, 6, `fill="${shade(c, -0.25)}"`) +
    `<path d="${rrPath(0, 0, w, h, r)}${holes}" fill="${matte}" fill-rule="evenodd"/>` +
    // Hole walls: the silicone's thickness inside each cut-out, and a soft raised lip around it.
    `<g clip-path="${wallClip}"><path d="${holes}" fill="none" stroke="${shade(c, -0.4)}" stroke-width="10" transform="translate(4 2)"/></g>` +
    `<path d="${holes}" fill="none" stroke="${shade(c, 0.28)}" stroke-width="3" opacity="0.8"/>` +
    `<ellipse cx="${w * 0.5}" cy="${h * 0.56}" rx="${w * 0.2}" ry="${w * 0.2}" fill="none" stroke="${shade(c, -0.1)}" stroke-width="3" opacity="0.5"/>` +
    rr(3, 3, w - 6, h - 6, r - 3, `fill="none" stroke="#fff" stroke-width="2" opacity="0.22"`) +
    rr(14, 180, 12, h - 260, 6, 'fill="#fff" opacity="0.18"')
  );
}

/** A silicone cover seen from the front: its rim, the lip, the soft lining inside and the camera hole. */
function coverInside(ctx: Ctx, c: string, lens: Lens, w: number, h: number): string {
  const r = 48;
  const lining = mix(c, '#d8d8d8', 0.55);
  const holes = lensCut(lens, w, true);
  return (
    `<path d="${rrPath(-12, -6, w, h, r)}${rrPath(3, 3, w - 6, h - 6, r - 3)}" fill="${shade(c, -0.38)}" fill-rule="evenodd"/>` +
    `<path d="${rrPath(0, 0, w, h, r)}${rrPath(14, 14, w - 28, h - 28, r - 12)}" fill="${fade(ctx, shade(c, 0.2), shade(c, -0.12), 1, 1)}" fill-rule="evenodd"/>` +
    `<path d="${rrPath(14, 14, w - 28, h - 28, r - 12)}${holes}" fill="${lin(
      ctx,
      [
        [0, shade(lining, -0.25)],
        [0.12, lining],
        [1, shade(lining, -0.08)],
      ],
      0,
      0,
      0.3,
      1,
    )}" fill-rule="evenodd"/>` +
    `<g clip-path="${clip(ctx, `<path d="${rrPath(14, 14, w - 28, h - 28, r - 12)}"/>`)}">` +
    `<path d="${rrPath(14, 14, w - 28, h - 28, r - 12)}" fill="none" stroke="${shade(c, -0.3)}" stroke-width="14" opacity="0.55" transform="translate(-4 4)"/></g>` +
    `<path d="${holes}" fill="none" stroke="${shade(lining, -0.3)}" stroke-width="3"/>` +
    rr(w - 18, 150, 8, 82, 4, `fill="${shade(lining, -0.2)}"`) +
    rr(4, 4, w - 8, h - 8, r - 4, `fill="none" stroke="#fff" stroke-width="2" opacity="0.25"`)
  );
}

export const phoneCover: Drawer = (ctx) => {
  const c1 = ctx.r.pick(SILICONE);
  const c2 = ctx.r.pick(SILICONE.filter((c) => c !== c1));
  const lens = ctx.r.pick(['square', 'square', 'bar', 'column'] as const);
  const [w, h] = [250, 500];
  // Two covers: one behind, facing us to show its soft lining, and one in front showing its back.
  return (
    shadow(ctx, 380, 636, 230, 12) +
    `<g transform="translate(196 150) rotate(-9 ${w / 2} ${h})">${coverInside(ctx, c2, lens, w, h)}</g>` +
    `<g transform="translate(352 136) rotate(6 ${w / 2} ${h})">${coverBack(ctx, c1, lens, w, h)}</g>` +
    sparkle(584, 214, 13)
  );
};

// ---------------------------------------------------------------------------------------------------
// Fitness band

const STRAP = [
  '#1c1f24',
  '#1e3a8a',
  '#f97316',
  '#ec4899',
  '#0f766e',
  '#e7e2d8',
  '#7c3aed',
  '#dc2626',
  '#65a30d',
];
const GLOW = ['#22d3ee', '#f97316', '#a3e635', '#f472b6', '#facc15', '#60a5fa'];

/** Stroke-drawn digits in a 10×16 box. */
const DIGITS = [
  'M5 0C1 0 0 3.5 0 8S1 16 5 16S10 12.5 10 8S9 0 5 0Z',
  'M2 3.5L6 0V16',
  'M0.5 4C0.5 1.5 2.5 0 5 0S9.5 1.5 9.5 4.5C9.5 8.5 0 11 0 16H10',
  'M0.5 2C3 -0.5 9.5 -0.5 9.5 4C9.5 6.8 7 8 4 8C7.5 8 10 9.3 10 12C10 17 2.5 17 0 14',
  'M7.5 16V0L0 11H10',
  'M9 0H1.5L0.5 7C2 6.2 3.5 5.8 5 5.8C8.5 5.8 10 8.5 10 11C10 14.5 7.5 16 5 16C3 16 1.2 15.2 0 14',
  'M8.5 1C4.5 -1 0 1.5 0 9C0 14 2 16 5 16S10 14 10 11S8 6.5 5 6.5S0.5 8 0 9.5',
  'M0 0H10L3 16',
  'M5 7.6C2.2 7.6 0.6 6.2 0.6 3.9S2.4 0 5 0S9.4 1.6 9.4 3.9S7.8 7.6 5 7.6C2 7.6 0 9.4 0 11.8S2 16 5 16S10 14.2 10 11.8S8 7.6 5 7.6Z',
  'M1.5 15C5.5 17 10 14.5 10 7C10 2 8 0 5 0S0 2 0 5S2 9.5 5 9.5S9.5 8 10 6.5',
];

/** A number in stroke digits starting at (x, y), each digit s units tall. */
function digits(value: string, x: number, y: number, s: number, color: string, sw: number): string {
  const k = s / 16;
  return [...value]
    .map(
      (ch, i) =>
        `<path d="${DIGITS[Number(ch)]}" transform="translate(${n(x + i * 14 * k)} ${n(y)}) scale(${n(k)})" fill="none" stroke="${color}" stroke-width="${n(sw / k)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
}

export const smartBand: Drawer = (ctx) => {
  const strap = ctx.r.pick(STRAP);
  const glow = ctx.r.pick(GLOW);
  const hh = String(ctx.r.int(7, 12)).padStart(2, '0');
  const mm = String(ctx.r.int(0, 59)).padStart(2, '0');
  const steps = String(ctx.r.int(3200, 9800));
  // The strap closed into a loop standing on its edge, turned so its axis runs away to the right.
  const phi = 0.64;
  const R = 180;
  const sw = 104;
  const cx = 328;
  const cy = 638 - R;
  const rx = R * Math.sin(phi);
  const [ox, oy] = [sw * Math.cos(phi), -sw * Math.sin(phi) * 0.12];
  const top0 = `${n(cx)} ${cy - R}`;
  const bot0 = `${n(cx)} ${cy + R}`;
  const top1 = `${n(cx + ox)} ${n(cy - R + oy)}`;
  const bot1 = `${n(cx + ox)} ${n(cy + R + oy)}`;
  const arc = `${n(rx)} ${R} 0 0`;
  const inner = `M${top0}A${arc} 0 ${bot0}L${bot1}A${arc} 1 ${top1}Z`;
  const outer = `M${top0}A${arc} 1 ${bot0}L${bot1}A${arc} 0 ${top1}Z`;
  const insideFill = lin(
    ctx,
    [
      [0, shade(strap, -0.45)],
      [0.5, shade(strap, -0.15)],
      [1, shade(strap, -0.5)],
    ],
    0,
    0,
    1,
    0,
  );
  const outsideFill = lin(ctx, [
    [0, shade(strap, 0.25)],
    [0.45, strap],
    [1, shade(strap, -0.4)],
  ]);
  // The strap darkens where it curls away over the top and under the bottom.
  const curve = lin(ctx, [
    [0, '#000', 0.3],
    [0.25, '#000', 0],
    [0.75, '#000', 0],
    [1, '#000', 0.35],
  ]);
  // Pin holes on the strap's tail, on the far side of the loop.
  const holes = [-0.62, -0.36, -0.1, 0.16, 0.42]
    .map((t) => {
      const hx = cx - rx * Math.cos(t) + ox / 2;
      const hy = cy - R * Math.sin(t) + oy / 2;
      return `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="5" ry="6.5" fill="${shade(strap, -0.65)}"/>`;
    })
    .join('');
  // The pod at the front of the loop: a slim glossy pill, its screen turned towards us.
  const [pw, ph, depth] = [116, 268, 22];
  const fx = cx + rx + ox / 2 + 12;
  const fy = cy + oy / 2;
  const view = `matrix(${n(Math.cos(phi))} ${n(-Math.sin(phi) * 0.12)} 0 1 ${n(fx)} ${n(fy)})`;
  const podSide = Array.from({ length: 6 }, (_, i) => {
    const t = 1 - i / 6;
    return rr(
      -pw / 2 - depth * t,
      -ph / 2 + depth * 0.2 * t,
      pw,
      ph,
      pw / 2,
      `fill="${shade('#3a3f47', -0.2 * t)}"`,
    );
  }).join('');
  const glass = lin(
    ctx,
    [
      [0, '#2b3038'],
      [0.5, '#0b0d11'],
      [1, '#050608'],
    ],
    0,
    0,
    1,
    1,
  );
  const arcR = 26;
  const ringY = -ph / 2 + 52;
  const screen =
    rr(
      -pw / 2,
      -ph / 2,
      pw,
      ph,
      pw / 2,
      `fill="${lin(
        ctx,
        [
          [0, '#5b6270'],
          [0.5, '#1f2329'],
          [1, '#0d0f12'],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(-pw / 2 + 4, -ph / 2 + 4, pw - 8, ph - 8, pw / 2 - 4, `fill="${glass}"`) +
    `<circle cx="0" cy="${ringY}" r="${arcR}" fill="none" stroke="${glow}" stroke-width="6" opacity="0.25"/>` +
    `<path d="M0 ${ringY - arcR} A${arcR} ${arcR} 0 1 1 ${n(-arcR * Math.sin(1.2))} ${n(ringY + arcR * Math.cos(1.2))}" fill="none" stroke="${glow}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M0 ${ringY + 8} C-12 ${ringY - 2} -8 ${ringY - 14} 0 ${ringY - 6} C8 ${ringY - 14} 12 ${ringY - 2} 0 ${ringY + 8} Z" fill="#f87171"/>` +
    digits(hh, -31, -ph / 2 + 98, 40, '#ffffff', 6) +
    digits(mm, -31, -ph / 2 + 150, 40, glow, 6) +
    `<ellipse cx="-30" cy="${ph / 2 - 62}" rx="5" ry="7.5" fill="#9ca3af"/>` +
    `<ellipse cx="-21" cy="${ph / 2 - 55}" rx="4.5" ry="7" fill="#9ca3af"/>` +
    digits(steps, -10, ph / 2 - 70, 16, '#d1d5db', 2.6) +
    rr(-32, ph / 2 - 40, 64, 5, 2.5, 'fill="#374151"') +
    rr(-32, ph / 2 - 40, 64 * (Number(steps) / 10000), 5, 2.5, `fill="${glow}"`) +
    `<path d="M${-pw / 2 + 12} ${-ph / 2 + 70} Q${-pw / 2 + 14} ${-ph / 2 + 18} ${-pw / 2 + 52} ${-ph / 2 + 10}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.3"/>` +
    `<path d="M${-pw / 2 + 6} ${ph * 0.1} L${pw / 2 - 6} ${-ph * 0.16} L${pw / 2 - 6} ${-ph * 0.05} L${-pw / 2 + 6} ${ph * 0.21} Z" fill="#fff" opacity="0.06"/>`;
  return (
    shadow(ctx, cx + ox / 2 + 30, 636, 150, 10) +
    `<path d="${inner}" fill="${insideFill}"/>` +
    `<path d="${inner}" fill="${curve}"/>` +
    `<path d="M${top1}A${arc} 0 ${bot1}" fill="none" stroke="${shade(strap, 0.3)}" stroke-width="3" opacity="0.6"/>` +
    `<path d="M${n(cx - rx * 0.62 + ox * 0.3)} ${n(cy - R * 0.6)}Q${n(cx - rx + ox * 0.3)} ${cy} ${n(cx - rx * 0.62 + ox * 0.3)} ${n(cy + R * 0.6)}" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.12"/>` +
    holes +
    `<path d="${outer}" fill="${outsideFill}"/>` +
    `<path d="${outer}" fill="${curve}"/>` +
    `<path d="M${top0}A${arc} 1 ${bot0}" fill="none" stroke="${shade(strap, 0.4)}" stroke-width="3.5" opacity="0.75"/>` +
    `<g transform="${view}">${podSide}${screen}</g>` +
    sparkle(fx - 14, fy - ph / 2 + 22, 12)
  );
};
