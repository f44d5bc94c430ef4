import { z } from 'zod';

/**
 * A courier rate table (`leopard_detail`, spec §3 and §9): the rate in whole rupees for each weight
 * slab in whole kilograms, e.g. { courier: 'Leopards', rates: [{ kg: 1, rate: 150 }, { kg: 2, rate: 220 }] }.
 * The market default lives in config as JSON text; a store or product may carry its own.
 */
export type RateSlab = { kg: number; rate: number };
export type RateTable = { courier?: string; rates: RateSlab[] };

export const rateTableSchema = z.object({
  courier: z.string().optional(),
  rates: z.array(z.object({ kg: z.coerce.number().int().positive(), rate: z.coerce.number().nonnegative() })),
});

/** Reads a rate table from JSON text or an object; anything unusable (or without rates) is null. */
export function parseRateTable(input: unknown): RateTable | null {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return null;
    }
  }
  const parsed = rateTableSchema.safeParse(value);
  if (!parsed.success || parsed.data.rates.length === 0) return null;
  const { courier, rates } = parsed.data;
  return courier === undefined ? { rates } : { courier, rates };
}

/**
 * The rate for a slab (clarification 3): the slab's own entry, else the next larger slab the table
 * has; above its largest slab, the largest. The table's order does not matter.
 * Precondition: the table has at least one rate.
 */
export function rateForSlab(table: RateTable, slabKg: number): number {
  const sorted = [...table.rates].sort((a, b) => a.kg - b.kg);
  const largest = sorted[sorted.length - 1];
  if (!largest) throw new RangeError('A rate table needs at least one rate');
  return (sorted.find((entry) => entry.kg >= slabKg) ?? largest).rate;
}

/** The highest rate a table can answer: the rate of its largest slab. */
export function topSlabRate(table: RateTable): number {
  return rateForSlab(table, Number.POSITIVE_INFINITY);
}
