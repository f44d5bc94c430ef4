import type { SandboxCallbackBody } from '@bazaar/contract';
import { allowedNextStatuses, isOrderStatus, type Notice } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { notifyCustomer } from '../../commerce/notify';
import { lockOrder, moveOrder } from '../../commerce/order-status';
import type { Tx } from '../../commerce/tx';
import type { Database } from '../../db/client';
import { carts, orders } from '../../db/schema';
import {
  checkoutOrders,
  lockPaymentByRef,
  markEventAccepted,
  type PaymentRow,
  type PaymentState,
  recordEvent,
  setPaymentStatus,
} from './repository';

export type SettleRefusal = 'replayed' | 'unknown' | 'checkout_mismatch' | 'amount_mismatch' | 'already_paid';

export type Settled = {
  ok: true;
  result: 'settled' | 'duplicate';
  paymentStatus: PaymentState;
  checkoutId: number;
  refundDueOrderIds: number[];
};
export type SettleOutcome = Settled | { ok: false; reason: SettleRefusal; paymentId: number | null };

const unchanged = (payment: PaymentRow): Settled => ({
  ok: true,
  result: 'duplicate',
  paymentStatus: payment.status as PaymentState,
  checkoutId: payment.checkoutId,
  refundDueOrderIds: [],
});

/**
 * Applies one verified gateway report, in one transaction with the payment row locked: the report is
 * recorded under its event id first (a replay is refused), then checked against the payment, then
 * applied. Refusals commit too, so the refused report stays on record.
 */
export async function settleReport(
  db: Database,
  provider: string,
  report: SandboxCallbackBody,
  now: Date = new Date(),
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const payment = await lockPaymentByRef(tx, provider, report.provider_ref);
    const eventId = await recordEvent(tx, {
      eventId: report.event_id,
      paymentId: payment?.id ?? null,
      status: report.status,
      body: report,
    });
    const refuse = (reason: SettleRefusal) => ({
      ok: false as const,
      reason,
      paymentId: payment?.id ?? null,
    });
    if (eventId === null) return refuse('replayed');
    if (!payment) return refuse('unknown');
    if (payment.checkoutId !== report.checkout_id) return refuse('checkout_mismatch');
    if (payment.amount !== report.amount) return refuse('amount_mismatch');
    const outcome =
      report.status === 'paid' ? await settlePaid(tx, payment, now) : await settleFailed(tx, payment);
    if (outcome.ok) await markEventAccepted(tx, eventId);
    return outcome;
  });
}

/**
 * The money arrived. Each order of the checkout still holding its stock becomes paid; one already
 * released (expired, failed or canceled meanwhile) is not revived: its amount is flagged as owed back
 * (`refund_due`) and the customer told so. A second 'paid' changes nothing.
 */
async function settlePaid(tx: Tx, payment: PaymentRow, now: Date): Promise<SettleOutcome> {
  if (payment.status === 'paid') return unchanged(payment);
  await setPaymentStatus(tx, payment.id, 'paid', now);
  const refundDueOrderIds: number[] = [];
  const customers = new Set<number>();
  for (const { id } of await checkoutOrders(tx, payment.checkoutId)) {
    const order = await lockOrder(tx, id, {});
    if (order.userId !== null) customers.add(order.userId);
    if (order.stockReleasedAt !== null) {
      await tx.update(orders).set({ refundDue: order.orderAmount, updatedAt: now }).where(eq(orders.id, id));
      refundDueOrderIds.push(id);
      await notify(tx, order, { kind: 'refund_due', order_id: id, amount: order.orderAmount });
    } else {
      await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: now }).where(eq(orders.id, id));
      await notify(tx, order, { kind: 'payment_paid', order_id: id });
    }
  }
  // Spec §4: a digital payment keeps the cart until it is paid; now it is, the cart is emptied (as
  // placement does at once for cash on delivery and wallet).
  for (const userId of customers) await tx.delete(carts).where(eq(carts.userId, userId));
  return {
    ok: true,
    result: 'settled',
    paymentStatus: 'paid',
    checkoutId: payment.checkoutId,
    refundDueOrderIds,
  };
}

/** The shopper's payment failed: a pending payment fails with its orders; a paid one never unpays. */
async function settleFailed(tx: Tx, payment: PaymentRow): Promise<SettleOutcome> {
  if (payment.status === 'paid') return { ok: false, reason: 'already_paid', paymentId: payment.id };
  if (payment.status !== 'pending') return unchanged(payment);
  await setPaymentStatus(tx, payment.id, 'failed');
  await failCheckoutOrders(tx, payment.checkoutId, 'Digital payment failed');
  return {
    ok: true,
    result: 'settled',
    paymentStatus: 'failed',
    checkoutId: payment.checkoutId,
    refundDueOrderIds: [],
  };
}

/**
 * Moves every order of the checkout that the system may still fail (a pending one) to 'failed' through
 * the one order-status path, which gives its stock and coupon use back exactly once. Orders already
 * closed otherwise (a customer's cancel) have released theirs. Answers the ids moved and those left.
 */
export async function failCheckoutOrders(tx: Tx, checkoutId: number, note: string) {
  const failed: number[] = [];
  const skipped: { id: number; status: string }[] = [];
  for (const { id } of await checkoutOrders(tx, checkoutId)) {
    const order = await lockOrder(tx, id, {});
    const from = order.orderStatus;
    if (isOrderStatus(from) && allowedNextStatuses(from, 'system').includes('failed')) {
      await moveOrder(tx, { orderId: order.id, to: 'failed', actor: 'system', note });
      failed.push(order.id);
    } else if (order.stockReleasedAt === null) {
      skipped.push({ id: order.id, status: from });
    }
  }
  return { failed, skipped };
}

async function notify(tx: Tx, order: { id: number; userId: number | null }, notice: Notice) {
  if (order.userId === null) return;
  await notifyCustomer(tx, { userId: order.userId, orderId: order.id, notice });
}
