// A long cricket kit bag (wheelie duffel) with carry handles, zips, a pocket and a bat's handle poking out.
import { shade } from '../palette.ts';
import { type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';

/** A zip along a line: dark tape, light teeth. */
const zip = (d: string, tape: string): string =>
  `<path d="${d}" fill="none" stroke="${tape}" stroke-width="10" stroke-linecap="round"/>` +
  `<path d="${d}" fill="none" stroke="#d1d5db" stroke-width="4" stroke-dasharray="3 3"/>`;

export const kitBag: Drawer = (ctx) => {
  const bag = ctx.r.pick(['#1e3a8a', '#111827', '#14532d', '#7f1d1d', '#334155', '#0c4a6e']);
  const accent = ctx.r.pick(['#facc15', '#ef4444', '#f8fafc', '#84cc16', '#f97316', '#22d3ee']);
  const grip = ctx.r.pick(['#dc2626', '#111827', '#1d4ed8', '#16a34a', '#f59e0b']);
  const x0 = 92;
  const x1 = 612;
  const yt = 442;
  const yb = 630;
  const dx = 76;
  const dy = -46;
  const tape = shade(bag, -0.45);
  const silhouette =
    `M${x0 + 44} ${yb} L${x1 - 40} ${yb} Q${x1 + 4} ${yb} ${x1 + 26} ${yb - 16} L${x1 + dx - 10} ${yb + dy + 8} ` +
    `Q${x1 + dx + 4} ${yb + dy} ${x1 + dx + 4} ${yb + dy - 40} L${x1 + dx + 4} ${yt + dy + 40} ` +
    `Q${x1 + dx + 4} ${yt + dy - 2} ${x1 + dx - 40} ${yt + dy - 2} L${x0 + dx + 44} ${yt + dy - 2} ` +
    `Q${x0 + dx + 6} ${yt + dy - 2} ${x0 + dx - 24} ${yt + dy + 16} L${x0 + 16} ${yt + 14} ` +
    `Q${x0} ${yt + 26} ${x0} ${yt + 60} L${x0} ${yb - 40} Q${x0} ${yb} ${x0 + 44} ${yb} Z`;
  const top =
    `M${x0 + 30} ${yt + 4} L${x1 - 30} ${yt + 4} Q${x1 + 6} ${yt + 2} ${x1 + 28} ${yt - 12} ` +
    `L${x1 + dx - 8} ${yt + dy + 10} Q${x1 + dx - 20} ${yt + dy - 2} ${x1 + dx - 50} ${yt + dy - 2} ` +
    `L${x0 + dx + 44} ${yt + dy - 2} Q${x0 + dx + 6} ${yt + dy - 2} ${x0 + dx - 24} ${yt + dy + 16} L${x0 + 16} ${yt + 14} Z`;
  /** The top's centre line, where the main zip runs. */
  const midY = yt + dy / 2 + 2;
  const zx0 = x0 + dx / 2 + 30;
  const zx1 = x1 + dx / 2 - 26;
  const ha = 290;
  const hb = 446;
  const handle = (ox: number, oy: number, c: string) =>
    `<path d="M${ha + ox} ${yt + 6 + oy} C${ha + ox - 4} ${yt - 110 + oy} ${hb + ox + 4} ${yt - 110 + oy} ${hb + ox} ${yt + 6 + oy}" fill="none" stroke="${c}" stroke-width="18"/>` +
    `<path d="M${ha + ox} ${yt + 6 + oy} C${ha + ox - 4} ${yt - 110 + oy} ${hb + ox + 4} ${yt - 110 + oy} ${hb + ox} ${yt + 6 + oy}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 5" opacity="0.35"/>`;
  const wrapX = (ha + hb) / 2 + dx / 2;
  const wrapY = yt - 78 + dy / 2;
  const batX = x0 + dx / 2 + 60;
  const batY = midY;
  const bat =
    `<g transform="translate(${n(batX)} ${n(batY)}) rotate(-24)">` +
    rr(
      -15,
      -150,
      30,
      160,
      12,
      `fill="${lin(
        ctx,
        [
          [0, shade(grip, -0.3)],
          [0.4, shade(grip, 0.3)],
          [1, shade(grip, -0.35)],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M-15 ${-140 + i * 15} L15 ${-133 + i * 15}" stroke="${shade(grip, -0.4)}" stroke-width="3"/>`,
    ).join('') +
    rr(-11, -160, 22, 14, 6, `fill="${shade(grip, -0.2)}"`) +
    '</g>';
  const emblem = (x: number, y: number) =>
    `<g transform="translate(${x} ${y}) rotate(28)">` +
    rr(-5, -52, 10, 30, 4, `fill="${accent}"`) +
    `<path d="M-13 -24 L13 -24 L14 36 Q14 44 6 44 L-6 44 Q-14 44 -14 36 Z" fill="${accent}"/>` +
    '</g>' +
    `<circle cx="${x + 34}" cy="${y + 30}" r="11" fill="${accent}"/>`;
  const pocket = rr(
    x0 + 58,
    yt + 52,
    300,
    120,
    30,
    `fill="${shade(bag, -0.12)}" stroke="${accent}" stroke-width="4"`,
  );
  return (
    shadow(ctx, 400, 630, 270, 12) +
    `<circle cx="${x1 + dx - 16}" cy="${yb + dy + 6}" r="24" fill="#111"/>` +
    handle(dx, dy, shade(bag, -0.35)) +
    bat +
    `<path d="${silhouette}" fill="${shade(bag, -0.3)}"/>` +
    `<path d="${top}" fill="${lin(ctx, [
      [0, shade(bag, 0.08)],
      [1, shade(bag, 0.22)],
    ])}"/>` +
    zip(`M${zx0} ${midY} L${zx1} ${midY}`, tape) +
    `<path d="M${batX - 26} ${batY + 2} Q${batX} ${batY - 12} ${batX + 30} ${batY + 2}" fill="${shade(bag, -0.6)}"/>` +
    rr(zx1 - 70, midY - 5, 30, 26, 6, 'fill="#9ca3af"') +
    `<path d="${`M${x1 - 2} ${yt + 20} Q${x1 + dx / 2} ${(yt + yb) / 2 + dy / 2} ${x1 - 2} ${yb - 20}`}" fill="none" stroke="${tape}" stroke-width="8"/>` +
    rr(
      x0,
      yt,
      x1 - x0,
      yb - yt,
      44,
      `fill="${lin(ctx, [
        [0, shade(bag, 0.14)],
        [0.45, bag],
        [1, shade(bag, -0.25)],
      ])}"`,
    ) +
    `<rect x="${x0 + 6}" y="${yt + 6}" width="${x1 - x0 - 12}" height="${yb - yt - 12}" rx="40" fill="none" stroke="${accent}" stroke-width="3" opacity="0.7"/>` +
    pocket +
    zip(`M${x0 + 84} ${yt + 68} L${x0 + 334} ${yt + 68}`, tape) +
    rr(x0 + 300, yt + 62, 22, 30, 6, 'fill="#9ca3af"') +
    emblem(x0 + 200, yt + 118) +
    rr(
      x0 + 390,
      yt + 40,
      60,
      120,
      14,
      `fill="${shade(bag, -0.05)}" stroke="${shade(bag, -0.35)}" stroke-width="3"`,
    ) +
    rr(x0 + 404, yt + 60, 32, 10, 5, `fill="${accent}"`) +
    rr(x0 + 404, yt + 76, 32, 6, 3, `fill="${accent}" opacity="0.6"`) +
    rr(x0 + 20, yt + 14, x1 - x0 - 40, 16, 8, 'fill="#fff" opacity="0.12"') +
    handle(0, 0, shade(bag, -0.2)) +
    rr(
      wrapX - 56,
      wrapY - 18,
      112,
      38,
      18,
      `fill="${lin(ctx, [
        [0, shade(accent, 0.2)],
        [1, shade(accent, -0.3)],
      ])}"`,
    ) +
    `<path d="M${wrapX - 40} ${wrapY - 4} L${wrapX + 40} ${wrapY - 4}" stroke="#fff" stroke-width="3" opacity="0.4"/>` +
    `<circle cx="${x1 - 8}" cy="${yb - 4}" r="28" fill="${rad(ctx, [
      [0, '#4b5563'],
      [0.6, '#1f2937'],
      [1, '#030712'],
    ])}"/>` +
    `<circle cx="${x1 - 8}" cy="${yb - 4}" r="10" fill="#9ca3af"/>`
  );
};
