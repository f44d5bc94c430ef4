import { assertBalanced, type EntryKind, type LedgerEntry } from '@bazaar/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { ledgerEntries } from '../db/schema';
import type { Db, Tx } from './tx';

/** What a transaction is about, kept on each of its entries so a store's or an order's rows are found. */
export type TxnRefs = { orderId?: number; storeId?: number; courierId?: number | null; payoutId?: number };

/**
 * Writes one ledger transaction exactly once (decision 410). `(txn, account)` is unique, so a retried
 * or raced posting of the same key writes nothing the second time and answers false; the entries are
 * checked to balance before anything is written.
 */
export async function postTransaction(
  tx: Tx,
  txn: string,
  entries: readonly LedgerEntry[],
  refs: TxnRefs = {},
): Promise<boolean> {
  if (assertBalanced(entries).length === 0) return false;
  const written = await tx
    .insert(ledgerEntries)
    .values(
      entries.map((e) => ({
        txn,
        account: e.account,
        amount: e.amount,
        kind: e.kind,
        orderId: refs.orderId ?? null,
        storeId: refs.storeId ?? null,
        courierId: refs.courierId ?? null,
        payoutId: refs.payoutId ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (written.length === 0) return false;
  // Half a transaction can only come from a different set of entries under a key already used: a bug.
  if (written.length !== entries.length) throw new Error(`Ledger transaction ${txn} was written before`);
  return true;
}

/** An account's balance: the sum of its entries, nothing cached beside it. */
export async function accountBalance(db: Db, account: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account));
  return Number(row?.balance ?? 0);
}

/** The entries of one transaction, in the order they were written. */
export async function transactionEntries(db: Db, txn: string): Promise<LedgerEntry[]> {
  const rows = await db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount, kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.txn, txn))
    .orderBy(asc(ledgerEntries.id));
  return rows.map((r) => ({ ...r, kind: r.kind as EntryKind }));
}
