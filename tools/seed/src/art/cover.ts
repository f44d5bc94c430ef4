// Store covers: 1200×400 banners with an awning shop-front, tile pattern or abstract shapes.
import { BRAND_PALETTES, mix, shade } from './palette.ts';
import { blur, type Ctx, doc, docId, esc, FONT, fitLines, lin, makeCtx, n, rad, textWidth } from './svg.ts';

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
  const ctx = makeCtx(seed, `cover:${name}`, docId('cv', name, seed));
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
  const { lines, size } = fitLines(name, 880, 2, 84, 40);
  const lead = size * 1.1;
  if (lines.length === 0) return doc(1200, 400, ctx.defs, parts.join(''), name);
  const widest = Math.max(...lines.map((l) => textWidth(l, size)));
  const plateW = Math.min(1040, widest + 120);
  const plateH = lead * lines.length + size * 0.9;
  const centreY = style === 'awning' ? 215 : 200;
  const plateX = 600 - plateW / 2;
  const plateY = centreY - plateH / 2;
  parts.push(
    `<rect x="${n(plateX)}" y="${n(plateY)}" width="${n(plateW)}" height="${n(plateH)}" rx="${n(size * 0.3)}" fill="${ink}" opacity="0.82" filter="${soft}"/>`,
    `<rect x="${n(plateX + 10)}" y="${n(plateY + 10)}" width="${n(plateW - 20)}" height="${n(plateH - 20)}" rx="${n(size * 0.24)}" fill="none" stroke="${accent}" stroke-width="3" opacity="0.9"/>`,
    ...lines.map(
      (l, i) =>
        `<text x="600" y="${n(centreY - (lead * (lines.length - 1)) / 2 + lead * i + size * 0.36)}" font-family="${FONT}" font-weight="700" font-size="${size}" text-anchor="middle" fill="#ffffff">${esc(l)}</text>`,
    ),
  );
  return doc(1200, 400, ctx.defs, parts.join(''), name);
}
