// Store logos: a round badge with initials, an emblem or the name set around a ring.
import { BRAND_PALETTES } from './palette.ts';
import { clip, doc, docId, esc, FONT, lin, makeCtx, n, rad, textWidth } from './svg.ts';

/** One or two initials from a store name ("Karachi Kitchen" → "KK", "Lahori" → "L"). */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-_&+/.,]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => [...w][0]!.toUpperCase());
  return letters.join('') || 'B';
}

/** Small emblems drawn in a 100×100 box centred on 0,0. */
export const EMBLEMS: Record<string, (c: string) => string> = {
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
  const ctx = makeCtx(seed, `logo:${name}`, docId('lg', name, seed));
  const [primary, secondary, accent, ink] = ctx.r.pick(BRAND_PALETTES);
  const picked = ctx.r.pick(['initials', 'emblem', 'ring'] as const);
  // Glyph-by-glyph ring text only suits Latin names (Urdu letters must join), and needs a name at all.
  const latin = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u.test(name) && name.trim() !== '';
  const style = picked === 'ring' && !latin ? 'emblem' : picked;
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
