// Kitchen: karahi/pot and a sliced loaf.
import { shade } from '../palette.ts';
import { cyl, type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';

/** A karahi or a stock pot: as asked, or one of them at random. */
const cookwareOf =
  (pinned?: 'karahi' | 'pot'): Drawer =>
  (ctx) => {
    const metal = ctx.r.pick([
      ['#b87333', '#f0b07a', '#6e3b14'],
      ['#9ca3af', '#f3f4f6', '#4b5563'],
      ['#2b2b2b', '#5a5a5a', '#0f0f0f'],
    ] as const);
    const [base, light, dark] = metal;
    if (pinned ? pinned === 'karahi' : ctx.r.chance(0.5)) {
      // Karahi: a wide round-bottomed wok with two loop handles.
      const handle = (x: number, dir: number) =>
        `<path d="M${x} 400 q${dir * 60} -10 ${dir * 58} 40 q-2 34 ${-dir * 50} 34" fill="none" stroke="${dark}" stroke-width="18" stroke-linecap="round"/>`;
      return (
        shadow(ctx, 400, 628, 190, 12) +
        handle(176, -1) +
        handle(624, 1) +
        `<path d="M168 410 Q180 620 400 626 Q620 620 632 410 Z" fill="${lin(
          ctx,
          [
            [0, dark],
            [0.3, light],
            [0.55, base],
            [1, dark],
          ],
          0,
          0,
          1,
          0,
        )}"/>` +
        `<ellipse cx="400" cy="410" rx="232" ry="64" fill="${shade(base, -0.2)}"/>` +
        `<ellipse cx="400" cy="416" rx="214" ry="54" fill="${rad(
          ctx,
          [
            [0, light],
            [0.7, base],
            [1, dark],
          ],
          0.45,
          0.6,
          0.6,
        )}"/>` +
        `<ellipse cx="400" cy="410" rx="232" ry="64" fill="none" stroke="${light}" stroke-width="4" opacity="0.8"/>` +
        `<path d="M230 470 Q260 560 360 590" stroke="#fff" stroke-width="10" opacity="0.3" fill="none" stroke-linecap="round"/>`
      );
    }
    // Cooking pot (handi) with a lid and side handles.
    const body = `<path d="M220 380 L580 380 L572 590 Q570 630 530 632 L270 632 Q230 630 228 590 Z" fill="${cyl(ctx, base, light, dark)}"/>`;
    return (
      shadow(ctx, 400, 634, 220, 12) +
      rr(176, 410, 60, 22, 11, `fill="${dark}"`) +
      rr(564, 410, 60, 22, 11, `fill="${dark}"`) +
      body +
      `<ellipse cx="400" cy="380" rx="186" ry="28" fill="${shade(base, -0.25)}"/>` +
      `<path d="M226 376 Q400 270 574 376 Z" fill="${lin(ctx, [
        [0, light],
        [1, base],
      ])}"/>` +
      `<ellipse cx="400" cy="376" rx="180" ry="14" fill="${dark}" opacity="0.5"/>` +
      `<path d="M370 318 Q370 292 400 292 Q430 292 430 318 Z" fill="#1f2937"/>` +
      `<path d="M300 420 L312 600" stroke="#fff" stroke-width="12" opacity="0.25" stroke-linecap="round"/>`
    );
  };

/** Sliced sandwich loaf built by extruding the slice outline backwards. */
export const bread: Drawer = (ctx) => {
  const crust = ctx.r.pick(['#c27a34', '#b5652a', '#a0522d', '#d08c45']);
  const crumb = ctx.r.pick(['#f6e3b4', '#f3dca6', '#efd29a']);
  const slice = (x: number, y: number, w: number, h: number) =>
    `M${n(x)} ${n(y + h)} L${n(x)} ${n(y + h * 0.42)} C${n(x - w * 0.1)} ${n(y + h * 0.3)} ${n(x - w * 0.06)} ${n(y + h * 0.04)} ${n(x + w * 0.22)} ${n(y + h * 0.02)} C${n(x + w * 0.36)} ${n(y - h * 0.04)} ${n(x + w * 0.64)} ${n(y - h * 0.04)} ${n(x + w * 0.78)} ${n(y + h * 0.02)} C${n(x + w * 1.06)} ${n(y + h * 0.04)} ${n(x + w * 1.1)} ${n(y + h * 0.3)} ${n(x + w)} ${n(y + h * 0.42)} L${n(x + w)} ${n(y + h)} Z`;
  const layers: string[] = [];
  const steps = 36;
  for (let i = steps; i >= 0; i--) {
    const t = i / steps;
    layers.push(
      `<path d="${slice(330 - t * 150, 360 - t * 70, 240, 270)}" fill="${shade(crust, -0.12 + 0.2 * Math.sin(t * Math.PI))}"/>`,
    );
  }
  const holes: string[] = [];
  for (let i = 0; i < 22; i++)
    holes.push(
      `<ellipse cx="${n(ctx.r.range(360, 540))}" cy="${n(ctx.r.range(400, 610))}" rx="${n(ctx.r.range(2, 6))}" ry="${n(ctx.r.range(1.5, 4))}" fill="${shade(crumb, -0.15)}"/>`,
    );
  const face = `<path d="${slice(330, 360, 240, 270)}" fill="${crust}"/><path d="${slice(344, 376, 212, 246)}" fill="${rad(
    ctx,
    [
      [0, shade(crumb, 0.3)],
      [1, crumb],
    ],
    0.5,
    0.5,
    0.6,
  )}"/>`;
  // A loose slice standing in front, leaning slightly, with its own crumb face.
  const looseHoles = Array.from(
    { length: 10 },
    () =>
      `<ellipse cx="${n(ctx.r.range(575, 700))}" cy="${n(ctx.r.range(500, 620))}" rx="${n(ctx.r.range(2, 5))}" ry="${n(ctx.r.range(1.5, 3))}" fill="${shade(crumb, -0.15)}"/>`,
  ).join('');
  const loose =
    `<g transform="rotate(7 640 640)"><path d="${slice(556, 432, 168, 208)}" fill="${shade(crust, -0.1)}"/>` +
    `<path d="${slice(567, 445, 146, 186)}" fill="${crumb}"/>${looseHoles}</g>`;
  const sheen = `<path d="M230 330 Q300 280 380 300" stroke="#fff" stroke-width="10" opacity="0.25" fill="none" stroke-linecap="round"/>`;
  return (
    shadow(ctx, 420, 636, 290, 14) +
    `<g transform="translate(-40 0)">${layers.join('')}${sheen}${face}${holes.join('')}</g>` +
    loose
  );
};

export const cookware = cookwareOf();
export const karahi = cookwareOf('karahi');
export const stockPot = cookwareOf('pot');
