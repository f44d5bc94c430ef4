import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { ledgerEntries, orders } from '../../src/db/schema';
import { put, storeItem } from '../staff/staff-support';
import { bearer } from '../support/accounts';
import { insertOrder } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';

export type OrderMoneyRow = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'orderAmount'
    | 'couponCode'
    | 'couponDiscountAmount'
    | 'totalTaxAmount'
    | 'deliveryCharge'
    | 'originalDeliveryCharge'
    | 'dmTips'
    | 'deliveryManId'
  >
>;

/**
 * An order of the store for Rs 1,000 of items (one unit at that price), at `status` (picked up by
 * default, one move from delivered), with the money fields `money` sets (amount, delivery, tips…).
 */
export async function orderFor(
  db: Database,
  o: { userId: number; storeId: number; method?: string; status?: string; money?: OrderMoneyRow },
) {
  const item = await storeItem(db, o.storeId);
  const method = o.method ?? 'cash_on_delivery';
  const { orderId } = await insertOrder(db, {
    userId: o.userId,
    storeId: o.storeId,
    status: o.status ?? 'picked_up',
    paymentMethod: method,
    paymentStatus: method === 'cash_on_delivery' ? 'unpaid' : 'paid',
    lines: [{ itemId: item.id, quantity: 1, price: 1000 }],
  });
  if (o.money) await db.update(orders).set(o.money).where(eq(orders.id, orderId));
  return orderId;
}

/** An order's ledger rows as `txn account amount`, in the order written. */
export async function ledgerLinesOf(db: Database, orderId: number) {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));
  return rows.map((r) => `${r.txn} ${r.account} ${r.amount}`);
}

export const post = (t: TestApp, url: string, token: string, payload: unknown, locale?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(locale && { 'x-localization': locale }) },
    payload: payload as object,
  });

/** The seller's move to delivered (as the store's own delivery man, decision 404). */
export const sellerDelivers = (t: TestApp, token: string, orderId: number) =>
  put(t, '/api/v1/vendor/order/status', token, { order_id: orderId, status: 'delivered' });

/** An admin's move of any order. */
export const adminMoves = (t: TestApp, token: string, orderId: number, status: string) =>
  put(t, '/api/v1/admin/order/status', token, { order_id: orderId, status });

export const bankPayout = (amount: number | string) => ({
  amount,
  method: 'bank',
  account_title: 'Jinnah Super Grocers',
  bank_name: 'Meezan Bank',
  account_number: 'PK36SCBL0000001123456702',
});
