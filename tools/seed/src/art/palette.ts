// Seeded randomness and colour helpers shared by every drawing. Everything here is pure and deterministic.

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32 PRNG seeded from a number and an optional salt (so different pictures with one seed differ). */
export function makeRng(seed: number, salt = ''): Rng {
  // FNV alone leaves nearby seeds ("x:1", "x:2") too similar for mulberry32's first outputs, so finish
  // with murmur3's avalanche mix and skip a couple of outputs.
  let a = hashString(`${salt}:${seed}`);
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a = Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  a = (a ^ (a >>> 16)) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next();
  next();
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p) => next() < p,
  };
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/(.)/g, '$1$1') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lighten (t > 0, towards white) or darken (t < 0, towards a deep tone of the same hue). */
export function shade(hex: string, t: number): string {
  if (t >= 0) return mix(hex, '#ffffff', t);
  const [r, g, b] = toRgb(hex);
  return toHex([r * (1 + t), g * (1 + t * 0.97), b * (1 + t * 0.92)]);
}

/** HSL (h in degrees, s and l in 0..100) to hex. */
export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const f = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return toHex([f(hh + 1 / 3) * 255, f(hh) * 255, f(hh - 1 / 3) * 255]);
}

/** Soft studio backdrop tints (light, airy). */
export const BACKDROPS = [
  '#f4efe8',
  '#eef2f6',
  '#f3eef6',
  '#eef5f0',
  '#f7f1e6',
  '#f6ecec',
  '#edf3f7',
  '#f2f2ee',
  '#f5efe0',
  '#ecf1ef',
] as const;

/** Brand palettes used for logos, covers and banners: [primary, secondary, accent, ink]. */
export const BRAND_PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#0e7c5a', '#12a37a', '#f5a623', '#0b3d2e'],
  ['#c2410c', '#f97316', '#fde68a', '#431407'],
  ['#1d4ed8', '#3b82f6', '#facc15', '#172554'],
  ['#9d174d', '#db2777', '#fbcfe8', '#500724'],
  ['#6d28d9', '#8b5cf6', '#fcd34d', '#2e1065'],
  ['#0f766e', '#14b8a6', '#fecaca', '#042f2e'],
  ['#b45309', '#d97706', '#fef3c7', '#451a03'],
  ['#be123c', '#e11d48', '#fde047', '#4c0519'],
  ['#1e3a5f', '#2f6690', '#f2c14e', '#0d1b2a'],
  ['#3f6212', '#65a30d', '#fef08a', '#1a2e05'],
  ['#7c2d12', '#b45309', '#fcd9b6', '#2a0f06'],
  ['#334155', '#64748b', '#f59e0b', '#0f172a'],
];

/** Gentle pastels for category tiles. */
export const PASTELS = [
  '#fde2e4',
  '#e2ece9',
  '#dfe7fd',
  '#fff1c1',
  '#e8dff5',
  '#d7f0e9',
  '#fce1c7',
  '#e0f2fe',
  '#f1e4d8',
  '#ecfccb',
] as const;
