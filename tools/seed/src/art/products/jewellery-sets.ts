// Jewellery sets: jhumka earrings on a stand, a stack of churiyan on a bangle stand, and a necklace on a bust.
import { shade } from '../palette.ts';
import { blur, type Ctx, cyl, type Drawer, lin, n, rad, rr, type Stop, shadow } from '../svg.ts';
import { GOLD, sparkle } from './shared.ts';

type Metal = readonly [string, string, string];
const OXIDISED: Metal = ['#eeece8', '#9c978e', '#3f3c37'];
const VELVETS = ['#7f1d1d', '#1e3a5f', '#0f5132', '#111827', '#6b1238', '#3b0764'];
const GEMS = ['#c81e3a', '#0f8a5f', '#1d4ed8', '#be185d'];
const POLKI = '#fbf5e6';

const stops = (...cs: string[]) => cs.map((c, i): Stop => [i / (cs.length - 1), c]);
const metalFill = (ctx: Ctx, m: Metal) => lin(ctx, stops(m[0], m[1], m[2], m[1]), 0, 0, 1, 1);
const pearlFill = (ctx: Ctx) => rad(ctx, stops('#ffffff', '#f4eee2', '#b3a68f'), 0.35, 0.3, 0.75);
/** Velvet lit from above. */
const fade = (ctx: Ctx, c: string) => lin(ctx, stops(shade(c, 0.25), shade(c, -0.38)));
const dot = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;

/** A set stone: metal collet, coloured glass with a darker rim, and a glint. */
function stone(x: number, y: number, r: number, gem: string, m: Metal): string {
  return (
    dot(x, y, r * 1.32, m[1], ` stroke="${m[2]}" stroke-width="${n(r * 0.14)}"`) +
    dot(x, y, r, gem, ` stroke="${shade(gem, -0.35)}" stroke-width="${n(r * 0.18)}"`) +
    dot(x - r * 0.32, y - r * 0.32, r * 0.3, '#fff', ' opacity="0.75"')
  );
}

/** A pearl (or bead) hanging on a short wire below (x, y). */
const drop = (x: number, y: number, len: number, r: number, fill: string, m: Metal) =>
  `<path d="M${n(x)} ${n(y)} L${n(x)} ${n(y + len)}" stroke="${m[2]}" stroke-width="${n(r * 0.35)}"/>` +
  dot(x, y + len + r, r, fill);

/** One jhumka in local units (ear wire apex at 0,-30; pearls end near y=232), placed at (x, y) scaled by s. */
function jhumka(ctx: Ctx, m: Metal, gem: string, bead: string, x: number, y: number, s: number): string {
  const pearl = pearlFill(ctx);
  const petals = Array.from({ length: 8 }, (_, k) => {
    const a = (k * Math.PI) / 4;
    return stone(Math.cos(a) * 19, 30 + Math.sin(a) * 19, 6, k % 2 ? POLKI : gem, m);
  }).join('');
  const drops = Array.from({ length: 11 }, (_, i) =>
    drop(-70 + i * 14, 200, 8 + (i % 2) * 9, i % 2 ? 6 : 7.5, i % 2 ? bead : pearl, m),
  ).join('');
  const grains = Array.from({ length: 15 }, (_, i) => dot(-63 + i * 9, 172, 2.8, m[0])).join('');
  const gems = [-36, -18, 0, 18, 36].map((g) => stone(g, 140 + Math.abs(g) / 5, 5.5, g ? POLKI : gem, m));
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">` +
    `<path d="M0 8 C-2 -40 34 -40 38 -10" stroke="${m[1]}" stroke-width="4.5" fill="none" stroke-linecap="round"/>` +
    drops +
    `<path d="M-14 80 C-22 92 -66 116 -70 192 L70 192 C66 116 22 92 14 80 Z" fill="${cyl(ctx, m[1], m[0], m[2])}"/>` +
    `<path d="M-40 112 Q0 126 40 112 M-58 158 Q0 174 58 158" stroke="${m[2]}" stroke-width="3" fill="none" opacity="0.5"/>` +
    gems.join('') +
    grains +
    rr(-76, 188, 152, 14, 7, `fill="${metalFill(ctx, m)}"`) +
    rr(-6, 56, 12, 28, 6, `fill="${m[1]}"`) +
    dot(0, 30, 30, metalFill(ctx, m)) +
    petals +
    stone(0, 30, 10, gem, m) +
    '</g>'
  );
}

export const earrings: Drawer = (ctx) => {
  const m = ctx.r.chance(0.75) ? GOLD : OXIDISED;
  const gem = ctx.r.pick(GEMS);
  const bead = ctx.r.pick([POLKI, '#0f8a5f', '#c81e3a', '#f59e0b']);
  const velvet = ctx.r.pick(VELVETS);
  if (ctx.r.chance(0.5)) {
    // A velvet T-bar stand with gold finials.
    return (
      shadow(ctx, 400, 638, 150, 12) +
      `<ellipse cx="400" cy="626" rx="130" ry="20" fill="${shade(velvet, -0.45)}"/>` +
      rr(270, 604, 260, 22, 0, `fill="${cyl(ctx, velvet, shade(velvet, 0.25), shade(velvet, -0.4))}"`) +
      `<ellipse cx="400" cy="604" rx="130" ry="20" fill="${shade(velvet, 0.12)}"/>` +
      rr(388, 176, 24, 430, 10, `fill="${cyl(ctx, velvet, shade(velvet, 0.3), shade(velvet, -0.45))}"`) +
      rr(146, 164, 508, 22, 11, `fill="${fade(ctx, velvet)}"`) +
      [146, 400, 654].map((x) => dot(x, x === 400 ? 160 : 175, 14, metalFill(ctx, GOLD))).join('') +
      [268, 532].map((x) => jhumka(ctx, m, gem, bead, x, 208, 1.5)).join('') +
      sparkle(300, 250, 16) +
      sparkle(560, 420, 12) +
      sparkle(240, 470, 9)
    );
  }
  // A velvet easel pad with the pair hooked through it.
  return (
    shadow(ctx, 410, 636, 230, 12) +
    `<path d="M170 636 L186 196 Q400 118 614 196 L630 636 Z" fill="${fade(ctx, velvet)}"/>` +
    `<path d="M190 620 L203 212 Q400 140 597 212 L610 620 Z" stroke="${shade(velvet, 0.3)}" stroke-width="2.5" stroke-dasharray="7 6" fill="none"/>` +
    `<path d="M186 196 Q400 118 614 196" stroke="${shade(velvet, 0.35)}" stroke-width="5" fill="none"/>` +
    [290, 510].map((x) => jhumka(ctx, m, gem, bead, x, 236, 1.3)).join('') +
    sparkle(300, 230, 14) +
    sparkle(500, 440, 11)
  );
};

export const bangles: Drawer = (ctx) => {
  const style = ctx.r.pick(['gold', 'glass', 'bridal'] as const);
  const velvet = ctx.r.pick(VELVETS);
  const glass = ctx.r
    .pick(['#c81e3a #e11d48', '#0f8a5f #15803d', '#1d4ed8 #7c3aed', '#db2777 #f59e0b'])
    .split(' ');
  const gem = ctx.r.pick(GEMS);
  const [cx, rx, ry] = [400, 142, 32];
  const thin = Array.from({ length: ctx.r.int(12, 16) }, (_, i) => i);
  const half = thin.length >> 1;
  // Top to bottom: a broad carved kada at each end of the stack, or one in the middle.
  const list: ('k' | number)[] = ctx.r.chance(0.5)
    ? ['k', ...thin, 'k']
    : [...thin.slice(0, half), 'k', ...thin.slice(half)];
  const bridal = ['#15803d', '#b91c1c'];
  const colour = (i: number) =>
    style === 'gold' || i % 5 === 2 ? GOLD[1] : (style === 'bridal' ? bridal : glass)[i % 2]!;
  const grads = new Map<string, string>();
  const fill = (c: string) =>
    grads.get(c) ?? grads.set(c, cyl(ctx, c, shade(c, 0.45), shade(c, -0.45))).get(c)!;
  const arc = (y: number, front: boolean) =>
    `M${cx - rx} ${n(y)} A${rx} ${ry} 0 0 ${front ? 0 : 1} ${cx + rx} ${n(y)}`;
  /** A kada's outer face (front) or the inside of its far wall (back). */
  const wall = (y: number, h: number, front: boolean) =>
    `${arc(y, front)} L${cx + rx} ${y + h} A${rx} ${ry} 0 0 ${front ? 1 : 0} ${cx - rx} ${y + h} Z`;
  let y = 578 - list.reduce<number>((t, b) => t + (b === 'k' ? 38 : 13), 0);
  const top = y - 96;
  const back: string[] = [];
  const front: string[] = [];
  for (const b of list) {
    if (b === 'k') {
      const h = 38;
      const carve = Array.from({ length: 13 }, (_, k) => {
        const t = (Math.PI * (k + 0.5)) / 13;
        const [px, py] = [cx + rx * Math.cos(t), y + h / 2 + ry * Math.sin(t)];
        return k % 2
          ? `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(5 * Math.sin(t) + 1)}" ry="5" fill="${GOLD[0]}"/>`
          : stone(px, py, 5.5 * Math.sin(t) ** 0.5, k % 4 ? POLKI : gem, GOLD);
      }).join('');
      back.push(
        `<path d="${wall(y, h, false)}" fill="${shade(GOLD[2], -0.2)}"/>` +
          `<path d="${arc(y, false)}" stroke="${GOLD[1]}" stroke-width="5" fill="none"/>`,
      );
      front.push(
        `<path d="${wall(y, h, true)}" fill="${fill(GOLD[1])}"/>` +
          `<path d="${arc(y + 4, true)} ${arc(y + h - 4, true)}" stroke="${GOLD[2]}" stroke-width="2.5" fill="none"/>` +
          carve,
      );
      y += h;
    } else {
      const c = colour(b);
      const isGlass = c !== GOLD[1];
      back.push(`<path d="${arc(y + 6, false)}" stroke="${shade(c, -0.5)}" stroke-width="10" fill="none"/>`);
      front.push(
        `<path d="${arc(y + 6, true)}" stroke="${fill(c)}" stroke-width="11" fill="none"/>` +
          `<path d="${arc(y + 3, true)}" stroke="#fff" stroke-width="2" fill="none" opacity="${isGlass ? 0.55 : 0.35}"/>` +
          ((isGlass ? b % 3 === 0 : b % 2 === 1)
            ? `<path d="${arc(y + 6, true)}" stroke="${isGlass ? GOLD[0] : GOLD[2]}" stroke-width="${isGlass ? 3 : 6}" stroke-dasharray="1 ${isGlass ? 9 : 5}" stroke-linecap="round" fill="none" opacity="${isGlass ? 1 : 0.45}"/>`
            : ''),
      );
      y += 13;
    }
  }
  const rod = cyl(ctx, velvet, shade(velvet, 0.3), shade(velvet, -0.5));
  const glints = sparkle(300, 330, 16) + sparkle(510, 470, 12) + sparkle(450, top + 30, 9);
  return (
    shadow(ctx, 400, 638, 180, 12) +
    `<ellipse cx="400" cy="602" rx="184" ry="40" fill="${shade(velvet, -0.5)}"/>` +
    rr(216, 580, 368, 22, 0, `fill="${rod}"`) +
    `<ellipse cx="400" cy="580" rx="184" ry="40" fill="${shade(velvet, 0.1)}"/>` +
    back.join('') +
    `<path d="M344 ${top + 34} Q344 ${top} 400 ${top} Q456 ${top} 456 ${top + 34} L462 604 L338 604 Z" fill="${rod}"/>` +
    `<ellipse cx="400" cy="${top + 8}" rx="40" ry="8" fill="${shade(velvet, 0.35)}" opacity="0.5"/>` +
    dot(400, top - 10, 14, metalFill(ctx, GOLD)) +
    front.reverse().join('') +
    glints
  );
};

/** One coordinate of a cubic Bézier at t. */
const bez = (t: number, a: number, b: number, c: number, e: number) =>
  (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t ** 2 * c + t ** 3 * e;
/** Points every `step` px along a hanging U from (400±w, y0), dipping d lower; k spreads the sides. */
function strand(y0: number, w: number, d: number, step: number, k: number): [number, number][] {
  const out: [number, number][] = [];
  let [px, py, len] = [400 - w, y0, 0];
  for (let i = 0; i <= 400; i++) {
    const x = bez(i / 400, 400 - w, 400 - w * k, 400 + w * k, 400 + w);
    const y = bez(i / 400, y0, y0 + d * 1.33, y0 + d * 1.33, y0);
    len += Math.hypot(x - px, y - py);
    [px, py] = [x, y];
    if (len >= out.length * step) out.push([x, y]);
  }
  return out;
}
const poly = (pts: [number, number][]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}`;

/** A necklace of one style on a velvet bust; in gold unless told. */
const necklaceOf =
  (style: 'mala' | 'choker' | 'pendant', m: Metal = GOLD): Drawer =>
  (ctx) => {
    const velvet = ctx.r.pick(VELVETS);
    const gem = ctx.r.pick(GEMS);
    const pearl = pearlFill(ctx);
    const skin = () => cyl(ctx, velvet, shade(velvet, 0.28), shade(velvet, -0.5));
    // Shoulders first, then anything that passes behind the neck, then the neck, then the front.
    const shoulders =
      `<path d="M346 246 C346 276 316 290 276 302 C220 318 196 356 194 410 L204 604 L596 604 L606 410 C604 356 580 318 524 302 C484 290 454 276 454 246 Z" fill="${skin()}"/>` +
      `<ellipse cx="400" cy="276" rx="52" ry="12" fill="#000" opacity="0.35" filter="${blur(ctx, 7)}"/>` +
      rr(214, 598, 372, 40, 8, `fill="${cyl(ctx, GOLD[1], GOLD[0], GOLD[2])}"`);
    const neck =
      `<path d="M352 160 L346 262 C366 282 434 282 454 262 L448 160 Z" fill="${skin()}"/>` +
      `<ellipse cx="400" cy="160" rx="48" ry="11" fill="${shade(velvet, 0.2)}"/>`;
    let behind = '';
    let front = '';
    if (style === 'choker') {
      const [rx, ry, yc] = [98, 46, 264];
      const arc = (sweep: number, stroke: string, w: number) =>
        `<path d="M${400 - rx} ${yc} A${rx} ${ry} 0 0 ${sweep} ${400 + rx} ${yc}" stroke="${stroke}" stroke-width="${w}" fill="none"/>`;
      const pts = Array.from({ length: 13 }, (_, k): [number, number] => {
        const t = (Math.PI * (k + 0.5)) / 13;
        return [400 + rx * Math.cos(t), yc + ry * Math.sin(t)];
      });
      behind = arc(1, shade(m[2], -0.3), 40) + arc(1, m[1], 32);
      front =
        `<g filter="${blur(ctx, 6)}" opacity="0.45" transform="translate(0 8)">${arc(0, '#000', 42)}</g>` +
        arc(0, shade(m[2], -0.3), 42) +
        arc(0, metalFill(ctx, m), 36) +
        pts.map(([x, y], i) => (i % 2 ? drop(x, y + 18, 14, 7.5, pearl, m) : '')).join('') +
        pts.map(([x, y], i) => stone(x, y, i % 2 ? 7.5 : 13, i % 2 ? gem : POLKI, m)).join('') +
        drop(400, 342, 34, 11, pearl, m) +
        stone(400, 338, 22, gem, m);
    } else if (style === 'mala') {
      for (let s = ctx.r.int(2, 3) - 1; s >= 0; s--) {
        const pts = strand(234 + s * 4, 42 + s * 6, 180 + s * 62, 18, 4);
        behind += pts.map(([x, y], i) => dot(x, y, 9.5, i % 9 === 4 ? metalFill(ctx, m) : pearl)).join('');
      }
      front = stone(400, 434, 15, gem, m);
    } else {
      const chain = poly(strand(236, 40, 146, 4, 2.6));
      behind =
        `<path d="${chain}" stroke="${m[2]}" stroke-width="8" fill="none"/>` +
        `<path d="${chain}" stroke="${m[0]}" stroke-width="4" stroke-dasharray="7 4" fill="none"/>` +
        '<g transform="translate(0 -40)">' +
        `<path d="M400 428 C330 476 330 552 400 592 C470 552 470 476 400 428 Z" fill="${metalFill(ctx, m)}" stroke="${m[2]}" stroke-width="3"/>` +
        `<path d="M400 470 C370 494 370 536 400 558 C430 536 430 494 400 470 Z" fill="${gem}" stroke="${shade(gem, -0.4)}" stroke-width="3"/>` +
        `<path d="M393 486 C386 496 386 510 390 520" stroke="#fff" stroke-width="4" opacity="0.6" fill="none" stroke-linecap="round"/>` +
        Array.from({ length: 12 }, (_, k) => {
          const [t, side] = [((k % 6) + 1) / 7, k < 6 ? -1 : 1];
          return dot(400 + side * (400 - bez(t, 400, 350, 350, 400)), bez(t, 446, 484, 548, 578), 6, pearl);
        }).join('') +
        drop(400, 592, 8, 12, pearl, m) +
        dot(400, 426, 10, 'none', ` stroke="${m[1]}" stroke-width="6"`) +
        '</g>';
    }
    const glints = sparkle(330, 300, 16) + sparkle(480, 420, 11);
    return shadow(ctx, 400, 638, 200, 12) + shoulders + behind + neck + front + glints;
  };

/** A gold chain with a pendant. */
export const necklace = necklaceOf('pendant');
/** Long strands of pearls with gold beads. */
export const pearlMala = necklaceOf('mala');
/** An oxidised-silver choker. */
export const choker = necklaceOf('choker', OXIDISED);
