// Board games: a ludo board lying on the table with its four coloured homes, pawns and dice, and a few carrom men.
import { shade } from '../palette.ts';
import { type Ctx, type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';

const RED = '#e53935';
const GREEN = '#2e9e48';
const YELLOW = '#fbc02d';
const BLUE = '#1e88e5';

/** The flat ludo board in its own 300×300 space (15 cells of 20). */
function ludo(): string {
  const c = 20;
  const cell = (x: number, y: number, fill: string) =>
    `<rect x="${x * c}" y="${y * c}" width="${c}" height="${c}" fill="${fill}" stroke="#9ca3af" stroke-width="1"/>`;
  const out: string[] = [`<rect width="300" height="300" fill="#fff"/>`];
  // The cross-shaped track: three columns and three rows of white cells.
  for (let a = 0; a < 6; a++)
    for (let b = 6; b < 9; b++) {
      out.push(cell(b, a, '#fff'), cell(b, a + 9, '#fff'), cell(a, b, '#fff'), cell(a + 9, b, '#fff'));
    }
  // Home columns and starting squares in each player's colour.
  for (let a = 1; a < 6; a++) {
    out.push(cell(7, a, GREEN), cell(14 - a, 7, YELLOW), cell(7, 14 - a, BLUE), cell(a, 7, RED));
  }
  out.push(cell(8, 1, GREEN), cell(13, 8, YELLOW), cell(6, 13, BLUE), cell(1, 6, RED));
  const home = (x: number, y: number, fill: string) =>
    `<rect x="${x * c}" y="${y * c}" width="${6 * c}" height="${6 * c}" fill="${fill}" stroke="${shade(fill, -0.3)}" stroke-width="1.5"/>` +
    `<rect x="${(x + 1) * c}" y="${(y + 1) * c}" width="${4 * c}" height="${4 * c}" rx="6" fill="#fff"/>` +
    [
      [2, 2],
      [4, 2],
      [2, 4],
      [4, 4],
    ]
      .map(
        ([dx, dy]) =>
          `<circle cx="${(x + (dx as number)) * c}" cy="${(y + (dy as number)) * c}" r="13" fill="${fill}" stroke="${shade(fill, -0.3)}" stroke-width="1.5"/>`,
      )
      .join('');
  out.push(home(0, 0, RED), home(9, 0, GREEN), home(9, 9, YELLOW), home(0, 9, BLUE));
  const m = 150;
  out.push(
    `<path d="M120 120 L180 120 L${m} ${m} Z" fill="${GREEN}"/>`,
    `<path d="M180 120 L180 180 L${m} ${m} Z" fill="${YELLOW}"/>`,
    `<path d="M180 180 L120 180 L${m} ${m} Z" fill="${BLUE}"/>`,
    `<path d="M120 180 L120 120 L${m} ${m} Z" fill="${RED}"/>`,
  );
  return out.join('');
}

/** A ludo pawn standing at screen (x, y). */
function pawn(ctx: Ctx, x: number, y: number, color: string): string {
  const body = lin(
    ctx,
    [
      [0, shade(color, -0.35)],
      [0.35, shade(color, 0.35)],
      [1, shade(color, -0.45)],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    `<ellipse cx="${n(x + 4)}" cy="${n(y + 2)}" rx="22" ry="8" fill="#000" opacity="0.25"/>` +
    `<path d="M${n(x - 20)} ${n(y)} Q${n(x - 20)} ${n(y - 12)} ${n(x - 10)} ${n(y - 16)} L${n(x - 6)} ${n(y - 44)} L${n(x + 6)} ${n(y - 44)} L${n(x + 10)} ${n(y - 16)} Q${n(x + 20)} ${n(y - 12)} ${n(x + 20)} ${n(y)} Q${x} ${n(y + 8)} ${n(x - 20)} ${n(y)} Z" fill="${body}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - 54)}" r="14" fill="${rad(
      ctx,
      [
        [0, shade(color, 0.5)],
        [0.6, color],
        [1, shade(color, -0.4)],
      ],
      0.35,
      0.3,
      0.7,
    )}"/>`
  );
}

/** An isometric die of edge s standing at screen (x, y) (its bottom-front corner), showing top, left and right faces. */
function die(
  x: number,
  y: number,
  s: number,
  faces: [number, number, number],
  body: string,
  pip: string,
): string {
  const a = s * 0.866;
  const b = s * 0.5;
  // u runs right and back, v left and back, w up; the near bottom corner is (0, 0, 0).
  const P = (u: number, v: number, w: number) => `${n(x + (u - v) * a)} ${n(y - (u + v) * b - w * s)}`;
  const quad = (q: string[], fill: string) =>
    `<path d="M${q.join(' L')} Z" fill="${fill}" stroke="${shade(body, -0.35)}" stroke-width="1.5" stroke-linejoin="round"/>`;
  const spots: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [
      [0.25, 0.25],
      [0.75, 0.75],
    ],
    3: [
      [0.25, 0.25],
      [0.5, 0.5],
      [0.75, 0.75],
    ],
    4: [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.25, 0.75],
      [0.75, 0.75],
    ],
    5: [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.5, 0.5],
      [0.25, 0.75],
      [0.75, 0.75],
    ],
    6: [
      [0.25, 0.22],
      [0.75, 0.22],
      [0.25, 0.5],
      [0.75, 0.5],
      [0.25, 0.78],
      [0.75, 0.78],
    ],
  };
  const dot = (pos: string, rx: number, ry: number, rot: number) => {
    const [px, py] = pos.split(' ');
    return `<ellipse cx="${px}" cy="${py}" rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${rot} ${px} ${py})" fill="${pip}"/>`;
  };
  const r = s * 0.09;
  const top = (spots[faces[0]] ?? []).map(([u, v]) => dot(P(u, v, 1), r * 1.2, r * 0.7, 0)).join('');
  const left = (spots[faces[1]] ?? []).map(([u, w]) => dot(P(0, u, 1 - w), r * 0.7, r * 1.05, -30)).join('');
  const right = (spots[faces[2]] ?? []).map(([v, w]) => dot(P(v, 0, 1 - w), r * 0.7, r * 1.05, 30)).join('');
  return (
    quad([P(0, 0, 0), P(0, 1, 0), P(0, 1, 1), P(0, 0, 1)], shade(body, -0.1)) +
    quad([P(0, 0, 0), P(1, 0, 0), P(1, 0, 1), P(0, 0, 1)], shade(body, -0.25)) +
    quad([P(0, 0, 1), P(1, 0, 1), P(1, 1, 1), P(0, 1, 1)], shade(body, 0.1)) +
    top +
    left +
    right
  );
}

/** A flat carrom man at (x, y). */
function carromMan(x: number, y: number, fill: string): string {
  const rim = shade(fill, fill === '#111827' ? 0.25 : -0.25);
  return (
    `<ellipse cx="${n(x)}" cy="${n(y + 6)}" rx="26" ry="11" fill="${shade(fill, -0.3)}"/>` +
    `<rect x="${n(x - 26)}" y="${n(y)}" width="52" height="6" fill="${shade(fill, -0.3)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="26" ry="11" fill="${fill}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="17" ry="7" fill="none" stroke="${rim}" stroke-width="2"/>`
  );
}

export const boardGame: Drawer = (ctx) => {
  const tilt = ctx.r.range(-9, -3);
  const t = (tilt * Math.PI) / 180;
  const S = 1.42;
  const Q = 0.56;
  const cx = 400;
  const cy = 432;
  const at = (u: number, v: number): [number, number] => {
    const x = u - 150;
    const y = v - 150;
    return [cx + S * (x * Math.cos(t) - y * Math.sin(t)), cy + Q * S * (x * Math.sin(t) + y * Math.cos(t))];
  };
  const a = S * Math.cos(t);
  const b = Q * S * Math.sin(t);
  const c = -S * Math.sin(t);
  const d = Q * S * Math.cos(t);
  const [e, f] = at(0, 0);
  const mat = `matrix(${[a, b, c, d, e, f].map((v) => Math.round(v * 1000) / 1000).join(' ')})`;
  const wood = ctx.r.pick(['#8d5a2b', '#a86b32', '#6d4424', '#b7793f']);
  const edge = [at(-16, 316), at(316, 316), at(316, -16)];
  const thick = 20;
  const side =
    `<path d="M${edge.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} L${n(edge[2]![0])} ${n(edge[2]![1] + thick)} L${n(edge[1]![0])} ${n(edge[1]![1] + thick)} L${n(edge[0]![0])} ${n(edge[0]![1] + thick)} Z" fill="${shade(wood, -0.35)}"/>` +
    `<path d="M${n(edge[0]![0])} ${n(edge[0]![1])} L${n(edge[1]![0])} ${n(edge[1]![1])} L${n(edge[1]![0])} ${n(edge[1]![1] + thick)} L${n(edge[0]![0])} ${n(edge[0]![1] + thick)} Z" fill="${shade(wood, -0.15)}"/>`;
  const frame = `<g transform="${mat}">${rr(
    -16,
    -16,
    332,
    332,
    6,
    `fill="${lin(ctx, [
      [0, shade(wood, 0.25)],
      [1, shade(wood, -0.1)],
    ])}"`,
  )}${ludo()}<rect x="0" y="0" width="300" height="300" fill="none" stroke="${shade(wood, -0.4)}" stroke-width="2"/></g>`;
  const colors = [RED, GREEN, YELLOW, BLUE];
  const spots: [number, number][] = [
    [60, 60],
    [240, 60],
    [240, 240],
    [60, 240],
  ];
  const extra: [number, number, string][] = [
    [150, 30, ctx.r.pick(colors)],
    [270, 150, ctx.r.pick(colors)],
  ];
  const pawns = [
    ...spots.map(
      ([u, v], i) => [...at(u + ctx.r.pick([-20, 20]), v + ctx.r.pick([-20, 20])), colors[i]] as const,
    ),
    ...extra.map(([u, v, col]) => [...at(u, v), col] as const),
  ]
    .sort((p, q) => p[1] - q[1])
    .map(([x, y, col]) => pawn(ctx, x, y, col as string))
    .join('');
  const faces: [number, number, number][] = [
    [6, 2, 3],
    [5, 3, 1],
    [1, 2, 4],
    [4, 5, 6],
    [3, 6, 5],
  ];
  const dice =
    die(222, 632, 50, ctx.r.pick(faces), '#f8fafc', '#111827') +
    die(310, 640, 44, ctx.r.pick(faces), '#dc2626', '#fff');
  const carrom =
    carromMan(566, 626, '#111827') +
    carromMan(600, 606, '#f1e0b0') +
    carromMan(604, 594, '#111827') +
    carromMan(606, 582, '#f1e0b0') +
    carromMan(650, 634, '#dc2626');
  return shadow(ctx, 400, 612, 270, 16) + side + frame + pawns + dice + carrom;
};
