// Small fitness gear: a skipping rope with crossed handles, and a set of resistance tubes with stirrup handles.
import { shade } from '../palette.ts';
import { type Ctx, type Drawer, lin, n, rr, shadow } from '../svg.ts';

/** A rope or rubber tube along a path: dark rim, body and a soft highlight. */
function tube(d: string, color: string, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${shade(color, -0.45)}" stroke-width="${n(width + 4)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${n(width * 0.28)}" stroke-linecap="round" opacity="0.35" transform="translate(-1.5 -2)"/>`
  );
}

/** A skipping-rope handle from its rope end (x0, y0) to its far end (x1, y1). */
function ropeHandle(
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  grip: string,
  cap: string,
): string {
  const len = Math.hypot(x1 - x0, y1 - y0);
  const a = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI - 90;
  const body = lin(
    ctx,
    [
      [0, shade(grip, -0.45)],
      [0.3, shade(grip, 0.25)],
      [0.55, grip],
      [1, shade(grip, -0.5)],
    ],
    0,
    0,
    1,
    0,
  );
  const chrome = lin(
    ctx,
    [
      [0, '#64748b'],
      [0.35, '#f8fafc'],
      [0.7, '#94a3b8'],
      [1, '#475569'],
    ],
    0,
    0,
    1,
    0,
  );
  const ridges = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M-19 ${n(44 + i * ((len - 90) / 9))} Q0 ${n(50 + i * ((len - 90) / 9))} 19 ${n(44 + i * ((len - 90) / 9))}" stroke="${shade(grip, -0.4)}" stroke-width="2.5" fill="none" opacity="0.55"/>`,
  ).join('');
  return (
    `<g transform="translate(${n(x0)} ${n(y0)}) rotate(${n(a)})">` +
    rr(-13, -6, 26, 30, 6, `fill="${chrome}"`) +
    rr(-23, 20, 46, len - 44, 21, `fill="${body}"`) +
    ridges +
    rr(
      -25,
      len - 34,
      50,
      34,
      12,
      `fill="${lin(
        ctx,
        [
          [0, shade(cap, -0.35)],
          [0.35, shade(cap, 0.3)],
          [1, shade(cap, -0.4)],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(-15, 30, 7, len - 80, 3.5, 'fill="#fff" opacity="0.3"') +
    '</g>'
  );
}

export const skippingRope: Drawer = (ctx) => {
  const grip = ctx.r.pick(['#111827', '#1f2937', '#dc2626', '#2563eb', '#0f766e', '#7c3aed', '#ea580c']);
  const cap = ctx.r.pick(['#f43f5e', '#facc15', '#22d3ee', '#a3e635', '#f8fafc', '#f97316']);
  const rope = ctx.r.pick(['#ef4444', '#2563eb', '#16a34a', '#111827', '#f59e0b', '#db2777', '#7c3aed']);
  const beaded = ctx.r.chance(0.4);
  const bead = ctx.r.pick(['#facc15', '#f8fafc', '#22d3ee', '#fb7185']);
  const w = ctx.r.range(-20, 30);
  const top = ctx.r.range(128, 160);
  const loop = `M328 452 C${n(222 - w)} 326 ${n(176 - w)} ${n(top)} 400 ${n(top)} C${n(624 + w)} ${n(top)} ${n(578 + w)} 326 472 452`;
  const rim = `fill="none" stroke-linecap="round"`;
  return (
    shadow(ctx, 400, 634, 190, 12) +
    (beaded
      ? `<path d="${loop}" ${rim} stroke="${shade(rope, -0.45)}" stroke-width="17"/>` +
        `<path d="${loop}" ${rim} stroke="${bead}" stroke-width="13"/>` +
        `<path d="${loop}" fill="none" stroke="${rope}" stroke-width="13" stroke-dasharray="18 9"/>` +
        `<path d="${loop}" ${rim} stroke="#fff" stroke-width="3.5" opacity="0.35" transform="translate(-1.5 -2)"/>`
      : tube(loop, rope, 12)) +
    ropeHandle(ctx, 472, 452, 318, 628, grip, cap) +
    ropeHandle(ctx, 328, 452, 482, 628, grip, cap)
  );
};

/** A stirrup handle: a foam grip with a webbing strap up to a D-ring, centred at x, resting on the floor. */
function stirrup(ctx: Ctx, x: number, floor: number, foam: string, strap: string): string {
  const grip = lin(ctx, [
    [0, shade(foam, 0.3)],
    [0.35, foam],
    [1, shade(foam, -0.5)],
  ]);
  const ring = floor - 206;
  const ridges = Array.from(
    { length: 10 },
    (_, i) =>
      `<line x1="${n(x - 52 + i * 11.5)}" y1="${n(floor - 52)}" x2="${n(x - 52 + i * 11.5)}" y2="${n(floor - 10)}" stroke="${shade(foam, -0.45)}" stroke-width="2.5" opacity="0.6"/>`,
  ).join('');
  return (
    `<path d="M${n(x - 50)} ${n(floor - 40)} L${n(x - 10)} ${n(ring + 14)} L${n(x + 10)} ${n(ring + 14)} L${n(x + 50)} ${n(floor - 40)}" fill="none" stroke="${shade(strap, -0.3)}" stroke-width="20" stroke-linejoin="round"/>` +
    `<path d="M${n(x - 50)} ${n(floor - 40)} L${n(x - 10)} ${n(ring + 14)} L${n(x + 10)} ${n(ring + 14)} L${n(x + 50)} ${n(floor - 40)}" fill="none" stroke="${strap}" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="M${n(x - 50)} ${n(floor - 40)} L${n(x - 10)} ${n(ring + 14)}" stroke="#fff" stroke-width="2" stroke-dasharray="6 5" opacity="0.5"/>` +
    `<path d="M${n(x + 50)} ${n(floor - 40)} L${n(x + 10)} ${n(ring + 14)}" stroke="#fff" stroke-width="2" stroke-dasharray="6 5" opacity="0.5"/>` +
    rr(x - 64, floor - 58, 128, 54, 27, `fill="${grip}"`) +
    ridges +
    rr(x - 50, floor - 52, 100, 9, 4.5, 'fill="#fff" opacity="0.25"') +
    `<path d="M${n(x - 18)} ${n(ring + 16)} L${n(x - 18)} ${n(ring - 4)} Q${n(x)} ${n(ring - 30)} ${n(x + 18)} ${n(ring - 4)} L${n(x + 18)} ${n(ring + 16)} Z" fill="none" stroke="#cbd5e1" stroke-width="7"/>` +
    `<ellipse cx="${n(x)}" cy="${n(ring - 40)}" rx="15" ry="30" fill="none" stroke="#e2e8f0" stroke-width="7"/>` +
    `<ellipse cx="${n(x)}" cy="${n(ring - 40)}" rx="15" ry="30" fill="none" stroke="#64748b" stroke-width="2" stroke-dasharray="20 40"/>`
  );
}

export const resistanceBand: Drawer = (ctx) => {
  const foam = ctx.r.pick(['#111827', '#1f2937', '#334155']);
  const strap = ctx.r.pick(['#111827', '#475569', '#b91c1c', '#1d4ed8', '#0f766e']);
  const all = ['#facc15', '#22c55e', '#ef4444', '#3b82f6', '#111827', '#f97316', '#a855f7'];
  const start = ctx.r.int(0, 2);
  const colors = [...all.slice(start), ...all.slice(0, start)].slice(0, 5);
  const xl = 236;
  const xr = 564;
  const y = 384;
  const peak = ctx.r.range(96, 130);
  const tubes = colors
    .map((c, i) => {
      const k = i - 2;
      const lift = peak + i * 38;
      const d = `M${xl + k * 4} ${y} C${n(xl - 60 + i * 8)} ${n(lift + 40)} ${n(330 + k * 6)} ${n(lift)} 400 ${n(lift)} C${n(470 - k * 6)} ${n(lift)} ${n(xr + 60 - i * 8)} ${n(lift + 40)} ${xr - k * 4} ${y}`;
      return tube(d, c, 14);
    })
    .join('');
  const ferrules = [xl, xr]
    .map((x) =>
      rr(
        x - 20,
        y - 14,
        40,
        26,
        8,
        `fill="${lin(
          ctx,
          [
            [0, '#475569'],
            [0.4, '#cbd5e1'],
            [1, '#1f2937'],
          ],
          0,
          0,
          1,
          0,
        )}"`,
      ),
    )
    .join('');
  return (
    shadow(ctx, xl, 634, 90, 10) +
    shadow(ctx, xr, 634, 90, 10) +
    tubes +
    ferrules +
    stirrup(ctx, xl, 636, foam, strap) +
    stirrup(ctx, xr, 636, foam, strap)
  );
};
