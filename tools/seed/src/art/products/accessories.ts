// Accessories: sunglasses and handbag.
import { shade } from '../palette.ts';
import { clip, type Drawer, lin, rr, shadow } from '../svg.ts';

const LENSES = {
  wayfarer: {
    d: 'M178 372 L370 362 Q392 362 388 388 L372 478 Q364 512 330 512 L228 512 Q192 512 184 480 L166 396 Q162 374 178 372 Z',
    hinge: [172, 378],
    bridge: 384,
  },
  round: { d: 'M285 350 A92 92 0 1 1 284.9 350 Z', hinge: [196, 420], bridge: 428 },
  aviator: {
    d: 'M184 370 Q280 350 372 368 Q392 376 386 418 Q372 500 300 512 Q222 516 192 462 Q168 420 184 370 Z',
    hinge: [180, 380],
    bridge: 392,
  },
} as const;

export const sunglasses: Drawer = (ctx) => {
  const style = ctx.r.pick(['wayfarer', 'round', 'aviator'] as const);
  const { d: lens, hinge, bridge: by } = LENSES[style];
  const metalFrame = style === 'aviator';
  const frame = metalFrame
    ? ctx.r.pick(['#d4a537', '#9ca3af', '#111827'])
    : ctx.r.pick(['#111827', '#7c2d12', '#b45309', '#1e3a8a', '#9d174d', '#3f2a1d']);
  const lensTop = ctx.r.pick(['#1f2937', '#3f2a1d', '#14532d', '#1e3a8a', '#6b21a8']);
  const lensBottom = ctx.r.pick(['#6b7280', '#c2410c', '#0ea5e9', '#f59e0b', '#ec4899']);
  const lensFill = lin(ctx, [
    [0, lensTop],
    [0.55, shade(lensTop, 0.15)],
    [1, lensBottom],
  ]);
  const mirror = 'transform="matrix(-1 0 0 1 800 0)"';
  const glare = (flip: boolean) => {
    const cp = clip(ctx, `<path d="${lens}"${flip ? ` ${mirror}` : ''}/>`);
    const x = flip ? 420 : 170;
    return `<g clip-path="${cp}"><path d="M${x + 20} 330 L${x + 90} 330 L${x} 540 L${x - 50} 540 Z" fill="#fff" opacity="0.28"/><path d="M${x + 110} 330 L${x + 135} 330 L${x + 45} 540 L${x + 20} 540 Z" fill="#fff" opacity="0.18"/></g>`;
  };
  const sw = metalFrame ? 7 : 16;
  const frameDark = shade(frame, -0.35);
  const [hx, hy] = hinge;
  const temple = (flip: boolean) =>
    `<path d="M${hx + 4} ${hy} L${hx - 16} ${hy + 6} L${hx + 30} ${hy + 40}" fill="none" stroke="${frameDark}" stroke-width="${metalFrame ? 6 : 10}" stroke-linecap="round" stroke-linejoin="round"${flip ? ` ${mirror}` : ''}/>`;
  const lensPair = [false, true]
    .map(
      (flip) =>
        `<path d="${lens}" fill="${lensFill}" stroke="${frame}" stroke-width="${sw}" stroke-linejoin="round"${flip ? ` ${mirror}` : ''}/>`,
    )
    .join('');
  const topBar = metalFrame
    ? `<path d="M300 360 Q400 348 500 360" fill="none" stroke="${frame}" stroke-width="6" stroke-linecap="round"/>`
    : '';
  const bridge = `<path d="M${metalFrame ? 382 : 380} ${by} Q400 ${by - 18} ${metalFrame ? 418 : 420} ${by}" fill="none" stroke="${frame}" stroke-width="${metalFrame ? 7 : 14}" stroke-linecap="round"/>`;
  const pins = `<circle cx="${hx + 6}" cy="${hy}" r="5" fill="${shade(frame, 0.5)}"/><circle cx="${800 - hx - 6}" cy="${hy}" r="5" fill="${shade(frame, 0.5)}"/>`;
  return (
    shadow(ctx, 400, 612, 230, 12, 0.8) +
    `<ellipse cx="400" cy="606" rx="200" ry="8" fill="${lensBottom}" opacity="0.12"/>` +
    `<g transform="translate(0 70)">${temple(false)}${temple(true)}${lensPair}${glare(false)}${glare(true)}${topBar}${bridge}${pins}</g>`
  );
};

export const handbag: Drawer = (ctx) => {
  const base = ctx.r.pick([
    '#7c2d12',
    '#111827',
    '#be185d',
    '#d6b48c',
    '#1e3a5f',
    '#0f766e',
    '#b91c1c',
    '#f5f0e6',
  ]);
  const dark = shade(base, -0.3);
  const light = shade(base, 0.2);
  const body =
    'M222 628 L578 628 Q604 628 600 604 L566 356 Q562 334 540 334 L260 334 Q238 334 234 356 L200 604 Q196 628 222 628 Z';
  const handle = `<path d="M305 340 Q300 190 400 190 Q500 190 495 340" fill="none" stroke="${dark}" stroke-width="22" stroke-linecap="round"/><path d="M310 330 Q306 202 400 202 Q494 202 490 330" fill="none" stroke="${light}" stroke-width="4" opacity="0.5"/>`;
  const flap = 'M240 338 L560 338 L572 440 Q400 486 228 440 Z';
  const metal = lin(ctx, [
    [0, '#fde68a'],
    [0.5, '#d4a537'],
    [1, '#8a6516'],
  ]);
  return (
    shadow(ctx, 400, 630, 230, 12) +
    handle +
    rr(290, 326, 30, 24, 6, `fill="${metal}"`) +
    rr(480, 326, 30, 24, 6, `fill="${metal}"`) +
    `<path d="${body}" fill="${lin(
      ctx,
      [
        [0, light],
        [0.6, base],
        [1, dark],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<path d="M212 600 L588 600" stroke="${shade(base, 0.35)}" stroke-width="2" stroke-dasharray="8 6"/>` +
    `<path d="${flap}" fill="${lin(ctx, [
      [0, shade(base, 0.1)],
      [1, dark],
    ])}"/>` +
    `<path d="M246 350 L554 350 L564 432 Q400 474 236 432 Z" fill="none" stroke="${shade(base, 0.4)}" stroke-width="2" stroke-dasharray="8 6"/>` +
    rr(376, 440, 48, 36, 8, `fill="${metal}"`) +
    rr(390, 450, 20, 16, 4, `fill="${shade(base, -0.4)}"`) +
    `<path d="M260 360 L300 360 L250 600 L222 600 Z" fill="#fff" opacity="0.1"/>`
  );
};
