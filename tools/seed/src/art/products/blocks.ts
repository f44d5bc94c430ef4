// Building blocks: studded plastic bricks in bright colours, a small build and loose bricks, in isometric view.
import { shade } from '../palette.ts';
import { blur, type Ctx, type Drawer, lin, n } from '../svg.ts';

/** Isometric unit: one stud pitch, and one brick's height. */
const U = 54;
const A = U * 0.866;
const B = U * 0.5;
const H = U * 1.15;

/** Screen point for grid position (i, j) at height z (in brick layers), before the build is centred. */
const p = (i: number, j: number, z: number) => `${n((i - j) * A)} ${n((i + j) * B - z * H)}`;
const face = (pts: string[], attrs: string) => `<path d="M${pts.join(' L')} Z" ${attrs}/>`;

interface Brick {
  i: number;
  j: number;
  z: number;
  w: number;
  d: number;
  color: string;
}

function stud(ctx: Ctx, x: number, y: number, color: string): string {
  const rx = U * 0.3 * 1.22;
  const ry = U * 0.3 * 0.71;
  const h = U * 0.2;
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${shade(color, -0.3)}"/>` +
    `<rect x="${n(x - rx)}" y="${n(y - h)}" width="${n(rx * 2)}" height="${n(h)}" fill="${lin(
      ctx,
      [
        [0, shade(color, -0.05)],
        [0.5, shade(color, -0.2)],
        [1, shade(color, -0.4)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - h)}" rx="${n(rx)}" ry="${n(ry)}" fill="${shade(color, 0.22)}"/>` +
    `<ellipse cx="${n(x - rx * 0.3)}" cy="${n(y - h - ry * 0.2)}" rx="${n(rx * 0.35)}" ry="${n(ry * 0.3)}" fill="#fff" opacity="0.45"/>`
  );
}

function brick(ctx: Ctx, b: Brick): string {
  const { i, j, z, w, d, color } = b;
  const i1 = i + w;
  const j1 = j + d;
  const z1 = z + 1;
  const edge = `stroke="${shade(color, -0.45)}" stroke-width="1.5" stroke-linejoin="round"`;
  const studs: string[] = [];
  for (let a = 0; a < w; a++)
    for (let c = 0; c < d; c++) {
      const [x, y] = p(i + a + 0.5, j + c + 0.5, z1)
        .split(' ')
        .map(Number) as [number, number];
      studs.push(stud(ctx, x, y, color));
    }
  return (
    face([p(i, j1, z), p(i1, j1, z), p(i1, j1, z1), p(i, j1, z1)], `fill="${shade(color, -0.08)}" ${edge}`) +
    face([p(i1, j, z), p(i1, j1, z), p(i1, j1, z1), p(i1, j, z1)], `fill="${shade(color, -0.32)}" ${edge}`) +
    face([p(i, j, z1), p(i1, j, z1), p(i1, j1, z1), p(i, j1, z1)], `fill="${shade(color, 0.12)}" ${edge}`) +
    `<path d="M${p(i + 0.05, j1, z1 - 0.06)} L${p(i1 - 0.05, j1, z1 - 0.06)}" stroke="#fff" stroke-width="3" opacity="0.35"/>` +
    studs.join('')
  );
}

/** True when a lies behind b on some axis (so a is drawn first). */
const behind = (a: Brick, b: Brick) => a.i + a.w <= b.i || a.j + a.d <= b.j || a.z + 1 <= b.z;

/** Painter's order: repeatedly take a brick no other remaining brick must precede. */
function order(list: Brick[]): Brick[] {
  const left = [...list];
  const out: Brick[] = [];
  while (left.length) {
    const k = left.findIndex((b) => left.every((o) => o === b || !behind(o, b) || behind(b, o)));
    out.push(...left.splice(k < 0 ? 0 : k, 1));
  }
  return out;
}

/** Builds as [i, j, layer, length along i, length along j]: a little pyramid and a staircase, each with loose bricks. */
const LAYOUTS: [number, number, number, number, number][][] = [
  [
    [0, 0, 0, 4, 2],
    [0, 2, 0, 4, 2],
    [0, 1, 1, 4, 2],
    [1, 1, 2, 2, 2],
    [5.3, 1, 0, 2, 2],
    [0.6, 5.3, 0, 4, 1],
  ],
  [
    [0, 0, 0, 2, 4],
    [2, 0, 0, 2, 4],
    [2, 0, 1, 2, 4],
    [2, 1, 2, 2, 2],
    [5.2, 2, 0, 1, 2],
    [0, 5.2, 0, 2, 2],
  ],
];

export const buildingBlocks: Drawer = (ctx) => {
  const palette = ['#e11d48', '#2563eb', '#facc15', '#16a34a', '#f97316', '#f8fafc', '#7c3aed', '#06b6d4'];
  const start = ctx.r.int(0, palette.length - 1);
  const layout = ctx.r.pick(LAYOUTS);
  const bricks: Brick[] = layout.map(([i, j, z, w, d], k) => ({
    i: k > 3 ? i + ctx.r.range(-0.25, 0.35) : i,
    j: k > 3 ? j + ctx.r.range(-0.25, 0.35) : j,
    z,
    w,
    d,
    color: palette[(start + k * 3) % palette.length] as string,
  }));
  // Centre the build on x = 400 with its nearest floor corner on the floor line.
  const xs = bricks.flatMap((b) => [(b.i - b.j - b.d) * A, (b.i + b.w - b.j) * A]);
  const low = Math.max(...bricks.map((b) => (b.i + b.w + b.j + b.d) * B));
  const dx = 400 - (Math.min(...xs) + Math.max(...xs)) / 2;
  const dy = 642 - low;
  const soft = blur(ctx, 9);
  const floor = bricks
    .filter((b) => b.z === 0)
    .map((b) =>
      face(
        [
          p(b.i - 0.1, b.j - 0.1, 0),
          p(b.i + b.w + 0.3, b.j - 0.1, 0),
          p(b.i + b.w + 0.3, b.j + b.d + 0.3, 0),
          p(b.i - 0.1, b.j + b.d + 0.3, 0),
        ],
        `fill="#1d1610" opacity="0.32" filter="${soft}"`,
      ),
    )
    .join('');
  return (
    `<g transform="translate(${n(dx)} ${n(dy)})">` +
    floor +
    order(bricks)
      .map((b) => brick(ctx, b))
      .join('') +
    '</g>'
  );
};
