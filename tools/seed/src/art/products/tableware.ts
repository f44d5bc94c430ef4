// Tableware: a dinner set — a display plate standing behind a stack of plates, a bowl and a cup on its saucer.
import { shade } from '../palette.ts';
import { type Ctx, type Drawer, lin, n, rad, shadow } from '../svg.ts';

/** A decorated plate face of radius r centred on the origin (squash it with a transform for perspective). */
function plateFace(ctx: Ctx, r: number, rim: string, gold: string, motif: boolean): string {
  const dots = Array.from({ length: 28 }, (_, i) => {
    const a = (i / 28) * Math.PI * 2;
    return `<circle cx="${n(Math.cos(a) * r * 0.8)}" cy="${n(Math.sin(a) * r * 0.8)}" r="${n(r * 0.026)}" fill="${rim}"/>`;
  }).join('');
  const petals = motif
    ? Array.from(
        { length: 8 },
        (_, i) =>
          `<ellipse cx="${n(r * 0.16)}" cy="0" rx="${n(r * 0.13)}" ry="${n(r * 0.055)}" fill="${rim}" opacity="0.85" transform="rotate(${i * 45})"/>`,
      )
        .concat(`<circle r="${n(r * 0.07)}" fill="${gold}"/>`)
        .join('')
    : '';
  return (
    `<circle r="${r}" fill="${rad(
      ctx,
      [
        [0.55, '#ffffff'],
        [0.9, '#f4f4f2'],
        [1, '#d9dcdf'],
      ],
      0.45,
      0.42,
      0.6,
    )}"/>` +
    `<circle r="${n(r - 7)}" fill="none" stroke="${rim}" stroke-width="${n(r * 0.045)}"/>` +
    `<circle r="${n(r - 1.5)}" fill="none" stroke="${gold}" stroke-width="2"/>` +
    dots +
    `<circle r="${n(r * 0.64)}" fill="${rad(
      ctx,
      [
        [0, '#ffffff'],
        [0.8, '#f6f6f4'],
        [1, '#e3e5e8'],
      ],
      0.5,
      0.55,
      0.55,
    )}" stroke="${gold}" stroke-width="2"/>` +
    petals
  );
}

export const dinnerware: Drawer = (ctx) => {
  const rim = ctx.r.pick([
    '#1d4ed8',
    '#0f766e',
    '#b45309',
    '#9d174d',
    '#15803d',
    '#7c2d12',
    '#1e3a8a',
    '#be123c',
  ]);
  const gold = ctx.r.pick(['#d4a537', '#c0c4c9', rim]);
  const motif = ctx.r.chance(0.7);
  const tea = ctx.r.chance(0.5);
  const edge = lin(ctx, [
    [0, '#ffffff'],
    [1, '#c9ced4'],
  ]);
  // Display plate standing upright behind the stack.
  const standing =
    `<g transform="translate(452 372) scale(0.94 1)">` +
    `<circle cx="12" cy="4" r="168" fill="${shade('#d9dcdf', -0.1)}"/>` +
    plateFace(ctx, 168, rim, gold, motif) +
    '</g>';
  // Stack of plates, a bowl on top.
  const cx = 352;
  const R = 170;
  const k = 0.28;
  const count = ctx.r.int(3, 5);
  const plates = Array.from({ length: count }, (_, i) => {
    const y = 622 - i * 14;
    const top = i === count - 1;
    return (
      `<g transform="translate(${cx} ${y}) scale(1 ${k})">` +
      `<circle cy="${n(14 / k)}" r="${R}" fill="${edge}"/>` +
      `<circle cy="${n(8 / k)}" r="${R}" fill="none" stroke="${rim}" stroke-width="${n(3 / k)}" opacity="0.8"/>` +
      (top ? plateFace(ctx, R, rim, gold, false) : `<circle r="${R}" fill="#f8f8f6"/>`) +
      '</g>'
    );
  }).join('');
  const by = 622 - (count - 1) * 14 - 80;
  const bowl =
    `<ellipse cx="${cx}" cy="${by + 86}" rx="52" ry="12" fill="#000" opacity="0.15"/>` +
    `<path d="M${cx - 112} ${by} C${cx - 108} ${by + 60} ${cx - 70} ${by + 86} ${cx - 40} ${by + 88} L${cx + 40} ${by + 88} C${cx + 70} ${by + 86} ${cx + 108} ${by + 60} ${cx + 112} ${by} Z" fill="${lin(
      ctx,
      [
        [0, '#d7dbe0'],
        [0.3, '#ffffff'],
        [0.7, '#f1f2f3'],
        [1, '#b9bfc6'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M${cx - 106} ${by + 26} Q${cx} ${by + 58} ${cx + 106} ${by + 26}" stroke="${rim}" stroke-width="9" fill="none"/>` +
    `<path d="M${cx - 100} ${by + 40} Q${cx} ${by + 72} ${cx + 100} ${by + 40}" stroke="${gold}" stroke-width="2.5" fill="none"/>` +
    `<ellipse cx="${cx}" cy="${by}" rx="112" ry="30" fill="#f3f4f5" stroke="#ffffff" stroke-width="3"/>` +
    `<ellipse cx="${cx}" cy="${by + 4}" rx="98" ry="23" fill="${lin(ctx, [
      [0, '#c9ced4'],
      [1, '#ffffff'],
    ])}"/>`;
  // Cup on its saucer.
  const ux = 590;
  const uy = 636;
  const cup =
    shadow(ctx, ux, uy, 92, 8, 0.8) +
    `<ellipse cx="${ux}" cy="${uy - 4}" rx="96" ry="24" fill="${edge}"/>` +
    `<ellipse cx="${ux}" cy="${uy - 10}" rx="96" ry="24" fill="#fbfbfa" stroke="${rim}" stroke-width="3"/>` +
    `<ellipse cx="${ux}" cy="${uy - 10}" rx="52" ry="12" fill="#e8eaec"/>` +
    `<path d="M${ux + 46} ${uy - 100} C${ux + 96} ${uy - 108} ${ux + 96} ${uy - 40} ${ux + 38} ${uy - 46}" stroke="#b9bfc6" stroke-width="15" fill="none" stroke-linecap="round"/>` +
    `<path d="M${ux + 46} ${uy - 100} C${ux + 90} ${uy - 104} ${ux + 90} ${uy - 48} ${ux + 38} ${uy - 50}" stroke="#f8fafc" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M${ux - 66} ${uy - 118} L${ux + 66} ${uy - 118} C${ux + 64} ${uy - 50} ${ux + 40} ${uy - 16} ${ux} ${uy - 16} C${ux - 40} ${uy - 16} ${ux - 64} ${uy - 50} ${ux - 66} ${uy - 118} Z" fill="${lin(
      ctx,
      [
        [0, '#d7dbe0'],
        [0.3, '#ffffff'],
        [0.7, '#f1f2f3'],
        [1, '#b9bfc6'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<path d="M${ux - 64} ${uy - 96} Q${ux} ${uy - 80} ${ux + 64} ${uy - 96}" stroke="${rim}" stroke-width="8" fill="none"/>` +
    `<ellipse cx="${ux}" cy="${uy - 118}" rx="66" ry="17" fill="#f8f8f6" stroke="${gold}" stroke-width="2"/>` +
    `<ellipse cx="${ux}" cy="${uy - 115}" rx="58" ry="13" fill="${tea ? '#a0612f' : '#e3e5e8'}"/>` +
    (tea ? `<ellipse cx="${ux - 14}" cy="${uy - 118}" rx="22" ry="4" fill="#fff" opacity="0.3"/>` : '');
  return shadow(ctx, 400, 636, 260, 12) + standing + plates + bowl + cup;
};
