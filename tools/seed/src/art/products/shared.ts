import { type Ctx, n } from '../svg.ts';

export const GOLD = ['#fff3c4', '#d4a537', '#7a5a12'] as const;

export function sparkle(x: number, y: number, s: number, opacity = 0.95): string {
  return `<path d="M${x} ${y - s} Q${x + s * 0.12} ${y - s * 0.12} ${x + s} ${y} Q${x + s * 0.12} ${y + s * 0.12} ${x} ${y + s} Q${x - s * 0.12} ${y + s * 0.12} ${x - s} ${y} Q${x - s * 0.12} ${y - s * 0.12} ${x} ${y - s} Z" fill="#fff" opacity="${opacity}"/>`;
}

export function leafShape(x: number, y: number, len: number, a: number, fill: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><path d="M0 0 C${n(len * 0.25)} ${n(-len * 0.32)} ${n(len * 0.75)} ${n(-len * 0.32)} ${len} 0 C${n(len * 0.75)} ${n(len * 0.32)} ${n(len * 0.25)} ${n(len * 0.32)} 0 0 Z" fill="${fill}"/><path d="M2 0 L${n(len - 6)} 0" stroke="#ffffff" stroke-width="2" opacity="0.35"/></g>`;
}

export function leaf(x: number, y: number, s: number, a: number, fill: string, vein = '#ffffff'): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)}) scale(${n(s)})"><path d="M0 0 C12 -18 40 -20 56 0 C40 20 12 18 0 0 Z" fill="${fill}"/><path d="M4 0 L50 0" stroke="${vein}" stroke-width="2" opacity="0.5"/></g>`;
}

/** Soft vertical folds for fabric. */
export function folds(ctx: Ctx, x0: number, x1: number, y0: number, y1: number, color: string): string {
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = ctx.r.range(x0, x1);
    out.push(
      `<path d="M${n(x)} ${y0} Q${n(x + ctx.r.range(-30, 30))} ${n((y0 + y1) / 2)} ${n(x + ctx.r.range(-15, 15))} ${y1}" stroke="${color}" stroke-width="${n(ctx.r.range(6, 14))}" fill="none" opacity="0.12" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}
