// Packaged groceries: shampoo/drink bottle and rice sack.
import { hsl, shade } from '../palette.ts';
import { type Ctx, clip, cyl, type Drawer, lin, n, rr, shadow } from '../svg.ts';
import { leaf } from './shared.ts';

export const bottle: Drawer = (ctx) => {
  const base = ctx.r.pick([
    '#0ea5e9',
    '#f472b6',
    '#22c55e',
    '#f59e0b',
    '#8b5cf6',
    '#f8fafc',
    '#14b8a6',
    '#ef4444',
  ]);
  const dark = shade(base, -0.3);
  const light = shade(base, 0.45);
  const pump = ctx.r.chance(0.5);
  const accent = hsl(ctx.r.range(0, 360), 60, 45);
  const body =
    'M312 640 L488 640 Q514 640 514 612 L514 350 Q514 300 466 290 L334 290 Q286 300 286 350 L286 612 Q286 640 312 640 Z';
  const cap = pump
    ? rr(370, 232, 60, 62, 6, `fill="${cyl(ctx, '#f8fafc', '#ffffff', '#cbd5e1')}"`) +
      rr(390, 170, 20, 66, 4, `fill="${cyl(ctx, '#e2e8f0', '#ffffff', '#94a3b8')}"`) +
      `<path d="M362 150 L450 150 Q470 150 488 162 L500 170 L498 180 L470 176 L362 176 Q352 176 352 164 Q352 150 362 150 Z" fill="${lin(
        ctx,
        [
          [0, '#ffffff'],
          [1, '#cbd5e1'],
        ],
      )}"/>`
    : rr(330, 220, 140, 74, 16, `fill="${cyl(ctx, dark, shade(base, 0.1), shade(dark, -0.3))}"`) +
      rr(330, 220, 140, 14, 7, `fill="${shade(dark, -0.25)}"`);
  const label =
    rr(306, 380, 188, 190, 14, 'fill="#ffffff" opacity="0.92"') +
    rr(306, 380, 188, 40, 14, `fill="${accent}"`) +
    rr(306, 404, 188, 16, 0, `fill="${accent}"`) +
    leaf(350, 480, 1, -30, '#16a34a') +
    leaf(352, 482, 0.9, 20, '#22c55e') +
    rr(336, 520, 128, 10, 5, `fill="${accent}" opacity="0.8"`) +
    rr(356, 540, 88, 8, 4, 'fill="#cbd5e1"');
  const gloss =
    rr(300, 320, 26, 290, 13, 'fill="#fff" opacity="0.35"') +
    rr(482, 340, 10, 240, 5, 'fill="#fff" opacity="0.2"');
  return (
    shadow(ctx, 400, 640, 150, 12) +
    cap +
    `<path d="${body}" fill="${lin(
      ctx,
      [
        [0, dark],
        [0.2, light],
        [0.45, base],
        [1, dark],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    label +
    gloss
  );
};

/** Scattered rice grains around a point. */
function grains(
  ctx: Ctx,
  cx: number,
  cy: number,
  w: number,
  h: number,
  count: number,
  color: string,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx + ctx.r.range(-w, w) * ctx.r.next();
    const y = cy + ctx.r.range(-h, h) * ctx.r.next();
    out.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="7" ry="2.6" fill="${color}" stroke="${shade(color, -0.15)}" stroke-width="0.8" transform="rotate(${n(ctx.r.range(0, 180))} ${n(x)} ${n(y)})"/>`,
    );
  }
  return out.join('');
}

export const riceBag: Drawer = (ctx) => {
  const band = ctx.r.pick(['#b91c1c', '#15803d', '#1d4ed8', '#b45309', '#7e22ce', '#0f766e']);
  const sackC = ctx.r.pick(['#f5efe0', '#efe6cf', '#f8f4ea', '#e8dcc0']);
  const sack = 'M236 222 Q400 244 564 222 Q604 420 578 628 Q400 650 222 628 Q196 420 236 222 Z';
  const cp = clip(ctx, `<path d="${sack}"/>`);
  const weave: string[] = [];
  for (let y = 200; y < 660; y += 9)
    weave.push(
      `<line x1="190" y1="${y}" x2="610" y2="${y}" stroke="#8a7a5a" stroke-width="1" opacity="0.12"/>`,
    );
  for (let x = 190; x < 620; x += 9)
    weave.push(
      `<line x1="${x}" y1="200" x2="${x}" y2="660" stroke="#8a7a5a" stroke-width="1" opacity="0.08"/>`,
    );
  const paddy = (x: number, y: number, flip: number) => {
    const kernels: string[] = [];
    for (let i = 0; i < 7; i++) {
      const t = i / 7;
      const px = x + flip * (t * 40 + Math.sin(t * 3) * 10);
      const py = y - t * 110;
      kernels.push(
        `<ellipse cx="${n(px + flip * 10)}" cy="${n(py)}" rx="9" ry="4.5" fill="#e9b949" transform="rotate(${-50 * flip} ${n(px + flip * 10)} ${n(py)})"/>`,
      );
      kernels.push(
        `<ellipse cx="${n(px - flip * 8)}" cy="${n(py - 6)}" rx="9" ry="4.5" fill="#d9a532" transform="rotate(${50 * flip} ${n(px - flip * 8)} ${n(py - 6)})"/>`,
      );
    }
    return `<path d="M${x} ${y + 40} Q${x + flip * 30} ${y - 40} ${x + flip * 46} ${y - 120}" stroke="#a16207" stroke-width="3" fill="none"/>${kernels.join('')}`;
  };
  const ears = `<path d="M236 222 L214 196 L252 208 Z" fill="${shade(sackC, -0.12)}"/><path d="M564 222 L586 196 L548 208 Z" fill="${shade(sackC, -0.12)}"/>`;
  return (
    shadow(ctx, 400, 636, 230, 14) +
    ears +
    `<path d="${sack}" fill="${lin(
      ctx,
      [
        [0, shade(sackC, -0.12)],
        [0.3, shade(sackC, 0.3)],
        [0.7, sackC],
        [1, shade(sackC, -0.15)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<g clip-path="${cp}">${weave.join('')}` +
    `<rect x="180" y="276" width="440" height="58" fill="${band}"/><rect x="180" y="340" width="440" height="8" fill="${band}"/>` +
    `<ellipse cx="400" cy="452" rx="112" ry="86" fill="#ffffff" stroke="${band}" stroke-width="6"/>` +
    paddy(388, 500, -1) +
    paddy(412, 500, 1) +
    grains(ctx, 400, 505, 60, 14, 26, '#fbf7ec') +
    `<rect x="180" y="566" width="440" height="70" fill="${band}"/>` +
    `<path d="M180 230 Q400 262 620 230" stroke="${shade(sackC, -0.3)}" stroke-width="3" stroke-dasharray="6 5" fill="none"/>` +
    `<path d="M300 234 Q280 420 300 640" stroke="#000" stroke-width="24" opacity="0.05" fill="none"/>` +
    `</g>` +
    rr(330, 292, 140, 26, 13, 'fill="#fff" opacity="0.9"') +
    rr(350, 582, 100, 14, 7, 'fill="#fff" opacity="0.85"') +
    grains(ctx, 640, 630, 70, 10, 40, '#fbf7ec') +
    grains(ctx, 170, 634, 40, 8, 16, '#fbf7ec')
  );
};
