import { cashAccount, cashHeldOf, type Payee, type PayeePosition, payeeAccount } from '@bazaar/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { payoutRequests, staff, stores } from '../db/schema';
import { AppError } from '../platform/errors';
import { accountBalance } from './ledger';
import type { Db, Tx } from './tx';

/** Payout requests that still hold part of the balance: asked for, not yet paid or rejected. */
export const OPEN_PAYOUT_STATUSES = ['pending', 'approved'] as const;

/** The payout requests of one payee. */
export const payoutsOf = (payee: Payee) =>
  'store' in payee ? eq(payoutRequests.storeId, payee.store) : eq(payoutRequests.courierId, payee.courier);

/** The refs a payee's ledger rows and audit rows carry. */
export const payeeRefs = (payee: Payee) =>
  'store' in payee ? { storeId: payee.store } : { courierId: payee.courier };

/**
 * Locks the payee's own row (its store, or its courier account) for the rest of the transaction:
 * every change of what a payee may draw (payout requests, payments, cash paid from earnings) takes
 * this lock first, so two of them at once are judged one after the other and never overdraw. The
 * lock is `no key update`, so orders placed for the store meanwhile are not held up.
 */
export async function lockPayee(tx: Tx, payee: Payee) {
  const rows =
    'store' in payee
      ? await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, payee.store)).for('no key update')
      : await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, payee.courier)).for('no key update');
  if (rows.length === 0) throw AppError.notFound('store' in payee ? 'store' : 'courier');
}

/** Where a payee stands: its balance, the market's cash it holds, and what it has asked for. */
export async function payeePosition(db: Db, payee: Payee): Promise<PayeePosition> {
  const [open] = await db
    .select({ reserved: sql<string>`coalesce(sum(${payoutRequests.amount}), 0)` })
    .from(payoutRequests)
    .where(and(payoutsOf(payee), inArray(payoutRequests.status, [...OPEN_PAYOUT_STATUSES])));
  return {
    balance: await accountBalance(db, payeeAccount(payee)),
    cashHeld: cashHeldOf(await accountBalance(db, cashAccount(payee))),
    reserved: Number(open?.reserved ?? 0),
  };
}
