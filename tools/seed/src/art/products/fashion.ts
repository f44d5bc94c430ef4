// Clothing: t-shirt and kurta.
import { hsl, shade } from '../palette.ts';
import { clip, type Drawer, lin, n, rr, shadow } from '../svg.ts';
import { folds } from './shared.ts';

export const tshirt: Drawer = (ctx) => {
  const base = ctx.r.pick([
    '#2563eb',
    '#dc2626',
    '#f5f5f4',
    '#111827',
    '#16a34a',
    '#f59e0b',
    '#7c3aed',
    '#0d9488',
    '#db2777',
    '#64748b',
  ]);
  const dark = shade(base, -0.25);
  const shape =
    'M330 168 Q400 212 470 168 L560 188 Q600 200 628 232 L676 292 L610 352 L566 312 L570 612 Q400 628 230 612 L234 312 L190 352 L124 292 L172 232 Q200 200 240 188 Z';
  const cp = clip(ctx, `<path d="${shape}"/>`);
  const print = ctx.r.pick(['stripe', 'circle', 'chest', 'plain'] as const);
  const accent = shade(hsl(ctx.r.range(0, 360), 70, 55), base === '#f5f5f4' ? 0 : 0.2);
  const printSvg =
    print === 'stripe'
      ? `<rect x="100" y="350" width="600" height="40" fill="${accent}"/><rect x="100" y="410" width="600" height="16" fill="${accent}" opacity="0.8"/>`
      : print === 'circle'
        ? `<circle cx="400" cy="385" r="72" fill="${accent}"/><circle cx="428" cy="360" r="14" fill="${base}"/><path d="M334 420 L376 366 L400 392 L424 372 L466 420 Q400 460 334 420 Z" fill="${base}"/>`
        : print === 'chest'
          ? `<path d="M470 270 l10 20 22 3 -16 15 4 22 -20 -10 -20 10 4 -22 -16 -15 22 -3 Z" fill="${accent}"/>`
          : '';
  return (
    shadow(ctx, 400, 628, 210, 10, 0.8) +
    `<path d="${shape}" fill="${lin(ctx, [
      [0, shade(base, 0.12)],
      [1, shade(base, -0.08)],
    ])}" stroke="${shade(base, -0.12)}" stroke-width="2" stroke-linejoin="round"/>` +
    `<g clip-path="${cp}">${printSvg}${folds(ctx, 260, 540, 330, 610, dark)}` +
    `<path d="M124 292 L190 352 L234 312 L240 188" fill="none" stroke="${dark}" stroke-width="10" opacity="0.25"/>` +
    `<path d="M676 292 L610 352 L566 312 L560 188" fill="none" stroke="${dark}" stroke-width="10" opacity="0.25"/>` +
    `<path d="M140 308 L200 360 M660 308 L600 360" stroke="${dark}" stroke-width="3" opacity="0.5"/>` +
    `<path d="M230 596 Q400 612 570 596" stroke="${dark}" stroke-width="3" fill="none" opacity="0.5"/>` +
    `</g>` +
    `<path d="M330 168 Q400 212 470 168" fill="none" stroke="${dark}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M336 160 Q400 196 464 160" fill="none" stroke="${shade(base, -0.45)}" stroke-width="5" opacity="0.6"/>`
  );
};

export const kurta: Drawer = (ctx) => {
  const base = ctx.r.pick([
    '#f8f4ea',
    '#7f1d1d',
    '#1e3a5f',
    '#e8d5b5',
    '#0f5132',
    '#9fb8ad',
    '#4b5563',
    '#f1e0c5',
  ]);
  const trim = ctx.r.pick(['#d4a537', '#b91c1c', '#f5f5f4', '#c9a227']);
  const dark = shade(base, -0.2);
  const shape =
    'M362 132 L300 146 Q262 156 250 190 L178 440 L240 456 L292 268 L286 636 L514 636 L508 268 L560 456 L622 440 L550 190 Q538 156 500 146 L438 132 Q400 150 362 132 Z';
  const cp = clip(ctx, `<path d="${shape}"/>`);
  const dots = (x1: number, y1: number, x2: number, y2: number, count: number, r: number) => {
    const out: string[] = [];
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      out.push(
        `<circle cx="${n(x1 + (x2 - x1) * t)}" cy="${n(y1 + (y2 - y1) * t)}" r="${r}" fill="${trim}"/>`,
      );
    }
    return out.join('');
  };
  const diamonds: string[] = [];
  for (let x = 296; x < 510; x += 24)
    diamonds.push(`<path d="M${x} 606 l10 -12 10 12 -10 12 Z" fill="${trim}"/>`);
  const buttons = [200, 240, 280, 320]
    .map(
      (y) =>
        `<circle cx="400" cy="${y}" r="5" fill="${trim}" stroke="${shade(trim, -0.3)}" stroke-width="1.5"/>`,
    )
    .join('');
  const vine = (side: number) =>
    `<path d="M${400 + side * 22} 170 q${side * 20} 30 0 60 q${-side * 20} 30 0 60 q${side * 20} 30 0 60" fill="none" stroke="${trim}" stroke-width="3"/>` +
    [190, 250, 310]
      .map(
        (y) =>
          `<ellipse cx="${400 + side * 36}" cy="${y}" rx="7" ry="4" fill="${trim}" transform="rotate(${side * 30} ${400 + side * 36} ${y})"/>`,
      )
      .join('');
  return (
    shadow(ctx, 400, 636, 170, 10, 0.8) +
    `<path d="${shape}" fill="${lin(ctx, [
      [0, shade(base, 0.1)],
      [1, shade(base, -0.06)],
    ])}" stroke="${shade(base, -0.12)}" stroke-width="2" stroke-linejoin="round"/>` +
    `<g clip-path="${cp}">${folds(ctx, 300, 500, 340, 630, dark)}` +
    `<rect x="280" y="584" width="240" height="52" fill="${shade(base, -0.08)}"/>${diamonds.join('')}` +
    `<path d="M283 580 L517 580" stroke="${trim}" stroke-width="4"/>` +
    `<path d="M178 440 L240 456 L246 434 L184 418 Z" fill="${trim}" opacity="0.9"/><path d="M622 440 L560 456 L554 434 L616 418 Z" fill="${trim}" opacity="0.9"/>` +
    `<path d="M292 268 L300 600 M508 268 L500 600" stroke="${dark}" stroke-width="8" opacity="0.25"/>` +
    `</g>` +
    `<path d="M292 560 L292 636 M508 560 L508 636" stroke="${shade(base, -0.35)}" stroke-width="3"/>` +
    rr(392, 150, 16, 190, 4, `fill="${shade(base, -0.06)}" stroke="${dark}" stroke-width="1.5"`) +
    buttons +
    vine(-1) +
    vine(1) +
    `<path d="M362 132 Q400 150 438 132 L438 118 Q400 136 362 118 Z" fill="${shade(base, -0.05)}" stroke="${trim}" stroke-width="3"/>` +
    dots(366, 138, 434, 138, 8, 2.2)
  );
};
