import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, ne, notExists } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  checkouts,
  coupons,
  couponUses,
  items,
  itemVariations,
  notifications,
  orders,
  paymentEvents,
  payments,
  users,
} from '../../src/db/schema';
import { signCallback } from '../../src/payments/sandbox';
import { registerCustomer } from '../support/accounts';
import { insertOrder } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';

/** The secret the test app's sandbox signs with (passed as PAYMENT_SECRET). */
export const SECRET = 'test-payment-secret-0123456789abcdef';

export async function newCustomer(t: TestApp) {
  const shopper = await registerCustomer(t);
  const [user] = await t.db.select().from(users).where(eq(users.email, shopper.email));
  return user!.id;
}

/** Two active items without variations, from different stores, each with at least `minStock` units. */
export async function twoItems(db: Database, minStock: number) {
  const noVariations = notExists(
    db.select({ id: itemVariations.id }).from(itemVariations).where(eq(itemVariations.itemId, items.id)),
  );
  const pick = async (otherStore?: number) => {
    const [item] = await db
      .select()
      .from(items)
      .where(
        and(
          eq(items.active, true),
          gte(items.stock, minStock),
          noVariations,
          ...(otherStore ? [ne(items.storeId, otherStore)] : []),
        ),
      )
      .orderBy(asc(items.id))
      .limit(1);
    if (!item) throw new Error('twoItems: not enough stocked items');
    return item;
  };
  const first = await pick();
  return [first, await pick(first.storeId)] as const;
}

export type DigitalCheckout = {
  checkoutId: number;
  orderIds: number[];
  paymentId: number;
  ref: string;
  amount: number;
  couponId: number;
};

/**
 * A digital-payment checkout as placement leaves it: one order per line (each its own store), stock
 * taken, a coupon used by the first order (total_uses 1), and a pending sandbox payment of the total.
 */
export async function digitalCheckout(
  db: Database,
  input: {
    userId: number;
    lines: { itemId: number; quantity: number; price: number }[];
    expiresAt?: Date;
  },
): Promise<DigitalCheckout> {
  const placed = [];
  for (const line of input.lines) {
    placed.push(
      await insertOrder(db, {
        userId: input.userId,
        paymentMethod: 'digital_payment',
        paymentStatus: 'unpaid',
        lines: [line],
      }),
    );
  }
  const checkoutId = placed[0]!.checkoutId;
  const orderIds = placed.map((p) => p.orderId);
  const amount = input.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  await db.update(orders).set({ checkoutId }).where(inArray(orders.id, orderIds));
  const others = placed.slice(1).map((p) => p.checkoutId);
  if (others.length) await db.delete(checkouts).where(inArray(checkouts.id, others));
  await db.update(checkouts).set({ totalAmount: amount }).where(eq(checkouts.id, checkoutId));

  const code = `PAY${randomBytes(4).toString('hex').toUpperCase()}`;
  const [coupon] = await db
    .insert(coupons)
    .values({
      title: 'Payment test',
      code,
      startDate: '2020-01-01',
      expireDate: '2099-12-31',
      discount: 10,
      discountType: 'amount',
      totalLimit: 5,
      totalUses: 1,
    })
    .returning({ id: coupons.id });
  await db.insert(couponUses).values({ couponId: coupon!.id, userId: input.userId, orderId: orderIds[0]! });
  await db.update(orders).set({ couponCode: code }).where(eq(orders.id, orderIds[0]!));

  const ref = randomBytes(16).toString('hex');
  const [payment] = await db
    .insert(payments)
    .values({
      checkoutId,
      provider: 'sandbox',
      amount,
      status: 'pending',
      providerRef: ref,
      expiresAt: input.expiresAt ?? new Date(Date.now() + 30 * 60_000),
    })
    .returning({ id: payments.id });
  return { checkoutId, orderIds, paymentId: payment!.id, ref, amount, couponId: coupon!.id };
}

export type Report = {
  event_id: string;
  provider_ref: string;
  checkout_id: number;
  amount: number;
  status: 'paid' | 'failed';
};

export const report = (c: DigitalCheckout, overrides: Partial<Report> = {}): Report => ({
  event_id: randomUUID(),
  provider_ref: c.ref,
  checkout_id: c.checkoutId,
  amount: c.amount,
  status: 'paid',
  ...overrides,
});

/** Delivers a report to the callback as the gateway would: signed with `secret` at `at`. */
export function sendReport(
  t: TestApp,
  body: Report | string,
  opts: { secret?: string; at?: Date; headers?: Record<string, string> } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(Math.floor((opts.at ?? new Date()).getTime() / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/callback',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-timestamp': timestamp,
      'x-sandbox-signature': signCallback(opts.secret ?? SECRET, timestamp, raw),
      ...opts.headers,
    },
    payload: raw,
  });
}

/** Everything a payment callback may change, to compare before and after. */
export async function snapshot(db: Database, c: DigitalCheckout, itemIds: number[]) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, c.paymentId));
  const orderRows = await db
    .select({
      id: orders.id,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      refundDue: orders.refundDue,
      released: orders.stockReleasedAt,
    })
    .from(orders)
    .where(eq(orders.checkoutId, c.checkoutId))
    .orderBy(asc(orders.id));
  const stock = await db
    .select({ id: items.id, stock: items.stock })
    .from(items)
    .where(inArray(items.id, itemIds))
    .orderBy(asc(items.id));
  const [coupon] = await db
    .select({ uses: coupons.totalUses })
    .from(coupons)
    .where(eq(coupons.id, c.couponId));
  const [uses] = await db.select({ n: count() }).from(couponUses).where(eq(couponUses.couponId, c.couponId));
  const events = await db
    .select({
      eventId: paymentEvents.eventId,
      accepted: paymentEvents.accepted,
      status: paymentEvents.status,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, c.paymentId))
    .orderBy(asc(paymentEvents.id));
  const notes = await db
    .select({
      type: notifications.type,
      orderId: notifications.orderId,
      description: notifications.description,
    })
    .from(notifications)
    .where(inArray(notifications.orderId, c.orderIds))
    .orderBy(asc(notifications.id));
  return {
    payment: { status: payment!.status, paidAt: payment!.paidAt?.toISOString() ?? null },
    orders: orderRows.map((o) => ({ ...o, released: o.released !== null })),
    stock,
    couponUses: coupon!.uses,
    couponUseRows: uses!.n,
    events,
    notes,
  };
}
