// A small camera for things seen from above at an angle (wipes packs): 3D points on the floor onto the
// picture, flat drawings laid on a plane, outlines as convex hulls.
import { n } from '../svg.ts';

export type V3 = readonly [number, number, number];
export type P2 = [number, number];

export const add = (...vs: V3[]): V3 =>
  vs.reduce<V3>((a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]], [0, 0, 0]);
export const mul = (v: V3, k: number): V3 => [v[0] * k, v[1] * k, v[2] * k];
/** The camera turns by YAW and looks down at EL; the floor's origin lands at (400, 640). */
const YAW = -0.16;
const EL = 0.68;
export const proj = (p: V3): P2 => [
  400 + p[0] * Math.cos(YAW) + p[1] * Math.sin(YAW),
  640 - p[2] * Math.cos(EL) - (p[1] * Math.cos(YAW) - p[0] * Math.sin(YAW)) * Math.sin(EL),
];
/** Screen direction of a 3D vector. */
const dir = (v: V3): P2 => {
  const [x, y] = proj(v);
  return [x - 400, y - 640];
};

/** A flat drawing's plane: local x runs along u, local y along v, from the origin o. */
export const plane = (o: V3, u: V3, v: V3) => {
  const [a, b] = dir(u);
  const [c, d] = dir(v);
  const [e, f] = proj(o);
  return `matrix(${[a, b, c, d, e, f].map((k) => Math.round(k * 1000) / 1000).join(' ')})`;
};

/** Points round a w×d rounded rectangle centred on the origin. */
export function roundRect(w: number, d: number, r: number): P2[] {
  return Array.from({ length: 24 }, (_, i) => {
    const k = Math.floor(i / 6);
    const t = ((k + (i % 6) / 5) * Math.PI) / 2;
    const sx = k === 1 || k === 2 ? -1 : 1;
    const sy = k < 2 ? 1 : -1;
    return [sx * (w / 2 - r) + r * Math.cos(t), sy * (d / 2 - r) + r * Math.sin(t)];
  });
}

/** Convex hull (monotone chain) of the points, in order round the outside. */
export function hullOf(points: P2[]): P2[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: P2[]) => {
    const out: P2[] = [];
    for (const q of list) {
      while (out.length > 1 && cross(out[out.length - 2]!, out[out.length - 1]!, q) <= 0) out.pop();
      out.push(q);
    }
    return out.slice(0, -1);
  };
  return [...half(p), ...half([...p].reverse())];
}

/** Convex hull (monotone chain) as a closed path. */
export function hull(points: P2[]): string {
  const h = hullOf(points);
  return `M${h.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z`;
}
