// More footwear and menswear: Oxford shoes, suede loafers, hiking boots, Peshawari chappals and a Jamawar waistcoat.
import { mix, shade } from '../palette.ts';
import { type Ctx, clip, type Drawer, lin, n, rad, rr, shadow } from '../svg.ts';
import { hullOf, type P2, proj } from './perspective.ts';
import { folds, sparkle } from './shared.ts';

/** A vertical leather gradient: lit from above, falling off towards the sole. */
const hide = (ctx: Ctx, c: string, top = 0.28, bottom = -0.3) =>
  lin(ctx, [
    [0, shade(c, top)],
    [0.45, c],
    [1, shade(c, bottom)],
  ]);

/** A soft white glint for polished leather, as an ellipse filled with a fading radial gradient. */
const glint = (ctx: Ctx, cx: number, cy: number, rx: number, ry: number, a: number, o = 0.7) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${n(a)} ${n(cx)} ${n(cy)})" fill="${rad(
    ctx,
    [
      [0, '#ffffff', o],
      [1, '#ffffff', 0],
    ],
  )}"/>`;

/** One side-view shoe, heel at x=0 and toe to the right, standing on y=0; `k` dims the far shoe of a pair. */
type One = (ctx: Ctx) => string;

/** Darkens whatever it is put on: the far shoe of a pair. */
function dim(ctx: Ctx): string {
  const id = ctx.id('d');
  ctx.defs.push(
    `<filter id="${id}"><feColorMatrix type="matrix" values="0.7 0 0 0 0 0 0.7 0 0 0 0 0 0.7 0 0 0 0 0 1 0"/></filter>`,
  );
  return `url(#${id})`;
}

/**
 * A pair: one shoe drawn once, shown twice; the far one set back up and to the right, a little smaller and in
 * shadow, and the near one with a glint (drawn in the shoe's own space) on top.
 */
function pair(ctx: Ctx, one: One, len: number, glint: string, lift = 56, shift = 110, size = 1): string {
  const x = 400 - (len * 0.92 + shift) / 2;
  const id = ctx.id('shoe');
  ctx.defs.push(`<g id="${id}">${one(ctx)}</g>`);
  return (
    shadow(ctx, 410, 638, (len + shift) * 0.48 * size, 13) +
    `<g transform="translate(400 640) scale(${size}) translate(-400 -640)">` +
    `<use href="#${id}" transform="translate(${n(x + shift)} ${n(642 - lift)}) scale(0.92)" filter="${dim(ctx)}"/>` +
    `<g transform="translate(${n(x)} 642)"><use href="#${id}"/>${glint}</g></g>`
  );
}

type Pt = readonly [number, number];
type Curve = readonly [Pt, Pt, Pt, Pt];

/** A point on a cubic Bézier. */
function bez(c: Curve, t: number): P2 {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
  return [
    k[0] * c[0][0] + k[1] * c[1][0] + k[2] * c[2][0] + k[3] * c[3][0],
    k[0] * c[0][1] + k[1] * c[1][1] + k[2] * c[2][1] + k[3] * c[3][1],
  ];
}

/** Points along a curve from t0 to t1, each paired with the same point pushed by `off` times `f(s)` (s from 0 to 1). */
function strip(c: Curve, t0: number, t1: number, off: Pt, f: (s: number) => number, steps = 10) {
  const near: P2[] = [];
  const far: P2[] = [];
  for (let i = 0; i <= steps; i++) {
    const s = i / steps;
    const [x, y] = bez(c, t0 + (t1 - t0) * s);
    near.push([x, y]);
    far.push([x + off[0] * f(s), y + off[1] * f(s)]);
  }
  return { near, far };
}

const line = (pts: P2[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}`;
const area = (a: P2[], b: P2[]) => `${line([...a, ...[...b].reverse()])} Z`;
const lerp = (a: P2, b: P2, t: number): P2 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Shared last for the dress shoes: a sole strip riding up on a heel block and kicking up at a round toe (tip x≈530). */
const SOLE_TOP = 'Q500 -14 440 -12 L240 -12 C180 -14 150 -46 100 -46 L2 -46';
const SOLE =
  'M-2 -34 L100 -34 C150 -34 180 -2 240 0 L440 0 Q504 0 530 -18 Q536 -30 526 -34 Q500 -14 440 -12 L240 -12 C180 -14 150 -46 100 -46 L0 -46 Q-6 -40 -2 -34 Z';

function heelAndSole(ctx: Ctx, sole: string, welt: string): string {
  return (
    `<path d="M0 -36 L100 -36 L96 -2 Q95 0 92 0 L8 0 Q4 0 4 -3 Z" fill="${lin(ctx, [
      [0, shade(sole, 0.14)],
      [1, shade(sole, -0.25)],
    ])}"/>` +
    `<path d="M5 -7 L97 -7" stroke="${shade(sole, -0.5)}" stroke-width="6"/>` +
    `<path d="M3 -22 L98 -22" stroke="${shade(sole, 0.25)}" stroke-width="1.2" opacity="0.5"/>` +
    `<path d="${SOLE}" fill="${sole}"/>` +
    `<path d="M4 -41 L100 -41 C150 -41 180 -8 240 -6 L440 -6 Q496 -7 524 -26" fill="none" stroke="${welt}" stroke-width="2" stroke-dasharray="5 4" opacity="0.7"/>`
  );
}

/** Roundness for a side-view upper: darker at the heel, the toe and along the sole, lighter up top. */
function roundness(ctx: Ctx, c: string, strength = 1): string {
  const side = lin(
    ctx,
    [
      [0, c, 0.5 * strength],
      [0.14, c, 0],
      [0.8, c, 0],
      [1, c, 0.35 * strength],
    ],
    0,
    0,
    1,
    0,
  );
  const low = lin(ctx, [
    [0.5, c, 0],
    [1, c, 0.45 * strength],
  ]);
  return `<rect x="-20" y="-360" width="560" height="360" fill="${side}"/><rect x="-20" y="-200" width="560" height="200" fill="${low}"/>`;
}

/** The instep of the Oxford, from the tongue down to the toe. */
const INSTEP: Curve = [
  [222, -176],
  [300, -158],
  [370, -128],
  [430, -100],
];

export const oxfordShoe: Drawer = (ctx) => {
  const [leather, sole] = ctx.r.pick([
    ['#1c1917', '#121010'],
    ['#1c1917', '#121010'],
    ['#4a2a18', '#24150d'],
    ['#a5642f', '#4a2e1c'],
    ['#7b3a1a', '#2a1a10'],
    ['#5a1c1c', '#1e1210'],
  ] as const);
  const one: One = (c) => {
    const up = leather;
    const seam = shade(up, -0.55);
    const stitch = shade(up, 0.4);
    const lace = leather === '#1c1917' ? '#3b3632' : shade(up, -0.55);
    const upper = `M2 -44 C-10 -90 -8 -140 8 -166 Q80 -156 150 -140 Q168 -138 182 -148 L198 -170 Q208 -180 222 -176 C300 -158 370 -128 430 -100 C490 -74 528 -58 526 -36 ${SOLE_TOP} Z`;
    const cp = clip(c, `<path d="${upper}"/>`);
    // Closed lacing seen a little from above: two facings meeting in a seam, laced straight across like a ladder.
    const face = strip(INSTEP, 0, 0.44, [7, -18], (s) => 1 - s * s, 8);
    const mid = face.near.map((p, i) => lerp(p, face.far[i]!, 0.5));
    const laces = [0.5, 2, 3.5, 5, 6.4]
      .map((i) => {
        const at = Math.round(i);
        const a = lerp(face.near[at]!, face.far[at]!, 0.14);
        const b = lerp(face.near[at]!, face.far[at]!, 0.88);
        return (
          `<circle cx="${n(a[0])}" cy="${n(a[1])}" r="2.6" fill="${shade(up, -0.7)}"/><circle cx="${n(b[0])}" cy="${n(b[1])}" r="2.4" fill="${shade(up, -0.7)}"/>` +
          `<path d="M${n(a[0])} ${n(a[1])} L${n(b[0])} ${n(b[1])}" stroke="${lace}" stroke-width="4.5" stroke-linecap="round"/>`
        );
      })
      .join('');
    const [tx, ty] = face.far[0]!;
    return (
      heelAndSole(c, sole, shade(up, 0.3)) +
      `<path d="M196 -168 Q204 -192 222 -194 Q232 -190 ${n(tx)} ${n(ty)} L222 -176 Z" fill="${shade(up, -0.25)}"/>` +
      `<path d="${upper}" fill="${hide(c, up)}"/>` +
      `<path d="${area(face.near, face.far)}" fill="${lin(c, [
        [0, shade(up, 0.3)],
        [1, shade(up, 0.05)],
      ])}"/>` +
      `<path d="${line(mid)}" fill="none" stroke="${shade(up, -0.6)}" stroke-width="2.5"/>` +
      `<g clip-path="${cp}">` +
      roundness(c, shade(up, -0.65)) +
      // Quarter meets vamp (closed lacing): the vamp's back edge, double-stitched.
      `<path d="M318 -146 C288 -112 250 -78 238 -12" fill="none" stroke="${seam}" stroke-width="3"/>` +
      `<path d="M327 -142 C298 -108 260 -74 248 -12" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="4 3" opacity="0.7"/>` +
      // Toe cap seam and its stitching.
      `<path d="M432 -108 C406 -76 408 -42 430 -12" fill="none" stroke="${seam}" stroke-width="3"/>` +
      `<path d="M423 -112 C397 -78 399 -42 420 -12" fill="none" stroke="${stitch}" stroke-width="1.6" stroke-dasharray="4 3" opacity="0.7"/>` +
      // Heel counter seam.
      `<path d="M62 -158 C82 -120 84 -80 72 -46" fill="none" stroke="${seam}" stroke-width="2.5"/>` +
      `<path d="M71 -156 C91 -120 93 -80 81 -46" fill="none" stroke="${stitch}" stroke-width="1.4" stroke-dasharray="4 3" opacity="0.6"/>` +
      // Topline binding.
      `<path d="M8 -164 Q80 -154 150 -138 Q168 -136 182 -146" fill="none" stroke="${shade(up, -0.6)}" stroke-width="6"/>` +
      `</g>` +
      laces +
      // A small bow at the top of the lacing.
      `<path d="M214 -186 q-28 -16 -36 -2 q8 12 36 2 q22 -24 34 -10 q-4 12 -34 10" fill="none" stroke="${lace}" stroke-width="4.5" stroke-linejoin="round"/>` +
      `<path d="M214 -186 q-10 22 -22 32 M214 -186 q2 22 -4 38" fill="none" stroke="${lace}" stroke-width="4" stroke-linecap="round"/>` +
      // Polish: a bright toe, a streak along the instep and one down the heel.
      glint(c, 474, -80, 50, 13, 28, 0.9) +
      glint(c, 372, -118, 56, 7, 24, 0.6) +
      `<path d="M4 -150 C-4 -124 -4 -90 2 -62" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.45"/>`
    );
  };
  return pair(ctx, one, 530, sparkle(486, -84, 14), 56, 110, 1.06);
};

/** A penny loafer's saddle strap: across the apron (with its slot) and a little way down the near side. */
function pennyStrap(ctx: Ctx, up: string, seam: string, at: (s: number, t: number) => P2): string {
  const [a0, a1, b0, b1] = [at(1, 0), at(1, 1), at(3, 1), at(3, 0)];
  const drop = 26;
  const body = `M${n(a0[0] - 4)} ${n(a0[1] + drop)} L${n(a0[0])} ${n(a0[1] + 1)} L${n(a1[0])} ${n(a1[1])} L${n(b0[0])} ${n(b0[1])} L${n(b1[0])} ${n(b1[1] + 1)} L${n(b1[0] + 4)} ${n(b1[1] + drop)} Q${n((a0[0] + b1[0]) / 2)} ${n((a0[1] + b1[1]) / 2 + drop + 4)} ${n(a0[0] - 4)} ${n(a0[1] + drop)} Z`;
  const [cx, cy] = at(2, 0.5);
  const [lx] = at(1, 0.5);
  const [rx] = at(3, 0.5);
  return (
    `<path d="${body}" fill="${lin(ctx, [
      [0, shade(up, 0.16)],
      [1, shade(up, -0.22)],
    ])}" stroke="${seam}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M${n(a0[0])} ${n(a0[1] + 3)} L${n(b1[0])} ${n(b1[1] + 3)}" stroke="${shade(up, 0.45)}" stroke-width="1.5" opacity="0.6"/>` +
    `<path d="M${n(a0[0] + 1)} ${n(a0[1] + drop - 6)} Q${n((a0[0] + b1[0]) / 2)} ${n((a0[1] + b1[1]) / 2 + drop - 2)} ${n(b1[0] - 1)} ${n(b1[1] + drop - 6)}" fill="none" stroke="${shade(up, 0.35)}" stroke-width="1.4" stroke-dasharray="3 3" opacity="0.7"/>` +
    `<path d="M${n(lx + 5)} ${n(cy)} Q${n(cx)} ${n(cy - 7)} ${n(rx - 5)} ${n(cy)} Q${n(cx)} ${n(cy + 7)} ${n(lx + 5)} ${n(cy)} Z" fill="${shade(up, -0.7)}"/>`
  );
}

/** The loafer's vamp from the throat to the toe. */
const VAMP: Curve = [
  [224, -126],
  [320, -140],
  [430, -110],
  [500, -64],
];

export const loafers: Drawer = (ctx) => {
  const [suede, sole] = ctx.r.pick([
    ['#b07a45', '#4a3020'],
    ['#c08a52', '#3b2616'],
    ['#26345a', '#2a1d14'],
    ['#2f3d66', '#3b2616'],
    ['#5d3a22', '#2a1a10'],
    ['#7a4a2a', '#2e1d12'],
  ] as const);
  const tassel = ctx.r.chance(0.45);
  const lining = ctx.r.pick(['#c8a27a', '#d9bf96', '#a8784e']);
  // Suede: a matte nap of fine specks, shared by both shoes.
  const nap = ctx.id('nap');
  ctx.defs.push(
    `<pattern id="${nap}" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="1.5" cy="2" r="1" fill="#000" opacity="0.16"/><circle cx="5" cy="4.6" r="0.9" fill="#fff" opacity="0.12"/><circle cx="2.6" cy="5.8" r="0.7" fill="#000" opacity="0.12"/></pattern>`,
  );
  const one: One = (c) => {
    const up = suede;
    const seam = shade(up, -0.45);
    const upper = `M2 -44 C-8 -86 -8 -126 8 -146 Q86 -138 160 -118 Q196 -110 224 -126 C320 -140 430 -110 500 -64 Q530 -48 526 -36 ${SOLE_TOP} Z`;
    const cp = clip(c, `<path d="${upper}"/>`);
    // The moccasin apron, seen a little from above: an oval plate ringed by a raised seam.
    const apron = strip(
      VAMP,
      0.02,
      1,
      [5, -16],
      (s) => (s < 0.3 ? 0.75 + s : 1.05 * (1 - ((s - 0.3) / 0.7) ** 1.6)),
      12,
    );
    const plate = area(apron.near, apron.far);
    const at = (s: number, t: number) => lerp(apron.near[s]!, apron.far[s]!, t);
    const strap = tassel
      ? // Lacing thong round the collar, tied in a knot on the apron with two tassels hanging over the side.
        `<path d="M10 -140 Q86 -132 160 -112 Q196 -104 ${n(at(1, 0.3)[0])} ${n(at(1, 0.3)[1])}" fill="none" stroke="${shade(up, -0.35)}" stroke-width="4"/>` +
        [
          [246, -104],
          [270, -108],
        ]
          .map(
            ([x, y]) =>
              `<path d="M${n(at(1, 0.4)[0])} ${n(at(1, 0.4)[1])} Q${x! + 4} ${y! - 16} ${x} ${y}" fill="none" stroke="${shade(up, -0.4)}" stroke-width="3.5"/>` +
              `<circle cx="${x}" cy="${y! + 3}" r="7" fill="${shade(up, -0.25)}"/>` +
              `<path d="M${x! - 8} ${y! + 6} L${x! + 8} ${y! + 6} L${x! + 12} ${y! + 38} Q${x} ${y! + 44} ${x! - 12} ${y! + 38} Z" fill="${lin(
                c,
                [
                  [0, shade(up, 0.05)],
                  [1, shade(up, -0.45)],
                ],
              )}"/>` +
              `<path d="M${x! - 6} ${y! + 14} L${x! - 8} ${y! + 38} M${x} ${y! + 14} L${x} ${y! + 41} M${x! + 6} ${y! + 14} L${x! + 8} ${y! + 38}" stroke="${shade(up, -0.55)}" stroke-width="1.4"/>`,
          )
          .join('') +
        `<ellipse cx="${n(at(1, 0.4)[0])}" cy="${n(at(1, 0.4)[1])}" rx="11" ry="7" fill="${shade(up, -0.2)}"/>`
      : pennyStrap(c, up, seam, at);
    return (
      heelAndSole(c, sole, shade(sole, 0.55)) +
      // The open throat: the dark inside, with the far side's lining catching the light along its rim.
      `<path d="M8 -146 Q110 -168 ${n(apron.far[0]![0])} ${n(apron.far[0]![1])} L224 -126 Q196 -110 160 -118 Q86 -138 8 -146 Z" fill="${lin(
        c,
        [
          [0, shade(lining, -0.35)],
          [1, shade(lining, -0.8)],
        ],
      )}"/>` +
      `<path d="M10 -146 Q110 -166 ${n(apron.far[0]![0])} ${n(apron.far[0]![1])}" fill="none" stroke="${lining}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M10 -148 Q110 -170 ${n(apron.far[0]![0])} ${n(apron.far[0]![1] - 2)}" fill="none" stroke="${shade(up, -0.3)}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="${upper}" fill="${hide(c, up, 0.14, -0.22)}"/>` +
      `<path d="${plate}" fill="${lin(c, [
        [0, shade(up, 0.18)],
        [1, shade(up, 0.04)],
      ])}"/>` +
      `<path d="${plate}" fill="url(#${nap})"/>` +
      `<path d="${line(apron.far)}" fill="none" stroke="${seam}" stroke-width="4" stroke-linecap="round"/>` +
      `<g clip-path="${cp}">` +
      `<rect x="-10" y="-150" width="550" height="150" fill="url(#${nap})"/>` +
      roundness(c, shade(up, -0.6), 0.8) +
      glint(c, 330, -104, 150, 22, 12, 0.14) +
      // The near side of the apron seam running round to the toe.
      `<path d="M236 -116 C322 -128 424 -100 490 -58 Q514 -40 512 -20" fill="none" stroke="${seam}" stroke-width="5"/>` +
      `<path d="M236 -121 C322 -133 424 -105 492 -62 Q518 -44 516 -22" fill="none" stroke="${shade(up, 0.3)}" stroke-width="1.8" opacity="0.5"/>` +
      `<path d="M236 -108 C322 -120 420 -92 484 -52 Q504 -36 502 -18" fill="none" stroke="${shade(up, 0.35)}" stroke-width="1.4" stroke-dasharray="3 4" opacity="0.6"/>` +
      `<path d="M8 -144 Q86 -136 160 -116 Q196 -108 224 -124" fill="none" stroke="${shade(up, -0.4)}" stroke-width="5"/>` +
      `<path d="M60 -138 C78 -110 80 -80 70 -46" fill="none" stroke="${seam}" stroke-width="2" opacity="0.6"/>` +
      `</g>` +
      strap
    );
  };
  return pair(ctx, one, 530, sparkle(480, -76, 8, 0.5), 50, 110, 1.06);
};

/** The boot's lacing line, from the top hooks down to the lowest eyelet. */
const LACING: Curve = [
  [182, -328],
  [196, -262],
  [236, -214],
  [300, -182],
];

export const hikingBoots: Drawer = (ctx) => {
  const [leather, panel] = ctx.r.pick([
    ['#6b4a2e', '#3e2a1a'],
    ['#8a6a45', '#4a3a28'],
    ['#7a5a3a', '#3b3f45'],
    ['#5f6368', '#2f3236'],
    ['#5b6236', '#33371f'],
    ['#9c7a52', '#55402a'],
  ] as const);
  const accent = ctx.r.pick(['#ea580c', '#dc2626', '#eab308', '#0d9488', '#2563eb', '#65a30d']);
  const mid = ctx.r.pick(['#d9d2c3', '#b8a68a', '#e7e2d6', accent]);
  const rubber = '#26231f';
  const one: One = (c) => {
    const up = leather;
    const pan = panel;
    const upper =
      'M6 -54 C-10 -90 -12 -150 4 -190 C14 -222 10 -252 2 -280 Q0 -304 24 -308 Q80 -310 130 -292 L150 -326 C196 -262 236 -214 300 -182 C372 -150 440 -140 474 -116 C500 -96 506 -66 492 -54 Z';
    const cp = clip(c, `<path d="${upper}"/>`);
    // Lugged outsole: a chunky rubber band with deep teeth cut into the tread, a thick midsole above it.
    const teeth: string[] = [];
    for (let x = 14; x < 440; x += 34) teeth.push(`L${x} 0 L${x + 5} -11 L${x + 17} -11 L${x + 22} 0`);
    const outsole = `M-8 -28 L-6 -6 Q-4 0 6 0 ${teeth.join(' ')} L452 0 Q490 -2 506 -26 Q510 -34 500 -36 L-8 -36 Z`;
    const lacing = strip(LACING, 0, 1, [20, -10], (s) => 1 - 0.75 * s ** 2, 5);
    const near = lacing.near.map((p) => [p[0] - 6, p[1] + 3] as P2);
    const far = lacing.far.map((p) => [p[0] - 2, p[1] + 1] as P2);
    const lace = accent;
    const cross: string[] = [];
    for (let i = 0; i < 5; i++)
      cross.push(
        `<path d="M${n(near[i + 1]![0])} ${n(near[i + 1]![1])} L${n(far[i]![0])} ${n(far[i]![1])}" stroke="${shade(accent, -0.3)}" stroke-width="5" stroke-linecap="round"/>`,
        `<path d="M${n(near[i]![0])} ${n(near[i]![1])} L${n(far[i + 1]![0])} ${n(far[i + 1]![1])}" stroke="${lace}" stroke-width="5.5" stroke-linecap="round"/>`,
      );
    const hardware = near
      .map(([x, y], i) =>
        i > 2
          ? `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="#a8a29e" stroke="#44403c" stroke-width="2"/>`
          : `<path d="M${n(x - 12)} ${n(y + 6)} L${n(x - 2)} ${n(y - 2)} Q${n(x + 4)} ${n(y - 12)} ${n(x + 12)} ${n(y - 8)} L${n(x + 10)} ${n(y - 2)}" fill="none" stroke="#3f3b37" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
            `<path d="M${n(x - 11)} ${n(y + 4)} L${n(x - 3)} ${n(y - 3)} Q${n(x + 2)} ${n(y - 10)} ${n(x + 8)} ${n(y - 9)}" fill="none" stroke="#d6d3d1" stroke-width="2" stroke-linecap="round"/>`,
      )
      .join('');
    const [bx, by] = near[0]!;
    return (
      `<path d="${outsole}" fill="${rubber}"/>` +
      `<path d="M-8 -36 L500 -36" stroke="#4a443d" stroke-width="2"/>` +
      `<path d="M-8 -36 Q-12 -52 0 -56 L478 -56 Q504 -52 502 -38 L500 -34 L-8 -34 Z" fill="${lin(c, [
        [0, shade(mid, 0.15)],
        [1, shade(mid, -0.18)],
      ])}"/>` +
      `<path d="M30 -45 L470 -45" stroke="${shade(mid, -0.3)}" stroke-width="2" stroke-dasharray="10 8" opacity="0.6"/>` +
      // Padded tongue rising above the collar, behind the lacing.
      `<path d="M144 -318 Q150 -352 182 -350 Q210 -346 206 -330 L196 -300 L150 -300 Z" fill="${lin(c, [
        [0, shade(panel, 0.25)],
        [1, pan],
      ])}"/>` +
      `<path d="${upper}" fill="${hide(c, up, 0.2, -0.25)}"/>` +
      `<path d="${area(lacing.near, lacing.far)}" fill="${lin(c, [
        [0, shade(panel, 0.2)],
        [1, shade(panel, -0.1)],
      ])}"/>` +
      `<g clip-path="${cp}">` +
      // Heel counter, a lace stay along the lacing and a mid overlay, all in the darker suede, stitched.
      `<path d="M-20 -70 L-20 -212 Q34 -206 66 -164 Q92 -122 98 -70 Z" fill="${pan}"/>` +
      `<path d="M${n(near[0]![0] - 34)} ${n(near[0]![1] + 10)} C196 -240 244 -196 ${n(near[5]![0] - 10)} ${n(near[5]![1] + 34)} Q${n(near[5]![0] + 36)} ${n(near[5]![1] + 36)} 338 -170 L300 -182 C236 -214 196 -262 182 -328 Z" fill="${pan}"/>` +
      `<path d="M${n(near[0]![0] - 28)} ${n(near[0]![1] + 12)} C190 -236 238 -190 ${n(near[5]![0] - 6)} ${n(near[5]![1] + 28)}" fill="none" stroke="${shade(up, 0.35)}" stroke-width="1.6" stroke-dasharray="4 3" opacity="0.6"/>` +
      `<path d="M200 -70 Q210 -140 250 -204 L280 -190 Q248 -130 250 -70 Z" fill="${pan}" opacity="0.9"/>` +
      `<path d="M-20 -212 Q34 -206 66 -164 Q92 -122 98 -70 M204 -70 Q214 -140 252 -200 M246 -70 Q244 -130 276 -188" fill="none" stroke="${shade(up, 0.35)}" stroke-width="1.6" stroke-dasharray="4 3" opacity="0.6"/>` +
      // Rubber rand round the bottom, rising into a toe bumper.
      `<path d="M-20 -54 L-20 -72 Q120 -68 250 -74 Q350 -80 400 -98 Q450 -118 520 -112 L520 -54 Z" fill="${lin(
        c,
        [
          [0, '#3a3530'],
          [1, '#201d1a'],
        ],
      )}"/>` +
      `<path d="M-20 -72 Q120 -68 250 -74 Q350 -80 400 -98 Q450 -118 520 -112" fill="none" stroke="#6b645c" stroke-width="2"/>` +
      roundness(c, shade(up, -0.7), 0.7) +
      `</g>` +
      // The collar's opening, the padded collar rolled round it and a pull loop at the back.
      `<path d="M20 -306 Q84 -322 150 -310 Q84 -300 20 -306 Z" fill="#1a1714"/>` +
      `<path d="M8 -298 Q-2 -322 14 -326 Q26 -322 24 -304" fill="none" stroke="${shade(accent, -0.1)}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M4 -282 Q2 -300 24 -302 Q84 -306 138 -290" fill="none" stroke="${lin(c, [
        [0, shade(panel, 0.35)],
        [1, shade(panel, -0.2)],
      ])}" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M6 -290 Q6 -306 24 -308 Q84 -312 138 -298" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M10 -276 Q30 -292 84 -294 Q116 -292 136 -284" fill="none" stroke="${shade(panel, -0.5)}" stroke-width="2" opacity="0.6"/>` +
      cross.join('') +
      hardware +
      // Bow at the top hooks.
      `<path d="M${n(bx + 6)} ${n(by - 6)} q-30 -18 -36 0 q14 10 36 0 q8 -32 28 -24 q0 14 -28 24" fill="none" stroke="${lace}" stroke-width="5" stroke-linejoin="round"/>` +
      `<path d="M${n(bx + 6)} ${n(by - 6)} q-12 24 -26 36 M${n(bx + 6)} ${n(by - 6)} q6 24 2 44" fill="none" stroke="${lace}" stroke-width="4.5" stroke-linecap="round"/>` +
      glint(c, 440, -110, 40, 10, 24, 0.5)
    );
  };
  return pair(ctx, one, 500, sparkle(452, -112, 10, 0.75), 52, 124);
};

// ---------------------------------------------------------------------------------------------------------------
// Peshawari chappal, seen from above at an angle so the crossed straps read.

/** Half-width of the sole at distance u from the heel (sole length 330): round heel, broad ball, pointed nose. */
const LEN = 330;
function halfWidth(u: number): number {
  if (u < 40) return 40 * Math.sqrt(Math.max(0, 1 - ((40 - u) / 40) ** 2)) + 2;
  if (u < 226) return 42 + ((u - 40) / 186) * 22;
  const t = (u - 226) / (LEN - 226);
  return 64 * Math.sqrt(Math.max(0, 1 - t ** 1.7));
}

type ChappalColours = { sole: string; leather: string; strap: string; stitch: string };

const pt = ([x, y]: P2) => `${n(x)} ${n(y)}`;

/** A smooth run on from the first point through the rest (quadratics through the midpoints), ending on the last. */
function through(pts: P2[]): string {
  let d = '';
  for (let i = 1; i < pts.length - 1; i++) d += ` Q${pt(pts[i]!)} ${pt(lerp(pts[i]!, pts[i + 1]!, 0.5))}`;
  return `${d} L${pt(pts[pts.length - 1]!)}`;
}

/** A smooth closed outline round the points. */
function loop(pts: P2[]): string {
  let d = `M${pt(lerp(pts[pts.length - 1]!, pts[0]!, 0.5))}`;
  pts.forEach((p, i) => {
    d += ` Q${pt(p)} ${pt(lerp(p, pts[(i + 1) % pts.length]!, 0.5))}`;
  });
  return `${d} Z`;
}

/** One chappal, heel at plan point (x, y), pointing along the floor angle `a` (radians), drawn 1.5× life. */
function chappalOne(ctx: Ctx, x: number, y: number, a: number, cols: ChappalColours): string {
  const T = 24;
  const S = 1.5;
  const cu = Math.cos(a);
  const su = Math.sin(a);
  /** Local (u along the foot, w across it, towards the far side, z up) to the picture; the nose lifts a little. */
  const P = (u: number, w: number, z: number): P2 => {
    const lift = u > 280 ? ((u - 280) / 50) ** 2 * 8 : 0;
    return proj([S * (x + u * cu - w * su), S * (y + u * su + w * cu), S * (z + lift)]);
  };
  /** Round the sole at height z, points bunched towards the heel and the nose where it turns. */
  const outline = (z: number, inset = 0) => {
    const pts: P2[] = [];
    const steps = 12;
    const at = (i: number) => inset + ((LEN - 2 * inset) * (1 - Math.cos((Math.PI * i) / steps))) / 2;
    for (let i = 1; i < steps; i++) pts.push(P(at(i), Math.max(0, halfWidth(at(i)) - inset), z));
    pts.push(P(LEN - inset, 0, z));
    for (let i = steps - 1; i > 0; i--) pts.push(P(at(i), -Math.max(0, halfWidth(at(i)) - inset), z));
    pts.push(P(inset, 0, z));
    return pts;
  };
  const band = (z0: number, z1: number) => loop(hullOf([...outline(z0), ...outline(z1)]));
  const edge = shade(cols.strap, -0.5);
  /** A wide strap arching over the foot from the near side at u0 to the far side at u1, wd wide along the foot. */
  /** `reach` below 1 stops the far end short of the far edge, where a narrow strap turns down out of sight. */
  const strap = (u0: number, u1: number, wd: number, h: number, fill: string, reach = 1) => {
    const e0: P2[] = [];
    const e1: P2[] = [];
    const s0: P2[] = [];
    const s1: P2[] = [];
    const steps = 10;
    for (let i = 0; i <= steps; i++) {
      const t = (i / steps) * reach;
      const s = t * 2 - 1;
      const u = u0 + (u1 - u0) * t;
      const arch = Math.sqrt(Math.max(0, 1 - s * s));
      // Narrower towards the nose, so lower there too: the arch keeps its shape across the strap.
      const at = (du: number) => {
        const hw = halfWidth(u + du) + 2;
        return P(u + du, s * hw, T + 1 + h * arch * Math.min(1, hw / (halfWidth(u) + 2)));
      };
      e0.push(at(-wd / 2));
      e1.push(at(wd / 2));
      s0.push(at(-wd / 2 + 7));
      s1.push(at(wd / 2 - 7));
    }
    e1.reverse();
    return (
      `<path d="M${pt(e0[0]!)}${through(e0)} L${pt(e1[0]!)}${through(e1)} Z" fill="${fill}" stroke="${edge}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M${pt(s0[0]!)}${through(s0)} M${pt(s1[0]!)}${through(s1)}" fill="none" stroke="${cols.stitch}" stroke-width="1.8" stroke-dasharray="4 3" opacity="0.85"/>`
    );
  };
  const strapFill = (t: number) =>
    lin(ctx, [
      [0, shade(cols.strap, 0.25 + t)],
      [0.55, shade(cols.strap, t)],
      [1, shade(cols.strap, -0.3 + t)],
    ]);
  // Heel strap: a band round the back of the heel, standing on the sole, sloping down to its ends.
  const heel = (side: 1 | -1, lo: boolean) => {
    const pts: P2[] = [];
    for (let i = 0; i <= 9; i++) {
      const u = 118 - (i * 118) / 9;
      const z = T + 16 * Math.min(1, (118 - u) / 40) + (lo ? 0 : 20);
      pts.push(P(u, side * (halfWidth(u) - 2), z));
    }
    return pts;
  };
  const heelBand = (side: 1 | -1) => {
    const hi = heel(side, false);
    const lo = heel(side, true).reverse();
    return `M${pt(hi[0]!)}${through(hi)} L${pt(lo[0]!)}${through(lo)} Z`;
  };
  const [bx, by] = P(74, -halfWidth(74) - 1, T + 24);
  const [gx, gy] = P(250, -8, T + 40);
  return (
    // Sole: a dark tread layer, then the thick stitched leather sole, then the insole with its own stitching.
    `<path d="${band(0, 7)}" fill="${shade(cols.sole, -0.6)}"/>` +
    `<path d="${band(6, T)}" fill="${lin(ctx, [
      [0, shade(cols.sole, 0.15)],
      [1, shade(cols.sole, -0.3)],
    ])}"/>` +
    `<path d="${loop(outline(T - 9))}" fill="none" stroke="${cols.stitch}" stroke-width="2.2" stroke-dasharray="5 4" opacity="0.9"/>` +
    `<path d="${loop(outline(T))}" fill="${lin(ctx, [
      [0, shade(cols.leather, 0.2)],
      [1, shade(cols.leather, -0.12)],
    ])}" stroke="${shade(cols.leather, -0.35)}" stroke-width="1.5"/>` +
    `<path d="${loop(outline(T, 10))}" fill="none" stroke="${shade(cols.leather, -0.4)}" stroke-width="1.6" stroke-dasharray="4 3" opacity="0.8"/>` +
    // Far half of the heel strap, the crossed straps and toe piece over the forefoot, then the near half and buckle.
    `<path d="${heelBand(1)}" fill="${shade(cols.strap, -0.3)}" stroke="${edge}" stroke-width="1.5"/>` +
    strap(290, 290, 54, 26, strapFill(0.08), 0.95) +
    strap(136, 256, 66, 46, strapFill(-0.06)) +
    strap(256, 136, 66, 46, strapFill(0.02)) +
    `<path d="${heelBand(-1)}" fill="${strapFill(0)}" stroke="${edge}" stroke-width="1.5"/>` +
    rr(bx - 9, by - 12, 18, 22, 3, `fill="none" stroke="#d4a537" stroke-width="4"`) +
    `<path d="M${n(bx)} ${n(by - 10)} L${n(bx)} ${n(by + 8)}" stroke="#f1d08a" stroke-width="2.5"/>` +
    sparkle(gx, gy, 10, 0.75)
  );
}

export const chappal: Drawer = (ctx) => {
  const [sole, leather, strap, stitch] = ctx.r.pick([
    ['#5a3a22', '#b07a45', '#6b4226', '#ecd6ac'],
    ['#2a211c', '#4a3e36', '#1f1a17', '#cbb68c'],
    ['#6b4a2e', '#d2a06a', '#a8683a', '#f5e4c3'],
    ['#3b2616', '#8a5a34', '#4a2c18', '#e3c697'],
    ['#3a2a1e', '#c08a52', '#8b5a2b', '#fbe7c4'],
  ] as const);
  const a = ctx.r.range(-0.26, -0.18);
  // The far chappal is the near one moved back along the floor (a shift on the picture too) and darkened.
  const id = ctx.id('ch');
  ctx.defs.push(`<g id="${id}">${chappalOne(ctx, -165, 110, a, { sole, leather, strap, stitch })}</g>`);
  const [x0, y0] = proj([0, 0, 0]);
  const [x1, y1] = proj([52, 210, 0]);
  const dim = ctx.id('d');
  ctx.defs.push(
    `<filter id="${dim}"><feColorMatrix type="matrix" values="0.76 0 0 0 0 0 0.76 0 0 0 0 0 0.76 0 0 0 0 0 1 0"/></filter>`,
  );
  return (
    shadow(ctx, 400, 600, 250, 34) +
    `<use href="#${id}" transform="translate(${n(x1 - x0)} ${n(y1 - y0)})" filter="url(#${dim})"/>` +
    `<use href="#${id}"/>`
  );
};

// ---------------------------------------------------------------------------------------------------------------

/** Jamawar cloth: an ogee lattice of tone-on-tone paisleys outlined in gold, with small gold flowers between. */
function jamawar(ctx: Ctx, base: string, gold: string): string {
  const id = ctx.id('jw');
  const tone = mix(base, gold, 0.28);
  const boteh = (x: number, y: number, flip: number) =>
    `<g transform="translate(${x} ${y}) scale(${flip} 1)">` +
    `<path d="M0 10 C-9 10 -11 0 -6 -5 C-2 -9 3 -9 3 -16 C9 -10 9 2 5 6 C3 9 2 10 0 10 Z" fill="${tone}" stroke="${gold}" stroke-width="1"/>` +
    `<path d="M0 6 C-5 6 -6 0 -2 -2 Q1 -4 1 -8" fill="none" stroke="${gold}" stroke-width="0.9"/>` +
    `<circle cx="0" cy="3" r="1.6" fill="${gold}"/></g>`;
  const flower = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})" fill="${gold}"><circle r="1.8"/><circle cx="3.6" r="1.1"/><circle cx="-3.6" r="1.1"/><circle cy="3.6" r="1.1"/><circle cy="-3.6" r="1.1"/></g>`;
  ctx.defs.push(
    `<pattern id="${id}" width="40" height="52" patternUnits="userSpaceOnUse">` +
      `<rect width="40" height="52" fill="${base}"/>` +
      `<path d="M0 26 Q14 20 20 0 Q26 20 40 26 Q26 32 20 52 Q14 32 0 26" fill="none" stroke="${gold}" stroke-width="0.8" opacity="0.45"/>` +
      boteh(20, 27, 1) +
      boteh(0, 1, -1) +
      boteh(40, 1, -1) +
      boteh(0, 53, -1) +
      boteh(40, 53, -1) +
      flower(0, 26) +
      flower(40, 26) +
      flower(20, 0) +
      flower(20, 52) +
      `</pattern>`,
  );
  return `url(#${id})`;
}

export const waistcoat: Drawer = (ctx) => {
  const [base, gold] = ctx.r.pick([
    ['#6b1524', '#e0b656'],
    ['#1d2a4a', '#d9b15a'],
    ['#17171a', '#d4a537'],
    ['#173d2c', '#e2c170'],
    ['#5a0f1e', '#f0cf7a'],
    ['#22305a', '#e6c36e'],
  ] as const);
  const collar = ctx.r.chance(0.55);
  const lining = shade(base, -0.5);
  const dark = shade(base, -0.35);
  // Front panels on an invisible form: narrow shoulders, deep armholes, a V opening and two pointed front tips.
  const body =
    'M350 148 L272 174 C292 228 284 292 236 330 Q228 460 238 592 L300 614 L395 642 L400 634 L405 642 L500 614 L562 592 Q572 460 564 330 C516 292 508 228 528 174 L450 148 Q426 168 400 170 Q374 168 350 148 Z';
  const vOpen = collar
    ? 'M354 152 L398 362 L402 362 L446 152 Q424 170 400 172 Q376 170 354 152 Z'
    : 'M348 150 L398 362 L402 362 L452 150 Q428 168 400 170 Q372 168 348 150 Z';
  const cp = clip(ctx, `<path d="${body}"/>`);
  const cloth = jamawar(ctx, base, gold);
  const button = lin(ctx, [
    [0, '#fff3c4'],
    [0.5, gold],
    [1, shade(gold, -0.45)],
  ]);
  const buttons = [388, 432, 476, 520, 564]
    .map(
      (y) =>
        `<circle cx="406" cy="${y}" r="7.5" fill="${button}" stroke="${shade(gold, -0.5)}" stroke-width="1.2"/>` +
        `<circle cx="404" cy="${y - 2}" r="2" fill="#fff" opacity="0.7"/>`,
    )
    .join('');
  const pipe = (d: string) =>
    `<path d="${d}" fill="none" stroke="${gold}" stroke-width="3.5" stroke-linejoin="round"/>`;
  const welt = (x: number, y: number, w: number, a: number) =>
    rr(
      x,
      y,
      w,
      9,
      2,
      `fill="${dark}" stroke="${gold}" stroke-width="2" transform="rotate(${a} ${x + w / 2} ${y + 4})"`,
    );
  return (
    shadow(ctx, 400, 636, 180, 10, 0.8) +
    // The inside of the back, seen through the neck and the armholes.
    `<path d="M350 148 L272 174 L236 334 L564 334 L528 174 L450 148 Z" fill="${lin(ctx, [
      [0, shade(lining, 0.15)],
      [1, shade(lining, -0.3)],
    ])}"/>` +
    `<path d="${body}" fill="${cloth}" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/>` +
    `<g clip-path="${cp}">` +
    // Light from the upper left, shade at the sides and towards the hem, soft folds at the waist.
    `<rect x="220" y="140" width="360" height="510" fill="${lin(
      ctx,
      [
        [0, '#000', 0.4],
        [0.2, '#000', 0],
        [0.36, '#fff', 0.14],
        [0.55, '#fff', 0],
        [0.8, '#000', 0.06],
        [1, '#000', 0.45],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect x="220" y="140" width="360" height="510" fill="${lin(ctx, [
      [0, '#fff', 0.08],
      [0.5, '#fff', 0],
      [1, '#000', 0.22],
    ])}"/>` +
    folds(ctx, 260, 540, 380, 620, shade(base, -0.7)) +
    welt(304, 262, 54, -4) +
    welt(266, 498, 80, -7) +
    welt(454, 498, 80, 7) +
    `<path d="M399 362 L399 640" stroke="${shade(base, -0.6)}" stroke-width="3"/>` +
    `</g>` +
    `<path d="${vOpen}" fill="${lin(ctx, [
      [0, lining],
      [1, shade(lining, -0.4)],
    ])}"/>` +
    // Gold piping round the armholes, down the fronts and along the hem.
    pipe('M272 174 C292 228 284 292 236 330 M528 174 C508 228 516 292 564 330') +
    pipe(`${collar ? 'M354 152' : 'M348 150'} L398 362 L398 640`) +
    pipe(`${collar ? 'M446 152' : 'M452 150'} L404 362`) +
    pipe('M238 592 L300 614 L395 642 M562 592 L500 614 L405 642') +
    (collar
      ? // A standing mandarin collar of the same cloth.
        `<path d="M340 150 Q400 190 460 150 L456 128 Q400 166 344 128 Z" fill="${cloth}"/>` +
        `<path d="M340 150 Q400 190 460 150 L456 128 Q400 166 344 128 Z" fill="#000" opacity="0.18" stroke="${gold}" stroke-width="3" stroke-linejoin="round"/>`
      : `<path d="M350 148 L272 174 M450 148 L528 174" stroke="${gold}" stroke-width="3"/>`) +
    buttons +
    sparkle(312, 226, 10, 0.6)
  );
};
