// Promotional banners, blog covers and category tiles that reuse the product art.
import { PRODUCT_KINDS, type ProductKind } from './kinds.ts';
import { BRAND_PALETTES, hashString, mix, PASTELS, shade } from './palette.ts';
import { productGroup } from './products/index.ts';
import { blur, clip, doc, docId, esc, FONT, fitLines, lin, makeCtx, n, rad, textWidth } from './svg.ts';

/** A product embedded at (cx, cy) with the given scale; returns its markup and defs. */
function embed(kind: ProductKind, seed: number, prefix: string, cx: number, cy: number, scale: number) {
  const g = productGroup(kind, seed, prefix);
  return {
    defs: g.defs,
    body: `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(scale)}) translate(-400 -400)">${g.body}</g>`,
  };
}

/** Round category tile (400×400): pastel disc with the product inside. */
export function categoryIcon(kind: ProductKind, seed: number): string {
  const ctx = makeCtx(seed, `cat:${kind}`, docId('ci', kind, seed));
  const pastel = ctx.r.pick(PASTELS);
  const p = embed(kind, seed, docId('cp', kind, seed), 200, 196, 0.5);
  const disc = clip(ctx, '<circle cx="200" cy="200" r="192"/>');
  const body =
    `<circle cx="200" cy="200" r="192" fill="${rad(
      ctx,
      [
        [0, mix(pastel, '#ffffff', 0.6)],
        [0.7, pastel],
        [1, shade(pastel, -0.06)],
      ],
      0.45,
      0.4,
      0.65,
    )}"/>` +
    `<g clip-path="${disc}">${p.body}</g>` +
    `<circle cx="200" cy="200" r="191" fill="none" stroke="${shade(pastel, -0.15)}" stroke-width="2"/>`;
  return doc(400, 400, [...ctx.defs, ...p.defs], body, kind);
}

function starburst(cx: number, cy: number, r: number, points: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points;
    const rr = i % 2 ? r * 0.84 : r;
    pts.push(`${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

/**
 * 1200×400 promotional banner: headline, subtitle, call to action, sale badge and product art. Without
 * `words`, the picture alone (background and product art, its left half free): the storefront writes
 * the title over it in the shopper's language (decision 217).
 */
export function bannerArt(
  title: string,
  subtitle: string,
  kind: ProductKind,
  seed: number,
  { words = true }: { words?: boolean } = {},
): string {
  const ctx = makeCtx(seed, `banner:${title}:${kind}`, docId('bn', title + kind, seed));
  const [primary, secondary, accent, ink] = ctx.r.pick(BRAND_PALETTES);
  const off = ctx.r.pick([10, 15, 20, 25, 30, 40, 50, 60]);
  const p = embed(kind, seed, docId('bp', title + kind, seed), 900, 212, 0.5);
  const dots: string[] = [];
  for (let y = 40; y < 400; y += 26)
    for (let x = 620; x < 760; x += 26)
      dots.push(`<circle cx="${x}" cy="${y}" r="3" fill="#fff" opacity="0.18"/>`);
  const soft = blur(ctx, 18);
  const body =
    `<rect width="1200" height="400" fill="${lin(
      ctx,
      [
        [0, shade(primary, -0.1)],
        [0.6, primary],
        [1, secondary],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<circle cx="1080" cy="-40" r="260" fill="${secondary}" opacity="0.5"/>` +
    `<circle cx="-60" cy="420" r="200" fill="${shade(primary, -0.25)}" opacity="0.5"/>` +
    dots.join('') +
    `<circle cx="900" cy="205" r="178" fill="${mix(accent, '#ffffff', 0.55)}" opacity="0.95"/>` +
    `<ellipse cx="900" cy="360" rx="150" ry="18" fill="${ink}" opacity="0.25" filter="${soft}"/>` +
    `<circle cx="900" cy="205" r="178" fill="${rad(
      ctx,
      [
        [0, '#ffffff', 0.7],
        [1, '#ffffff', 0],
      ],
      0.4,
      0.35,
      0.6,
    )}"/>` +
    p.body +
    (words ? bannerWords() : '');
  return doc(1200, 400, [...ctx.defs, ...p.defs], body, title);

  /** The headline, subtitle, call to action and sale badge: laid out only when drawn. */
  function bannerWords() {
    const head = fitLines(title, 560, 2, 66, 34);
    const sub = fitLines(subtitle, 560, 1, 28, 18);
    const headTop = head.lines.length > 1 ? 110 : 140;
    const headSvg = head.lines
      .map(
        (l, i) =>
          `<text x="70" y="${n(headTop + i * head.size * 1.08)}" font-family="${FONT}" font-weight="800" font-size="${head.size}" fill="#ffffff">${esc(l)}</text>`,
      )
      .join('');
    const subY = headTop + (head.lines.length - 1) * head.size * 1.08 + 52;
    const cta = 'Shop now';
    const ctaW = textWidth(cta, 24) + 64;
    const ctaY = subY + 40;
    return (
      headSvg +
      `<text x="72" y="${n(subY)}" font-family="${FONT}" font-weight="400" font-size="${sub.size}" fill="#ffffff" opacity="0.92">${esc(sub.lines[0] ?? '')}</text>` +
      `<rect x="70" y="${n(ctaY)}" width="${n(ctaW)}" height="52" rx="26" fill="${accent}"/>` +
      `<text x="${n(70 + ctaW / 2)}" y="${n(ctaY + 34)}" font-family="${FONT}" font-weight="700" font-size="24" text-anchor="middle" fill="${ink}">${cta}</text>` +
      `<g transform="rotate(-12 728 110)">${starburst(728, 110, 78, 18, '#e11d48')}<circle cx="728" cy="110" r="58" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 5" opacity="0.8"/>` +
      `<text x="728" y="114" font-family="${FONT}" font-weight="800" font-size="40" text-anchor="middle" fill="#ffffff">${off}%</text>` +
      `<text x="728" y="146" font-family="${FONT}" font-weight="700" font-size="22" text-anchor="middle" fill="#ffffff" letter-spacing="3">OFF</text></g>`
    );
  }
}

/**
 * 1200×630 editorial cover for a blog post; the illustration is `kind` or, if omitted, chosen from the
 * title. Without `words`, the illustration alone, centred: the page and the card give the title in
 * the shopper's language (decision 217).
 */
export function blogCover(
  title: string,
  seed: number,
  kind?: ProductKind,
  { words = true }: { words?: boolean } = {},
): string {
  const ctx = makeCtx(seed, `blog:${title}`, docId('bc', title, seed));
  const [primary, secondary, accent, ink] = ctx.r.pick(BRAND_PALETTES);
  const shown = kind ?? PRODUCT_KINDS[hashString(`${title}|${seed}`) % PRODUCT_KINDS.length]!;
  const paper = mix(accent, '#fffdf8', 0.82);
  const p = embed(shown, seed, docId('bq', title, seed), 900, 350, 0.58);
  const arch = 'M700 630 L700 250 A200 200 0 0 1 1100 250 L1100 630 Z';
  const grid: string[] = [];
  for (let y = 0; y < 5; y++)
    for (let x = 0; x < 6; x++)
      grid.push(`<circle cx="${1110 + x * 14}" cy="${40 + y * 14}" r="3" fill="${primary}" opacity="0.5"/>`);
  const cp = clip(ctx, `<path d="${arch}"/>`);
  const picture =
    `<circle cx="640" cy="560" r="120" fill="${accent}" opacity="0.45"/>` +
    `<path d="${arch}" fill="${lin(ctx, [
      [0, mix(secondary, '#ffffff', 0.3)],
      [1, primary],
    ])}"/>` +
    `<g clip-path="${cp}"><circle cx="1040" cy="200" r="150" fill="#ffffff" opacity="0.12"/>${p.body}</g>` +
    grid.join('');
  if (!words) {
    const body = `<rect width="1200" height="630" fill="${paper}"/><g transform="translate(-300 0)">${picture}</g>`;
    return doc(1200, 630, [...ctx.defs, ...p.defs], body, title);
  }
  const t = fitLines(title, 560, 3, 64, 36);
  const top = 250 - ((t.lines.length - 1) * t.size * 1.12) / 2;
  const lines = t.lines
    .map(
      (l, i) =>
        `<text x="80" y="${n(top + i * t.size * 1.12)}" font-family="${FONT}" font-weight="800" font-size="${t.size}" fill="${ink}">${esc(l)}</text>`,
    )
    .join('');
  const bottom = top + (t.lines.length - 1) * t.size * 1.12;
  const body =
    `<rect width="1200" height="630" fill="${paper}"/>` +
    picture +
    `<rect x="80" y="96" width="56" height="8" rx="4" fill="${primary}"/>` +
    `<text x="152" y="106" font-family="${FONT}" font-weight="700" font-size="22" letter-spacing="5" fill="${primary}">BAZAAR JOURNAL</text>` +
    lines +
    `<rect x="80" y="${n(bottom + 48)}" width="120" height="6" rx="3" fill="${accent}"/>` +
    `<text x="80" y="${n(bottom + 96)}" font-family="${FONT}" font-weight="400" font-size="24" fill="${shade(ink, 0.35)}">Stories, guides &amp; picks from our sellers</text>`;
  return doc(1200, 630, [...ctx.defs, ...p.defs], body, title);
}
