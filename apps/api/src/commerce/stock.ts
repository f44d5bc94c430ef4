import { and, eq, gte, sql } from 'drizzle-orm';
import { items, itemVariations } from '../db/schema';
import type { Tx } from './tx';

/** Units of one item (or one of its variations) that an order takes or gives back. */
export type StockLine = { itemId: number; variationId: number | null; quantity: number };

/** A fixed order over stock rows, so that two transactions never wait on each other in a circle. */
const byRow = (a: StockLine, b: StockLine) =>
  a.itemId - b.itemId || (a.variationId ?? 0) - (b.variationId ?? 0);

/** Sums lines that touch the same row: two lines of one item take its stock once, together. */
function merged(lines: readonly StockLine[]): StockLine[] {
  const rows = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.itemId}:${line.variationId ?? ''}`;
    const seen = rows.get(key);
    rows.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...rows.values()].sort(byRow);
}

export type StockShortage = { itemId: number; variationId: number | null; available: number };

/**
 * Takes stock for an order, row by row in a fixed order. A line's stock is its variation's when it has
 * one, else the item's (decision 402). Each row is decremented only if it still has enough (and a CHECK
 * keeps it ≥ 0 regardless), so concurrent orders can never oversell. Answers the first shortage, after
 * which the caller must roll the transaction back.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<StockShortage | null> {
  for (const line of merged(lines)) {
    if (line.variationId !== null) {
      const done = await tx
        .update(itemVariations)
        .set({ stock: sql`${itemVariations.stock} - ${line.quantity}` })
        .where(and(eq(itemVariations.id, line.variationId), gte(itemVariations.stock, line.quantity)))
        .returning({ id: itemVariations.id });
      if (done.length === 0) {
        const [row] = await tx
          .select({ stock: itemVariations.stock })
          .from(itemVariations)
          .where(eq(itemVariations.id, line.variationId));
        return { itemId: line.itemId, variationId: line.variationId, available: row?.stock ?? 0 };
      }
    } else {
      const done = await tx
        .update(items)
        .set({ stock: sql`${items.stock} - ${line.quantity}` })
        .where(and(eq(items.id, line.itemId), gte(items.stock, line.quantity)))
        .returning({ id: items.id });
      if (done.length === 0) {
        const [row] = await tx.select({ stock: items.stock }).from(items).where(eq(items.id, line.itemId));
        return { itemId: line.itemId, variationId: null, available: row?.stock ?? 0 };
      }
    }
  }
  return null;
}

/** Gives stock back (a canceled, failed, returned or refunded order), rows in the same fixed order. */
export async function restoreStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    if (line.variationId !== null) {
      await tx
        .update(itemVariations)
        .set({ stock: sql`${itemVariations.stock} + ${line.quantity}` })
        .where(eq(itemVariations.id, line.variationId));
    } else {
      await tx
        .update(items)
        .set({ stock: sql`${items.stock} + ${line.quantity}` })
        .where(eq(items.id, line.itemId));
    }
  }
}
