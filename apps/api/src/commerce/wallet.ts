import { eq, sql } from 'drizzle-orm';
import { walletTransactions } from '../db/schema';
import type { Db, Tx } from './tx';

/** Wallet transaction kinds (spec §3), as the ledger's transaction_type. */
export type WalletTransactionType = 'add_fund_by_admin' | 'order_place' | 'order_refund';

/** A customer's balance in whole rupees: the sum of the ledger, nothing cached beside it. */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${walletTransactions.credit} - ${walletTransactions.debit}), 0)`,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return Number(row?.balance ?? 0);
}

export type LedgerEntry = {
  userId: number;
  type: WalletTransactionType;
  /** e.g. 'checkout:12' or 'order:40': the same (type, reference) is written at most once. */
  reference: string;
  credit?: number;
  debit?: number;
};

/**
 * Appends one ledger row. Answers false when a row of the same type and reference already exists:
 * a retried refund or a raced debit changes nothing. The caller holds the customer's row lock
 * (`lockCustomer`) whenever it debits, so the balance it checked is the balance it spends.
 */
export async function writeLedger(tx: Tx, entry: LedgerEntry): Promise<boolean> {
  const credit = Math.max(0, Math.round(entry.credit ?? 0));
  const debit = Math.max(0, Math.round(entry.debit ?? 0));
  if (credit === 0 && debit === 0) return false;
  const rows = await tx
    .insert(walletTransactions)
    .values({ userId: entry.userId, credit, debit, transactionType: entry.type, reference: entry.reference })
    .onConflictDoNothing()
    .returning({ id: walletTransactions.id });
  return rows.length > 0;
}
