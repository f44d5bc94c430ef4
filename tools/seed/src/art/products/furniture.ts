// Furniture: a small wooden study table or a bedside table, each with a drawer.
import { shade } from '../palette.ts';
import { type Ctx, type Drawer, lin, n, rr, shadow } from '../svg.ts';

/** Wood tones shared by the furniture drawings. */
export const WOOD = ['#c8955a', '#7a4a2a', '#a0612f', '#8b5a2b', '#d9b382', '#5c3a22'];

/** A box in oblique view: front face at (x, y, w, h), receding by (dx, dy). */
function block(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  c: string,
): string {
  const front = lin(ctx, [
    [0, shade(c, 0.08)],
    [1, shade(c, -0.12)],
  ]);
  return (
    `<path d="M${n(x)} ${n(y)} L${n(x + dx)} ${n(y + dy)} L${n(x + w + dx)} ${n(y + dy)} L${n(x + w)} ${n(y)} Z" fill="${shade(c, 0.22)}"/>` +
    `<path d="M${n(x + w)} ${n(y)} L${n(x + w + dx)} ${n(y + dy)} L${n(x + w + dx)} ${n(y + h + dy)} L${n(x + w)} ${n(y + h)} Z" fill="${shade(c, -0.3)}"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${front}"/>`
  );
}

/** Faint wood grain across a front face. */
function grain(ctx: Ctx, x: number, y: number, w: number, h: number, c: string): string {
  return Array.from({ length: Math.max(2, Math.floor(h / 14)) }, (_, i) => {
    const yy = y + 6 + i * 14 + ctx.r.range(-3, 3);
    if (yy > y + h - 4) return '';
    return `<path d="M${n(x + 6)} ${n(yy)} Q${n(x + w * 0.4)} ${n(yy + ctx.r.range(-4, 4))} ${n(x + w - 6)} ${n(yy)}" stroke="${shade(c, -0.25)}" stroke-width="1.5" fill="none" opacity="0.35"/>`;
  }).join('');
}

/** A drawer front with a knob or bar handle. */
function drawer(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  c: string,
  metal: string,
  bar: boolean,
): string {
  const handle = bar
    ? rr(x + w / 2 - 34, y + h / 2 - 5, 68, 10, 5, `fill="${metal}"`) +
      rr(x + w / 2 - 30, y + h / 2 - 4, 60, 3, 1.5, 'fill="#fff" opacity="0.5"')
    : `<circle cx="${n(x + w / 2)}" cy="${n(y + h / 2)}" r="10" fill="${metal}"/><circle cx="${n(x + w / 2 - 3)}" cy="${n(y + h / 2 - 3)}" r="3.5" fill="#fff" opacity="0.6"/>`;
  return (
    rr(
      x,
      y,
      w,
      h,
      4,
      `fill="${lin(ctx, [
        [0, shade(c, 0.14)],
        [1, shade(c, -0.08)],
      ])}" stroke="${shade(c, -0.35)}" stroke-width="2"`,
    ) +
    grain(ctx, x, y, w, h, c) +
    handle
  );
}

/** A bedside or a study table: as asked, or one of them at random. */
const tableOf =
  (pinned?: 'bedside' | 'study'): Drawer =>
  (ctx) => {
    const wood = ctx.r.pick(WOOD);
    const painted = ctx.r.chance(0.25);
    const body = painted ? ctx.r.pick(['#f1ede4', '#e7ecef', '#2f3a45', '#dfe7dc']) : wood;
    const metal = ctx.r.pick(['#d4a537', '#9ca3af', '#1f2937']);
    const bar = ctx.r.chance(0.5);
    if (pinned ? pinned === 'bedside' : ctx.r.chance(0.5)) {
      // Bedside table: a cabinet with two drawers or a drawer and an open shelf on short legs.
      const x = 276;
      const w = 248;
      const dx = 82;
      const dy = -50;
      const shelf = ctx.r.chance(0.5);
      const leg = (lx: number, ly: number) =>
        `<path d="M${lx} ${ly} L${lx + 20} ${ly} L${lx + 15} ${ly + 48} L${lx + 5} ${ly + 48} Z" fill="${shade(wood, -0.25)}"/>`;
      return (
        shadow(ctx, 440, 640, 200, 12) +
        leg(x + w + dx - 30, 540) +
        leg(x + 8, 592) +
        leg(x + w - 28, 592) +
        block(ctx, x, 336, w, 256, dx, dy, body) +
        block(ctx, x - 10, 318, w + 20, 22, dx, dy, wood) +
        grain(ctx, x - 10, 318, w + 20, 22, wood) +
        drawer(ctx, x + 16, 352, w - 32, 104, body, metal, bar) +
        (shelf
          ? rr(x + 16, 470, w - 32, 106, 4, `fill="${shade(body, -0.55)}"`) +
            `<path d="M${x + 16} 470 L${x + w - 16} 470 L${x + w - 16} 484 L${x + 30} 484 L${x + 30} 576 L${x + 16} 576 Z" fill="#000" opacity="0.25"/>` +
            rr(x + 60, 520, 26, 56, 3, 'fill="#b91c1c"') +
            rr(x + 88, 514, 22, 62, 3, 'fill="#1d4ed8"') +
            rr(x + 112, 526, 28, 50, 3, 'fill="#f59e0b"')
          : drawer(ctx, x + 16, 470, w - 32, 106, body, metal, bar))
      );
    }
    // Study table: top, apron with a drawer, four legs and a lower shelf.
    const x = 226;
    const w = 348;
    const dx = 90;
    const dy = -56;
    const lw = 26;
    const legC = shade(body, -0.05);
    const leg = (lx: number, ly: number, floor: number) => block(ctx, lx, ly, lw, floor - ly, 10, -6, legC);
    const shelf = ctx.r.chance(0.6);
    return (
      shadow(ctx, 440, 636, 250, 12) +
      leg(x + w - 36 + dx - 20, 370, 650 + dy) +
      leg(x + dx - 10, 370, 650 + dy) +
      (shelf ? block(ctx, x + 18, 560, w - 36, 14, dx - 20, dy + 10, wood) : '') +
      block(ctx, x + 10, 338, w - 20, 78, dx - 20, dy + 10, body) +
      leg(x + 10, 416, 640) +
      leg(x + w - 36, 416, 640) +
      block(ctx, x, 316, w, 24, dx, dy, wood) +
      grain(ctx, x, 316, w, 24, wood) +
      drawer(ctx, x + 90, 350, w - 180, 56, body, metal, bar) +
      `<path d="M${x + 8} ${316 + dy * 0.3} L${x + w * 0.5} ${316 + dy * 0.3}" stroke="#fff" stroke-width="3" opacity="0.2"/>`
    );
  };

export const table = tableOf();
export const bedsideTable = tableOf('bedside');
export const studyTable = tableOf('study');
