// Garden: potted plant.
import { shade } from '../palette.ts';
import { type Drawer, lin, n, shadow } from '../svg.ts';
import { leafShape } from './shared.ts';

export const plant: Drawer = (ctx) => {
  const pot = ctx.r.pick(['#c8643b', '#f5f0e6', '#1f2937', '#2f6690', '#e9c46a', '#d4a373']);
  const green = ctx.r.pick(['#2f7d32', '#3a8f3f', '#25663a', '#4f8f3a']);
  const snake = ctx.r.chance(0.4);
  const leaves: string[] = [];
  if (snake) {
    for (const i of [0, 6, 1, 5, 2, 4, 3]) {
      const x = 330 + i * 23 + ctx.r.range(-5, 5);
      const h = ctx.r.range(230, 340) - Math.abs(i - 3) * 25;
      const lean = (i - 3) * 18 + ctx.r.range(-8, 8);
      const leafD = `M${n(x - 24)} 470 Q${n(x - 30 + lean * 0.5)} ${n(470 - h * 0.6)} ${n(x + lean)} ${n(470 - h)} Q${n(x + 30 + lean * 0.5)} ${n(470 - h * 0.6)} ${n(x + 24)} 470 Z`;
      const bands = [0.2, 0.35, 0.5, 0.65]
        .map(
          (t) =>
            `<path d="M${n(x - 22 + lean * t)} ${n(470 - h * t)} q22 -10 44 0" stroke="#a3c77a" stroke-width="4" fill="none" opacity="0.45"/>`,
        )
        .join('');
      leaves.push(
        `<path d="${leafD}" fill="${shade(green, ctx.r.range(-0.25, 0.05))}" stroke="#d9e26a" stroke-width="5"/>${bands}`,
      );
    }
  } else {
    for (let i = 0; i < 9; i++) {
      const a = -160 + i * 17.5 + ctx.r.range(-6, 6);
      const len = ctx.r.range(150, 220);
      const rad0 = (a * Math.PI) / 180;
      const ex = 400 + Math.cos(rad0) * len * 0.6;
      const ey = 450 + Math.sin(rad0) * len * 0.6;
      leaves.push(
        `<path d="M400 460 Q${n((400 + ex) / 2)} ${n((450 + ey) / 2 + 10)} ${n(ex)} ${n(ey)}" stroke="${shade(green, -0.2)}" stroke-width="5" fill="none"/>`,
      );
      leaves.push(leafShape(ex, ey, len * 0.6, a, shade(green, ctx.r.range(-0.15, 0.2))));
    }
  }
  return (
    shadow(ctx, 400, 640, 140, 12) +
    leaves.join('') +
    `<path d="M306 486 L494 486 L470 628 Q468 640 456 640 L344 640 Q332 640 330 628 Z" fill="${lin(
      ctx,
      [
        [0, shade(pot, -0.2)],
        [0.35, shade(pot, 0.2)],
        [1, shade(pot, -0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect x="294" y="458" width="212" height="40" rx="8" fill="${lin(
      ctx,
      [
        [0, shade(pot, -0.1)],
        [0.35, shade(pot, 0.3)],
        [1, shade(pot, -0.25)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<ellipse cx="400" cy="462" rx="96" ry="9" fill="#4a3222"/>`
  );
};
