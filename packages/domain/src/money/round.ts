/**
 * The one rounding rule for money (decision 101): to whole rupees, half away from zero, after
 * removing binary floating-point noise. 857.4999999999999 (that is 8.575 × 100) is 857.5 and so 858;
 * 2.5 is 3; -2.5 is -3. Every amount in this package passes through here and nowhere else.
 */
export function roundRupees(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot round a non-finite amount: ${amount}`);
  // 12 significant digits keep every real fraction of a rupee amount and drop the float error.
  const clean = Number(amount.toPrecision(12));
  const rounded = Math.sign(clean) * Math.floor(Math.abs(clean) + 0.5);
  return rounded === 0 ? 0 : rounded; // never -0
}

/** `percent` of `amount`, unrounded (12.5 means 12.5 %). Multiply first: 1005 × 12.5 / 100. */
export function percentOf(amount: number, percent: number): number {
  return (amount * percent) / 100;
}
