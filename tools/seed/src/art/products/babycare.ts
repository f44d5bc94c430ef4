// Baby care: a soft plastic pack of diapers with a baby-face label and one diaper in front.
import { hsl, shade } from '../palette.ts';
import { clip, type Drawer, lin, n, rr, shadow } from '../svg.ts';
import { sparkle } from './shared.ts';

/** A happy sleeping baby face centred at (x, y), radius r. */
export function babyFace(x: number, y: number, r: number, skin: string, hair: string): string {
  return (
    `<circle cx="${n(x - r * 0.95)}" cy="${n(y + r * 0.05)}" r="${n(r * 0.2)}" fill="${shade(skin, -0.08)}"/>` +
    `<circle cx="${n(x + r * 0.95)}" cy="${n(y + r * 0.05)}" r="${n(r * 0.2)}" fill="${shade(skin, -0.08)}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${skin}"/>` +
    `<path d="M${n(x - r * 0.55)} ${n(y - r * 0.75)} Q${x} ${n(y - r * 1.2)} ${n(x + r * 0.55)} ${n(y - r * 0.75)} Q${x} ${n(y - r * 0.95)} ${n(x - r * 0.55)} ${n(y - r * 0.75)} Z" fill="${hair}"/>` +
    `<path d="M${x} ${n(y - r * 0.95)} q${n(r * 0.3)} ${n(-r * 0.2)} ${n(r * 0.1)} ${n(-r * 0.4)}" stroke="${hair}" stroke-width="${n(r * 0.1)}" fill="none" stroke-linecap="round"/>` +
    [-1, 1]
      .map(
        (s) =>
          `<path d="M${n(x + s * r * 0.48)} ${n(y - r * 0.05)} q${n(r * 0.14)} ${n(r * 0.16)} ${n(r * 0.28)} 0" transform="translate(${n(-r * 0.14)} 0)" stroke="#3b2a20" stroke-width="${n(r * 0.07)}" fill="none" stroke-linecap="round"/>` +
          `<circle cx="${n(x + s * r * 0.58)}" cy="${n(y + r * 0.3)}" r="${n(r * 0.16)}" fill="#f28b82" opacity="0.55"/>`,
      )
      .join('') +
    `<path d="M${n(x - r * 0.22)} ${n(y + r * 0.38)} Q${x} ${n(y + r * 0.6)} ${n(x + r * 0.22)} ${n(y + r * 0.38)}" stroke="#b4533a" stroke-width="${n(r * 0.07)}" fill="none" stroke-linecap="round"/>`
  );
}

/** A single diaper seen from the front, centred at (x, y). */
function diaper(x: number, y: number, s: number, band: string): string {
  const d = `M-74 -44 L74 -44 L72 -10 Q44 -2 36 26 Q22 54 0 56 Q-22 54 -36 26 Q-44 -2 -72 -10 Z`;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="${d}" fill="#ffffff" stroke="#d6dde5" stroke-width="3"/>` +
    `<path d="M-60 -8 Q-34 4 -30 30 Q-14 48 0 48 Q14 48 30 30 Q34 4 60 -8" fill="none" stroke="#e2e8f0" stroke-width="4"/>` +
    rr(-74, -44, 148, 14, 4, `fill="${band}"`) +
    rr(-88, -40, 22, 18, 5, 'fill="#e2e8f0"') +
    rr(66, -40, 22, 18, 5, 'fill="#e2e8f0"') +
    `<circle cx="-20" cy="6" r="5" fill="${band}" opacity="0.5"/><circle cx="6" cy="14" r="5" fill="${band}" opacity="0.5"/><circle cx="20" cy="-4" r="5" fill="${band}" opacity="0.5"/>` +
    '</g>'
  );
}

export const diapers: Drawer = (ctx) => {
  const hue = ctx.r.pick([205, 330, 150, 270, 185, 45, 15]);
  const pack = hsl(hue, 70, 58);
  const deep = hsl(hue, 65, 38);
  const skin = ctx.r.pick(['#f6d3b3', '#e8b58f', '#c98e62', '#a86d45']);
  const hair = ctx.r.pick(['#3b2a20', '#6b4226', '#1f1611']);
  const x0 = 236;
  const x1 = 466;
  const yt = 300;
  const yb = 634;
  const dx = 92;
  const dy = -44;
  const front = `M${x0} ${yt} Q${(x0 + x1) / 2} ${yt - 10} ${x1} ${yt} Q${x1 + 8} ${(yt + yb) / 2} ${x1} ${yb} Q${(x0 + x1) / 2} ${yb + 6} ${x0} ${yb} Q${x0 - 8} ${(yt + yb) / 2} ${x0} ${yt} Z`;
  const side = `M${x1} ${yt} Q${x1 + dx / 2} ${yt + dy / 2 - 6} ${x1 + dx} ${yt + dy} Q${x1 + dx + 6} ${(yt + yb) / 2 + dy} ${x1 + dx} ${yb + dy} Q${x1 + dx / 2} ${yb + dy / 2 + 4} ${x1} ${yb} Q${x1 + 8} ${(yt + yb) / 2} ${x1} ${yt} Z`;
  const top = `M${x0} ${yt} Q${(x0 + x1) / 2} ${yt - 10} ${x1} ${yt} L${x1 + dx} ${yt + dy} Q${(x0 + x1) / 2 + dx} ${yt + dy - 8} ${x0 + dx} ${yt + dy} Z`;
  const fx = (x0 + x1) / 2 + dx / 2;
  const fy = yt + dy / 2 - 4;
  const fin = `M${fx - 112} ${fy} L${fx - 104} ${fy - 62} Q${fx} ${fy - 72} ${fx + 104} ${fy - 62} L${fx + 112} ${fy} Z`;
  const fcp = clip(ctx, `<path d="${front}"/>`);
  const scp = clip(ctx, `<path d="${side}"/>`);
  const cx = (x0 + x1) / 2;
  const stack = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M${x1} ${yt + 100 + i * 18} l${dx} ${dy}" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M${x1} ${yt + 108 + i * 18} l${dx} ${dy}" stroke="${shade(pack, 0.55)}" stroke-width="3"/>`,
  ).join('');
  return (
    shadow(ctx, 420, 636, 230, 12) +
    `<path d="${fin}" fill="${lin(ctx, [
      [0, shade(pack, 0.35)],
      [1, shade(pack, 0.1)],
    ])}"/>` +
    rr(fx - 44, fy - 52, 88, 22, 11, `fill="${shade(deep, -0.2)}"`) +
    `<path d="${top}" fill="${shade(pack, 0.3)}"/>` +
    `<path d="${side}" fill="${shade(pack, -0.22)}"/>` +
    `<g clip-path="${scp}">` +
    `<path d="M${x1 + 12} ${yt + 80} L${x1 + dx - 12} ${yt + 80 + dy} L${x1 + dx - 12} ${yb - 70 + dy} L${x1 + 12} ${yb - 70} Z" fill="${shade(pack, 0.6)}"/>` +
    `<g clip-path="${clip(ctx, `<path d="M${x1 + 12} ${yt + 80} L${x1 + dx - 12} ${yt + 80 + dy} L${x1 + dx - 12} ${yb - 70 + dy} L${x1 + 12} ${yb - 70} Z"/>`)}">${stack}</g>` +
    `<path d="M${x1} ${yt} L${x1 + 14} ${yb}" stroke="#000" stroke-width="24" opacity="0.08"/></g>` +
    `<path d="${front}" fill="${lin(ctx, [
      [0, shade(pack, 0.25)],
      [1, shade(pack, -0.08)],
    ])}"/>` +
    `<g clip-path="${fcp}">` +
    `<path d="M${x0 - 10} ${yb - 110} Q${cx} ${yb - 160} ${x1 + 10} ${yb - 120} L${x1 + 10} ${yb + 10} L${x0 - 10} ${yb + 10} Z" fill="${deep}"/>` +
    `<ellipse cx="${cx}" cy="${yt + 150}" rx="96" ry="92" fill="#ffffff" opacity="0.95"/>` +
    babyFace(cx, yt + 156, 62, skin, hair) +
    rr(x0 + 34, yt + 26, x1 - x0 - 68, 28, 14, `fill="${deep}"`) +
    rr(x0 + 56, yt + 36, x1 - x0 - 112, 8, 4, 'fill="#fff" opacity="0.8"') +
    `<circle cx="${x1 - 44}" cy="${yb - 64}" r="30" fill="#fde047" stroke="#fff" stroke-width="4"/>` +
    rr(x1 - 58, yb - 70, 28, 12, 6, `fill="${deep}"`) +
    rr(x0 + 10, yt + 8, 18, yb - yt - 20, 9, 'fill="#fff" opacity="0.22"') +
    `</g>` +
    sparkle(x0 + 40, yt + 110, 12) +
    sparkle(x1 - 36, yt + 210, 9) +
    diaper(x0 + 94, yb - 58, 0.72, shade(pack, 0.2)) +
    diaper(574, 596, 0.78, pack)
  );
};
