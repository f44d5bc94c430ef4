// Seating: a dining chair with an upholstered seat and a padded, slatted or ladder back.
import { shade } from '../palette.ts';
import { type Drawer, lin, n, rr, shadow } from '../svg.ts';
import { WOOD } from './furniture.ts';

export const chair: Drawer = (ctx) => {
  const wood = ctx.r.pick(WOOD);
  const fabric = ctx.r.pick([
    '#b45309',
    '#1e3a8a',
    '#9ca3af',
    '#be123c',
    '#0f766e',
    '#d6c6b0',
    '#4d7c0f',
    '#6d28d9',
  ]);
  const back = ctx.r.int(0, 2);
  const x = 284;
  const w = 232;
  const dx = 74;
  const dy = -58;
  const sy = 446;
  const post = 22;
  const bx = x + dx;
  const by = sy + dy;
  const pl = bx + 4;
  const pr = bx + w - post - 4;
  const v = (a: string, b: string) =>
    lin(ctx, [
      [0, a],
      [1, b],
    ]);
  const postF = lin(
    ctx,
    [
      [0, shade(wood, 0.25)],
      [0.4, wood],
      [1, shade(wood, -0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const top = 160;
  const posts =
    rr(pl, top, post, 640 + dy - top, 6, `fill="${postF}"`) +
    rr(pr, top, post, 640 + dy - top, 6, `fill="${postF}"`);
  const rest =
    back === 0
      ? rr(
          pl - 6,
          top + 10,
          pr - pl + post + 12,
          by - top - 40,
          30,
          `fill="${v(shade(fabric, 0.2), shade(fabric, -0.2))}"`,
        ) +
        rr(pl + 14, top + 24, pr - pl - 6, 12, 6, 'fill="#fff" opacity="0.18"') +
        [0.33, 0.66]
          .map(
            (t) =>
              `<circle cx="${n(pl + (pr - pl + post) * t)}" cy="${top + 90}" r="5" fill="${shade(fabric, -0.35)}"/>`,
          )
          .join('')
      : `<path d="M${pl} ${top + 14} Q${(pl + pr + post) / 2} ${top - 10} ${pr + post} ${top + 14} L${pr + post} ${top + 58} Q${(pl + pr + post) / 2} ${top + 36} ${pl} ${top + 58} Z" fill="${postF}"/>` +
        (back === 1
          ? [0.3, 0.5, 0.7]
              .map((t) =>
                rr(pl + (pr - pl + post) * t - 11, top + 48, 22, by - top - 60, 5, `fill="${postF}"`),
              )
              .join('')
          : [0, 1]
              .map((i) =>
                rr(
                  pl,
                  top + 100 + i * 70,
                  pr - pl + post,
                  26,
                  6,
                  `fill="${v(shade(wood, 0.15), shade(wood, -0.25))}"`,
                ),
              )
              .join(''));
  const legF = (lx: number) => rr(lx, sy + 20, post, 640 - sy - 20, 5, `fill="${postF}"`);
  const stretcher = `<path d="M${x + w - post} 590 L${pr + post - 4} ${590 + dy} L${pr + post - 4} ${600 + dy} L${x + w - post} 600 Z" fill="${shade(wood, -0.3)}"/>`;
  const cushion =
    `<path d="M${x} ${sy} L${bx} ${by} L${bx + w} ${by} L${x + w} ${sy} Z" fill="${v(shade(fabric, 0.3), shade(fabric, 0.05))}" stroke="${shade(fabric, 0.35)}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M${x + w} ${sy} L${bx + w} ${by} L${bx + w} ${by + 30} L${x + w} ${sy + 30} Z" fill="${shade(fabric, -0.35)}" stroke="${shade(fabric, -0.35)}" stroke-width="6" stroke-linejoin="round"/>` +
    rr(x - 3, sy - 3, w + 6, 36, 14, `fill="${v(fabric, shade(fabric, -0.25))}"`) +
    rr(x + 10, sy + 2, w - 20, 6, 3, 'fill="#fff" opacity="0.25"') +
    rr(x + 4, sy + 32, w - 8, 14, 3, `fill="${shade(wood, -0.15)}"`);
  return (
    shadow(ctx, 430, 630, 190, 12) + posts + rest + stretcher + cushion + legF(x + 6) + legF(x + w - post - 6)
  );
};
