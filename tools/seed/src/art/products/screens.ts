// Phones, and the colourful wallpaper used on every screen.
import { hsl, shade } from '../palette.ts';
import { blur, type Ctx, clip, type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';

const BODY = [
  '#1f2937',
  '#d6d3d1',
  '#9fb8ad',
  '#c4b5fd',
  '#e6c9a8',
  '#1e3a8a',
  '#f1f5f9',
  '#7f1d1d',
  '#374151',
];

/** A colourful abstract wallpaper filling the given rectangle. */
export function wallpaper(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): string {
  const hue = ctx.r.range(0, 360);
  const c1 = hsl(hue, 70, 55);
  const c2 = hsl(hue + ctx.r.range(40, 110), 75, 45);
  const c3 = hsl(hue - 40, 80, 70);
  const cp = clip(ctx, rr(x, y, w, h, r, ''));
  const blobs = [0, 1, 2]
    .map((i) => {
      const bx = x + w * ctx.r.range(0.1, 0.9);
      const by = y + h * (0.25 + i * 0.3);
      return `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(w * 0.6)}" ry="${n(h * 0.18)}" fill="${i === 1 ? c3 : c2}" opacity="0.55" transform="rotate(${n(ctx.r.range(-25, 25))} ${n(bx)} ${n(by)})"/>`;
    })
    .join('');
  const f = blur(ctx, Math.min(w, h) * 0.06);
  return `<g clip-path="${cp}">${rr(
    x,
    y,
    w,
    h,
    r,
    `fill="${lin(
      ctx,
      [
        [0, c1],
        [1, c2],
      ],
      0,
      0,
      1,
      1,
    )}"`,
  )}<g filter="${f}">${blobs}</g>${rr(
    x,
    y,
    w,
    h,
    r,
    `fill="${lin(
      ctx,
      [
        [0, '#fff', 0.28],
        [0.45, '#fff', 0],
        [1, '#000', 0.12],
      ],
      0,
      0,
      1,
      1,
    )}"`,
  )}</g>`;
}

export const phone: Drawer = (ctx) => {
  const body = ctx.r.pick(BODY);
  const frame = shade(body, -0.35);
  // Back of a second phone, tilted behind, showing the camera island.
  const bx = 345;
  const by = 150;
  const back =
    `<g transform="rotate(9 ${bx + 125} 640)">` +
    rr(bx, by, 250, 490, 42, `fill="${frame}"`) +
    rr(
      bx + 5,
      by + 5,
      240,
      480,
      38,
      `fill="${lin(
        ctx,
        [
          [0, shade(body, 0.25)],
          [0.5, body],
          [1, shade(body, -0.2)],
        ],
        0,
        0,
        1,
        1,
      )}"`,
    ) +
    `<path d="M${bx + 40} ${by + 5} L${bx + 150} ${by + 5} L${bx + 40} ${by + 485} L${bx + 10} ${by + 485} Z" fill="#fff" opacity="0.12"/>` +
    rr(
      bx + 24,
      by + 26,
      118,
      118,
      30,
      `fill="${shade(body, -0.12)}" stroke="${shade(body, 0.3)}" stroke-width="2"`,
    ) +
    (
      [
        [bx + 55, by + 57],
        [bx + 55, by + 113],
        [bx + 111, by + 85],
      ] as const
    )
      .map(
        ([cx, cy]) =>
          `<circle cx="${cx}" cy="${cy}" r="22" fill="#111"/><circle cx="${cx}" cy="${cy}" r="21" fill="none" stroke="${shade(body, 0.4)}" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="11" fill="${rad(
            ctx,
            [
              [0, '#3b5b8c'],
              [1, '#05070c'],
            ],
            0.4,
            0.4,
            0.6,
          )}"/><circle cx="${cx - 4}" cy="${cy - 5}" r="3.5" fill="#fff" opacity="0.8"/>`,
      )
      .join('') +
    `<circle cx="${bx + 111}" cy="${by + 122}" r="7" fill="#fde68a"/>` +
    `<circle cx="${bx + 125}" cy="${by + 330}" r="16" fill="none" stroke="${shade(body, -0.15)}" stroke-width="3" opacity="0.7"/>` +
    `</g>`;
  // Front phone with a home screen.
  const fx = 215;
  const fy = 160;
  const icons: string[] = [];
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 4; col++) {
      const c = hsl(ctx.r.range(0, 360), 65, ctx.r.range(50, 70));
      icons.push(rr(fx + 34 + col * 50, fy + 170 + row * 62, 36, 36, 10, `fill="${c}"`));
    }
  const dock = rr(fx + 22, fy + 408, 206, 52, 22, 'fill="#fff" opacity="0.3"');
  const dockIcons = [0, 1, 2, 3]
    .map((i) => rr(fx + 34 + i * 50, fy + 416, 36, 36, 10, `fill="${hsl(ctx.r.range(0, 360), 60, 60)}"`))
    .join('');
  const front =
    rr(fx - 4, fy + 110, 6, 60, 3, `fill="${frame}"`) +
    rr(
      fx,
      fy,
      250,
      490,
      42,
      `fill="${lin(
        ctx,
        [
          [0, shade(frame, 0.3)],
          [1, frame],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(fx + 8, fy + 8, 234, 474, 35, 'fill="#0b0b0f"') +
    wallpaper(ctx, fx + 14, fy + 14, 222, 462, 30) +
    rr(fx + 34, fy + 52, 182, 90, 20, 'fill="#fff" opacity="0.22"') +
    rr(fx + 50, fy + 72, 90, 22, 6, 'fill="#fff" opacity="0.85"') +
    rr(fx + 50, fy + 104, 60, 12, 6, 'fill="#fff" opacity="0.6"') +
    icons.join('') +
    dock +
    dockIcons +
    `<circle cx="${fx + 125}" cy="${fy + 30}" r="8" fill="#050505"/>` +
    `<path d="M${fx + 14} ${fy + 60} L${fx + 120} ${fy + 14} L${fx + 180} ${fy + 14} L${fx + 14} ${fy + 330} Z" fill="#fff" opacity="0.1"/>`;
  return shadow(ctx, 420, 645, 230, 16) + back + front;
};
