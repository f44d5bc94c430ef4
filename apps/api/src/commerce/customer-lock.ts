import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Tx } from './tx';

/**
 * Locks the customer's row for the rest of the transaction. Order placement, wallet debits and account
 * removal all take this one lock first, so none of them can interleave with another (decision 401).
 * Answers false when the account no longer exists.
 */
export async function lockCustomer(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}
