import { and, eq, gte, sql } from 'drizzle-orm';
import { itemCampaigns, items, itemVariations } from '../db/schema';
import type { Tx } from './tx';

/**
 * Units that an order takes or gives back, from one stock row: a campaign's own stock for a campaign
 * line, else the chosen variation's, else the item's (decision 402).
 */
export type StockLine = {
  itemId: number;
  variationId: number | null;
  campaignId?: number | null;
  quantity: number;
};

type Row = { table: 'campaign' | 'variation' | 'item'; id: number };
const rowOf = (line: StockLine): Row => {
  if (line.campaignId != null) return { table: 'campaign', id: line.campaignId };
  if (line.variationId !== null) return { table: 'variation', id: line.variationId };
  return { table: 'item', id: line.itemId };
};

/** A fixed order over stock rows, so that two transactions never wait on each other in a circle. */
const byRow = (a: StockLine, b: StockLine) => {
  const ra = rowOf(a);
  const rb = rowOf(b);
  return ra.table.localeCompare(rb.table) || ra.id - rb.id;
};

/** Sums lines that touch the same row: two lines of one item take its stock once, together. */
function merged(lines: readonly StockLine[]): StockLine[] {
  const rows = new Map<string, StockLine>();
  for (const line of lines) {
    const { table, id } = rowOf(line);
    const key = `${table}:${id}`;
    const seen = rows.get(key);
    rows.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...rows.values()].sort(byRow);
}

export type StockShortage = { itemId: number; variationId: number | null; available: number };

const tableOf = (row: Row) =>
  row.table === 'campaign' ? itemCampaigns : row.table === 'variation' ? itemVariations : items;

/** Takes `quantity` from one row if it still has that much; answers whether it did. */
async function take(tx: Tx, row: Row, quantity: number): Promise<boolean> {
  const table = tableOf(row);
  const done = await tx
    .update(table)
    .set({ stock: sql`${table.stock} - ${quantity}` })
    .where(and(eq(table.id, row.id), gte(table.stock, quantity)))
    .returning({ id: table.id });
  return done.length > 0;
}

async function stockOf(tx: Tx, row: Row): Promise<number> {
  const table = tableOf(row);
  const [found] = await tx.select({ stock: table.stock }).from(table).where(eq(table.id, row.id));
  return found?.stock ?? 0;
}

/**
 * Takes stock for an order, row by row in a fixed order. Each row is decremented only if it still has
 * enough (and a CHECK keeps it ≥ 0 regardless), so concurrent orders can never oversell. Answers the
 * first shortage, after which the caller must roll the transaction back.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<StockShortage | null> {
  for (const line of merged(lines)) {
    const row = rowOf(line);
    if (!(await take(tx, row, line.quantity))) {
      return { itemId: line.itemId, variationId: line.variationId, available: await stockOf(tx, row) };
    }
  }
  return null;
}

/** Gives stock back (a canceled, failed, returned or refunded order), rows in the same fixed order. */
export async function restoreStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    const row = rowOf(line);
    const table = tableOf(row);
    await tx
      .update(table)
      .set({ stock: sql`${table.stock} + ${line.quantity}` })
      .where(eq(table.id, row.id));
  }
}
