// Store logos and covers, and Bazaar's own logo/icon.
import { BRAND_PALETTES, hashString, mix, shade } from './palette.ts';
import { blur, type Ctx, clip, doc, esc, FONT, fitLines, lin, makeCtx, n, rad, textWidth } from './svg.ts';

/** One or two initials from a store name ("Karachi Kitchen" → "KK", "Lahori" → "L"). */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-_&+/.,]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => [...w][0]!.toUpperCase());
  return letters.join('') || 'B';
}

const prefixFor = (tag: string, name: string, seed: number) =>
  `${tag}${(hashString(`${name}|${seed}`) % 1679616).toString(36)}`;

/** Small emblems drawn in a 100×100 box centred on 0,0. */
const EMBLEMS: Record<string, (c: string) => string> = {
  bag: (c) =>
    `<path d="M-34 -14 L34 -14 L40 44 L-40 44 Z" fill="${c}"/><path d="M-18 -12 Q-18 -44 0 -44 Q18 -44 18 -12" fill="none" stroke="${c}" stroke-width="8"/>`,
  leaf: (c) =>
    `<path d="M-38 38 C-46 -20 0 -46 42 -42 C46 0 20 46 -38 38 Z" fill="${c}"/><path d="M-34 34 L30 -30" stroke="#000" stroke-opacity="0.18" stroke-width="5"/>`,
  star: (c) =>
    `<path d="M0 -46 L13 -14 L46 -12 L20 9 L29 42 L0 23 L-29 42 L-20 9 L-46 -12 L-13 -14 Z" fill="${c}"/>`,
  crescent: (c) =>
    `<path d="M10 -44 A46 46 0 1 0 10 44 A36 36 0 1 1 10 -44 Z" fill="${c}"/><path d="M30 -16 l6 12 13 2 -10 9 3 13 -12 -7 -12 7 3 -13 -10 -9 13 -2 Z" fill="${c}"/>`,
  diamond: (c) =>
    `<path d="M-40 -14 L-22 -40 L22 -40 L40 -14 L0 42 Z" fill="${c}"/><path d="M-40 -14 L40 -14 M-22 -40 L-8 -14 L0 42 L8 -14 L22 -40" stroke="#000" stroke-opacity="0.2" stroke-width="3" fill="none"/>`,
  cup: (c) =>
    `<path d="M-36 -16 L28 -16 L22 30 Q-6 40 -30 30 Z" fill="${c}"/><path d="M26 -6 Q48 -6 44 12 Q40 26 22 24" fill="none" stroke="${c}" stroke-width="7"/><path d="M-14 -26 q-8 -12 0 -24 M6 -26 q-8 -12 0 -24" stroke="${c}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
};

const HINTS: [RegExp, string][] = [
  [/kitchen|food|chai|tea|cafe|dhaba|bakery|biryani|karahi/i, 'cup'],
  [/jewel|bangle|gold|gem|diamond|zevar/i, 'diamond'],
  [/beauty|glow|star|cosmetic|salon/i, 'star'],
  [/fresh|fruit|mango|organic|green|sabzi|garden|plant|herb/i, 'leaf'],
  [/eid|chand|noor|moon|hilal/i, 'crescent'],
  [/fashion|jutti|khussa|cloth|wear|bag|store|mart|bazaar|shop/i, 'bag'],
];

/** Pick an emblem that suits the store's name, if any word hints at one. */
function emblemFor(name: string): string | undefined {
  return HINTS.find(([re]) => re.test(name))?.[1];
}

/** Text set along the top arc of a circle, one rotated glyph at a time (renderers without textPath support). */
function arcText(label: string, cx: number, cy: number, r: number, fill: string): string {
  const chars = [...label];
  const size = Math.min(30, Math.max(16, 420 / Math.max(8, chars.length)));
  const widths = chars.map((c) => textWidth(c, size) + size * 0.12);
  const total = widths.reduce((a, b) => a + b, 0);
  let angle = -((total / r) * 180) / Math.PI / 2;
  return chars
    .map((c, i) => {
      const w = widths[i]!;
      const mid = angle + ((w / 2 / r) * 180) / Math.PI;
      angle += ((w / r) * 180) / Math.PI;
      const rad0 = ((mid - 90) * Math.PI) / 180;
      const x = cx + Math.cos(rad0) * r;
      const y = cy + Math.sin(rad0) * r;
      return c === ' '
        ? ''
        : `<text x="${n(x)}" y="${n(y)}" transform="rotate(${n(mid)} ${n(x)} ${n(y)})" font-family="${FONT}" font-weight="700" font-size="${n(size)}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${esc(c)}</text>`;
    })
    .join('');
}

export function storeLogo(name: string, seed: number): string {
  const ctx = makeCtx(seed, `logo:${name}`, prefixFor('lg', name, seed));
  const [primary, secondary, accent, ink] = ctx.r.pick(BRAND_PALETTES);
  const style = ctx.r.pick(['initials', 'emblem', 'ring'] as const);
  const letters = initials(name);
  const bg = lin(
    ctx,
    [
      [0, secondary],
      [1, primary],
    ],
    0,
    0,
    1,
    1,
  );
  const gloss = rad(
    ctx,
    [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ],
    0.3,
    0.2,
    0.7,
  );
  const parts: string[] = [
    `<circle cx="200" cy="200" r="196" fill="${bg}"/>`,
    `<circle cx="200" cy="200" r="196" fill="${gloss}"/>`,
    `<circle cx="200" cy="200" r="172" fill="none" stroke="${accent}" stroke-width="4" opacity="0.8"${style === 'ring' ? ' stroke-dasharray="2 10" stroke-linecap="round"' : ''}/>`,
  ];
  const emblem = EMBLEMS[emblemFor(name) ?? ctx.r.pick(Object.keys(EMBLEMS))]!;
  const size = letters.length > 1 ? 150 : 190;
  if (style === 'emblem') {
    parts.push(`<g transform="translate(200 150) scale(1.25)">${emblem(accent)}</g>`);
    parts.push(
      `<text x="200" y="290" font-family="${FONT}" font-weight="700" font-size="84" text-anchor="middle" fill="#ffffff" letter-spacing="4">${esc(letters)}</text>`,
    );
  } else {
    if (style === 'initials') {
      const disc = clip(ctx, '<circle cx="200" cy="200" r="196"/>');
      parts.push(
        `<g clip-path="${disc}"><g transform="translate(290 270) rotate(-14) scale(2.8)" opacity="0.13">${emblem('#ffffff')}</g></g>`,
      );
    }
    if (style === 'ring') {
      parts.push(arcText(name.toUpperCase().slice(0, 26), 200, 200, 142, accent));
      parts.push(`<g transform="translate(200 322) scale(0.42)">${emblem(accent)}</g>`);
    }
    parts.push(
      `<text x="200" y="${n(200 + size * 0.36)}" font-family="${FONT}" font-weight="700" font-size="${size}" text-anchor="middle" fill="#ffffff">${esc(letters)}</text>`,
    );
  }
  parts.push(
    `<circle cx="200" cy="200" r="195" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="2"/>`,
  );
  return doc(400, 400, ctx.defs, parts.join(''), name);
}

function awning(ctx: Ctx, a: string, b: string, width: number, depth: number): string {
  const stripe = 60;
  const out: string[] = [];
  for (let x = 0, i = 0; x < width; x += stripe, i++) {
    const c = i % 2 ? a : b;
    out.push(
      `<path d="M${x} 0 L${x + stripe} 0 L${x + stripe} ${depth} Q${x + stripe / 2} ${depth + 26} ${x} ${depth} Z" fill="${c}"/>`,
    );
  }
  const fold = lin(ctx, [
    [0, '#000', 0],
    [0.75, '#000', 0],
    [1, '#000', 0.18],
  ]);
  return `<g>${out.join('')}<rect width="${width}" height="${depth}" fill="${fold}"/><rect width="${width}" height="10" fill="#000" opacity="0.2"/></g>`;
}

export function storeCover(name: string, seed: number): string {
  const ctx = makeCtx(seed, `cover:${name}`, prefixFor('cv', name, seed));
  const [primary, secondary, accent, ink] = ctx.r.pick(BRAND_PALETTES);
  const style = ctx.r.pick(['awning', 'shapes', 'tiles'] as const);
  const parts: string[] = [
    `<rect width="1200" height="400" fill="${lin(
      ctx,
      [
        [0, primary],
        [1, shade(secondary, -0.05)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  ];
  const soft = blur(ctx, 2);
  if (style === 'shapes') {
    for (let i = 0; i < 7; i++) {
      const r = ctx.r.range(60, 220);
      parts.push(
        `<circle cx="${n(ctx.r.range(0, 1200))}" cy="${n(ctx.r.range(-40, 440))}" r="${n(r)}" fill="${ctx.r.pick([accent, '#ffffff', ink, secondary])}" opacity="${n(ctx.r.range(0.08, 0.22))}"/>`,
      );
    }
    parts.push(
      `<path d="M0 330 Q300 260 600 320 T1200 300 L1200 400 L0 400 Z" fill="${ink}" opacity="0.18"/>`,
    );
  } else if (style === 'tiles') {
    // Geometric tile pattern, a nod to Multani/Mughal tile work.
    for (let y = 0; y < 400; y += 80)
      for (let x = (y / 80) % 2 ? 40 : 0; x < 1240; x += 80)
        parts.push(
          `<path d="M${x} ${y - 30} L${x + 30} ${y} L${x} ${y + 30} L${x - 30} ${y} Z" fill="${accent}" opacity="0.16"/><circle cx="${x}" cy="${y}" r="7" fill="#fff" opacity="0.25"/>`,
        );
    parts.push(
      `<rect width="1200" height="400" fill="${rad(
        ctx,
        [
          [0, primary, 0.9],
          [1, primary, 0],
        ],
        0.5,
        0.55,
        0.55,
      )}"/>`,
    );
  } else {
    parts.push(`<rect y="0" width="1200" height="400" fill="${mix(primary, '#ffffff', 0.85)}"/>`);
    parts.push(
      `<rect y="300" width="1200" height="100" fill="${shade(primary, -0.2)}"/><rect y="296" width="1200" height="8" fill="${accent}"/>`,
    );
    for (let x = 60; x < 1200; x += 180)
      parts.push(
        `<rect x="${x}" y="170" width="110" height="126" rx="6" fill="${mix(secondary, '#ffffff', 0.55)}" opacity="0.6"/>`,
      );
    parts.push(awning(ctx, primary, '#fffaf0', 1200, 110));
  }
  const { lines, size } = fitLines(name, 860, 1, 84, 34);
  const label = lines[0] ?? '';
  const plateW = Math.min(1000, textWidth(label, size) + 120);
  const plateY = style === 'awning' ? 190 : 200;
  parts.push(
    `<rect x="${n(600 - plateW / 2)}" y="${n(plateY - size * 0.95)}" width="${n(plateW)}" height="${n(size * 1.45)}" rx="${n(size * 0.3)}" fill="${ink}" opacity="0.82" filter="${soft}"/>`,
  );
  parts.push(
    `<rect x="${n(600 - plateW / 2 + 10)}" y="${n(plateY - size * 0.95 + 10)}" width="${n(plateW - 20)}" height="${n(size * 1.45 - 20)}" rx="${n(size * 0.24)}" fill="none" stroke="${accent}" stroke-width="3" opacity="0.9"/>`,
  );
  parts.push(
    `<text x="600" y="${n(plateY + size * 0.12)}" font-family="${FONT}" font-weight="700" font-size="${size}" text-anchor="middle" fill="#ffffff">${esc(label)}</text>`,
  );
  return doc(1200, 400, ctx.defs, parts.join(''), name);
}

const BRAND = {
  green: '#0e7c5a',
  deep: '#0a4f3a',
  saffron: '#f5a623',
  cream: '#fff7e6',
  ink: '#10241c',
} as const;

/** Bazaar's emblem (shopping bag with a market awning and a "B"), drawn in a 512×512 box. */
function emblem(prefix: string, withTile: boolean): { defs: string[]; body: string } {
  const ctx = makeCtx(0, 'bazaar', prefix);
  const tile = withTile
    ? `<rect width="512" height="512" rx="112" fill="${lin(
        ctx,
        [
          [0, '#12a37a'],
          [1, BRAND.deep],
        ],
        0,
        0,
        1,
        1,
      )}"/><rect width="512" height="512" rx="112" fill="${rad(
        ctx,
        [
          [0, '#ffffff', 0.22],
          [1, '#ffffff', 0],
        ],
        0.25,
        0.15,
        0.7,
      )}"/>`
    : '';
  const scallops: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 126 + i * 52;
    scallops.push(
      `<path d="M${x} 196 L${x + 52} 196 L${x + 52} 236 Q${x + 26} 262 ${x} 236 Z" fill="${i % 2 ? BRAND.cream : BRAND.saffron}"/>`,
    );
  }
  const body =
    tile +
    `<path d="M196 180 Q196 96 256 96 Q316 96 316 180" fill="none" stroke="${withTile ? BRAND.cream : BRAND.green}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M118 176 L394 176 Q408 176 408 192 L420 400 Q422 432 390 432 L122 432 Q90 432 92 400 L104 192 Q104 176 118 176 Z" fill="${withTile ? BRAND.cream : BRAND.green}"/>` +
    `<rect x="104" y="176" width="304" height="22" fill="${shade(BRAND.saffron, -0.15)}"/>` +
    scallops.join('') +
    `<text x="256" y="398" font-family="${FONT}" font-weight="800" font-size="150" text-anchor="middle" fill="${withTile ? BRAND.green : BRAND.cream}">B</text>`;
  return { defs: ctx.defs, body };
}

/** Square app icon (512×512). */
export function appIcon(): string {
  const { defs, body } = emblem('bzi', true);
  return doc(512, 512, defs, body, 'Bazaar');
}

/** Horizontal "Bazaar" wordmark with the emblem (760×200). */
export function appLogo(): string {
  const { defs, body } = emblem('bzl', true);
  return doc(
    760,
    200,
    defs,
    `<g transform="translate(10 10) scale(0.3516)">${body}</g>` +
      `<text x="214" y="138" font-family="${FONT}" font-weight="800" font-size="112" fill="${BRAND.ink}" letter-spacing="-2">Bazaar</text>` +
      `<rect x="218" y="160" width="120" height="10" rx="5" fill="${BRAND.saffron}"/>`,
    'Bazaar',
  );
}
