// Oblique projection helpers for things lying on their side (dumbbells, rolled mats, speakers).
import { n } from '../svg.ts';

/** Depth recedes up and to the right by these factors per unit of depth. */
export const KX = 0.5;
export const KY = 0.3;

/** Screen point for axis position x, height dy above the axis and depth dz, with the axis at screen y. */
export const at = (x: number, y: number, dy: number, dz: number): string =>
  `${n(x + dz * KX)} ${n(y - dy - dz * KY)}`;

/** A closed polygon through screen points. */
export const poly = (pts: string[], attrs: string): string => `<path d="M${pts.join(' L')} Z" ${attrs}/>`;

/** A disc of radius r in the plane x = const, as a polygon. */
export function disc(x: number, y: number, r: number, attrs: string): string {
  const pts = Array.from({ length: 36 }, (_, i) => {
    const t = (i / 36) * Math.PI * 2;
    return at(x, y, r * Math.sin(t), r * Math.cos(t));
  });
  return poly(pts, attrs);
}

/** Points along the circle of radius r in the plane x = const, from angle a to b. */
export function arc(x: number, y: number, r: number, a: number, b: number, steps = 24): string[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = a + ((b - a) * i) / steps;
    return at(x, y, r * Math.sin(t), r * Math.cos(t));
  });
}

/** Angle of the upper silhouette point of a horizontal cylinder; the lower one is this plus π. */
export const TOP = Math.atan2(1, KY);

/** Silhouette body of a horizontal cylinder from xa to xb, radius r, axis at screen y. */
export function barrel(xa: number, xb: number, y: number, r: number, attrs: string): string {
  const t = [r * Math.sin(TOP), r * Math.cos(TOP)] as const;
  return poly(
    [at(xa, y, t[0], t[1]), at(xb, y, t[0], t[1]), at(xb, y, -t[0], -t[1]), at(xa, y, -t[0], -t[1])],
    attrs,
  );
}
