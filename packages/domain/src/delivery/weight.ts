/**
 * Chargeable weight in whole grams (clarification 1, decision 103). Products give weight in kg
 * (0.25 = 250 g) and dimensions in cm; volumetric kg = length × width × height / 5000, so volumetric
 * grams = length × width × height / 5. A part of a gram counts as a whole gram, after removing float
 * noise (1.001 kg is 1001 g, not 1000.9999999999999).
 */
export const GRAMS_PER_KG = 1000;
export const VOLUMETRIC_DIVISOR_CM3_PER_KG = 5000;

const wholeGramsUp = (grams: number) => Math.ceil(Number(grams.toPrecision(12)));
const size = (n: number | undefined) => (Number.isFinite(n) && (n ?? 0) > 0 ? (n as number) : 0);

/** A weight in kg as whole grams. */
export function kgToGrams(kg: number | undefined): number {
  return wholeGramsUp(size(kg) * GRAMS_PER_KG);
}

/** Volumetric weight of one unit, in whole grams, from its dimensions in cm. */
export function volumetricGrams(
  length: number | undefined,
  width: number | undefined,
  height: number | undefined,
) {
  return wholeGramsUp(
    (size(length) * size(width) * size(height) * GRAMS_PER_KG) / VOLUMETRIC_DIVISOR_CM3_PER_KG,
  );
}

export type ParcelLine = {
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  quantity: number;
};

/** The heavier of volumetric and actual weight per unit, times the quantity, in whole grams. */
export function lineChargeableGrams(line: ParcelLine): number {
  const perUnit = Math.max(volumetricGrams(line.length, line.width, line.height), kgToGrams(line.weight));
  return perUnit * size(line.quantity);
}

/** A store group's chargeable weight: the sum over its lines, in whole grams. */
export function groupChargeableGrams(lines: readonly ParcelLine[]): number {
  return lines.reduce((sum, line) => sum + lineChargeableGrams(line), 0);
}
