// Bazaar's own logo: the square app icon and the horizontal wordmark.
import { shade } from './palette.ts';
import { doc, FONT, lin, makeCtx, rad } from './svg.ts';

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
