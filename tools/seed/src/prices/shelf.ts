import type { PriceRange } from './table';

/** How far apart a shop's prices sit at this size: Rs 45, 349, 1,249, 74,999, 389,999. */
export function priceStep(rupees: number): number {
  if (rupees < 100) return 5;
  if (rupees < 1_000) return 10;
  if (rupees < 10_000) return 50;
  if (rupees < 100_000) return 500;
  return 1_000;
}

/**
 * A price as a shop writes it, near `raw` and never outside the range: a multiple of 5 below Rs 100,
 * else one rupee short of a round step (349, 1,249, 74,999, 389,999). Needs a range at least one step
 * wide at its top, which the price table's test checks.
 */
export function shelfPrice(raw: number, range: Pick<PriceRange, 'min' | 'max'>): number {
  const step = priceStep(raw);
  let price = Math.floor(raw / step) * step + (step === 5 ? 0 : step - 1);
  if (price < range.min) price += step;
  if (price > range.max) price -= step;
  return price;
}

/** A price drawn from the range: `u` in [0, 1) places it between the bottom and the top. */
export function priceIn(range: PriceRange, u: number): number {
  return shelfPrice(range.min + u * (range.max - range.min), range);
}

/** The price of a larger variation (the 256 GB phone, the 10 kg bag): the base times its factor, shop-rounded. */
export function variationPrice(base: number, factor: number): number {
  if (factor === 1) return base;
  const raw = base * factor;
  return shelfPrice(raw, { min: Math.ceil(raw), max: Number.POSITIVE_INFINITY });
}

/** Percent discounts a store puts on a product: 5–30 %, never above what the product's kind allows. */
export const PERCENTS_OFF = [5, 10, 15, 20, 25, 30] as const;
export const percentsOffFor = (range: PriceRange) => PERCENTS_OFF.filter((p) => p <= range.maxOff);

/**
 * A round amount off (Rs 10, 120, 1,250, 15,000): the share of the price, rounded down to the step of
 * its size and capped at the kind's largest discount. Zero when the price is too small for one step.
 */
export function amountOff(price: number, share: number, range: PriceRange): number {
  const raw = price * Math.min(share, range.maxOff / 100);
  const step = priceStep(raw);
  return Math.floor(raw / step) * step;
}
