// Pantry: spice jar and tea pack.
import { shade } from '../palette.ts';
import { clip, cyl, type Drawer, lin, n, rr, shadow } from '../svg.ts';
import { leaf } from './shared.ts';

export const spiceJar: Drawer = (ctx) => {
  // Red chilli, haldi (turmeric), garam masala, paprika, dried herbs.
  const spice = ctx.r.pick(['#c0392b', '#e1a21b', '#7c4a24', '#d35400', '#6b8e23']);
  const lidC = ctx.r.pick(['#1f2937', '#b91c1c', '#a16207', '#f8fafc', '#15803d']);
  const specks: string[] = [];
  for (let i = 0; i < 140; i++) {
    const x = ctx.r.range(300, 500);
    const y = ctx.r.range(385, 630);
    specks.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(ctx.r.range(1, 2.6))}" fill="${ctx.r.chance(0.5) ? shade(spice, 0.3) : shade(spice, -0.35)}"/>`,
    );
  }
  const inside = clip(ctx, rr(298, 380, 204, 252, 20, ''));
  const heap = `<path d="M548 640 Q600 574 650 584 Q700 594 730 640 Z" fill="${lin(ctx, [
    [0, shade(spice, 0.2)],
    [1, shade(spice, -0.2)],
  ])}"/>`;
  const spoon = `<g transform="rotate(-18 600 600)"><rect x="470" y="590" width="150" height="14" rx="7" fill="#b07945"/><ellipse cx="640" cy="597" rx="34" ry="20" fill="#c98e55"/><ellipse cx="642" cy="594" rx="26" ry="13" fill="${spice}"/></g>`;
  return (
    shadow(ctx, 440, 640, 250, 12) +
    rr(
      290,
      330,
      220,
      310,
      26,
      `fill="${lin(
        ctx,
        [
          [0, '#ffffff', 0.6],
          [1, '#dfe7ee', 0.4],
        ],
        0,
        0,
        1,
        0,
      )}" stroke="#ffffff" stroke-width="3"`,
    ) +
    `<g clip-path="${inside}"><rect x="290" y="380" width="220" height="260" fill="${cyl(ctx, spice, shade(spice, 0.2), shade(spice, -0.35))}"/>${specks.join('')}</g>` +
    `<path d="M298 390 Q400 370 502 390" stroke="${shade(spice, 0.3)}" stroke-width="6" fill="none"/>` +
    rr(
      290,
      450,
      220,
      110,
      4,
      `fill="${lin(
        ctx,
        [
          [0, '#e8d3aa'],
          [1, '#d6bb88'],
        ],
        0,
        0,
        1,
        0,
      )}"`,
    ) +
    rr(306, 466, 188, 78, 6, 'fill="none" stroke="#8a6a3a" stroke-width="2"') +
    `<path d="M350 505 Q400 470 452 496 Q430 530 380 524 Q360 522 350 505 Z" fill="${spice}"/><path d="M452 496 q14 -10 10 -24" stroke="#15803d" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    rr(282, 274, 236, 64, 12, `fill="${cyl(ctx, lidC, shade(lidC, 0.35), shade(lidC, -0.4))}"`) +
    Array.from(
      { length: 18 },
      (_, i) =>
        `<line x1="${292 + i * 12.5}" y1="282" x2="${292 + i * 12.5}" y2="330" stroke="${shade(lidC, -0.3)}" stroke-width="2.5" opacity="0.7"/>`,
    ).join('') +
    rr(300, 345, 18, 280, 9, 'fill="#fff" opacity="0.45"') +
    heap +
    spoon
  );
};

export const teaPack: Drawer = (ctx) => {
  const box = ctx.r.pick(['#b91c1c', '#15803d', '#c2410c', '#0f766e', '#1e3a8a', '#7c2d12']);
  const gold = '#e6b450';
  const front = 'M230 300 L470 300 L470 640 L230 640 Z';
  const side = 'M470 300 L570 250 L570 590 L470 640 Z';
  const top = 'M230 300 L330 250 L570 250 L470 300 Z';
  const cup =
    `<path d="M300 470 L400 470 Q398 540 350 546 Q302 540 300 470 Z" fill="#ffffff"/>` +
    `<path d="M398 486 Q424 486 420 506 Q416 524 392 524" stroke="#ffffff" stroke-width="7" fill="none"/>` +
    `<ellipse cx="350" cy="472" rx="50" ry="8" fill="#a0522d"/>` +
    `<ellipse cx="350" cy="552" rx="70" ry="9" fill="#ffffff"/>` +
    `<path d="M335 450 q-10 -16 0 -32 q10 -16 0 -32 M365 450 q-10 -16 0 -32 q10 -16 0 -32" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.75" stroke-linecap="round"/>`;
  const chai = `<g transform="translate(560 520)"><path d="M-56 30 L56 30 L44 118 Q0 128 -44 118 Z" fill="${lin(
    ctx,
    [
      [0, '#ffffff', 0.5],
      [1, '#dfe7ee', 0.5],
    ],
    0,
    0,
    1,
    0,
  )}" stroke="#fff" stroke-width="2"/><path d="M-52 50 L52 50 L44 116 Q0 126 -44 116 Z" fill="#b07040"/><ellipse cx="0" cy="50" rx="52" ry="7" fill="#c98a56"/></g>`;
  return (
    shadow(ctx, 420, 640, 250, 14) +
    `<path d="${front}" fill="${lin(ctx, [
      [0, shade(box, 0.12)],
      [1, shade(box, -0.1)],
    ])}"/>` +
    `<path d="${side}" fill="${shade(box, -0.3)}"/>` +
    `<path d="${top}" fill="${shade(box, 0.22)}"/>` +
    `<rect x="230" y="330" width="240" height="16" fill="${gold}"/><rect x="230" y="590" width="240" height="16" fill="${gold}"/>` +
    `<path d="M470 330 L570 280 L570 296 L470 346 Z" fill="${shade(gold, -0.25)}"/><path d="M470 590 L570 540 L570 556 L470 606 Z" fill="${shade(gold, -0.25)}"/>` +
    rr(262, 370, 176, 30, 15, `fill="${gold}"`) +
    cup +
    leaf(400, 430, 0.9, -40, '#22c55e') +
    leaf(404, 434, 0.7, 10, '#16a34a') +
    leaf(160, 630, 1.2, -10, '#3f7d2c', '#a3e635') +
    leaf(190, 636, 1, 30, '#4d9a35', '#a3e635') +
    chai
  );
};
