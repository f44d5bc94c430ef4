// Small SVG-building helpers: escaping, documents, gradients, filters and a drawing context.
import { hashString, makeRng, type Rng } from './palette.ts';

/** Escape text for use in SVG element content or attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Round to 1 decimal so output stays compact and stable. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

/** A gradient stop: [offset 0..1, colour, opacity?]. */
export type Stop = readonly [number, string, number?];

/** Drawing context: seeded randomness plus a defs collector with document-unique ids. */
export interface Ctx {
  r: Rng;
  defs: string[];
  id(name: string): string;
}

/** A short id prefix for one document, so several inlined SVGs never share gradient ids. */
export function docId(tag: string, text: string, seed: number): string {
  return `${tag}${(hashString(`${text}|${seed}`) % 1679616).toString(36)}`;
}

export function makeCtx(seed: number, salt: string, prefix: string): Ctx {
  let counter = 0;
  const defs: string[] = [];
  return { r: makeRng(seed, salt), defs, id: (name) => `${prefix}-${name}${counter++}` };
}

const stops = (list: readonly Stop[]): string =>
  list
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`,
    )
    .join('');

/** Linear gradient in object-bounding-box units; returns a `url(#…)` paint reference. */
export function lin(ctx: Ctx, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = ctx.id('l');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** A two-stop gradient, top to bottom unless told. */
export const fade = (ctx: Ctx, a: string, b: string, x2 = 0, y2 = 1) =>
  lin(
    ctx,
    [
      [0, a],
      [1, b],
    ],
    0,
    0,
    x2,
    y2,
  );

/** Radial gradient in object-bounding-box units; returns a `url(#…)` paint reference. */
export function rad(ctx: Ctx, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  const id = ctx.id('r');
  ctx.defs.push(
    `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fx="${n(fx)}" fy="${n(fy)}">${stops(list)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Gaussian blur filter; returns a `url(#…)` reference for the filter attribute. */
export function blur(ctx: Ctx, std: number): string {
  const id = ctx.id('b');
  ctx.defs.push(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
  );
  return `url(#${id})`;
}

/** Clip path around the given shape markup; returns a `url(#…)` reference. */
export function clip(ctx: Ctx, shape: string): string {
  const id = ctx.id('c');
  ctx.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `url(#${id})`;
}

/** Horizontal cylinder-style shading for a base colour (dark edge, highlight, body, dark edge). */
export function cyl(ctx: Ctx, base: string, light: string, dark: string): string {
  return lin(
    ctx,
    [
      [0, dark],
      [0.18, base],
      [0.32, light],
      [0.5, base],
      [0.85, dark],
      [1, dark],
    ],
    0,
    0,
    1,
    0,
  );
}

/** Soft floor shadow: a wide blurred ellipse plus a tighter contact shadow. */
export function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, strength = 1): string {
  const soft = blur(ctx, 14);
  const tight = blur(ctx, 5);
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 1.1)}" ry="${n(ry * 1.6)}" fill="#2a2118" opacity="${n(0.22 * strength)}" filter="${soft}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.85)}" ry="${n(ry * 0.55)}" fill="#1d1610" opacity="${n(0.3 * strength)}" filter="${tight}"/>`
  );
}

/** Rounded rectangle markup. */
export function rr(x: number, y: number, w: number, h: number, r: number, attrs: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" ${attrs}/>`;
}

/** Wrap defs and body into a standalone SVG document. */
export function doc(w: number, h: number, defs: readonly string[], body: string, label = ''): string {
  const title = label ? `<title>${esc(label)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${title}<defs>${defs.join('')}</defs>${body}</svg>`;
}

/** Font stack for the few places that draw text (logos, banners, covers). */
export const FONT = "'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif";

/** Rough width of bold sans-serif text, used to fit and wrap headlines without measuring fonts. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text)
    units += /[MW@%]/.test(ch)
      ? 0.95
      : /[A-Z0-9&]/.test(ch)
        ? 0.74
        : /[ilj.,'!|:;]/.test(ch)
          ? 0.34
          : ch === ' '
            ? 0.32
            : 0.62;
  return units * size;
}

/** Greedy word wrap to at most maxLines lines, shrinking the font until it fits. */
export function fitLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  size: number,
  minSize: number,
): { lines: string[]; size: number } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let s = size; s >= minSize; s -= 2) {
    const lines: string[] = [];
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (textWidth(next, s) <= maxWidth || !line) line = next;
      else {
        lines.push(line);
        line = w;
      }
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, s) <= maxWidth))
      return { lines, size: s };
  }
  // Still too long at the minimum size: keep maxLines and truncate the last with an ellipsis.
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (textWidth(next, minSize) <= maxWidth || !line) line = next;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines || kept.some((l) => textWidth(l, minSize) > maxWidth)) {
    let last = kept[maxLines - 1] ?? '';
    while (last.length > 1 && textWidth(`${last}…`, minSize) > maxWidth) last = last.slice(0, -1);
    kept[kept.length - 1] = `${last.trimEnd()}…`;
  }
  return { lines: kept, size: minSize };
}

/** A product drawing: returns SVG markup in an 800×800 space, resting on the floor line y≈640, centred on x=400. */
export type Drawer = (ctx: Ctx) => string;
