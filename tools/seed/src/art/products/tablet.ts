// Tablet: a landscape slate with a home screen, in a folio case or on a small stand, sometimes with a stylus.
import { hsl, shade } from '../palette.ts';
import { blur, type Ctx, type Drawer, fade, lin, n, rr, shadow } from '../svg.ts';
import { wallpaper } from './screens.ts';
import { sparkle } from './shared.ts';

const BODY = ['#3b4048', '#d1d5db', '#e6c9a8', '#9db4d0', '#e8c4c8', '#b8c9b5', '#2d3138'];
const COVERS = ['#1e3a5f', '#7c2d12', '#334155', '#9d174d', '#3f6212', '#c2410c', '#0f766e', '#6d28d9'];

/** An app tile: a coloured rounded square with a soft white glyph. */
function tile(ctx: Ctx, x: number, y: number, s: number): string {
  const c = hsl(ctx.r.range(0, 360), 65, ctx.r.range(50, 68));
  const glyph = ctx.r.pick([
    `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.2)}" fill="#fff" opacity="0.85"/>`,
    rr(x + s * 0.28, y + s * 0.28, s * 0.44, s * 0.44, s * 0.1, 'fill="#fff" opacity="0.8"'),
    `<path d="M${n(x + s * 0.3)} ${n(y + s * 0.7)} L${n(x + s / 2)} ${n(y + s * 0.28)} L${n(x + s * 0.7)} ${n(y + s * 0.7)} Z" fill="#fff" opacity="0.8"/>`,
  ]);
  return rr(x, y, s, s, s * 0.26, `fill="${fade(ctx, shade(c, 0.2), shade(c, -0.12))}"`) + glyph;
}

/** The home screen laid over the wallpaper: two widgets, a grid of tiles and a dock. */
function homeScreen(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const s = Math.round(w * 0.075);
  const out = [wallpaper(ctx, x, y, w, h, 12)];
  const cw = w * 0.3;
  out.push(
    rr(x + 22, y + 26, cw, h * 0.34, 18, 'fill="#fff" opacity="0.26"'),
    `<circle cx="${n(x + 58)}" cy="${n(y + 66)}" r="20" fill="#fde68a"/>`,
    rr(x + 40, y + 100, cw * 0.6, 14, 7, 'fill="#fff" opacity="0.85"'),
    rr(x + 40, y + 124, cw * 0.4, 10, 5, 'fill="#fff" opacity="0.6"'),
    rr(x + 22, y + 40 + h * 0.34, cw, h * 0.22, 18, 'fill="#fff" opacity="0.22"'),
    rr(
      x + 36,
      y + 54 + h * 0.34,
      h * 0.22 - 28,
      h * 0.22 - 28,
      10,
      `fill="${hsl(ctx.r.range(0, 360), 70, 58)}"`,
    ),
    rr(x + h * 0.22 + 20, y + 62 + h * 0.34, cw * 0.4, 10, 5, 'fill="#fff" opacity="0.75"'),
  );
  const ax = x + cw + 52;
  const span = x + w - 24 - s - ax;
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 5; col++) out.push(tile(ctx, ax + (span * col) / 4, y + 30 + row * (s + 22), s));
  const dw = 6 * s + 5 * 16 + 32;
  const dy = y + h - s - 34;
  out.push(rr(x + (w - dw) / 2, dy, dw, s + 20, 22, 'fill="#fff" opacity="0.3"'));
  for (let i = 0; i < 6; i++) out.push(tile(ctx, x + (w - dw) / 2 + 16 + i * (s + 16), dy + 10, s));
  return out.join('');
}

/** A stylus lying on the floor, tip to the right. */
function stylus(ctx: Ctx, x: number, y: number, a: number, color: string): string {
  const len = 300;
  const body = lin(
    ctx,
    [
      [0, shade(color, 0.5)],
      [0.35, color],
      [1, shade(color, -0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})">` +
    rr(-len / 2 + 6, 4, len - 8, 8, 4, `fill="#1d1610" opacity="0.3" filter="${blur(ctx, 3)}"`) +
    rr(-len / 2, -7, len - 34, 14, 6, `fill="${body}"`) +
    `<path d="M${len / 2 - 35} -7 L${len / 2 - 4} -1.5 L${len / 2 - 4} 1.5 L${len / 2 - 35} 7 Z" fill="${fade(ctx, '#f8fafc', '#a3a3a3')}"/>` +
    rr(len / 2 - 7, -2, 8, 4, 2, 'fill="#4b5563"') +
    rr(-len / 2 + 30, -7, 3, 14, 1, `fill="${shade(color, -0.25)}"`) +
    rr(-len / 2 + 12, -4.5, len - 70, 2.5, 1.2, 'fill="#fff" opacity="0.55"') +
    `</g>`
  );
}

export const tablet: Drawer = (ctx) => {
  const body = ctx.r.pick(BODY);
  const frame = shade(body, -0.3);
  const onStand = ctx.r.chance(0.4);
  const cover = ctx.r.pick(COVERS);
  const W = ctx.r.pick([560, 580]);
  const H = Math.round(W * ctx.r.pick([0.7, 0.64]));
  const x0 = 400 - W / 2;
  const y1 = onStand ? 604 : 592;
  const stand = ctx.r.pick(['#b7793f', '#d1d5db', '#f4f4f5', '#8d5a2b', '#374151']);
  const y0 = y1 - H;
  const cx = 400;
  const lean = ctx.r.range(0.03, 0.05);
  const out: string[] = [shadow(ctx, 410, 640, W * 0.5, 14)];

  // Seen slightly from the left: the left edge is nearer, the right recedes and rises.
  const view = `matrix(0.97 ${n(-lean)} 0 1 ${n(cx * 0.03)} ${n(cx * lean)})`;
  const parts: string[] = [];
  if (onStand) {
    // The cradle's depth, seen past its left end behind the slate.
    parts.push(rr(cx - 187, y1 - 22, 350, 52, 16, `fill="${shade(stand, -0.4)}"`));
  } else {
    // Folio case: a shell around the tablet and its front flap lying flat on the floor.
    const flap = fade(ctx, shade(cover, -0.1), shade(cover, 0.12));
    parts.push(
      `<path d="M${x0 - 12} ${y1 + 4} L${x0 + W + 12} ${y1 + 4} L${x0 + W + 46} 636 L${x0 - 46} 636 Z" fill="${flap}" stroke="${shade(cover, -0.2)}" stroke-width="2" stroke-linejoin="round"/>`,
      `<path d="M${x0 - 46} 636 L${x0 + W + 46} 636 L${x0 + W + 45} 644 L${x0 - 45} 644 Z" fill="${shade(cover, -0.4)}"/>`,
      `<path d="M${x0 - 4} ${y1 + 12} L${x0 + W + 4} ${y1 + 12} L${x0 + W + 34} 628 L${x0 - 34} 628 Z" fill="none" stroke="#fff" stroke-width="1.6" stroke-dasharray="7 6" opacity="0.4"/>`,
      rr(x0 - 22, y0 - 19, W + 28, H + 28, 36, `fill="${shade(cover, -0.4)}"`),
      rr(x0 - 14, y0 - 14, W + 28, H + 28, 36, `fill="${fade(ctx, shade(cover, 0.15), shade(cover, -0.2))}"`),
    );
  }
  // The slate: its back edge peeking out behind, then the metal rim, the glass and the screen.
  parts.push(
    rr(x0 + W - 130, y0 - 5, 56, 8, 3, `fill="${frame}"`),
    rr(x0 - 8, y0 - 5, W, H, 30, `fill="${shade(body, -0.45)}"`),
    rr(x0, y0, W, H, 28, `fill="${fade(ctx, shade(body, 0.35), frame, 1, 1)}"`),
    rr(x0 + 4, y0 + 4, W - 8, H - 8, 25, 'fill="#0b0b0f"'),
    homeScreen(ctx, x0 + 16, y0 + 16, W - 32, H - 32),
    `<circle cx="${cx}" cy="${y0 + 10}" r="4" fill="#1f2937"/><circle cx="${cx - 1}" cy="${y0 + 9}" r="1.4" fill="#60a5fa" opacity="0.7"/>`,
    `<path d="M${x0 + 16} ${y0 + 16} L${x0 + W * 0.36} ${y0 + 16} L${x0 + 16} ${y0 + H * 0.62} Z" fill="#fff" opacity="0.1"/>`,
    sparkle(x0 + 34, y0 + 30, 14, 0.9),
  );
  // The stand's cradle: a low block with a slot the slate sits in.
  if (onStand)
    parts.push(
      rr(cx - 175, y1 - 14, 350, 52, 16, `fill="${fade(ctx, shade(stand, 0.25), shade(stand, -0.2))}"`),
      rr(cx - 165, y1 - 10, 330, 5, 2.5, `fill="${shade(stand, -0.45)}" opacity="0.7"`),
      rr(cx - 160, y1 + 2, 320, 3, 1.5, 'fill="#fff" opacity="0.35"'),
      rr(cx - 175, y1 + 32, 350, 6, 3, `fill="${shade(stand, -0.35)}"`),
    );
  out.push(`<g transform="${view}">${parts.join('')}</g>`);
  if (ctx.r.chance(0.6))
    out.push(
      stylus(
        ctx,
        onStand ? cx + 170 : cx + 120,
        onStand ? 650 : 654,
        ctx.r.range(-10, -4),
        ctx.r.pick(['#f4f4f5', body, '#e5e7eb']),
      ),
    );
  return out.join('');
};
