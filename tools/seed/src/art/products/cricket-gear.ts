// Cricket gear: a pair of padded batting gloves, and a pack of red leather balls with stitched seams.
import { shade } from '../palette.ts';
import { type Ctx, clip, type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';

/** A padded finger or thumb from its base at (x, y) pointing up: one long roll with grooves between its pads. */
function finger(ctx: Ctx, x: number, y: number, len: number, w: number, base: string, tip: string): string {
  const shading = (c: string) =>
    lin(
      ctx,
      [
        [0, shade(c, -0.28)],
        [0.3, shade(c, 0.5)],
        [0.6, c],
        [1, shade(c, -0.32)],
      ],
      0,
      0,
      1,
      0,
    );
  const edge = `stroke="${shade(base, -0.38)}" stroke-width="1.5"`;
  const grooves = [1, 2]
    .map((k) => {
      const gy = y - (len * k) / 3;
      return `<path d="M${n(x - w / 2 + 2)} ${n(gy)} Q${n(x)} ${n(gy + 7)} ${n(x + w / 2 - 2)} ${n(gy)}" fill="none" stroke="${shade(base, -0.4)}" stroke-width="2.5"/>`;
    })
    .join('');
  return (
    rr(x - w / 2, y - len, w, len + 10, w / 2, `fill="${shading(base)}" ${edge}`) +
    (tip === base ? '' : rr(x - w / 2, y - len, w, len / 3 + 4, w / 2, `fill="${shading(tip)}" ${edge}`)) +
    grooves +
    rr(x - w / 2 + 7, y - len + 12, 6, len - 24, 3, 'fill="#fff" opacity="0.45"')
  );
}

/** One right-hand batting glove seen from the back, cuff resting on (0, 0), fingers up. */
function glove(ctx: Ctx, base: string, accent: string, tip: string): string {
  const pad = lin(
    ctx,
    [
      [0, shade(base, -0.2)],
      [0.35, shade(base, 0.45)],
      [1, shade(base, -0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const heights = [160, 182, 168, 134];
  const fingers = heights.map((h, i) => finger(ctx, -63 + i * 42, -232, h, 44, base, tip)).join('');
  const thumb =
    `<path d="M-90 -112 L-112 -178 L-70 -206 L-60 -112 Z" fill="${shade(base, -0.12)}"/>` +
    `<g transform="translate(-80 -128) rotate(-28)">` +
    finger(ctx, 0, 0, 132, 56, base, tip) +
    rr(-32, -116, 14, 106, 7, `fill="${accent}"`) +
    '</g>';
  const back = `M-88 -108 L-92 -222 Q-92 -246 -70 -248 L74 -248 Q92 -246 90 -222 L86 -108 Z`;
  return (
    thumb +
    fingers +
    rr(-88, -380, 12, 150, 6, `fill="${accent}"`) +
    `<path d="${back}" fill="${pad}" stroke="${shade(base, -0.35)}" stroke-width="2"/>` +
    `<path d="M-84 -214 Q0 -196 84 -214 M-84 -166 Q0 -148 84 -166" fill="none" stroke="${shade(base, -0.3)}" stroke-width="2.5"/>` +
    rr(-44, -206, 88, 34, 10, `fill="${accent}"`) +
    `<path d="M-30 -184 Q0 -206 30 -196" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    rr(
      -82,
      -112,
      164,
      112,
      20,
      `fill="${lin(
        ctx,
        [
          [0, shade(base, -0.25)],
          [0.4, shade(base, 0.3)],
          [1, shade(base, -0.3)],
        ],
        0,
        0,
        1,
        0,
      )}" stroke="${shade(base, -0.35)}" stroke-width="2"`,
    ) +
    rr(
      -90,
      -96,
      180,
      50,
      16,
      `fill="${lin(
        ctx,
        [
          [0, shade(accent, -0.3)],
          [0.4, shade(accent, 0.2)],
          [1, shade(accent, -0.35)],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(-40, -78, 80, 14, 7, 'fill="#fff" opacity="0.85"') +
    `<path d="M-74 -100 L-74 -42" stroke="#fff" stroke-width="3" stroke-dasharray="5 4" opacity="0.5"/>` +
    rr(-74, -232, 12, 110, 6, 'fill="#fff" opacity="0.3"')
  );
}

export const battingGloves: Drawer = (ctx) => {
  const base = ctx.r.pick(['#f8fafc', '#f8fafc', '#f1f5f9', '#fef9ef']);
  const accent = ctx.r.pick(['#1d4ed8', '#b91c1c', '#15803d', '#111827', '#7c3aed', '#ea580c', '#0e7490']);
  const tip = ctx.r.chance(0.5) ? base : shade(accent, 0.15);
  return (
    shadow(ctx, 420, 638, 190, 12) +
    `<g transform="translate(498 616) rotate(10) scale(-0.86 0.86)">${glove(ctx, shade(base, -0.06), shade(accent, -0.12), tip === base ? shade(base, -0.06) : shade(tip, -0.1))}</g>` +
    `<g transform="translate(344 640) rotate(-8) scale(0.92)">${glove(ctx, base, accent, tip)}</g>`
  );
};

/** One cricket ball at (x, y), radius r, its seam turned by angle a and opened by tilt t (0..1). */
function ball(ctx: Ctx, x: number, y: number, r: number, a: number, t: number, leather: string): string {
  const body = rad(
    ctx,
    [
      [0, shade(leather, 0.28)],
      [0.55, leather],
      [1, shade(leather, -0.55)],
    ],
    0.36,
    0.3,
    0.75,
  );
  const c = clip(ctx, `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`);
  const arc = (ry: number, rx = r) => `M${n(-rx)} 0 A${n(rx)} ${n(Math.max(1, ry))} 0 0 0 ${n(rx)} 0`;
  const ry = r * t;
  const seam =
    `<path d="${arc(ry)}" fill="none" stroke="${shade(leather, -0.35)}" stroke-width="${n(r * 0.2)}"/>` +
    `<path d="${arc(ry)}" fill="none" stroke="${shade(leather, 0.12)}" stroke-width="${n(r * 0.06)}"/>` +
    [-1, 1]
      .map(
        (s) =>
          `<path d="${arc(ry + s * r * 0.075, r * 1.01)}" fill="none" stroke="#fdf6e3" stroke-width="${n(r * 0.05)}" stroke-dasharray="${n(r * 0.07)} ${n(r * 0.05)}"/>`,
      )
      .join('');
  const quarter = `<path d="M0 ${n(ry * 0.6 - r)} Q${n(r * 0.25)} ${n(ry * 0.2)} 0 ${n(r)}" fill="none" stroke="${shade(leather, -0.3)}" stroke-width="${n(r * 0.03)}" opacity="0.6" transform="rotate(${n(70)})"/>`;
  const stamp = `<g transform="translate(0 ${n(-r * 0.55)}) rotate(${n(-6)})">${rr(-r * 0.28, -r * 0.06, r * 0.56, r * 0.1, r * 0.05, 'fill="#e7c35a" opacity="0.85"')}${rr(-r * 0.18, r * 0.08, r * 0.36, r * 0.07, r * 0.035, 'fill="#e7c35a" opacity="0.7"')}</g>`;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${body}"/>` +
    `<g clip-path="${c}"><g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})">${quarter}${stamp}${seam}</g></g>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rad(
      ctx,
      [
        [0, '#fff', 0.4],
        [0.35, '#fff', 0],
        [0.85, '#000', 0],
        [1, '#000', 0.3],
      ],
      0.34,
      0.28,
      0.8,
    )}"/>` +
    `<ellipse cx="${n(x - r * 0.38)}" cy="${n(y - r * 0.45)}" rx="${n(r * 0.2)}" ry="${n(r * 0.11)}" transform="rotate(-35 ${n(x - r * 0.38)} ${n(y - r * 0.45)})" fill="#fff" opacity="0.55"/>`
  );
}

export const cricketBall: Drawer = (ctx) => {
  const leather = ctx.r.pick(['#b91c1c', '#c62828', '#a61b1b', '#b3261e']);
  const r = 74;
  const gap = r * 1.94;
  const rowY = [640 - r, 640 - r - gap * 0.866, 640 - r - gap * 1.732];
  const spots: [number, number][] = [
    [400, rowY[2] as number],
    [400 - gap / 2, rowY[1] as number],
    [400 + gap / 2, rowY[1] as number],
    [400 - gap, rowY[0] as number],
    [400, rowY[0] as number],
    [400 + gap, rowY[0] as number],
  ];
  return (
    shadow(ctx, 400, 640, 250, 12) +
    spots
      .map(([x, y]) =>
        ball(
          ctx,
          x,
          y,
          r,
          ctx.r.range(-60, 60),
          ctx.r.range(0.25, 0.55),
          shade(leather, ctx.r.range(-0.08, 0.06)),
        ),
      )
      .join('')
  );
};
