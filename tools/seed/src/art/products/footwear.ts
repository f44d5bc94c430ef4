// Footwear: sneaker and khussa/jutti pair.
import { shade } from '../palette.ts';
import { type Ctx, clip, type Drawer, lin, n, shadow } from '../svg.ts';

export const shoe: Drawer = (ctx) => {
  const upper = ctx.r.pick([
    '#f5f5f4',
    '#1f2937',
    '#2563eb',
    '#dc2626',
    '#16a34a',
    '#f59e0b',
    '#7c3aed',
    '#0f766e',
    '#9ca3af',
  ]);
  const accent = ctx.r.pick(
    ['#ef4444', '#111827', '#f97316', '#22c55e', '#0ea5e9', '#facc15'].filter((c) => c !== upper),
  );
  const sole = ctx.r.pick(['#f8fafc', '#f5f0e1', '#f8fafc', '#111827']);
  const lace = upper === '#f5f5f4' ? '#e5e7eb' : '#f8fafc';
  const dark = shade(upper, -0.35);
  const upperPath =
    'M176 578 C160 520 160 452 190 410 Q200 396 216 400 Q262 424 304 420 Q336 416 356 388 L378 340 Q396 318 418 334 L432 368 Q500 396 580 430 Q640 452 676 480 Q706 508 708 548 L708 578 Z';
  const cp = clip(ctx, `<path d="${upperPath}"/>`);
  const laces: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 432 + i * 36;
    const y = 384 + i * 16;
    laces.push(
      `<circle cx="${x - 14}" cy="${y - 10}" r="5" fill="${dark}"/><circle cx="${x + 18}" cy="${y + 16}" r="5" fill="${dark}"/>`,
    );
    laces.push(
      `<path d="M${x - 14} ${y - 10} L${x + 18} ${y + 16} M${x - 12} ${y + 14} L${x + 16} ${y - 10}" stroke="${lace}" stroke-width="7" stroke-linecap="round"/>`,
    );
  }
  return (
    shadow(ctx, 430, 634, 280, 12) +
    `<path d="M208 404 Q262 432 306 426 Q338 420 358 392" fill="none" stroke="#1f1f1f" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="${upperPath}" fill="${lin(ctx, [
      [0, shade(upper, 0.2)],
      [1, shade(upper, -0.12)],
    ])}"/>` +
    `<g clip-path="${cp}">` +
    `<path d="M150 450 Q250 440 290 500 Q310 540 300 600 L150 600 Z" fill="${dark}" opacity="0.3"/>` +
    `<path d="M590 440 Q640 500 620 600 L720 600 L720 440 Z" fill="${dark}" opacity="0.28"/>` +
    `<path d="M246 540 Q380 470 606 444 Q470 520 340 566 Q280 582 246 540 Z" fill="${accent}"/>` +
    `<path d="M190 410 Q250 440 310 432" stroke="${shade(upper, 0.45)}" stroke-width="10" fill="none" opacity="0.6"/>` +
    `</g>` +
    `<path d="M378 340 Q396 318 418 334 L434 372 L404 452 L350 406 Z" fill="${shade(upper, -0.15)}"/>` +
    laces.join('') +
    `<path d="M168 430 Q172 404 190 410 L196 470 L172 476 Z" fill="${accent}"/>` +
    `<path d="M150 566 L706 566 Q732 566 732 590 Q732 626 698 632 L196 632 Q152 632 150 600 Z" fill="${lin(
      ctx,
      [
        [0, sole],
        [1, shade(sole, -0.18)],
      ],
    )}"/>` +
    `<path d="M152 614 L730 614 Q722 632 696 636 L196 636 Q158 636 152 614 Z" fill="${sole === '#111827' ? '#4b5563' : '#3f3f46'}"/>` +
    `<path d="M600 566 Q690 560 716 576" stroke="${shade(upper, -0.4)}" stroke-width="3" fill="none" opacity="0.5"/>` +
    `<path d="M170 586 L712 586" stroke="${shade(sole, -0.3)}" stroke-width="2" stroke-dasharray="8 6"/>`
  );
};

/** One khussa shoe, side view, pointing right, with gold embroidery. */
function khussa(ctx: Ctx, base: string, gold: string, dx: number, dy: number, s: number): string {
  const vamp =
    'M196 600 Q194 548 208 532 Q300 556 392 548 Q400 500 440 492 Q560 484 640 548 Q680 572 712 548 Q714 578 690 600 Q660 626 600 630 L220 630 Q196 630 196 600 Z';
  const cp = clip(ctx, `<path d="${vamp}"/>`);
  const swirls: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x = 430 + i * 36;
    const y = 520 + Math.abs(i - 2.5) * 6;
    swirls.push(
      `<circle cx="${x}" cy="${n(y)}" r="9" fill="none" stroke="${gold}" stroke-width="3"/><circle cx="${x}" cy="${n(y)}" r="3" fill="${gold}"/>`,
    );
    swirls.push(`<circle cx="${x + 18}" cy="${n(y + 26)}" r="4" fill="${i % 2 ? '#e11d48' : '#10b981'}"/>`);
  }
  const flower = `<g transform="translate(500 570)">${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="0" cy="-14" rx="6" ry="12" fill="${gold}" transform="rotate(${a})"/>`).join('')}<circle r="6" fill="${shade(gold, 0.5)}"/></g>`;
  return (
    `<g transform="translate(${dx} ${dy}) scale(${s})">` +
    `<path d="${vamp}" fill="${lin(ctx, [
      [0, shade(base, 0.15)],
      [1, shade(base, -0.2)],
    ])}"/>` +
    `<g clip-path="${cp}">${swirls.join('')}${flower}<path d="M400 492 Q560 478 700 560" fill="none" stroke="${gold}" stroke-width="7" stroke-dasharray="2 7" stroke-linecap="round"/>` +
    `<path d="M200 548 Q300 572 392 562" fill="none" stroke="${gold}" stroke-width="5"/></g>` +
    `<path d="M392 552 Q400 500 440 492" fill="none" stroke="${gold}" stroke-width="6"/>` +
    `<path d="M194 622 L600 622 Q670 620 708 556 L716 548 Q716 590 690 612 Q660 636 600 638 L220 638 Q194 638 194 622 Z" fill="#7a4a2a"/>` +
    `<path d="M704 552 Q732 540 726 510 Q722 498 712 502" fill="none" stroke="${base}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M706 546 Q726 536 722 512" fill="none" stroke="${gold}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="712" cy="502" r="7" fill="${gold}"/>` +
    `</g>`
  );
}

export const jutti: Drawer = (ctx) => {
  const base = ctx.r.pick(['#7f1d1d', '#111827', '#0f5132', '#9d174d', '#b45309', '#1e3a8a', '#f5e6c8']);
  const gold = ctx.r.pick(['#e6b450', '#d4a537', '#f1d08a', '#e2e8f0']);
  return (
    shadow(ctx, 420, 640, 260, 12) +
    khussa(ctx, shade(base, -0.25), gold, 90, -40, 0.92) +
    khussa(ctx, base, gold, -30, 6, 1)
  );
};
