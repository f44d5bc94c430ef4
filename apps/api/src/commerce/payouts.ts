import {
  checkPayoutPayment,
  checkPayoutRequest,
  type Payee,
  type PayoutRequest,
  type PayoutStatus,
  payoutAccountOf,
  payoutEntries,
} from '@bazaar/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payoutRequests } from '../db/schema';
import { AppError } from '../platform/errors';
import { type AuditActor, recordAudit } from './audit';
import { postTransaction } from './ledger';
import { lockPayee, payeePosition, payeeRefs, payoutsOf } from './payees';
import type { Db, Tx } from './tx';

export type PayoutRow = typeof payoutRequests.$inferSelect;

const payeeOf = (row: PayoutRow): Payee =>
  row.storeId !== null ? { store: row.storeId } : { courier: row.courierId! };

/**
 * A store's or courier's payout request (decision 410): under the payee's lock, the amount must be
 * within what is withdrawable (balance, less the market's cash it holds, less what it already asked
 * for), so two requests at once can never ask for more than there is together.
 */
export async function requestPayout(db: Database, actor: AuditActor, payee: Payee, request: PayoutRequest) {
  return db.transaction(async (tx) => {
    await lockPayee(tx, payee);
    const checked = checkPayoutRequest(await payeePosition(tx, payee), request.amount);
    if (!checked.ok) throw AppError.field('amount', checked.error.key, checked.error.params);
    const [row] = await tx
      .insert(payoutRequests)
      .values({
        storeId: 'store' in payee ? payee.store : null,
        courierId: 'courier' in payee ? payee.courier : null,
        amount: checked.value,
        method: request.method,
        account: payoutAccountOf(request),
        requestedBy: actor.id,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'payout.request',
      entity: 'payout',
      entityId: row!.id,
      storeId: row!.storeId,
      after: row,
    });
    return row!;
  });
}

export type PayoutFilter = { payee?: Payee; status?: PayoutStatus | undefined };

/** Payout requests, newest first: one payee's, or (for the operator) everyone's of a status. */
export async function listPayouts(db: Db, filter: PayoutFilter, page: { limit: number; offset: number }) {
  const where: SQL[] = [];
  if (filter.payee) where.push(payoutsOf(filter.payee));
  if (filter.status) where.push(eq(payoutRequests.status, filter.status));
  const [total] = await db
    .select({ n: count() })
    .from(payoutRequests)
    .where(and(...where));
  const rows = await db
    .select()
    .from(payoutRequests)
    .where(and(...where))
    .orderBy(desc(payoutRequests.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  return { total: total?.n ?? 0, rows };
}

/** One payout request of this payee; another payee's is 404, as a missing one is. */
export async function payoutOf(db: Db, payee: Payee, id: number) {
  const [row] = await db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.id, id), payoutsOf(payee)));
  if (!row) throw AppError.notFound('payout');
  return row;
}

async function lockPayout(tx: Tx, id: number) {
  const [row] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, id)).for('update');
  if (!row) throw AppError.notFound('payout');
  return row;
}

async function decide(tx: Tx, actor: AuditActor, before: PayoutRow, status: PayoutStatus, note?: string) {
  const [after] = await tx
    .update(payoutRequests)
    .set({ status, decidedAt: new Date(), ...(note !== undefined && { note }) })
    .where(eq(payoutRequests.id, before.id))
    .returning();
  await recordAudit(tx, actor, {
    action: `payout.${status === 'approved' ? 'approve' : status === 'paid' ? 'pay' : 'reject'}`,
    entity: 'payout',
    entityId: before.id,
    storeId: before.storeId,
    before,
    after,
  });
  return after!;
}

/** The operator approves a pending request: it stays reserved until paid. */
export async function approvePayout(db: Database, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    if (row.status !== 'pending') throw AppError.of(403, 'payout', 'money.payout_not_pending');
    return decide(tx, actor, row, 'approved');
  });
}

/** The operator refuses a pending or approved request, saying why: the amount is free again. */
export async function rejectPayout(db: Database, actor: AuditActor, id: number, note: string) {
  if (note.trim() === '') throw AppError.field('note', 'money.reject_note_required');
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    if (row.status !== 'pending' && row.status !== 'approved')
      throw AppError.of(403, 'payout', 'money.payout_not_pending');
    return decide(tx, actor, row, 'rejected', note.trim());
  });
}

/**
 * The operator records an approved request as paid: the payee's account gives the amount to the
 * market's bank (`payout:<id>:paid`, once), if its balance still covers it.
 */
export async function payPayout(db: Database, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    if (row.status !== 'approved') throw AppError.of(403, 'payout', 'money.payout_not_approved');
    const payee = payeeOf(row);
    await lockPayee(tx, payee);
    const checked = checkPayoutPayment(await payeePosition(tx, payee), row.amount);
    if (!checked.ok) throw AppError.of(403, 'payout', checked.error.key, checked.error.params);
    await postTransaction(tx, `payout:${row.id}:paid`, payoutEntries(payee, row.amount), {
      payoutId: row.id,
      ...payeeRefs(payee),
    });
    return decide(tx, actor, row, 'paid');
  });
}
