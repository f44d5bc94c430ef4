// A front baby carrier: padded waist belt, quilted body panel and shoulder straps, with a sleeping baby inside.
import { shade } from '../palette.ts';
import { type Drawer, lin, n, rr, shadow } from '../svg.ts';
import { babyFace } from './babycare.ts';

export const babyCarrier: Drawer = (ctx) => {
  const fabric = ctx.r.pick(['#475569', '#1e3a5f', '#6b7f4e', '#c48b9f', '#0f766e', '#8a7560', '#6d5a8c']);
  const trim = ctx.r.pick(['#f8fafc', '#fcd34d', '#fda4af', '#a5f3fc', '#d9f99d']);
  const suit = ctx.r.pick(['#fde68a', '#bae6fd', '#fbcfe8', '#bbf7d0', '#fed7aa', '#f8fafc']);
  const skin = ctx.r.pick(['#f6d3b3', '#e8b58f', '#c98e62', '#a86d45']);
  const hair = ctx.r.pick(['#3b2a20', '#6b4226', '#1f1611']);
  const dark = shade(fabric, -0.35);
  const strap = (s: 1 | -1) => {
    const x = (v: number) => n(400 + s * (v - 400));
    const d = `M${x(322)} 372 C${x(306)} 250 ${x(262)} 178 ${x(222)} 196 C${x(184)} 214 ${x(194)} 360 ${x(222)} 528`;
    return (
      `<path d="${d}" fill="none" stroke="${shade(fabric, -0.45)}" stroke-width="46" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${shade(fabric, -0.2)}" stroke-width="38" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${trim}" stroke-width="2.5" stroke-dasharray="7 6" opacity="0.7"/>` +
      rr(400 + s * (206 - 400) - 20, 330, 40, 30, 7, 'fill="#1f2937"') +
      rr(400 + s * (206 - 400) - 12, 337, 24, 16, 4, 'fill="#4b5563"')
    );
  };
  const panel = `M292 548 L296 372 Q298 336 334 330 Q400 320 466 330 Q502 336 504 372 L508 548 Z`;
  const quilting = [350, 400, 450]
    .map(
      (x) =>
        `<path d="M${x} 346 Q${x + (x - 400) * 0.06} 450 ${x + (x - 400) * 0.08} 540" fill="none" stroke="${dark}" stroke-width="3" opacity="0.5"/>`,
    )
    .join('');
  const belt = `M178 520 Q400 556 622 520 L628 596 Q400 636 172 596 Z`;
  const leg = (s: 1 | -1) => {
    const x = (v: number) => n(400 + s * (v - 400));
    const d = `M${x(318)} 498 L${x(270)} 496 Q${x(250)} 498 ${x(250)} 520 L${x(252)} 584`;
    return (
      `<path d="${d}" fill="none" stroke="${shade(suit, -0.25)}" stroke-width="48" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="${suit}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M${x(300)} 484 L${x(268)} 484" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.4"/>` +
      `<ellipse cx="${x(258)}" cy="610" rx="26" ry="19" fill="${skin}"/>` +
      `<ellipse cx="${x(250)}" cy="603" rx="9" ry="5" fill="#fff" opacity="0.35"/>`
    );
  };
  const hand = (s: 1 | -1) => {
    const x = 400 + s * 70;
    return (
      `<ellipse cx="${x}" cy="${n(330)}" rx="23" ry="19" fill="${skin}"/>` +
      [-8, 0, 8]
        .map(
          (o) =>
            `<path d="M${x + o} 316 L${x + o} 326" stroke="${shade(skin, -0.25)}" stroke-width="2.5" stroke-linecap="round"/>`,
        )
        .join('')
    );
  };
  return (
    shadow(ctx, 400, 634, 230, 12) +
    strap(1) +
    strap(-1) +
    `<path d="M312 370 Q400 320 488 370 L488 420 L312 420 Z" fill="${suit}"/>` +
    babyFace(400, 272, 66, skin, hair) +
    `<path d="${panel}" fill="${lin(
      ctx,
      [
        [0, shade(fabric, -0.25)],
        [0.35, shade(fabric, 0.18)],
        [0.6, fabric],
        [1, shade(fabric, -0.3)],
      ],
      0,
      0,
      1,
      0,
    )}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M300 372 Q300 342 334 336 Q400 326 466 336 Q500 342 500 372" fill="none" stroke="${trim}" stroke-width="7" stroke-linecap="round"/>` +
    quilting +
    rr(368, 430, 64, 40, 10, `fill="${trim}"`) +
    `<path d="M386 444 L414 444 M390 456 L410 456" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>` +
    rr(312, 350, 14, 170, 7, 'fill="#fff" opacity="0.16"') +
    `<path d="${belt}" fill="${lin(ctx, [
      [0, shade(fabric, 0.2)],
      [0.5, shade(fabric, -0.05)],
      [1, shade(fabric, -0.4)],
    ])}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M186 534 Q400 570 614 534" fill="none" stroke="${trim}" stroke-width="3" stroke-dasharray="8 6" opacity="0.8"/>` +
    `<path d="M182 584 Q400 622 618 584" fill="none" stroke="${trim}" stroke-width="3" stroke-dasharray="8 6" opacity="0.8"/>` +
    rr(128, 544, 56, 26, 6, 'fill="#1f2937"') +
    rr(616, 544, 56, 26, 6, 'fill="#1f2937"') +
    rr(140, 550, 20, 14, 3, 'fill="#6b7280"') +
    rr(640, 550, 20, 14, 3, 'fill="#6b7280"') +
    leg(1) +
    leg(-1) +
    hand(1) +
    hand(-1)
  );
};
