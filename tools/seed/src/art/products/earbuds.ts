// In-ear audio: true-wireless earbuds in an open charging case, and wired earphones with a remote.
import { shade } from '../palette.ts';
import { type Ctx, clip, cyl, type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';
import { sparkle } from './shared.ts';

/** Finishes: [shell, silicone tip, case interior]. */
const FINISH = [
  ['#f8fafc', '#d5dbe3', '#c3cbd6'],
  ['#f4f1ea', '#d8d2c6', '#bdb5a6'],
  ['#2a2e35', '#474d57', '#15181c'],
  ['#1e3a5f', '#3a5579', '#0f1d30'],
  ['#c7d9c2', '#a3baa0', '#7f977b'],
  ['#d9cdea', '#bba9d6', '#9a86ba'],
  ['#f2c2bd', '#d9a29c', '#b9817b'],
] as const;

/** Glossy plastic lit from the upper left. */
const gloss = (ctx: Ctx, c: string) =>
  rad(
    ctx,
    [
      [0, shade(c, 0.6)],
      [0.45, c],
      [1, shade(c, -0.35)],
    ],
    0.35,
    0.3,
    0.8,
  );

/** A thin cable along a path: dark rim, body and a soft highlight. */
function cord(d: string, color: string, w: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${shade(color, -0.4)}" stroke-width="${n(w + 3)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${n(w * 0.3)}" stroke-linecap="round" opacity="0.4" transform="translate(-1 -1.5)"/>`
  );
}

/** A true-wireless bud, head at the origin, eartip facing left and the stem hanging down. */
function bud(ctx: Ctx, shell: string, tip: string): string {
  return (
    rr(-12, 4, 24, 104, 12, `fill="${cyl(ctx, shell, shade(shell, 0.5), shade(shell, -0.3))}"`) +
    rr(-12, 94, 24, 14, 7, `fill="${shade(shell, -0.3)}"`) +
    `<ellipse cx="-32" cy="-4" rx="18" ry="22" fill="${gloss(ctx, tip)}"/>` +
    `<ellipse cx="-44" cy="-4" rx="5" ry="11" fill="${shade(tip, -0.45)}"/>` +
    `<ellipse cx="0" cy="0" rx="35" ry="32" fill="${gloss(ctx, shell)}"/>` +
    rr(6, -14, 18, 8, 4, `fill="${shade(shell, -0.55)}" opacity="0.75"`) +
    `<ellipse cx="-10" cy="-15" rx="12" ry="6" fill="#fff" opacity="0.45" transform="rotate(-25 -10 -15)"/>`
  );
}

export const earbuds: Drawer = (ctx) => {
  const [shell, tip, inner] = ctx.r.pick(FINISH);
  const led = ctx.r.pick(['#22c55e', '#f59e0b', '#f8fafc', '#38bdf8']);
  const loose = ctx.r.chance(0.4);
  const cx = loose ? 350 : 400;
  const [x0, x1, rim, bot, er, ry] = [cx - 150, cx + 150, 450, 590, 60, 42];
  const front = `A${er} ${ry} 0 0 1 ${x1 - er} ${rim + ry} H${x0 + er} A${er} ${ry} 0 0 1 ${x0} ${rim}`;
  const opening = `M${x0 + er} ${rim - ry} H${x1 - er} A${er} ${ry} 0 0 1 ${x1} ${rim} ${front} A${er} ${ry} 0 0 1 ${x0 + er} ${rim - ry} Z`;
  const body = `M${x1} ${rim} C${x1} ${bot} ${x1 - 24} ${bot + ry} ${x1 - 110} ${bot + ry} H${x0 + 110} C${x0 + 24} ${bot + ry} ${x0} ${bot} ${x0} ${rim} A${er} ${ry} 0 0 0 ${x0 + er} ${rim + ry} H${x1 - er} A${er} ${ry} 0 0 0 ${x1} ${rim} Z`;
  // Lid hinged open behind the opening, showing its darker inside and the two dimples for the buds.
  const lidTop = rim - ry - 112;
  const dimple = (dx: number, y: number, w: number, h: number, t: number) =>
    `<ellipse cx="${cx + dx}" cy="${y}" rx="${w}" ry="${h}" fill="${shade(inner, t)}"/>`;
  const lidIn = lin(ctx, [
    [0, shade(inner, 0.15)],
    [1, shade(inner, -0.35)],
  ]);
  const lid =
    rr(x0, lidTop, 300, rim - lidTop, 80, `fill="${gloss(ctx, shell)}"`) +
    rr(x0 + 13, lidTop + 13, 274, rim - lidTop - 13, 68, `fill="${lidIn}"`) +
    dimple(-62, lidTop + 62, 38, 26, -0.12) +
    dimple(62, lidTop + 62, 38, 26, -0.12) +
    `<path d="M${x0 + 30} ${lidTop + 40} Q${x0 + 40} ${lidTop + 8} ${x0 + 90} ${lidTop + 5}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.5"/>`;
  const floor = lin(ctx, [
    [0, shade(inner, -0.2)],
    [1, shade(inner, 0.1)],
  ]);
  const cavity =
    `<path d="${opening}" fill="${shade(inner, -0.45)}"/>` +
    rr(x0 + 16, rim - ry + 18, 268, 2 * ry - 20, ry - 10, `fill="${floor}"`) +
    dimple(-62, rim + 10, 20, 9, -0.65) +
    dimple(62, rim + 10, 20, 9, -0.65);
  const seat = clip(ctx, `<path d="M0 0 H800 V${rim} H${x1} ${front} H0 Z"/>`);
  const put = (at: string) => `<g transform="${at}">${bud(ctx, shell, tip)}</g>`;
  const seated =
    `<g clip-path="${seat}">${put(`translate(${cx - 64} ${rim - 34}) rotate(-8) scale(1.25)`)}` +
    (loose ? '' : put(`translate(${cx + 64} ${rim - 34}) rotate(8) scale(-1.25 1.25)`)) +
    '</g>';
  const shell3d =
    `<path d="${body}" fill="${cyl(ctx, shell, shade(shell, 0.45), shade(shell, -0.3))}"/>` +
    `<path d="${body}" fill="${lin(ctx, [
      [0, '#000', 0],
      [0.55, '#000', 0],
      [1, '#000', 0.22],
    ])}"/>` +
    `<path d="M${x1} ${rim} ${front}" fill="none" stroke="${shade(shell, 0.5)}" stroke-width="4" opacity="0.8"/>` +
    rr(x0 + 22, rim + 20, 16, 100, 8, 'fill="#fff" opacity="0.3"');
  const light =
    `<circle cx="${cx}" cy="${rim + ry + 44}" r="13" fill="${led}" opacity="0.28"/>` +
    `<circle cx="${cx}" cy="${rim + ry + 44}" r="5.5" fill="${led}"/>`;
  const spare = loose
    ? shadow(ctx, cx + 256, 638, 96, 7, 0.8) + put(`translate(${cx + 190} 598) rotate(-80) scale(-1.25 1.25)`)
    : '';
  // Drawn a touch larger than life so the case holds its own beside the other products.
  return (
    '<g transform="translate(400 640) scale(1.12) translate(-400 -640)">' +
    shadow(ctx, cx, 638, 170, 12) +
    lid +
    cavity +
    seated +
    shell3d +
    light +
    spare +
    sparkle(x0 + 34, rim + 34, 13) +
    sparkle(x0 + 56, lidTop + 16, 8, 0.8) +
    '</g>'
  );
};

/** A wired in-ear bud pointing up: silicone tip, chrome ring, glossy housing; origin where the cable leaves. */
function inEar(ctx: Ctx, shell: string, tip: string): string {
  return (
    rr(-7, -36, 14, 38, 7, `fill="${cyl(ctx, shell, shade(shell, 0.4), shade(shell, -0.35))}"`) +
    `<path d="M-26 -64 Q-14 -34 -8 -32 H8 Q14 -34 26 -64 Z" fill="${shade(shell, -0.12)}"/>` +
    `<ellipse cx="0" cy="-74" rx="30" ry="30" fill="${gloss(ctx, shell)}"/>` +
    rr(-20, -106, 40, 9, 4, `fill="${cyl(ctx, '#cbd5e1', '#ffffff', '#64748b')}"`) +
    `<path d="M-27 -110 C-27 -142 27 -142 27 -110 Q0 -100 -27 -110 Z" fill="${gloss(ctx, tip)}" opacity="0.95"/>` +
    `<ellipse cx="0" cy="-131" rx="8" ry="3.5" fill="${shade(tip, -0.5)}"/>` +
    `<ellipse cx="-12" cy="-84" rx="7" ry="14" fill="#fff" opacity="0.4" transform="rotate(20 -12 -84)"/>`
  );
}

/** A plug lying on the floor, cable end at the origin, pointing right: 3.5 mm jack or USB-C. */
function plug(ctx: Ctx, shell: string, jack: boolean): string {
  const metal = lin(ctx, [
    [0, '#64748b'],
    [0.35, '#ffffff'],
    [0.6, '#cbd5e1'],
    [1, '#475569'],
  ]);
  const tipEnd = jack
    ? rr(80, -7, 54, 14, 7, `fill="${metal}"`) +
      [96, 110, 121].map((x) => rr(x, -7, 3, 14, 0, 'fill="#1f2937"')).join('')
    : rr(80, -11, 32, 22, 9, `fill="${metal}"`) + rr(86, -3, 20, 6, 3, 'fill="#1f2937"');
  return (
    rr(-2, -6, 26, 12, 5, `fill="${shade(shell, -0.1)}"`) +
    rr(18, -15, 66, 30, 12, `fill="${gloss(ctx, shell)}"`) +
    tipEnd
  );
}

export const earphones: Drawer = (ctx) => {
  const [shell, tip] = ctx.r.pick(FINISH);
  const jack = ctx.r.chance(0.5);
  const cx = 400;
  const cy = 580;
  // Main cable: a loose two-turn coil on the floor, from the plug lead round to the front, where it splits.
  const pts: [number, number, boolean][] = [];
  const turns = 4.5 * Math.PI;
  const wob = ctx.r.range(0, 6);
  for (let i = 0; i <= 150; i++) {
    const t = (i / 150) * turns;
    const rx = 215 - 26 * (t / turns) + 8 * Math.sin(t * 1.5 + wob);
    const ry = 72 - 12 * (t / turns) + 4 * Math.cos(t * 2 + wob);
    pts.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t) - 4 * Math.sin(t * 0.5), Math.sin(t) >= 0]);
  }
  const runs: { front: boolean; d: string }[] = [];
  for (let i = 1; i < pts.length; i++) {
    const [x, y, front] = pts[i]!;
    const last = runs[runs.length - 1];
    if (!last || last.front !== front) {
      const [px, py] = pts[i - 1]!;
      runs.push({ front, d: `M${n(px)} ${n(py)}` });
    }
    runs[runs.length - 1]!.d += ` L${n(x)} ${n(y)}`;
  }
  const coil = (front: boolean) =>
    runs
      .filter((r) => r.front === front)
      .map((r) => cord(r.d, shell, 10))
      .join('');
  const [sx, sy] = pts[pts.length - 1]!;
  const [lx, ly, rx, ry, mx, my] = [cx - 86, cy - 34, cx + 92, cy - 48, sx + 44, sy - 36];
  const ma = (Math.atan2(ry - my, rx - mx) * 180) / Math.PI - 90;
  const from = `M${n(sx)} ${n(sy)}`;
  const branches =
    cord(`${from} C${n(sx - 20)} ${n(sy - 30)} ${lx + 26} ${ly + 50} ${lx} ${ly}`, shell, 8) +
    cord(`${from} L${n(mx)} ${n(my)} Q${rx - 10} ${ry + 40} ${rx} ${ry}`, shell, 8);
  const key = `fill="${shade(shell, -0.45)}"`;
  const remote =
    `<g transform="translate(${n(mx)} ${n(my)}) rotate(${n(ma)})">` +
    rr(-12, -36, 24, 72, 12, `fill="${gloss(ctx, shell)}"`) +
    rr(-5, -24, 10, 3, 1.5, key) +
    `<circle r="4" ${key}/>${rr(-5, 21, 10, 3, 1.5, key)}</g>`;
  const split = rr(sx - 9, sy - 14, 18, 26, 8, `fill="${gloss(ctx, shell)}"`);
  const [ex, ey] = pts[0]!;
  const [px, py] = [ex - 120, ey + 58];
  const leadD = `M${n(ex)} ${n(ey)} C${n(ex + 6)} ${n(ey + 44)} ${n(px - 50)} ${n(py - 8)} ${n(px)} ${n(py)}`;
  return (
    shadow(ctx, cx, 630, 220, 12) +
    coil(false) +
    shadow(ctx, lx + 4, ly + 4, 26, 4, 0.6) +
    shadow(ctx, rx - 4, ry + 4, 26, 4, 0.6) +
    `<g transform="translate(${lx} ${ly}) rotate(-28) scale(1.85)">${inEar(ctx, shell, tip)}</g>` +
    `<g transform="translate(${rx} ${ry}) rotate(24) scale(1.85)">${inEar(ctx, shell, tip)}</g>` +
    coil(true) +
    branches +
    remote +
    split +
    cord(leadD, shell, 10) +
    `<g transform="translate(${n(px)} ${n(py)}) rotate(-6) scale(1.3)">${plug(ctx, shell, jack)}</g>` +
    sparkle(lx - 96, ly - 200, 12)
  );
};
