// More kitchen: a pressure cooker, a non-stick fry pan, a roti tawa, glass tumblers, a steel thali set
// and hammered copper serving bowls.
import { shade } from '../palette.ts';
import { blur, type Ctx, clip, cyl, type Drawer, fade, lin, n, rad, rr, type Stop, shadow } from '../svg.ts';
import { sparkle } from './shared.ts';

/** Polished metal across an upright body: several soft reflections rather than one. */
const polished = (ctx: Ctx, base: string, light: string, dark: string) =>
  lin(
    ctx,
    [
      [0, dark],
      [0.1, base],
      [0.24, light],
      [0.36, base],
      [0.62, shade(base, -0.2)],
      [0.8, shade(light, -0.06)],
      [0.92, base],
      [1, dark],
    ],
    0,
    0,
    1,
    0,
  );

/** Moulded bakelite: a soft sheen along the top edge. */
const bakelite = (ctx: Ctx, c: string) =>
  lin(ctx, [
    [0, shade(c, 0.32)],
    [0.3, c],
    [1, shade(c, -0.5)],
  ]);

/** Mirror-finish stainless steel, lit from the upper left. */
const STEEL = ['#c3c9d0', '#fbfcfd', '#6b737d'] as const;

/** A smooth closed outline through points round an ellipse, each radius nudged by up to ±wob. */
function blob(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, wob: number, count = 14): string {
  const pts = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + ctx.r.range(-wob, wob);
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
  });
  const mid = (i: number) => {
    const a = pts[i % count]!;
    const b = pts[(i + 1) % count]!;
    return `${n((a[0] + b[0]) / 2)} ${n((a[1] + b[1]) / 2)}`;
  };
  let d = `M${mid(0)}`;
  for (let i = 1; i <= count; i++) {
    const p = pts[i % count]!;
    d += ` Q${n(p[0])} ${n(p[1])} ${mid(i)}`;
  }
  return `${d} Z`;
}

/** A band between the front halves of two ellipses (the visible side of a flat disc or a pan wall). */
const band = (cx: number, y0: number, rx0: number, ry0: number, y1: number, rx1: number, ry1: number) =>
  `M${n(cx - rx0)} ${n(y0)} A${n(rx0)} ${n(ry0)} 0 0 0 ${n(cx + rx0)} ${n(y0)} L${n(cx + rx1)} ${n(y1)} A${n(rx1)} ${n(ry1)} 0 0 1 ${n(cx - rx1)} ${n(y1)} Z`;

// ---------------------------------------------------------------------------------------------------
// Pressure cooker

/** Body finishes: [base, light, dark] for aluminium, stainless steel and hard-anodised black. */
const COOKER = [
  ['#c4c9cf', '#f5f7f9', '#7a818a'],
  ['#b4bbc3', '#ffffff', '#59616b'],
  ['#3a3e44', '#7d838c', '#141619'],
] as const;

export const pressureCooker: Drawer = (ctx) => {
  const [base, light, dark] = ctx.r.pick(COOKER);
  const grip = ctx.r.pick(['#1a1a1c', '#241e1b', '#26292e']);
  const valve = ctx.r.pick(['#dc2626', '#b91c1c', '#cbd5e1', '#111827']);
  const steelWeight = ctx.r.chance(0.4);
  const [cx, rx, ry, rim, bot] = [330, 150, 34, 398, 592];
  const [x0, x1] = [cx - rx, cx + rx];
  const metal = polished(ctx, base, light, dark);
  const outline = `M${x0} ${rim} V${bot - 16} Q${x0} ${bot + 4} ${x0 + 14} ${bot + 6} A${rx - 14} ${ry - 2} 0 0 0 ${x1 - 14} ${bot + 6} Q${x1} ${bot + 4} ${x1} ${bot - 16} V${rim} Z`;
  const body =
    `<path d="${outline}" fill="${metal}"/>` +
    `<path d="${outline}" fill="${lin(ctx, [
      [0, '#000', 0],
      [0.8, '#000', 0],
      [0.84, '#000', 0.2],
      [1, '#000', 0.32],
    ])}"/>` +
    `<path d="M${x0} ${rim + 34} A${rx} ${ry} 0 0 0 ${x1} ${rim + 34}" fill="none" stroke="${shade(base, -0.3)}" stroke-width="2" opacity="0.6"/>` +
    `<path d="M${x0} ${rim + 37} A${rx} ${ry} 0 0 0 ${x1} ${rim + 37}" fill="none" stroke="${light}" stroke-width="2" opacity="0.6"/>` +
    rr(x0 + 34, rim + 48, 14, bot - rim - 40, 7, 'fill="#fff" opacity="0.28"');
  const gripFill = bakelite(ctx, grip);
  // Long body handle on the right, the lid's handle lying on top of it, and a short helper handle on the left.
  const bodyHandle =
    `<path d="M${x1 - 6} ${rim + 8} L${x1 + 196} ${rim + 10} Q${x1 + 222} ${rim + 10} ${x1 + 222} ${rim + 30} Q${x1 + 222} ${rim + 50} ${x1 + 196} ${rim + 50} L${x1 - 6} ${rim + 54} Z" fill="${gripFill}"/>` +
    rr(x1 - 8, rim + 4, 56, 54, 14, `fill="${gripFill}"`) +
    `<path d="M${x1 + 52} ${rim + 16} L${x1 + 196} ${rim + 17}" stroke="#fff" stroke-width="3" opacity="0.2" stroke-linecap="round"/>` +
    `<ellipse cx="${x1 + 200}" cy="${rim + 34}" rx="8" ry="6" fill="#000" opacity="0.6"/>`;
  const lidHandle =
    `<path d="M${x1 - 36} ${rim - 26} L${x1 + 196} ${rim - 18} Q${x1 + 220} ${rim - 17} ${x1 + 220} ${rim - 4} Q${x1 + 220} ${rim + 9} ${x1 + 196} ${rim + 9} L${x1 - 36} ${rim + 4} Z" fill="${gripFill}"/>` +
    `<path d="M${x1 - 36} ${rim + 4} L${x1 + 196} ${rim + 9}" stroke="#000" stroke-width="2" opacity="0.5"/>` +
    `<path d="M${x1 - 22} ${rim - 20} L${x1 + 192} ${rim - 13}" stroke="#fff" stroke-width="3" opacity="0.25" stroke-linecap="round"/>`;
  const helper = `<path d="M${x0 + 6} ${rim + 12} L${x0 - 42} ${rim + 14} Q${x0 - 58} ${rim + 15} ${x0 - 58} ${rim + 27} Q${x0 - 58} ${rim + 39} ${x0 - 42} ${rim + 40} L${x0 + 6} ${rim + 42} Z" fill="${gripFill}"/>`;
  const lidTop = rad(
    ctx,
    [
      [0, light],
      [0.6, base],
      [1, shade(base, -0.15)],
    ],
    0.4,
    0.35,
    0.7,
  );
  const lid =
    `<ellipse cx="${cx}" cy="${rim + 2}" rx="${rx + 5}" ry="${ry + 3}" fill="${shade(base, -0.35)}"/>` +
    `<ellipse cx="${cx}" cy="${rim - 3}" rx="${rx + 2}" ry="${ry + 1}" fill="${lin(ctx, [
      [0, light],
      [1, shade(base, -0.1)],
    ])}"/>` +
    `<ellipse cx="${cx}" cy="${rim - 7}" rx="${rx - 8}" ry="${ry - 4}" fill="${lidTop}"/>` +
    `<ellipse cx="${cx}" cy="${rim - 11}" rx="${n(rx * 0.6)}" ry="${n(ry * 0.6)}" fill="none" stroke="${shade(base, -0.2)}" stroke-width="2" opacity="0.5"/>` +
    `<ellipse cx="${cx}" cy="${rim - 9}" rx="${n(rx * 0.6)}" ry="${n(ry * 0.6)}" fill="none" stroke="${light}" stroke-width="2" opacity="0.7"/>`;
  const strapFill = fade(ctx, '#ffffff', '#8a929c');
  const strap =
    `<path d="M${cx + 20} ${rim - 22} L${x1 - 30} ${rim - 22} L${x1 - 30} ${rim - 4} L${cx + 20} ${rim - 8} Z" fill="${strapFill}"/>` +
    `<circle cx="${cx + 44}" cy="${rim - 15}" r="3" fill="#6b7280"/><circle cx="${x1 - 46}" cy="${rim - 13}" r="3" fill="#6b7280"/>`;
  const wc = steelWeight ? STEEL : ([grip, shade(grip, 0.35), shade(grip, -0.4)] as const);
  const weight =
    `<ellipse cx="${cx}" cy="${rim - 12}" rx="24" ry="8" fill="${shade(base, -0.45)}"/>` +
    `<path d="M${cx - 24} ${rim - 16} L${cx - 20} ${rim - 62} Q${cx} ${rim - 70} ${cx + 20} ${rim - 62} L${cx + 24} ${rim - 16} Q${cx} ${rim - 6} ${cx - 24} ${rim - 16} Z" fill="${cyl(ctx, wc[0], wc[1], wc[2])}"/>` +
    `<ellipse cx="${cx}" cy="${rim - 63}" rx="20" ry="6.5" fill="${shade(wc[0], 0.25)}"/>` +
    rr(cx - 7, rim - 88, 14, 26, 6, `fill="${cyl(ctx, wc[0], wc[1], wc[2])}"`) +
    `<ellipse cx="${cx}" cy="${rim - 88}" rx="8.5" ry="4.5" fill="${wc[1]}"/>`;
  const vx = cx - 68;
  const safety =
    `<ellipse cx="${vx}" cy="${rim - 8}" rx="15" ry="6" fill="${shade(base, -0.3)}"/>` +
    rr(vx - 8, rim - 22, 16, 14, 5, `fill="${cyl(ctx, valve, shade(valve, 0.45), shade(valve, -0.4))}"`) +
    `<ellipse cx="${vx}" cy="${rim - 22}" rx="8" ry="3" fill="${shade(valve, 0.35)}"/>`;
  // Drawn a touch larger than life so it holds its own beside the other cookware.
  return (
    '<g transform="translate(400 640) scale(1.08) translate(-400 -640)">' +
    shadow(ctx, cx + 30, 630, 210, 12) +
    helper +
    body +
    bodyHandle +
    lid +
    strap +
    lidHandle +
    safety +
    weight +
    sparkle(x0 + 40, rim + 60, 12, 0.8) +
    '</g>'
  );
};

// ---------------------------------------------------------------------------------------------------
// Fry pan

/** Speckle for a granite-look coating, as a repeating pattern. */
function speckle(ctx: Ctx, w: number, h: number, count: number): string {
  const id = ctx.id('g');
  const dots = Array.from(
    { length: count },
    () =>
      `<circle cx="${n(ctx.r.range(0, w))}" cy="${n(ctx.r.range(0, h))}" r="${n(ctx.r.range(0.5, 1.5))}" fill="${ctx.r.pick(['#fff', '#d6d3d1', '#000'])}" opacity="${n(ctx.r.range(0.2, 0.5))}"/>`,
  ).join('');
  ctx.defs.push(
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${dots}</pattern>`,
  );
  return `url(#${id})`;
}

export const fryPan: Drawer = (ctx) => {
  const coat = ctx.r.pick([
    '#c2410c',
    '#b91c1c',
    '#1d4ed8',
    '#0f766e',
    '#6d28d9',
    '#be185d',
    '#334155',
    '#15803d',
    '#a16207',
  ]);
  const granite = ctx.r.chance(0.55);
  const inside = granite ? ctx.r.pick(['#3b3a3a', '#45403b', '#34383e']) : '#1f2124';
  const wood = ctx.r.chance(0.3);
  const grip = wood
    ? ctx.r.pick(['#8a5a32', '#6f4526'])
    : ctx.r.pick(['#18181b', '#1f2937', shade(coat, -0.55)]);
  const [cx, cy, rx, ry, depth] = [306, 482, 200, 110, 48];
  const [bx, by] = [rx - 22, ry - 12];
  const outside =
    `<path d="${band(cx, cy, rx, ry, cy + depth, bx, by)}" fill="${lin(
      ctx,
      [
        [0, shade(coat, -0.45)],
        [0.2, coat],
        [0.36, shade(coat, 0.35)],
        [0.55, coat],
        [1, shade(coat, -0.5)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="${band(cx, cy + depth - 12, bx + 6, by + 3, cy + depth, bx, by)}" fill="#000" opacity="0.25"/>`;
  const wall = lin(ctx, [
    [0, shade(inside, 0.22)],
    [0.55, inside],
    [1, shade(inside, -0.45)],
  ]);
  const floor = rad(
    ctx,
    [
      [0, shade(inside, 0.2)],
      [0.7, inside],
      [1, shade(inside, -0.2)],
    ],
    0.38,
    0.35,
    0.7,
  );
  const fy = cy + 18;
  const [fx, fr] = [rx * 0.78, ry * 0.78];
  const inner =
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${wall}"/>` +
    `<ellipse cx="${cx}" cy="${fy}" rx="${n(fx)}" ry="${n(fr)}" fill="${floor}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>` +
    (granite
      ? `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 4}" ry="${ry - 3}" fill="${speckle(ctx, 97, 61, 34)}"/>`
      : '') +
    `<path d="M${cx - 150} ${cy - 50} Q${cx - 70} ${cy - 96} ${cx + 50} ${cy - 94}" stroke="#fff" stroke-width="7" opacity="0.2" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${cx - 40}" cy="${fy - 10}" rx="70" ry="26" fill="#fff" opacity="0.07"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${shade(coat, 0.15)}" stroke-width="7"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 4}" ry="${ry - 3}" fill="none" stroke="#000" stroke-width="1.5" opacity="0.35"/>`;
  const steel = lin(ctx, [
    [0, '#f8fafc'],
    [0.5, '#b6bdc5'],
    [1, '#5f6771'],
  ]);
  const gripFill = bakelite(ctx, grip);
  const grain = wood
    ? [-6, 0, 6]
        .map(
          (y) =>
            `<path d="M76 ${y} Q150 ${y + 3} 232 ${y - 2}" stroke="${shade(grip, -0.35)}" stroke-width="1.5" fill="none" opacity="0.6"/>`,
        )
        .join('')
    : '';
  const handle =
    `<g transform="translate(${cx + rx - 12} ${cy + 2}) rotate(-13)">` +
    rr(-4, -10, 70, 20, 7, `fill="${steel}"`) +
    rr(-20, -18, 38, 36, 10, `fill="${steel}"`) +
    `<circle cx="-5" cy="-8" r="3.5" fill="#6b7280"/><circle cx="-5" cy="8" r="3.5" fill="#6b7280"/>` +
    `<path d="M54 -17 L212 -21 Q246 -21 246 0 Q246 21 212 21 L54 17 Z" fill="${gripFill}"/>` +
    grain +
    rr(54, -17, 14, 34, 5, `fill="${coat}"`) +
    `<ellipse cx="222" cy="0" rx="9" ry="6.5" fill="#000" opacity="0.55"/>` +
    `<path d="M74 -13 L212 -17" stroke="#fff" stroke-width="3.5" opacity="0.25" stroke-linecap="round"/>` +
    '</g>';
  return shadow(ctx, cx + 40, 628, 250, 14) + outside + inner + handle + sparkle(cx - 120, cy - 58, 11, 0.8);
};

// ---------------------------------------------------------------------------------------------------
// Roti tawa

/** A roti (or a paratha) lying on a plane squashed to ratio k, centred at (x, y). */
function roti(ctx: Ctx, x: number, y: number, r: number, k: number, paratha: boolean): string {
  const shape = blob(ctx, x, y, r, r * k, 0.03, 16);
  const [c0, c1, c2] = paratha ? ['#f3d48f', '#e2af5e', '#b97f30'] : ['#f4e0b0', '#e4c083', '#c3924f'];
  const at = (d: number) => {
    const a = ctx.r.range(0, Math.PI * 2);
    return [x + Math.cos(a) * d * r, y + Math.sin(a) * d * r * k] as const;
  };
  // Char marks: soft clusters of brown blotches, and a few tiny burnt points.
  const marks: string[] = [];
  for (let i = 0; i < (paratha ? 8 : 14); i++) {
    const [sx, sy] = at(Math.sqrt(ctx.r.next()) * 0.8);
    const col = ctx.r.pick(paratha ? ['#9a5a1c', '#7a4514'] : ['#8b5a2b', '#a5672f', '#70431d']);
    for (let j = 0; j < 3; j++) {
      const s = ctx.r.range(3, paratha ? 15 : 13);
      marks.push(
        `<ellipse cx="${n(sx + ctx.r.range(-10, 10))}" cy="${n(sy + ctx.r.range(-4, 4))}" rx="${n(s)}" ry="${n(s * k * ctx.r.range(0.8, 1.5))}" fill="${col}" opacity="${n(ctx.r.range(0.25, 0.6))}"/>`,
      );
    }
  }
  const dots = Array.from({ length: 10 }, () => {
    const [dx, dy] = at(ctx.r.range(0.1, 0.85));
    return `<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(ctx.r.range(1, 2.4))}" fill="#3d2410" opacity="0.7"/>`;
  }).join('');
  const layers = paratha
    ? [0.42, 0.7]
        .map(
          (t) =>
            `<path d="${blob(ctx, x, y, r * t, r * t * k, 0.08, 9)}" fill="none" stroke="${c0}" stroke-width="3" opacity="0.7"/>`,
        )
        .join('')
    : '';
  const [bx, by] = at(0.35);
  const puff = paratha
    ? ''
    : `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(r * 0.32)}" ry="${n(r * k * 0.26)}" fill="#fff" opacity="0.22"/>`;
  return (
    `<path d="${shape}" fill="${rad(
      ctx,
      [
        [0, c0],
        [0.75, c1],
        [1, c2],
      ],
      0.45,
      0.4,
      0.6,
    )}" stroke="${shade(c2, -0.15)}" stroke-width="2" stroke-opacity="0.6"/>` +
    layers +
    puff +
    `<g filter="${blur(ctx, 1.6)}">${marks.join('')}</g>` +
    dots +
    `<ellipse cx="${n(x - r * 0.25)}" cy="${n(y - r * k * 0.3)}" rx="${n(r * 0.35)}" ry="${n(r * k * 0.28)}" fill="#fff" opacity="${paratha ? 0.3 : 0.16}"/>`
  );
}

export const tawa: Drawer = (ctx) => {
  const iron = ctx.r.pick(['#2a2c30', '#26262a', '#2e2b29', '#24282c']);
  const woodGrip = ctx.r.chance(0.6);
  const grip = woodGrip ? ctx.r.pick(['#9a6334', '#7b4a26', '#b07a45']) : '#1b1b1d';
  const paratha = ctx.r.chance(0.3);
  const [cx, cy, rx, ry, edge] = [340, 512, 220, 114, 10];
  const k = ry / rx;
  const plate =
    `<path d="${band(cx, cy, rx, ry, cy + edge, rx - 2, ry - 1)}" fill="${lin(
      ctx,
      [
        [0, '#0d0d0e'],
        [0.35, shade(iron, 0.2)],
        [1, '#0d0d0e'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rad(
      ctx,
      [
        [0, shade(iron, 0.16)],
        [0.7, iron],
        [0.93, shade(iron, -0.35)],
        [1, shade(iron, 0.3)],
      ],
      0.48,
      0.46,
      0.5,
    )}"/>` +
    [0.35, 0.6, 0.82]
      .map(
        (t) =>
          `<ellipse cx="${cx}" cy="${cy}" rx="${n(rx * t)}" ry="${n(ry * t)}" fill="none" stroke="#fff" stroke-width="1.5" opacity="0.06"/>`,
      )
      .join('') +
    `<path d="M${cx - 170} ${cy - 40} Q${cx - 70} ${cy - 92} ${cx + 80} ${cy - 86}" stroke="#fff" stroke-width="10" opacity="0.12" fill="none" stroke-linecap="round"/>`;
  const bar = lin(ctx, [
    [0, '#5a5d63'],
    [0.5, '#2a2c30'],
    [1, '#0f1012'],
  ]);
  const gripFill = bakelite(ctx, grip);
  const handle =
    `<g transform="translate(${cx + rx - 14} ${cy - 4}) rotate(-24)">` +
    rr(-26, -12, 40, 24, 6, `fill="${bar}"`) +
    rr(-6, -7, 110, 14, 5, `fill="${bar}"`) +
    `<circle cx="-14" cy="-4" r="3" fill="#6b7280"/><circle cx="-14" cy="5" r="3" fill="#6b7280"/>` +
    rr(92, -14, 16, 28, 5, `fill="${shade(grip, -0.2)}"`) +
    `<path d="M104 -13 L196 -15 Q214 -15 214 0 Q214 15 196 15 L104 13 Z" fill="${gripFill}"/>` +
    rr(198, -12, 14, 24, 6, `fill="${shade(grip, -0.25)}"`) +
    (woodGrip
      ? `<path d="M112 -4 Q150 -1 196 -6 M116 5 Q160 8 194 4" stroke="${shade(grip, -0.35)}" stroke-width="1.5" fill="none" opacity="0.6"/>`
      : '') +
    `<path d="M112 -9 L194 -11" stroke="#fff" stroke-width="3" opacity="0.25" stroke-linecap="round"/>` +
    '</g>';
  return (
    shadow(ctx, cx + 30, 630, 250, 14) +
    handle +
    plate +
    roti(ctx, cx - 10, cy - 2, 150, k, paratha) +
    sparkle(cx + rx - 60, cy - 70, 9, 0.7)
  );
};

// ---------------------------------------------------------------------------------------------------
// Glass tumblers

interface Glass {
  x: number;
  yb: number;
  h: number;
  rt: number;
  rb: number;
  water: number;
}

/** Paints shared by every glass in a set (bounding-box gradients, so one of each will do). */
interface GlassLook {
  tint: string;
  body: string;
  water: string;
  fluted: boolean;
}

/** A clear glass tumbler standing at (x, yb): tinted edges, thick base, highlights, maybe some water. */
function tumbler(g: Glass, look: GlassLook): string {
  const { x, yb, h, rt, rb, water } = g;
  const { tint } = look;
  const [k, kb] = [0.2, 0.22];
  const ty = yb - h;
  const rAt = (y: number) => rb + ((rt - rb) * (yb - y)) / h;
  const sides = `M${n(x - rt)} ${n(ty)} L${n(x - rb)} ${n(yb)} A${n(rb)} ${n(rb * kb)} 0 0 0 ${n(x + rb)} ${n(yb)} L${n(x + rt)} ${n(ty)}`;
  const baseT = 16;
  const yi = yb - baseT;
  let liquid = '';
  if (water > 0) {
    const yw = yb - baseT - (h - baseT) * water;
    const rw = rAt(yw) - 4;
    const ri = rAt(yi) - 4;
    liquid =
      `<path d="M${n(x - rw)} ${n(yw)} L${n(x - ri)} ${n(yi)} A${n(ri)} ${n(ri * kb)} 0 0 0 ${n(x + ri)} ${n(yi)} L${n(x + rw)} ${n(yw)} Z" fill="${look.water}"/>` +
      `<ellipse cx="${n(x)}" cy="${n(yw)}" rx="${n(rw)}" ry="${n(rw * k)}" fill="#d8eef9" fill-opacity="0.6" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/>`;
  }
  const rbi = rAt(yi);
  const y0 = ty + h * 0.32;
  const flute = (u: number, dx: number) =>
    `M${n(x + u * rAt(y0) + dx)} ${n(y0 + Math.sqrt(1 - u * u) * rAt(y0) * k)} L${n(x + u * rbi + dx)} ${n(yi + Math.sqrt(1 - u * u) * rbi * kb)}`;
  const us = [-0.8, -0.55, -0.28, 0, 0.28, 0.55, 0.8];
  const flutes = look.fluted
    ? `<path d="${us.map((u) => flute(u, 0)).join('')}" stroke="${shade(tint, -0.3)}" stroke-width="2" opacity="0.22"/>` +
      `<path d="${us.map((u) => flute(u, 3)).join('')}" stroke="#fff" stroke-width="2" opacity="0.4"/>`
    : '';
  const edge = shade(tint, -0.35);
  return (
    `<ellipse cx="${n(x)}" cy="${n(yb + 2)}" rx="${n(rb + 4)}" ry="${n(rb * kb + 3)}" fill="#000" opacity="0.1"/>` +
    `<path d="M${n(x - rt)} ${n(ty)} A${n(rt)} ${n(rt * k)} 0 0 1 ${n(x + rt)} ${n(ty)}" fill="none" stroke="${edge}" stroke-width="1.5" opacity="0.45"/>` +
    liquid +
    `<path d="${sides} A${n(rt)} ${n(rt * k)} 0 0 0 ${n(x - rt)} ${n(ty)} Z" fill="${look.body}"/>` +
    `<path d="${band(x, yi, rbi, rbi * kb, yb, rb, rb * kb)}" fill="${tint}" opacity="0.35"/>` +
    `<ellipse cx="${n(x)}" cy="${n(yi + 4)}" rx="${n(rbi * 0.7)}" ry="${n(rbi * kb * 0.5)}" fill="#fff" opacity="0.55"/>` +
    flutes +
    `<path d="${sides}" fill="none" stroke="${edge}" stroke-width="2.5" opacity="0.7"/>` +
    `<ellipse cx="${n(x)}" cy="${n(ty)}" rx="${n(rt)}" ry="${n(rt * k)}" fill="none" stroke="#fff" stroke-width="3" opacity="0.9"/>` +
    `<path d="M${n(x - rt)} ${n(ty + 1.5)} A${n(rt)} ${n(rt * k)} 0 0 0 ${n(x + rt)} ${n(ty + 1.5)}" fill="none" stroke="${edge}" stroke-width="1.5" opacity="0.5"/>` +
    `<path d="M${n(x - rt + 12)} ${n(ty + 16)} L${n(x - rb + 10)} ${n(yb - 24)}" stroke="#fff" stroke-width="7" opacity="0.7" stroke-linecap="round"/>` +
    `<path d="M${n(x - rt + 25)} ${n(ty + 22)} L${n(x - rb + 22)} ${n(yb - 60)}" stroke="#fff" stroke-width="2.5" opacity="0.5" stroke-linecap="round"/>` +
    `<path d="M${n(x + rt - 10)} ${n(ty + 20)} L${n(x + rb - 9)} ${n(yb - 30)}" stroke="#fff" stroke-width="4" opacity="0.4" stroke-linecap="round"/>`
  );
}

export const tumblers: Drawer = (ctx) => {
  const tint = ctx.r.pick(['#8fb3c9', '#8fb3c9', '#90c2b1', '#9aa4b5', '#7da7d9']);
  const across = (list: readonly Stop[]) => lin(ctx, list, 0, 0, 1, 0);
  const look: GlassLook = {
    tint,
    fluted: ctx.r.chance(0.4),
    body: across([
      [0, tint, 0.65],
      [0.08, tint, 0.28],
      [0.2, '#ffffff', 0.45],
      [0.32, '#ffffff', 0.1],
      [0.7, tint, 0.12],
      [0.88, tint, 0.3],
      [1, tint, 0.65],
    ]),
    water: across([
      [0, '#4f93c4', 0.55],
      [0.3, '#bfe3f5', 0.3],
      [0.7, '#74b2dc', 0.3],
      [1, '#3f82b5', 0.55],
    ]),
  };
  const layout = ctx.r.pick(['row', 'zigzag'] as const);
  const [h, rt, rb] = [284, 72, 57];
  const wet = () => (ctx.r.chance(0.55) ? ctx.r.range(0.35, 0.75) : 0);
  const glasses: Glass[] = [];
  if (layout === 'row') {
    const count = ctx.r.int(3, 4);
    const gap = rt * 2 + 12;
    for (let i = 0; i < count; i++)
      glasses.push({ x: 400 + (i - (count - 1) / 2) * gap, yb: 624, h, rt, rb, water: wet() });
  } else {
    // Five or six in a staggered line, every other one set a little further back.
    const count = ctx.r.int(5, 6);
    const [s, gap] = count === 5 ? [0.94, 116] : [0.86, 104];
    for (const back of [true, false])
      for (let i = back ? 0 : 1; i < count; i += 2)
        glasses.push({
          x: 400 + (i - (count - 1) / 2) * gap,
          yb: back ? 590 : 630,
          h: h * s,
          rt: rt * s,
          rb: rb * s,
          water: wet(),
        });
  }
  const first = glasses[0]!;
  return (
    shadow(ctx, 400, 628, 260, 12, 0.5) +
    glasses.map((g) => tumbler(g, look)).join('') +
    sparkle(first.x - first.rt + 14, first.yb - first.h + 30, 12)
  );
};

// ---------------------------------------------------------------------------------------------------
// Steel thali set

/** A small steel katori standing at (x, y) on a plane squashed to ratio k: rounded sides, a hollow inside. */
function katori(ctx: Ctx, x: number, y: number, r: number, k: number): string {
  const hgt = r * 0.56;
  const yt = y - hgt;
  const rb = r * 0.64;
  const d =
    `M${n(x - r)} ${n(yt)} C${n(x - r)} ${n(yt + hgt * 0.75)} ${n(x - rb - 10)} ${n(y)} ${n(x - rb)} ${n(y)} ` +
    `A${n(rb)} ${n(rb * k)} 0 0 0 ${n(x + rb)} ${n(y)} C${n(x + rb + 10)} ${n(y)} ${n(x + r)} ${n(yt + hgt * 0.75)} ${n(x + r)} ${n(yt)} ` +
    `A${n(r)} ${n(r * k)} 0 0 0 ${n(x - r)} ${n(yt)} Z`;
  const ri = r - 4;
  return (
    `<ellipse cx="${n(x)}" cy="${n(y + 3)}" rx="${n(r * 0.9)}" ry="${n(r * k * 0.8)}" fill="#000" opacity="0.22"/>` +
    `<path d="${d}" fill="${polished(ctx, ...STEEL)}"/>` +
    `<path d="${d}" fill="${lin(ctx, [
      [0, '#000', 0],
      [0.5, '#000', 0],
      [1, '#000', 0.25],
    ])}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(yt)}" rx="${n(r + 2)}" ry="${n(r * k + 1.5)}" fill="${fade(ctx, '#ffffff', '#7b848e')}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(yt + 1)}" rx="${n(ri)}" ry="${n(ri * k)}" fill="${lin(ctx, [
      [0, '#59626c'],
      [0.5, '#a9b1ba'],
      [1, '#e7ebef'],
    ])}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(yt + ri * k * 0.42)}" rx="${n(ri * 0.56)}" ry="${n(ri * k * 0.42)}" fill="${rad(
      ctx,
      [
        [0, '#ffffff'],
        [1, '#c3cad2'],
      ],
    )}"/>` +
    `<path d="M${n(x - ri)} ${n(yt + 1)} A${n(ri)} ${n(ri * k)} 0 0 1 ${n(x + ri)} ${n(yt + 1)}" fill="none" stroke="#3f464e" stroke-width="3" opacity="0.35"/>`
  );
}

/** A steel tumbler (glass) standing at (x, yb). */
function steelGlass(ctx: Ctx, x: number, yb: number, h: number, rt: number, rb: number, k: number): string {
  const ty = yb - h;
  const ring = (y: number, r: number) =>
    `<path d="M${n(x - r)} ${n(y)} A${n(r)} ${n(r * k)} 0 0 0 ${n(x + r)} ${n(y)}" fill="none" stroke="#5b636d" stroke-width="2" opacity="0.5"/>` +
    `<path d="M${n(x - r)} ${n(y + 2.5)} A${n(r)} ${n(r * k)} 0 0 0 ${n(x + r)} ${n(y + 2.5)}" fill="none" stroke="#fff" stroke-width="2" opacity="0.7"/>`;
  const rAt = (y: number) => rb + ((rt - rb) * (yb - y)) / h;
  return (
    `<ellipse cx="${n(x)}" cy="${n(yb + 2)}" rx="${n(rb + 6)}" ry="${n(rb * k + 4)}" fill="#000" opacity="0.2"/>` +
    `<path d="M${n(x - rt)} ${n(ty)} L${n(x - rb)} ${n(yb)} A${n(rb)} ${n(rb * k)} 0 0 0 ${n(x + rb)} ${n(yb)} L${n(x + rt)} ${n(ty)} Z" fill="${polished(ctx, ...STEEL)}"/>` +
    ring(ty + 22, rAt(ty + 22)) +
    ring(yb - 20, rAt(yb - 20)) +
    `<ellipse cx="${n(x)}" cy="${n(ty)}" rx="${n(rt)}" ry="${n(rt * k)}" fill="${fade(ctx, '#ffffff', '#8d959f')}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(ty + 1)}" rx="${n(rt - 3.5)}" ry="${n((rt - 3.5) * k)}" fill="${lin(ctx, [
      [0, '#d5dae0'],
      [0.45, '#6b737d'],
      [1, '#2a3036'],
    ])}"/>` +
    `<path d="M${n(x - rt + 3.5)} ${n(ty + 1)} A${n(rt - 3.5)} ${n((rt - 3.5) * k)} 0 0 1 ${n(x + rt - 3.5)} ${n(ty + 1)}" fill="none" stroke="#4b535c" stroke-width="2" opacity="0.6"/>`
  );
}

export const thali: Drawer = (ctx) => {
  const [cx, cy, R] = [392, 508, 282];
  const k = 0.44;
  const ry = R * k;
  const rings = ctx.r.chance(0.6);
  const brass = ctx.r.chance(0.25);
  const plate =
    `<path d="${band(cx, cy, R, ry, cy + 12, R - 2, ry - 1)}" fill="${polished(ctx, ...STEEL)}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${R}" ry="${n(ry)}" fill="${lin(
      ctx,
      [
        [0, '#f8fafc'],
        [0.3, '#aeb6bf'],
        [0.5, '#eef2f5'],
        [0.75, '#8a939d'],
        [1, '#dfe4e8'],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    (brass
      ? `<ellipse cx="${cx}" cy="${cy}" rx="${R - 3}" ry="${n(ry - 1)}" fill="none" stroke="#d4a537" stroke-width="4"/>`
      : '') +
    `<ellipse cx="${cx}" cy="${cy + 5}" rx="${R - 24}" ry="${n(ry - 9)}" fill="${lin(
      ctx,
      [
        [0, '#7f8893'],
        [0.3, '#eef1f4'],
        [0.5, '#aeb6bf'],
        [0.72, '#f6f8fa'],
        [1, '#8d96a0'],
      ],
      0,
      0,
      1,
      0.6,
    )}" stroke="#6b737d" stroke-opacity="0.35" stroke-width="2"/>` +
    (rings
      ? [0.45, 0.75]
          .map(
            (t) =>
              `<ellipse cx="${cx}" cy="${cy + 5}" rx="${n((R - 24) * t)}" ry="${n((ry - 9) * t)}" fill="none" stroke="#6b737d" stroke-width="1.5" opacity="0.35"/>`,
          )
          .join('')
      : '') +
    `<path d="M${cx - 200} ${cy + 30} Q${cx - 60} ${cy - 50} ${cx + 150} ${cy - 58}" stroke="#fff" stroke-width="16" opacity="0.35" fill="none" stroke-linecap="round"/>`;
  const at = (u: number, v: number): [number, number] => [cx + u * (R - 24), cy + 5 + v * (ry - 9)];
  const count = ctx.r.int(3, 4);
  const spots: [number, number][] =
    count === 3
      ? [
          [-0.5, -0.28],
          [-0.02, -0.5],
          [0.44, -0.32],
        ]
      : [
          [-0.58, -0.2],
          [-0.2, -0.52],
          [0.22, -0.5],
          [-0.3, 0.34],
        ];
  const items: { y: number; svg: string }[] = spots.map(([u, v]) => {
    const [x, y] = at(u, v);
    return { y, svg: katori(ctx, x, y, 66, k) };
  });
  const [gx, gy] = at(0.68, -0.12);
  items.push({ y: gy, svg: steelGlass(ctx, gx, gy, 128, 44, 35, k) });
  const [sx, sy] = at(0.16, 0.42);
  const spoonStem = 'M22 -5 Q80 -4 142 -9 Q162 -10 162 0 Q162 10 142 9 Q80 4 22 5 Z';
  const spoon =
    `<g transform="translate(${n(sx)} ${n(sy)}) scale(1.3 0.7) rotate(${n(ctx.r.range(-18, -6))})">` +
    `<g transform="translate(4 9)" fill="#000" opacity="0.2"><path d="${spoonStem}"/><ellipse rx="30" ry="19"/></g>` +
    `<path d="${spoonStem}" fill="${polished(ctx, ...STEEL)}" stroke="#6b737d" stroke-width="1"/>` +
    `<ellipse cx="0" cy="0" rx="30" ry="19" fill="${fade(ctx, '#ffffff', '#7b848e')}" stroke="#6b737d" stroke-width="1"/>` +
    `<ellipse cx="2" cy="1" rx="24" ry="14" fill="${fade(ctx, '#7b848e', '#f4f6f8')}"/>` +
    '</g>';
  items.push({ y: sy, svg: spoon });
  items.sort((a, b) => a.y - b.y);
  return (
    shadow(ctx, cx, 632, 270, 12) +
    plate +
    items.map((i) => i.svg).join('') +
    sparkle(cx - 150, cy - 40, 12) +
    sparkle(gx - 24, gy - 106, 9, 0.8)
  );
};

// ---------------------------------------------------------------------------------------------------
// Copper serving bowls

const COPPER = [
  ['#b8652f', '#f3a66b', '#6b3414'],
  ['#c0703a', '#f7b985', '#713a17'],
  ['#a65a2a', '#e79a62', '#5c2c10'],
] as const;

/** Hammer marks as a repeating pattern of small dents. */
function hammered(ctx: Ctx): string {
  const id = ctx.id('h');
  const dents = Array.from({ length: 12 }, (_, i) => {
    const x = (i % 4) * 13.5 + ctx.r.range(3, 10);
    const y = Math.floor(i / 4) * 13.3 + ctx.r.range(3, 10);
    const [rx, ry] = [ctx.r.range(4.5, 6.5), ctx.r.range(3.5, 5)];
    return `<ellipse cx="${n(x - 1)}" cy="${n(y - 1)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="0.12"/><ellipse cx="${n(x + 1)}" cy="${n(y + 1)}" rx="${n(rx)}" ry="${n(ry)}" fill="#fff" opacity="0.16"/>`;
  }).join('');
  ctx.defs.push(
    `<pattern id="${id}" width="54" height="40" patternUnits="userSpaceOnUse">${dents}</pattern>`,
  );
  return `url(#${id})`;
}

type Metal = readonly [string, string, string];

const BRASS = '#d4a537';

/** Copper body shading plus hammer marks and a darker base, filling the outline d. */
function copperSkin(ctx: Ctx, d: string, [base, light, dark]: Metal, dents: string): string {
  return (
    `<path d="${d}" fill="${lin(
      ctx,
      [
        [0, dark],
        [0.2, base],
        [0.34, light],
        [0.48, base],
        [0.8, shade(dark, 0.15)],
        [1, dark],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="${d}" fill="${dents}"/>` +
    `<path d="${d}" fill="${lin(ctx, [
      [0, '#000', 0],
      [0.6, '#000', 0],
      [1, '#000', 0.25],
    ])}"/>`
  );
}

/** The lined opening of a bowl: rolled rim and a tin or brass inside. */
function lining(ctx: Ctx, x: number, y: number, r: number, k: number, tin: boolean, rimCol: string): string {
  const inside = tin
    ? lin(ctx, [
        [0, '#6f767e'],
        [0.55, '#b9bfc6'],
        [1, '#e6e9ec'],
      ])
    : lin(ctx, [
        [0, '#86641b'],
        [0.6, '#e0b84e'],
        [1, '#f6de8e'],
      ]);
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r + 3)}" ry="${n(r * k + 2.5)}" fill="${rimCol}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y + 1)}" rx="${n(r - 4)}" ry="${n((r - 4) * k)}" fill="${inside}"/>` +
    `<ellipse cx="${n(x + r * 0.12)}" cy="${n(y + r * k * 0.4)}" rx="${n(r * 0.35)}" ry="${n(r * k * 0.25)}" fill="#fff" opacity="0.45"/>`
  );
}

/** A serving handi: flared rim, short neck, round belly, with small ring handles; base centre at (x, yb). */
function handi(
  ctx: Ctx,
  x: number,
  yb: number,
  R: number,
  metal: Metal,
  dents: string,
  tin: boolean,
): string {
  const k = 0.22;
  const h = R * 1.4;
  const t = yb - h;
  // Profile down the left side as cubic segments [c1, c2, end] in (x, y) offsets of (R, h); mirrored for the right.
  const prof: [number, number][][] = [
    [
      [-0.94, 0.03],
      [-0.78, 0.06],
      [-0.79, 0.15],
    ],
    [
      [-0.8, 0.22],
      [-1.24, 0.28],
      [-1.24, 0.57],
    ],
    [
      [-1.24, 0.86],
      [-0.85, 1.06],
      [0, 1.06],
    ],
  ];
  const pt = ([u, v]: [number, number], s = 1) => `${n(x + s * u * R)} ${n(t + v * h)}`;
  const down = prof.map((c) => `C${c.map((q) => pt(q)).join(' ')}`).join(' ');
  const starts: [number, number][] = [[-1, 0], ...prof.slice(0, 2).map((c) => c[2]!)];
  const upward = [2, 1, 0]
    .map((i) => `C${pt(prof[i]![1]!, -1)} ${pt(prof[i]![0]!, -1)} ${pt(starts[i]!, -1)}`)
    .join(' ');
  const d = `M${n(x - R)} ${n(t)} ${down} ${upward} A${n(R)} ${n(R * k)} 0 0 0 ${n(x - R)} ${n(t)} Z`;
  const ring = (s: number) =>
    `<circle cx="${n(x + s * 1.22 * R)}" cy="${n(t + 0.4 * h)}" r="${n(R * 0.13)}" fill="none" stroke="${shade(BRASS, -0.4)}" stroke-width="6"/>` +
    `<circle cx="${n(x + s * 1.22 * R)}" cy="${n(t + 0.4 * h)}" r="${n(R * 0.13)}" fill="none" stroke="${BRASS}" stroke-width="3.5"/>` +
    `<ellipse cx="${n(x + s * 1.12 * R)}" cy="${n(t + 0.31 * h)}" rx="${n(R * 0.05)}" ry="${n(R * 0.07)}" fill="${shade(BRASS, -0.15)}"/>`;
  const neck = (dy: number, col: string) =>
    `<path d="M${n(x - 0.82 * R)} ${n(t + 0.19 * h + dy)} A${n(0.82 * R)} ${n(0.82 * R * k)} 0 0 0 ${n(x + 0.82 * R)} ${n(t + 0.19 * h + dy)}" fill="none" stroke="${col}" stroke-width="4"/>`;
  return (
    shadow(ctx, x, yb + 4, R * 1.05, 8, 0.8) +
    copperSkin(ctx, d, metal, dents) +
    neck(0, BRASS) +
    rr(x - 0.86 * R, t + 0.34 * h, 11, h * 0.42, 5.5, 'fill="#fff" opacity="0.28"') +
    ring(-1) +
    ring(1) +
    lining(ctx, x, t, R, k, tin, metal[1])
  );
}

/** A karahi-style serving bowl: wide and open, two loop handles; base centre at (x, yb). */
function balti(
  ctx: Ctx,
  x: number,
  yb: number,
  R: number,
  metal: Metal,
  dents: string,
  tin: boolean,
): string {
  const k = 0.3;
  const h = R * 0.5;
  const t = yb - h;
  const d =
    `M${n(x - R)} ${n(t)} C${n(x - R)} ${n(t + 0.7 * h)} ${n(x - 0.6 * R)} ${n(yb)} ${n(x - 0.35 * R)} ${n(yb)} ` +
    `A${n(0.35 * R)} ${n(0.35 * R * k)} 0 0 0 ${n(x + 0.35 * R)} ${n(yb)} ` +
    `C${n(x + 0.6 * R)} ${n(yb)} ${n(x + R)} ${n(t + 0.7 * h)} ${n(x + R)} ${n(t)} A${n(R)} ${n(R * k)} 0 0 0 ${n(x - R)} ${n(t)} Z`;
  const loop = (s: number) =>
    `<path d="M${n(x + s * (R - 4))} ${n(t + 6)} q${n(s * R * 0.26)} -8 ${n(s * R * 0.25)} ${n(R * 0.13)} q-2 ${n(R * 0.12)} ${n(-s * R * 0.22)} ${n(R * 0.12)}" fill="none" stroke="${shade(BRASS, -0.35)}" stroke-width="${n(R * 0.07)}" stroke-linecap="round"/>` +
    `<path d="M${n(x + s * (R - 4))} ${n(t + 4)} q${n(s * R * 0.26)} -8 ${n(s * R * 0.25)} ${n(R * 0.13)}" fill="none" stroke="${shade(BRASS, 0.4)}" stroke-width="${n(R * 0.025)}" stroke-linecap="round" opacity="0.7"/>`;
  return (
    loop(-1) +
    loop(1) +
    copperSkin(ctx, d, metal, dents) +
    `<path d="M${n(x - 0.8 * R)} ${n(t + 0.3 * h)} Q${n(x - 0.62 * R)} ${n(t + 0.8 * h)} ${n(x - 0.3 * R)} ${n(t + 0.92 * h)}" stroke="#fff" stroke-width="8" opacity="0.25" fill="none" stroke-linecap="round"/>` +
    lining(ctx, x, t, R, k, tin, metal[1])
  );
}

export const copperBowls: Drawer = (ctx) => {
  const metal = ctx.r.pick(COPPER);
  const tin = ctx.r.chance(0.6);
  const dents = hammered(ctx);
  if (ctx.r.chance(0.5)) {
    // Two or three open bowls nested inside each other, each smaller one rising out of the one below.
    const count = ctx.r.int(2, 3);
    const sizes = [232, 180, 134];
    let out = shadow(ctx, 400, 630, 230, 12);
    let yb = 624;
    let seat = '';
    for (let i = 0; i < count; i++) {
      const R = sizes[i]!;
      const bowl = balti(ctx, 400, yb, R, metal, dents, tin);
      out += seat ? `<g clip-path="${seat}">${bowl}</g>` : bowl;
      const t = yb - R * 0.5;
      seat = clip(
        ctx,
        `<path d="M0 0 H800 V${n(t)} H${n(400 + R)} A${n(R)} ${n(R * 0.3)} 0 0 1 ${n(400 - R)} ${n(t)} H0 Z"/>`,
      );
      yb -= R * 0.32;
    }
    return out + sparkle(400 - sizes[0]! * 0.7, 624 - sizes[0]! * 0.4, 12);
  }
  // A row of handis: the biggest at the back, smaller ones in front either side.
  const three = ctx.r.chance(0.6);
  if (three)
    return (
      handi(ctx, 400, 596, 110, metal, dents, tin) +
      handi(ctx, 220, 630, 84, metal, dents, tin) +
      handi(ctx, 580, 630, 84, metal, dents, tin) +
      sparkle(318, 452, 11)
    );
  return (
    handi(ctx, 306, 606, 122, metal, dents, tin) +
    handi(ctx, 540, 632, 94, metal, dents, tin) +
    sparkle(210, 440, 11)
  );
};
