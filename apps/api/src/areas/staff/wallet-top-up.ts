import { randomUUID } from 'node:crypto';
import type { Locale } from '@bazaar/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { lockCustomer } from '../../commerce/customer-lock';
import { walletBalance, writeLedger } from '../../commerce/wallet';
import type { Database } from '../../db/client';
import { users, walletTransactions } from '../../db/schema';
import { AppError } from '../../platform/errors';

export type TopUp = {
  userId?: number | undefined;
  email?: string | undefined;
  /** Whole rupees, already checked by the contract (1 to 1,000,000). */
  amount: number;
  /** What the customer reads beside the credit. */
  note?: string | undefined;
};

export type TopUpResult = {
  userId: number;
  amount: number;
  transactionId: string;
  reference: string;
  balance: number;
};

const DEFAULT_NOTE = 'Added by admin';

/** The live customer an admin names by id or by email; both given must name the same one. */
async function findCustomer(db: Database, who: Pick<TopUp, 'userId' | 'email'>) {
  const byEmail = who.email ? sql`lower(${users.email}) = ${who.email.trim().toLowerCase()}` : undefined;
  const byId = who.userId !== undefined ? eq(users.id, who.userId) : undefined;
  const [row] =
    byEmail || byId
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(byId, byEmail, isNull(users.deletedAt)))
          .limit(1)
      : [];
  if (!row) throw AppError.notFound('customer', 'staff.customer_not_found');
  return row.id;
}

/**
 * Credits a customer's wallet (add_fund_by_admin) under the customer's row lock, as every wallet change
 * is made (decision 401). Each top-up gets a fresh unique reference, so two top-ups of the same amount
 * are two credits; the ledger's (type, reference) rule makes one request write exactly one row.
 */
export async function topUpWallet(db: Database, input: TopUp, _locale?: Locale): Promise<TopUpResult> {
  const userId = await findCustomer(db, input);
  const reference = `${(input.note?.trim() || DEFAULT_NOTE).slice(0, 200)} · ${randomUUID()}`;
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, userId))) throw AppError.notFound('customer', 'staff.customer_not_found');
    await writeLedger(tx, { userId, type: 'add_fund_by_admin', reference, credit: input.amount });
    const [row] = await tx
      .select({ transactionId: walletTransactions.transactionId })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.transactionType, 'add_fund_by_admin'),
          eq(walletTransactions.reference, reference),
        ),
      );
    const balance = await walletBalance(tx, userId);
    return { userId, amount: input.amount, transactionId: row!.transactionId, reference, balance };
  });
}
