// Pharmacy and baby care: medicine bottle with blister strip, feeding bottle.
import { hsl, shade } from '../palette.ts';
import { cyl, type Drawer, lin, rr, shadow } from '../svg.ts';

export const medicine: Drawer = (ctx) => {
  const amber = ctx.r.pick(['#b45309', '#c2410c', '#f8fafc', '#1d4ed8']);
  const brand = ctx.r.pick(['#16a34a', '#2563eb', '#dc2626', '#0d9488', '#7c3aed']);
  const pill = ctx.r.pick(['#f87171', '#60a5fa', '#fbbf24', '#34d399', '#f472b6', '#f8fafc']);
  const pill2 = ctx.r.pick(['#ffffff', '#fde68a', '#bfdbfe']);
  const glassy = amber === '#f8fafc';
  const bottle =
    rr(
      236,
      330,
      190,
      310,
      22,
      `fill="${cyl(ctx, amber, shade(amber, 0.45), shade(amber, -0.4))}" opacity="${glassy ? 1 : 0.95}"`,
    ) +
    rr(246, 296, 170, 40, 8, `fill="${shade(amber, -0.2)}"`) +
    rr(228, 236, 206, 74, 14, `fill="${cyl(ctx, '#f8fafc', '#ffffff', '#cbd5e1')}"`) +
    Array.from(
      { length: 15 },
      (_, i) =>
        `<line x1="${240 + i * 13}" y1="244" x2="${240 + i * 13}" y2="302" stroke="#cbd5e1" stroke-width="3"/>`,
    ).join('') +
    rr(236, 400, 190, 170, 4, 'fill="#ffffff"') +
    rr(236, 400, 190, 46, 4, `fill="${brand}"`) +
    `<path d="M304 470 h26 v-26 h26 v26 h26 v26 h-26 v26 h-26 v-26 h-26 Z" fill="${brand}"/>` +
    rr(262, 540, 138, 8, 4, 'fill="#cbd5e1"') +
    rr(262, 554, 96, 8, 4, 'fill="#cbd5e1"') +
    rr(252, 342, 22, 280, 10, 'fill="#fff" opacity="0.3"');
  // Blister strip leaning against the bottle.
  const bubbles: string[] = [];
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 4; col++) {
      const x = 482 + col * 44;
      const y = 418 + row * 80;
      bubbles.push(
        `<ellipse cx="${x}" cy="${y}" rx="17" ry="30" fill="${lin(
          ctx,
          [
            [0, shade(pill, 0.4)],
            [1, shade(pill, -0.2)],
          ],
          0,
          0,
          1,
          0,
        )}"/><ellipse cx="${x - 6}" cy="${y - 10}" rx="4" ry="10" fill="#fff" opacity="0.7"/>`,
      );
    }
  const blister =
    `<g transform="rotate(8 560 640)">${rr(
      452,
      370,
      212,
      270,
      14,
      `fill="${lin(
        ctx,
        [
          [0, '#f1f5f9'],
          [0.5, '#cbd5e1'],
          [1, '#e2e8f0'],
        ],
        0,
        0,
        1,
        1,
      )}" stroke="#94a3b8" stroke-width="2"`,
    )}${bubbles.join('')}` +
    `<path d="M458 532 L658 532" stroke="#94a3b8" stroke-width="2" stroke-dasharray="6 5"/>${rr(470, 580, 170, 40, 6, `fill="${brand}" opacity="0.85"`)}</g>`;
  const capsule = (x: number, y: number, a: number) =>
    `<g transform="rotate(${a} ${x} ${y})">${rr(x - 36, y - 14, 72, 28, 14, `fill="${pill2}"`)}<path d="M${x} ${y - 14} L${x + 22} ${y - 14} A14 14 0 0 1 ${x + 22} ${y + 14} L${x} ${y + 14} Z" fill="${pill}"/><rect x="${x - 26}" y="${y - 9}" width="40" height="5" rx="2.5" fill="#fff" opacity="0.6"/></g>`;
  return shadow(ctx, 420, 642, 260, 12) + bottle + blister + capsule(180, 622, -12) + capsule(660, 628, 18);
};

export const baby: Drawer = (ctx) => {
  const hue = ctx.r.pick([200, 330, 150, 45, 270]);
  const collar = hsl(hue, 70, 72);
  const print = hsl(hue, 65, 60);
  const body =
    'M318 330 L482 330 Q496 330 496 350 L496 616 Q496 640 472 640 L328 640 Q304 640 304 616 L304 350 Q304 330 318 330 Z';
  const milk = 'M306 420 L494 420 L494 616 Q494 638 472 638 L328 638 Q306 638 306 616 Z';
  const ticks = Array.from(
    { length: 7 },
    (_, i) =>
      `<line x1="316" y1="${410 + i * 30}" x2="${i % 2 ? 332 : 344}" y2="${410 + i * 30}" stroke="${print}" stroke-width="3"/>`,
  ).join('');
  const heart = (x: number, y: number, s: number) =>
    `<path d="M${x} ${y + 12 * s} C${x - 26 * s} ${y - 6 * s} ${x - 12 * s} ${y - 24 * s} ${x} ${y - 10 * s} C${x + 12 * s} ${y - 24 * s} ${x + 26 * s} ${y - 6 * s} ${x} ${y + 12 * s} Z" fill="${print}"/>`;
  const star = (x: number, y: number) =>
    `<path d="M${x} ${y - 14} l4 9 10 1 -8 7 3 10 -9 -5 -9 5 3 -10 -8 -7 10 -1 Z" fill="${shade(print, 0.3)}"/>`;
  return (
    shadow(ctx, 400, 642, 150, 12) +
    `<path d="M340 292 Q342 232 384 222 L386 182 Q400 160 414 182 L416 222 Q458 232 460 292 Z" fill="${lin(
      ctx,
      [
        [0, '#fde7c8'],
        [0.5, '#f6d3a1'],
        [1, '#d9a96a'],
      ],
      0,
      0,
      1,
      0,
    )}" opacity="0.92"/>` +
    `<path d="M392 190 Q400 178 408 190" stroke="#fff" stroke-width="4" fill="none" opacity="0.7"/>` +
    `<path d="${body}" fill="${lin(
      ctx,
      [
        [0, '#ffffff', 0.75],
        [0.5, '#eef6fb', 0.55],
        [1, '#cfe3ef', 0.75],
      ],
      0,
      0,
      1,
      0,
    )}" stroke="#fff" stroke-width="3"/>` +
    `<path d="${milk}" fill="${lin(
      ctx,
      [
        [0, '#fffdf6'],
        [1, '#f3ead7'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<ellipse cx="400" cy="420" rx="94" ry="6" fill="#fff"/>` +
    ticks +
    heart(430, 500, 1.3) +
    star(450, 580) +
    star(380, 560) +
    rr(296, 280, 208, 60, 14, `fill="${cyl(ctx, collar, shade(collar, 0.4), shade(collar, -0.25))}"`) +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<line x1="${310 + i * 16}" y1="286" x2="${310 + i * 16}" y2="334" stroke="${shade(collar, -0.15)}" stroke-width="3"/>`,
    ).join('') +
    rr(470, 350, 14, 270, 7, 'fill="#fff" opacity="0.55"')
  );
};
