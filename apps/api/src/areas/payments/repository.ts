import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../commerce/tx';
import { orders, paymentEvents, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentState = 'pending' | 'paid' | 'failed' | 'expired';

/** A payment by the gateway's reference, without a lock (the hosted page reads it). */
export async function findPaymentByRef(db: Db, provider: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerRef, providerRef), eq(payments.provider, provider)));
  return row;
}

/** The same, locked FOR UPDATE for the rest of the transaction: one settlement at a time. */
export async function lockPaymentByRef(tx: Tx, provider: string, providerRef: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.providerRef, providerRef), eq(payments.provider, provider)))
    .for('update');
  return row;
}

/** Ids of pending payments whose time ran out, oldest first (no lock: each is re-locked alone). */
export async function overduePaymentIds(db: Db, now: Date, limit: number) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt), asc(payments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Locks one overdue payment, skipping it when another transaction (a callback) holds it. */
export async function lockOverduePayment(tx: Tx, id: number, now: Date) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), lt(payments.expiresAt, now)))
    .for('update', { skipLocked: true });
  return row;
}

export async function setPaymentStatus(tx: Tx, id: number, status: PaymentState, paidAt?: Date) {
  await tx
    .update(payments)
    .set({ status, updatedAt: new Date(), ...(paidAt && { paidAt }) })
    .where(eq(payments.id, id));
}

/** The orders of one checkout, lowest id first (the order the shopper is sent back with). */
export async function checkoutOrders(db: Db, checkoutId: number) {
  return db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id));
}

/**
 * Records a gateway report under its event id. Answers false when that id was recorded before: a
 * replay. (A concurrent twin waits on the unique index and then finds the first one's row.)
 */
export async function recordEvent(
  tx: Tx,
  event: { eventId: string; paymentId: number | null; status: string; body: Record<string, unknown> },
): Promise<number | null> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ ...event, accepted: 'no' })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return rows[0]?.id ?? null;
}

export async function markEventAccepted(tx: Tx, id: number) {
  await tx.update(paymentEvents).set({ accepted: 'yes' }).where(eq(paymentEvents.id, id));
}
