// Home treadmill seen from behind and to the left: deck and belt, motor hood, uprights, handrails and console.
import { shade } from '../palette.ts';
import { blur, type Drawer, lin, n } from '../svg.ts';

/** Three-quarter projection: X runs from the rear (near) to the front (far, upper left), Z across the belt, Y up. */
const OX = 520;
const OY = 650;
const p = (x: number, y: number, z: number) =>
  `${n(OX - 0.72 * x + 0.6 * z)} ${n(OY - y - 0.3 * x - 0.2 * z)}`;
const quad = (pts: string[], attrs: string) => `<path d="M${pts.join(' L')} Z" ${attrs}/>`;

/** An axis-aligned box: draws its top, left (Z = z0) and rear (X = x0) faces. */
function box(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  top: string,
  left: string,
  rear: string,
): string {
  return (
    quad([p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)], `fill="${top}"`) +
    quad([p(x0, y0, z0), p(x1, y0, z0), p(x1, y1, z0), p(x0, y1, z0)], `fill="${left}"`) +
    quad([p(x0, y0, z0), p(x0, y0, z1), p(x0, y1, z1), p(x0, y1, z0)], `fill="${rear}"`)
  );
}

export const treadmill: Drawer = (ctx) => {
  const frame = ctx.r.pick(['#1f2937', '#374151', '#0f172a', '#4b5563']);
  const shell = ctx.r.pick(['#e5e7eb', '#1f2937', '#f8fafc', '#cbd5e1']);
  const accent = ctx.r.pick(['#ef4444', '#3b82f6', '#22c55e', '#f97316', '#eab308', '#06b6d4']);
  const screen = ctx.r.pick(['#38bdf8', '#4ade80', '#60a5fa', '#2dd4bf']);
  const L = 440;
  const W = 170;
  const side = lin(ctx, [
    [0, shade(frame, 0.35)],
    [1, shade(frame, -0.2)],
  ]);
  const soft = blur(ctx, 12);
  const shadowFoot = `<path d="M${[p(-20, 0, -20), p(L + 20, 0, -20), p(L + 20, 0, W + 20), p(-20, 0, W + 20)].join(' L')} Z" fill="#1d1610" opacity="0.28" filter="${soft}"/>`;
  const feet = [
    [10, 0],
    [10, W - 20],
    [L - 30, 0],
  ]
    .map(([x, z]) =>
      box(
        x as number,
        (x as number) + 20,
        0,
        20,
        z as number,
        (z as number) + 20,
        '#111',
        '#1f2937',
        '#111827',
      ),
    )
    .join('');
  // Deck with rails and belt.
  const slats = Array.from({ length: 18 }, (_, i) => {
    const x = 20 + i * 20;
    return `<path d="M${p(x, 62, 26)} L${p(x, 62, W - 26)}" stroke="#000" stroke-width="1.5" opacity="0.35"/>`;
  }).join('');
  const deck =
    box(0, L, 20, 62, 0, W, shade(frame, 0.1), side, shade(frame, -0.3)) +
    quad([p(8, 62, 24), p(L - 60, 62, 24), p(L - 60, 62, W - 24), p(8, 62, W - 24)], `fill="#1c1f24"`) +
    slats +
    quad([p(0, 62, 0), p(L, 62, 0), p(L, 62, 22), p(0, 62, 22)], `fill="${shade(shell, -0.05)}"`) +
    quad([p(0, 62, W - 22), p(L, 62, W - 22), p(L, 62, W), p(0, 62, W)], `fill="${shade(shell, -0.15)}"`) +
    quad([p(4, 36, 0), p(L - 4, 36, 0), p(L - 4, 44, 0), p(4, 44, 0)], `fill="${accent}"`) +
    quad([p(0, 24, 8), p(0, 24, W - 8), p(0, 58, W - 8), p(0, 58, 8)], `fill="${shade(shell, -0.25)}"`);
  // Motor hood at the front, its rear edge sloped.
  const h0 = L - 104;
  const h1 = L - 70;
  const hood =
    quad([p(h0, 40, -6), p(h0, 40, W + 6), p(h1, 98, W + 6), p(h1, 98, -6)], `fill="${shade(shell, 0.02)}"`) +
    quad(
      [p(h1, 98, -6), p(L + 10, 98, -6), p(L + 10, 98, W + 6), p(h1, 98, W + 6)],
      `fill="${shade(shell, 0.2)}"`,
    ) +
    quad(
      [p(h0, 40, -6), p(L + 10, 40, -6), p(L + 10, 98, -6), p(h1, 98, -6)],
      `fill="${lin(ctx, [
        [0, shade(shell, 0.05)],
        [1, shade(shell, -0.22)],
      ])}"`,
    ) +
    quad([p(h0 + 14, 64, -6), p(L, 64, -6), p(L, 74, -6), p(h0 + 22, 74, -6)], `fill="${accent}"`) +
    `<path d="M${p(h1, 98, -6)} L${p(h1, 98, W + 6)}" stroke="#fff" stroke-width="3" opacity="0.45"/>`;
  // Uprights rise from the hood and lean back towards the runner.
  const post = (z: number) =>
    quad([p(L - 26, 40, z), p(L + 4, 40, z), p(L - 62, 320, z), p(L - 90, 320, z)], `fill="${side}"`) +
    `<path d="M${p(L - 22, 50, z)} L${p(L - 82, 314, z)}" stroke="#fff" stroke-width="3" opacity="0.2"/>`;
  const rail = (z: number) =>
    `<path d="M${p(L - 74, 270, z)} L${p(L - 234, 262, z)}" stroke="${shade(frame, -0.1)}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M${p(L - 154, 266, z)} L${p(L - 236, 262, z)}" stroke="#111" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M${p(L - 82, 273, z)} L${p(L - 232, 265, z)}" stroke="#fff" stroke-width="3" opacity="0.2" stroke-linecap="round"/>`;
  // Console: its rear face (towards the runner) tilts up and carries the display.
  const c0 = L - 118;
  const f = (y: number, z: number) => p(c0 + ((y - 300) * 26) / 60, y, z);
  const panel = (y0: number, y1: number, z0: number, z1: number, attrs: string) =>
    quad([f(y0, z0), f(y0, z1), f(y1, z1), f(y1, z0)], attrs);
  const console =
    quad(
      [p(c0 + 26, 360, -20), p(c0 + 70, 360, -20), p(c0 + 70, 360, W + 20), p(c0 + 26, 360, W + 20)],
      `fill="${shade(shell, 0.22)}"`,
    ) +
    quad(
      [p(c0, 300, -20), p(c0 + 70, 300, -20), p(c0 + 70, 360, -20), p(c0 + 26, 360, -20)],
      `fill="${shade(shell, -0.18)}"`,
    ) +
    panel(300, 360, -20, W + 20, `fill="${shade(shell, 0.06)}"`) +
    panel(314, 350, 30, W - 30, 'fill="#0b1220"') +
    panel(319, 345, 38, W - 38, `fill="${screen}" opacity="0.85"`) +
    panel(333, 339, 46, 92, 'fill="#fff" opacity="0.7"') +
    panel(324, 328, 46, 76, 'fill="#fff" opacity="0.45"') +
    [0, 1, 2, 3]
      .map((i) => panel(304, 310, 38 + i * 26, 54 + i * 26, `fill="${i === 3 ? accent : '#334155'}"`))
      .join('') +
    `<path d="M${f(360, -20)} L${f(360, W + 20)}" stroke="#fff" stroke-width="3" opacity="0.5"/>`;
  const parts = feet + deck + post(W + 10) + hood + rail(W + 16) + console + post(-10) + rail(-16);
  return `<g transform="translate(400 640) scale(1.04) translate(-400 -640)">${shadowFoot}${parts}</g>`;
};
