// A remote-control monster truck with knobbly tyres and a whip antenna, and its two-stick transmitter.
import { shade } from '../palette.ts';
import { type Ctx, type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';

/** A knobbly tyre with a coloured rim at (x, y), radius r. */
function wheel(ctx: Ctx, x: number, y: number, r: number, rim: string, dim = 0): string {
  const lugs = Array.from({ length: 16 }, (_, i) => {
    const a = (i * 360) / 16;
    return `<rect x="${n(x - r * 0.13)}" y="${n(y - r - 6)}" width="${n(r * 0.26)}" height="${n(r * 0.3)}" rx="4" fill="${shade('#1f2937', dim)}" transform="rotate(${n(a)} ${n(x)} ${n(y)})"/>`;
  }).join('');
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    return `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + Math.sin(a) * r * 0.46)}" y2="${n(y - Math.cos(a) * r * 0.46)}" stroke="${shade(rim, -0.35 + dim)}" stroke-width="${n(r * 0.12)}" stroke-linecap="round"/>`;
  }).join('');
  return (
    lugs +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rad(
      ctx,
      [
        [0, shade('#374151', dim)],
        [0.75, shade('#1f2937', dim)],
        [1, shade('#0b0f19', dim)],
      ],
      0.45,
      0.4,
      0.6,
    )}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.56)}" fill="${rad(
      ctx,
      [
        [0, shade(rim, 0.4 + dim)],
        [0.7, shade(rim, dim)],
        [1, shade(rim, -0.4 + dim)],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>` +
    spokes +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.14)}" fill="${shade('#e5e7eb', dim)}"/>` +
    `<path d="M${n(x - r * 0.7)} ${n(y - r * 0.5)} A${n(r * 0.86)} ${n(r * 0.86)} 0 0 1 ${n(x - r * 0.1)} ${n(y - r * 0.86)}" fill="none" stroke="#fff" stroke-width="4" opacity="${dim ? 0 : 0.2}"/>`
  );
}

/** A coil spring between two points, as a zig-zag. */
function spring(x0: number, y0: number, x1: number, y1: number, color: string): string {
  const pts = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const side = i === 0 || i === 8 ? 0 : i % 2 ? 12 : -12;
    return `${n(x0 + (x1 - x0) * t + side)} ${n(y0 + (y1 - y0) * t)}`;
  });
  return `<path d="M${pts.join(' L')}" fill="none" stroke="${color}" stroke-width="7" stroke-linejoin="round"/>`;
}

export const toyCar: Drawer = (ctx) => {
  const body = ctx.r.pick(['#dc2626', '#2563eb', '#16a34a', '#f97316', '#7c3aed', '#0891b2', '#facc15']);
  const rim = ctx.r.pick(['#facc15', '#e5e7eb', '#f97316', '#22d3ee', '#a3e635']);
  const stripe = ctx.r.pick(['#111827', '#f8fafc', '#facc15']);
  const coil = ctx.r.pick(['#facc15', '#ef4444', '#22d3ee', '#a3e635']);
  const r = 76;
  const fy = 632 - r;
  const wx = [206, 470];
  const far = { dx: 38, dy: -22 };
  const shell =
    'M138 478 L146 420 Q150 398 176 394 L262 388 L306 318 Q316 304 336 304 L444 304 Q466 304 478 320 L520 384 L586 396 Q614 402 612 428 L606 478 Q604 490 590 490 L152 490 Q138 490 138 478 Z';
  const paint = lin(ctx, [
    [0, shade(body, 0.35)],
    [0.45, body],
    [1, shade(body, -0.35)],
  ]);
  const glass = lin(ctx, [
    [0, '#93c5fd'],
    [0.5, '#1e3a5f'],
    [1, '#0f172a'],
  ]);
  const remote =
    `<g transform="translate(646 590) rotate(-8)">` +
    `<line x1="50" y1="-30" x2="64" y2="-200" stroke="#374151" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="64" cy="-202" r="7" fill="#111827"/>` +
    rr(-74, -22, 148, 62, 22, `fill="${shade('#1f2937', -0.3)}"`) +
    rr(
      -74,
      -40,
      148,
      56,
      22,
      `fill="${lin(ctx, [
        [0, '#4b5563'],
        [1, '#1f2937'],
      ])}"`,
    ) +
    [-36, 36]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="-12" rx="20" ry="10" fill="#111827"/>` +
          `<line x1="${x}" y1="-12" x2="${x + 3}" y2="-44" stroke="#9ca3af" stroke-width="6" stroke-linecap="round"/>` +
          `<circle cx="${x + 3}" cy="-46" r="9" fill="${body}"/>`,
      )
      .join('') +
    `<circle cx="0" cy="-4" r="5" fill="#4ade80"/>` +
    rr(-16, 4, 32, 6, 3, 'fill="#9ca3af"') +
    '</g>';
  return (
    shadow(ctx, 340, 632, 240, 12) +
    shadow(ctx, 650, 632, 80, 8) +
    wheel(ctx, wx[0]! + far.dx, fy + far.dy, r, rim, -0.3) +
    wheel(ctx, wx[1]! + far.dx, fy + far.dy, r, rim, -0.3) +
    rr(190, fy - 14, 310, 26, 10, 'fill="#111827"') +
    spring(wx[0]! + 20, fy - 14, wx[0]! + 34, 478, coil) +
    spring(wx[1]! - 20, fy - 14, wx[1]! - 34, 478, coil) +
    `<line x1="176" y1="392" x2="148" y2="170" stroke="#111827" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="148" cy="168" r="8" fill="${rim}"/>` +
    `<path d="${shell}" fill="${paint}" stroke="${shade(body, -0.45)}" stroke-width="3"/>` +
    `<path d="M142 420 L126 376 L198 376 L206 392 Z" fill="${shade(body, -0.3)}"/>` +
    rr(120, 368, 90, 14, 5, `fill="${shade(stripe, stripe === '#f8fafc' ? -0.1 : 0)}"`) +
    `<path d="M282 386 L318 330 Q324 322 336 322 L386 322 L386 386 Z" fill="${glass}"/>` +
    `<path d="M398 322 L444 322 Q458 322 466 334 L500 386 L398 386 Z" fill="${glass}"/>` +
    `<path d="M300 372 L326 330 L344 330 L314 372 Z" fill="#fff" opacity="0.3"/>` +
    rr(330, 292, 120, 14, 6, 'fill="#111827"') +
    [350, 378, 406, 434].map((x) => `<circle cx="${x}" cy="299" r="5" fill="#fde68a"/>`).join('') +
    rr(150, 430, 450, 20, 6, `fill="${stripe}" opacity="0.9"`) +
    `<circle cx="376" cy="440" r="30" fill="#f8fafc" stroke="${shade(body, -0.4)}" stroke-width="4"/>` +
    `<path d="M366 426 L388 426 L372 456" fill="none" stroke="#111827" stroke-width="7" stroke-linejoin="round"/>` +
    `<path d="M588 404 Q606 408 606 424 L592 424 Z" fill="#fef9c3"/>` +
    rr(152, 400, 420, 10, 5, 'fill="#fff" opacity="0.25"') +
    `<path d="M${wx[0]! - r - 10} 492 Q${wx[0]!} ${fy - r - 40} ${wx[0]! + r + 10} 492 Z" fill="${shade(body, -0.5)}"/>` +
    `<path d="M${wx[1]! - r - 10} 492 Q${wx[1]!} ${fy - r - 40} ${wx[1]! + r + 10} 492 Z" fill="${shade(body, -0.5)}"/>` +
    wheel(ctx, wx[0]!, fy, r, rim) +
    wheel(ctx, wx[1]!, fy, r, rim) +
    remote
  );
};
