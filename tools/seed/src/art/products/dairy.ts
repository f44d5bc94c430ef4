// Dairy and tubs: milk carton with a glass of milk, round plastic tub or jar with a lid.
import { shade } from '../palette.ts';
import { clip, cyl, type Drawer, lin, n, rr, shadow } from '../svg.ts';

const BRAND = ['#1d4ed8', '#16a34a', '#dc2626', '#0369a1', '#15803d', '#2563eb'];

/** A milk droplet with its tip at (x, y). */
const drop = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${x} ${y} C${n(x + 10 * s)} ${n(y + 16 * s)} ${n(x + 22 * s)} ${n(y + 28 * s)} ${n(x + 22 * s)} ${n(y + 42 * s)} A${n(22 * s)} ${n(22 * s)} 0 0 1 ${n(x - 22 * s)} ${n(y + 42 * s)} C${n(x - 22 * s)} ${n(y + 28 * s)} ${n(x - 10 * s)} ${n(y + 16 * s)} ${x} ${y} Z" fill="${fill}"/>`;

export const milkCarton: Drawer = (ctx) => {
  const brand = ctx.r.pick(BRAND);
  const gable = ctx.r.chance(0.5);
  const x0 = 262;
  const x1 = 436;
  const yt = gable ? 310 : 262;
  const yb = 636;
  const dx = 78;
  const dy = -36;
  const face = `M${x0} ${yt} L${x1} ${yt} L${x1} ${yb} L${x0} ${yb} Z`;
  const sideD = `M${x1} ${yt} L${x1 + dx} ${yt + dy} L${x1 + dx} ${yb + dy} L${x1} ${yb} Z`;
  const fcp = clip(ctx, `<path d="${face}"/>`);
  const scp = clip(ctx, `<path d="${sideD}"/>`);
  const wave = (y: number, a: number) =>
    `M${x0 - 10} ${y} C${x0 + 50} ${y - a} ${x0 + 110} ${y + a} ${x1 + dx + 10} ${y - a * 0.6} L${x1 + dx + 10} ${yb + 10} L${x0 - 10} ${yb + 10} Z`;
  const top = yt + 104;
  const art =
    rr(x0 - 10, yt - 10, x1 - x0 + dx + 20, top - yt + 10, 0, `fill="${brand}"`) +
    `<path d="${wave(top, 22)}" fill="#fff"/>` +
    `<path d="${wave(yb - 92, 18)}" fill="${brand}"/>` +
    `<path d="${wave(yb - 66, 14)}" fill="${shade(brand, -0.25)}"/>`;
  const front =
    `<g clip-path="${fcp}"><rect x="${x0}" y="${yt}" width="${x1 - x0}" height="${yb - yt}" fill="#fff"/>${art}` +
    `<rect x="${x0}" y="${yt}" width="${x1 - x0}" height="${yb - yt}" fill="${lin(
      ctx,
      [
        [0, '#fff', 0.25],
        [0.5, '#fff', 0],
        [1, '#000', 0.08],
      ],
      0,
      0,
      1,
      0,
    )}"/></g>` +
    rr(x0 + 34, yt + 30, x1 - x0 - 68, 34, 17, 'fill="#fff"') +
    rr(x0 + 56, yt + 42, x1 - x0 - 112, 10, 5, `fill="${brand}" opacity="0.7"`) +
    `<circle cx="${(x0 + x1) / 2}" cy="${yt + 196}" r="58" fill="${brand}"/>` +
    `<circle cx="${(x0 + x1) / 2}" cy="${yt + 196}" r="50" fill="none" stroke="#fff" stroke-width="3" opacity="0.7"/>` +
    drop((x0 + x1) / 2, yt + 150, 1.15, '#fff') +
    `<ellipse cx="${(x0 + x1) / 2 - 8}" cy="${yt + 208}" rx="6" ry="11" fill="${brand}" opacity="0.25"/>`;
  const side =
    `<g clip-path="${scp}"><rect x="${x1}" y="${yt - 60}" width="${dx}" height="${yb - yt + 60}" fill="#e8edf2"/>${art}` +
    `<rect x="${x1}" y="${yt - 60}" width="${dx}" height="${yb - yt + 60}" fill="#0b1220" opacity="0.22"/></g>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M${x1 + 14} ${yt + 200 + i * 18} l${dx - 28} ${n(dy * 0.36)}" stroke="#94a3b8" stroke-width="4"/>`,
      )
      .join('');
  const mx = dx / 2;
  const my = dy / 2;
  const roof = gable
    ? `<path d="M${x0} ${yt} L${x1} ${yt} L${x1 + mx} ${yt + my - 74} L${x0 + mx} ${yt + my - 74} Z" fill="${lin(
        ctx,
        [
          [0, shade(brand, 0.2)],
          [1, brand],
        ],
      )}"/>` +
      `<path d="M${x1} ${yt} L${x1 + dx} ${yt + dy} L${x1 + mx} ${yt + my - 74} Z" fill="${shade(brand, -0.3)}"/>` +
      `<path d="M${x0 + mx} ${yt + my - 74} L${x1 + mx} ${yt + my - 74} L${x1 + mx} ${yt + my - 98} L${x0 + mx} ${yt + my - 98} Z" fill="${shade(brand, 0.35)}"/>` +
      `<path d="M${x0 + 6} ${yt - 4} L${x0 + mx} ${yt + my - 70}" stroke="#fff" stroke-width="4" opacity="0.35"/>`
    : `<path d="M${x0} ${yt} L${x1} ${yt} L${x1 + dx} ${yt + dy} L${x0 + dx} ${yt + dy} Z" fill="${shade(brand, 0.15)}"/>` +
      `<path d="M${x0 + 4} ${yt - 2} L${x1 - 4} ${yt - 2}" stroke="#fff" stroke-width="3" opacity="0.5"/>` +
      `<ellipse cx="${x0 + 128}" cy="${yt - 6}" rx="32" ry="12" fill="#000" opacity="0.2"/>` +
      rr(x0 + 96, yt - 44, 64, 38, 8, `fill="${cyl(ctx, '#f8fafc', '#ffffff', '#94a3b8')}"`) +
      `<ellipse cx="${x0 + 128}" cy="${yt - 44}" rx="32" ry="11" fill="#e2e8f0"/>`;
  // A glass of milk beside the carton.
  const gx = 548;
  const glass =
    `<path d="M${gx} 484 L${gx + 96} 484 L${gx + 88} 644 Q${gx + 48} 652 ${gx + 8} 644 Z" fill="${lin(
      ctx,
      [
        [0, '#ffffff', 0.7],
        [0.5, '#e2e8f0', 0.35],
        [1, '#cbd5e1', 0.7],
      ],
      0,
      0,
      1,
      0,
    )}" stroke="#fff" stroke-width="2"/>` +
    `<path d="M${gx + 4} 516 L${gx + 92} 516 L${gx + 86} 640 Q${gx + 48} 648 ${gx + 10} 640 Z" fill="${cyl(ctx, '#fbfbf7', '#ffffff', '#dcdfd6')}"/>` +
    `<ellipse cx="${gx + 48}" cy="516" rx="44" ry="8" fill="#ffffff" stroke="#e5e7eb" stroke-width="1.5"/>` +
    rr(gx + 12, 496, 8, 130, 4, 'fill="#fff" opacity="0.7"');
  return shadow(ctx, 430, 640, 230, 12) + side + front + roof + glass;
};

export const tub: Drawer = (ctx) => {
  const lid = ctx.r.pick(['#dc2626', '#2563eb', '#16a34a', '#facc15', '#7c3aed', '#f97316', '#0f766e']);
  const label = ctx.r.pick(['#1d4ed8', '#15803d', '#b91c1c', '#a16207', '#6d28d9', '#0f172a', '#c2410c']);
  const jar = ctx.r.chance(0.35);
  const body = jar ? ctx.r.pick(['#1f2937', '#f8fafc', '#e5e7eb']) : ctx.r.pick(['#f8fafc', '#fffaf0']);
  const icon = ctx.r.int(0, 2);
  const cx = 400;
  const yTop = jar ? 292 : 392;
  const rt = jar ? 138 : 178;
  const rb = jar ? 138 : 146;
  const yb = 630;
  const ry = (r: number) => r * 0.26;
  const at = (y: number) => rt + ((rb - rt) * (y - yTop)) / (yb - yTop);
  const band = (y1: number, y2: number) => {
    const a = at(y1);
    const b = at(y2);
    return `M${n(cx - a)} ${y1} A${n(a)} ${n(ry(a))} 0 0 0 ${n(cx + a)} ${y1} L${n(cx + b)} ${y2} A${n(b)} ${n(ry(b))} 0 0 1 ${n(cx - b)} ${y2} Z`;
  };
  const shell = band(yTop, yb);
  const l1 = jar ? 362 : 446;
  const l2 = jar ? 584 : 590;
  const mid = (l1 + l2) / 2 + 20;
  const k = jar ? 1.45 : 1.05;
  const emblem =
    icon === 0
      ? (
          [
            [10, 46, 13],
            [-6, 36, 12],
            [-21, 25, 10],
            [-34, 14, 8],
          ] as const
        )
          .map(
            ([dy, rx, ryy]) =>
              `<ellipse cx="${cx}" cy="${mid + dy}" rx="${rx}" ry="${ryy}" fill="#fff" stroke="${shade(label, -0.2)}" stroke-width="2"/>`,
          )
          .join('') +
        `<path d="M${cx - 9} ${mid - 38} Q${cx + 2} ${mid - 52} ${cx + 10} ${mid - 58} Q${cx + 8} ${mid - 44} ${cx + 8} ${mid - 38} Z" fill="#fff"/>`
      : icon === 1
        ? drop(cx, mid - 36 * k, k, '#f4c542') + drop(cx - 7 * k, mid - 2 * k, 0.35 * k, '#fff7d6')
        : `<path d="M${cx - 60} ${mid - 4} L${cx + 20} ${mid - 4} Q${cx + 20} ${mid + 30} ${cx - 20} ${mid + 30} Q${cx - 60} ${mid + 30} ${cx - 60} ${mid - 4} Z" fill="#fff"/>` +
          `<path d="M${cx + 18} ${mid + 2} L${cx + 70} ${mid - 26}" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
          `<ellipse cx="${cx - 20}" cy="${mid - 6}" rx="38" ry="10" fill="${shade(label, 0.6)}"/>`;
  const gloss = (y1: number, y2: number) =>
    `M${n(cx - at(y1) + 22)} ${y1 + 24} L${n(cx - at(y2) + 20)} ${y2 - 20}`;
  const lidTop = yTop - (jar ? 58 : 34);
  const lr = rt + 6;
  const lidEdge = `M${cx - lr} ${lidTop} L${cx - lr} ${yTop + 4} A${lr} ${n(ry(lr))} 0 0 0 ${cx + lr} ${yTop + 4} L${cx + lr} ${lidTop} Z`;
  const ridges = jar
    ? Array.from(
        { length: 19 },
        (_, i) =>
          `<line x1="${n(cx + lr * Math.sin(-1.45 + i * 0.16))}" y1="${lidTop + 8}" x2="${n(cx + lr * Math.sin(-1.45 + i * 0.16))}" y2="${n(yTop + ry(lr) * Math.cos(-1.45 + i * 0.16))}" stroke="${shade(lid, -0.3)}" stroke-width="3" opacity="0.6"/>`,
      ).join('')
    : '';
  return (
    shadow(ctx, 400, 634, rb + 40, 12) +
    `<path d="${shell}" fill="${cyl(ctx, body, shade(body, 0.5), shade(body, -0.18))}"/>` +
    `<path d="${band(l1, l2)}" fill="${cyl(ctx, label, shade(label, 0.25), shade(label, -0.35))}"/>` +
    `<path d="${band(l1 + 10, l1 + 18)}" fill="#fff" opacity="0.8"/>` +
    `<path d="${band(l2 - 18, l2 - 10)}" fill="#fff" opacity="0.8"/>` +
    `<ellipse cx="${cx}" cy="${mid}" rx="${n(at(mid) * 0.52)}" ry="${n((l2 - l1) * 0.3)}" fill="${shade(label, -0.2)}" stroke="#fff" stroke-width="4"/>` +
    emblem +
    `<path d="${gloss(yTop, yb)}" stroke="#fff" stroke-width="16" opacity="0.35" stroke-linecap="round"/>` +
    `<path d="${lidEdge}" fill="${cyl(ctx, lid, shade(lid, 0.35), shade(lid, -0.35))}"/>` +
    ridges +
    `<ellipse cx="${cx}" cy="${lidTop}" rx="${lr}" ry="${n(ry(lr))}" fill="${lin(ctx, [
      [0, shade(lid, 0.3)],
      [1, shade(lid, -0.1)],
    ])}"/>` +
    `<ellipse cx="${cx}" cy="${lidTop + 3}" rx="${lr - 24}" ry="${n(ry(lr - 24))}" fill="none" stroke="${shade(lid, -0.2)}" stroke-width="3" opacity="0.6"/>` +
    `<ellipse cx="${cx - 40}" cy="${lidTop - 10}" rx="${n(lr * 0.45)}" ry="${n(ry(lr) * 0.35)}" fill="#fff" opacity="0.25"/>`
  );
};
