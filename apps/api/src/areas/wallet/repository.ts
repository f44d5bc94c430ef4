import type { WalletTransaction } from '@bazaar/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { walletTransactions as w } from '../../db/schema';

const p = (name: string) => sql.placeholder(name);

/**
 * One page of a customer's ledger, newest first, each row with the balance just after it. PostgreSQL
 * works the running balance out with a window over the customer's rows in id order (the order they
 * were written; wallet_user_idx), so no row is loaded into the API to add it up.
 */
export function ledgerPage(db: Database, userId: number, limit: number, skip: number) {
  const query = prepared(db, 'wallet-ledger-page', (name) => {
    const ledger = db
      .select({
        id: w.id,
        transactionId: w.transactionId,
        credit: w.credit,
        debit: w.debit,
        transactionType: w.transactionType,
        reference: w.reference,
        createdAt: w.createdAt,
        balance: sql<string>`sum(${w.credit} - ${w.debit}) over (order by ${w.id})`.as('balance'),
        total: sql<string>`count(*) over ()`.as('total'),
      })
      .from(w)
      .where(eq(w.userId, p('user')))
      .as('ledger');
    return db
      .select()
      .from(ledger)
      .orderBy(desc(ledger.id))
      .limit(p('limit'))
      .offset(p('skip'))
      .prepare(name);
  });
  return query.execute({ user: userId, limit, skip });
}

export async function countLedger(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(w).where(eq(w.userId, userId));
  return row?.n ?? 0;
}

type LedgerRow = Awaited<ReturnType<typeof ledgerPage>>[number];

export const toTransaction = (row: LedgerRow): WalletTransaction => ({
  id: row.id,
  transaction_id: row.transactionId,
  credit: row.credit,
  debit: row.debit,
  balance: Number(row.balance),
  transaction_type: row.transactionType,
  reference: row.reference,
  created_at: new Date(row.createdAt).toISOString(),
});
