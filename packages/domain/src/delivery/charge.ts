import { percentOf, roundRupees } from '../money/round';
import type { RateTable } from './rate-table';
import { rateForSlab } from './rate-table';
import type { ParcelLine } from './weight';
import { GRAMS_PER_KG, groupChargeableGrams } from './weight';

/** Spec §9 fallback when there is no rate table: 120 up to and including 1000 g (slab 1), 200 above. */
export const FALLBACK_RATE_FIRST_KG = 120;
export const FALLBACK_RATE_ABOVE_FIRST_KG = 200;

/**
 * Weight slab in whole kg (clarification 2): floor((grams − 1) / 1000) + 1, at least 1.
 * 1 g … 1000 g is slab 1, 1001 g … 2000 g slab 2; 0 g (no weight known) is slab 1.
 */
export function slabForGrams(grams: number): number {
  return Math.max(1, Math.floor((grams - 1) / GRAMS_PER_KG) + 1);
}

export type DeliveryCharge = {
  /** Chargeable weight of the group in whole grams. */
  grams: number;
  /** The weight slab in kg. */
  slab: number;
  /** The rate before the store's contribution (actual_delivery_charges), whole rupees. */
  actual: number;
  /** What the customer pays (delivery_charges), whole rupees. */
  charge: number;
};

export type DeliveryChargeInput = {
  grams: number;
  /** The store's table, else the market default from config; null or empty: the fallback rates. */
  rateTable: RateTable | null | undefined;
  /** Percent of the rate the store pays (delivery_charges_contribution), 0–100. */
  contributionPercent?: number;
};

/** Spec §9 delivery charge for a weight (clarifications 2–5). */
export function deliveryChargeForWeight({
  grams,
  rateTable,
  contributionPercent,
}: DeliveryChargeInput): DeliveryCharge {
  const slab = slabForGrams(grams);
  let rate: number;
  if (rateTable && rateTable.rates.length > 0) rate = rateForSlab(rateTable, slab);
  else rate = slab === 1 ? FALLBACK_RATE_FIRST_KG : FALLBACK_RATE_ABOVE_FIRST_KG;
  const contribution = Math.min(100, Math.max(0, contributionPercent ?? 0));
  return {
    grams,
    slab,
    actual: roundRupees(rate),
    charge: roundRupees(rate - percentOf(rate, contribution)),
  };
}

/** The delivery charge of one store group from its lines. */
export function deliveryChargeForLines(
  lines: readonly ParcelLine[],
  rateTable: RateTable | null | undefined,
  contributionPercent?: number,
): DeliveryCharge {
  return deliveryChargeForWeight({ grams: groupChargeableGrams(lines), rateTable, contributionPercent });
}
