import { StoredCartLineSchema } from '@bazaar/contract';
import type { StoredCartLine } from '@bazaar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../commerce/tx';
import { carts } from '../../db/schema';

export type StoredCart = { lines: StoredCartLine[]; couponCode: string | null };

/**
 * Reads the customer's stored cart and locks its row for the rest of the transaction, so two devices
 * saving or merging at once are applied one after the other. `create` makes an empty row first when
 * there is none (a write follows); without it a customer with no row gets null.
 * Lines that no longer read as StoredCartLine are skipped.
 */
export async function lockStoredCart(tx: Tx, userId: number, create: boolean): Promise<StoredCart | null> {
  if (create) await tx.insert(carts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ lines: carts.lines, couponCode: carts.couponCode })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  if (!row) return null;
  const lines = row.lines.flatMap((line) => {
    const parsed = StoredCartLineSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
  return { lines, couponCode: row.couponCode };
}

export async function writeStoredCart(tx: Tx, userId: number, cart: StoredCart): Promise<void> {
  await tx
    .update(carts)
    .set({ lines: cart.lines, couponCode: cart.couponCode, updatedAt: new Date() })
    .where(eq(carts.userId, userId));
}

/**
 * The sum of the stored lines' quantities, read without checking or saving anything: the header's
 * badge must not use up the notices the cart page shows (a read of GET customer/cart saves them away).
 */
export async function storedItemCount(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({
      count: sql<string>`coalesce((select sum(least(greatest((line->>'quantity')::numeric, 0), 100000)) from jsonb_array_elements(${carts.lines}) as line where jsonb_typeof(line->'quantity') = 'number'), 0)`,
    })
    .from(carts)
    .where(eq(carts.userId, userId));
  return Math.trunc(Number(row?.count ?? 0));
}
