// Portable Bluetooth speaker: a fabric-covered cylinder with a passive radiator, or a box speaker with two woofers.
import { shade } from '../palette.ts';
import { type Ctx, clip, type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';
import { arc, at, barrel, disc, poly, TOP } from './oblique.ts';
import { box } from './tech-extras.ts';

/** A fabric grille pattern; returns a `url(#…)` paint reference. */
function grille(ctx: Ctx): string {
  const id = ctx.id('p');
  ctx.defs.push(
    `<pattern id="${id}" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="2.2" fill="#000" opacity="0.34"/><circle cx="3.6" cy="3.6" r="0.9" fill="#fff" opacity="0.22"/></pattern>`,
  );
  return `url(#${id})`;
}

/** A woofer: rubber surround, cone, dust cap and an LED ring. */
function woofer(ctx: Ctx, x: number, y: number, r: number, led: string): string {
  const cone = rad(
    ctx,
    [
      [0, '#4b5563'],
      [0.7, '#1f2937'],
      [1, '#0b0f14'],
    ],
    0.42,
    0.4,
    0.6,
  );
  return (
    `<circle cx="${x}" cy="${y}" r="${r + 7}" fill="none" stroke="${led}" stroke-width="3.5" opacity="0.9"/>` +
    `<circle cx="${x}" cy="${y}" r="${r + 7}" fill="none" stroke="${led}" stroke-width="12" opacity="0.18"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#111418"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.84)}" fill="${cone}"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.6)}" fill="none" stroke="#000" stroke-width="2" opacity="0.4"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.28)}" fill="${rad(
      ctx,
      [
        [0, '#9ca3af'],
        [1, '#1f2937'],
      ],
      0.35,
      0.35,
      0.7,
    )}"/>` +
    `<ellipse cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.42)}" rx="${n(r * 0.28)}" ry="${n(r * 0.12)}" fill="#fff" opacity="0.12" transform="rotate(-30 ${n(x - r * 0.3)} ${n(y - r * 0.42)})"/>`
  );
}

/** Box speaker: fabric front with two woofers, a carry strap and buttons on top. */
function boxSpeaker(ctx: Ctx, fabric: string, badge: string): string {
  const led = ctx.r.pick(['#38bdf8', '#f472b6', '#a78bfa', '#34d399', '#fbbf24']);
  const x = 214;
  const y = 400;
  const w = 356;
  const h = 226;
  const dx = 50;
  const dy = -34;
  const cp = clip(ctx, rr(x + 14, y + 14, w - 28, h - 28, 30, ''));
  const strapY = y + dy / 2;
  return (
    shadow(ctx, 420, 636, 220, 12) +
    `<path d="M${x + 96} ${strapY} C${x + 110} ${strapY - 110} ${x + w - 60} ${strapY - 110} ${x + w - 46} ${strapY}" fill="none" stroke="#111418" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M${x + 100} ${strapY - 8} C${x + 114} ${strapY - 106} ${x + w - 64} ${strapY - 106} ${x + w - 50} ${strapY - 8}" fill="none" stroke="#fff" stroke-width="3" opacity="0.18"/>` +
    box(ctx, x, y, w, h, 40, dx, dy, shade(fabric, 0.05), shade(fabric, -0.2)) +
    `<g clip-path="${cp}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${grille(ctx)}"/></g>` +
    woofer(ctx, x + 100, y + h / 2, 68, led) +
    woofer(ctx, x + w - 100, y + h / 2, 68, led) +
    rr(x + 30, y + 26, 34, 10, 5, `fill="${badge}"`) +
    [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="${x + w / 2 + dx / 2 - 40 + i * 40}" cy="${y + dy / 2 - 2}" rx="12" ry="5" fill="${shade(fabric, -0.5)}"/>`,
      )
      .join('') +
    rr(x + 40, y + h - 4, 40, 12, 4, 'fill="#111418"') +
    rr(x + w - 80, y + h - 4, 40, 12, 4, 'fill="#111418"')
  );
}

export const speaker: Drawer = (ctx) => {
  const fabric = ctx.r.pick([
    '#1f2937',
    '#1e3a8a',
    '#b91c1c',
    '#0f766e',
    '#6b7280',
    '#be185d',
    '#15803d',
    '#ea580c',
  ]);
  const rubber = ctx.r.chance(0.5) ? shade(fabric, -0.45) : '#1c1f24';
  const badge = ctx.r.pick(['#f8fafc', '#d4a537', '#111827', '#ef4444']);
  if (ctx.r.chance(0.5)) return boxSpeaker(ctx, fabric, badge);
  const r = 114;
  const y = 640 - r * 1.06;
  const xa = 196;
  const xb = 576;
  const cap = 30;
  const shine = lin(ctx, [
    [0, shade(fabric, 0.25)],
    [0.28, shade(fabric, 0.35)],
    [0.6, fabric],
    [1, shade(fabric, -0.5)],
  ]);
  const rubberFill = lin(ctx, [
    [0, shade(rubber, 0.35)],
    [0.3, shade(rubber, 0.45)],
    [1, shade(rubber, -0.3)],
  ]);
  const body = barrel(xa + cap, xb - cap, y, r, '');
  const cp = clip(ctx, body);
  const buttons = [-1.5, -0.5, 0.5, 1.5]
    .map((k) => {
      const p = at(387 + k * 30, y, r * Math.sin(TOP) - 4, r * Math.cos(TOP) - 6).split(' ');
      return `<ellipse cx="${p[0]}" cy="${p[1]}" rx="10" ry="4.5" fill="${shade(rubber, 0.3)}" stroke="${shade(rubber, -0.3)}" stroke-width="1.5"/>`;
    })
    .join('');
  const front = at(387, y, -r * 0.05, -r).split(' ');
  const fx = Number(front[0]);
  const fy = Number(front[1]);
  const ring = (x: number, rr2: number, fill: string) => disc(x, y, rr2, fill);
  return (
    shadow(ctx, (xa + xb) / 2 + 20, 636, 210, 14) +
    ring(xa, r + 4, `fill="${rubberFill}"`) +
    barrel(xa, xa + cap, y, r + 4, `fill="${rubberFill}"`) +
    barrel(xa + cap, xb - cap, y, r, `fill="${shine}"`) +
    `<g clip-path="${cp}"><rect x="${xa}" y="${n(y - r * 1.2)}" width="${xb - xa + 60}" height="${n(r * 2.4)}" fill="${grille(ctx)}"/></g>` +
    poly(
      [...arc(xa + cap + 40, y, r, TOP, TOP + 0.7), ...arc(xb - cap, y, r, TOP, TOP + 0.7).reverse()],
      'fill="#fff" opacity="0.12"',
    ) +
    barrel(xb - cap, xb, y, r + 4, `fill="${rubberFill}"`) +
    ring(xb, r + 4, `fill="${shade(rubber, 0.05)}"`) +
    ring(xb, r * 0.8, `fill="${shade(rubber, -0.35)}"`) +
    ring(
      xb,
      r * 0.66,
      `fill="${rad(
        ctx,
        [
          [0, shade(rubber, 0.45)],
          [1, shade(rubber, -0.1)],
        ],
        0.35,
        0.35,
        0.7,
      )}"`,
    ) +
    ring(xb, r * 0.32, `fill="none" stroke="${shade(rubber, 0.5)}" stroke-width="3" opacity="0.6"`) +
    buttons +
    rr(fx - 44, fy - 16, 88, 32, 16, `fill="${badge}" stroke="${shade(badge, -0.3)}" stroke-width="2"`) +
    rr(fx - 28, fy - 4, 56, 8, 4, `fill="${shade(badge, badge === '#111827' ? 0.5 : -0.35)}" opacity="0.8"`)
  );
};
