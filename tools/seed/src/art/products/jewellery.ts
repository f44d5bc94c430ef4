// Jewellery: a solitaire ring in a velvet box.
import { shade } from '../palette.ts';
import { type Ctx, type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';
import { GOLD, sparkle } from './shared.ts';

const METALS = [GOLD, ['#ffffff', '#b8bec7', '#5b6270'], ['#ffe1d6', '#c98b7a', '#6e3d31']] as const;

/** A solitaire ring standing on its band, seen from the front. */
function ring(
  ctx: Ctx,
  metal: readonly [string, string, string],
  gem: string,
  cx: number,
  cy: number,
  s: number,
): string {
  const band = (stroke: string, w: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(118 * s)}" ry="${n(124 * s)}" fill="none" stroke="${stroke}" stroke-width="${n(w * s)}"/>`;
  const bandFill = lin(
    ctx,
    [
      [0, metal[0]],
      [0.35, metal[1]],
      [0.7, metal[2]],
      [1, metal[1]],
    ],
    0,
    0,
    1,
    1,
  );
  const top = cy - 124 * s;
  const gx = cx;
  const gy = top - 30 * s;
  const g = (x: number, y: number) => `${n(gx + x * s)},${n(gy + y * s)}`;
  const gemSvg =
    `<polygon points="${g(-48, 0)} ${g(-30, -28)} ${g(30, -28)} ${g(48, 0)} ${g(0, 58)}" fill="${rad(
      ctx,
      [
        [0, shade(gem, 0.6)],
        [1, shade(gem, -0.3)],
      ],
      0.4,
      0.3,
      0.8,
    )}"/>` +
    `<polygon points="${g(-30, -28)} ${g(30, -28)} ${g(18, 0)} ${g(-18, 0)}" fill="${shade(gem, 0.55)}"/>` +
    `<polygon points="${g(-48, 0)} ${g(-18, 0)} ${g(0, 58)}" fill="${shade(gem, -0.2)}"/>` +
    `<polygon points="${g(48, 0)} ${g(18, 0)} ${g(0, 58)}" fill="${shade(gem, 0.2)}"/>` +
    `<polygon points="${g(-18, 0)} ${g(18, 0)} ${g(0, 58)}" fill="${gem}"/>`;
  const prongs = [-36, -12, 12, 36]
    .map((x) => rr(gx + x * s - 4 * s, gy + 4 * s, 8 * s, 34 * s, 4 * s, `fill="${metal[1]}"`))
    .join('');
  return (
    band(shade(metal[2], -0.2), 30) +
    band(bandFill, 24) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(118 * s)}" ry="${n(124 * s)}" fill="none" stroke="#fff" stroke-width="${n(4 * s)}" stroke-dasharray="${n(90 * s)} ${n(700 * s)}" opacity="0.7" transform="rotate(200 ${cx} ${cy})"/>` +
    rr(gx - 40 * s, gy + 20 * s, 80 * s, 22 * s, 10 * s, `fill="${metal[1]}"`) +
    prongs +
    gemSvg
  );
}

export const jewellery: Drawer = (ctx) => {
  const metal = ctx.r.pick(METALS);
  const gem = ctx.r.pick(['#e0f2fe', '#dc2626', '#059669', '#2563eb', '#db2777', '#7c3aed']);
  const box = ctx.r.pick(['#7f1d1d', '#1e3a5f', '#0f5132', '#111827', '#9d174d']);
  const velvet = lin(ctx, [
    [0, shade(box, 0.15)],
    [1, shade(box, -0.35)],
  ]);
  const lid =
    `<path d="M190 356 L610 356 L600 190 Q598 160 568 160 L232 160 Q202 160 200 190 Z" fill="${lin(ctx, [
      [0, shade(box, -0.3)],
      [1, shade(box, 0.1)],
    ])}"/>` +
    `<path d="M214 346 L586 346 L578 206 Q576 182 552 182 L248 182 Q224 182 222 206 Z" fill="${shade(box, 0.25)}" opacity="0.45"/>`;
  const top =
    rr(180, 340, 440, 70, 14, `fill="${shade(box, -0.1)}"`) +
    rr(204, 362, 392, 30, 14, `fill="${shade(box, -0.55)}"`);
  const front =
    rr(180, 390, 440, 248, 20, `fill="${velvet}"`) +
    rr(180, 390, 440, 5, 2, `fill="${shade(box, 0.3)}"`) +
    rr(180, 470, 440, 6, 3, `fill="${metal[1]}" opacity="0.8"`);
  return (
    shadow(ctx, 400, 640, 240, 12) +
    lid +
    top +
    ring(ctx, metal, gem, 400, 300, 0.85) +
    front +
    sparkle(290, 200, 20) +
    sparkle(530, 250, 14) +
    sparkle(440, 130, 10)
  );
};
