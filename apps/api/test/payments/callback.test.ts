import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orderStatusHistory } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { digitalCheckout, newCustomer, report, SECRET, sendReport, snapshot, twoItems } from './fixture';

let t: TestApp;
const logLines: string[] = [];
let items: Awaited<ReturnType<typeof twoItems>>;
let itemIds: number[];
let userId: number;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { PAYMENT_SECRET: SECRET },
    logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
  });
  items = await twoItems(t.db, 20);
  itemIds = items.map((i) => i.id).sort((a, b) => a - b);
  userId = await newCustomer(t);
});
afterAll(async () => t.close());

/** A fresh pending checkout of two orders: 2 × Rs 450 and 1 × Rs 1,234 = Rs 2,134. */
const checkout = () =>
  digitalCheckout(t.db, {
    userId,
    lines: [
      { itemId: items[0].id, quantity: 2, price: 450 },
      { itemId: items[1].id, quantity: 1, price: 1234 },
    ],
  });

const warnings = (reason: string) =>
  logLines.filter((l) => l.includes('payment callback refused') && l.includes(`"reason":"${reason}"`));

describe('accepted callbacks', () => {
  it("'paid' on a pending payment pays it and every order of the checkout, and tells the customer", async () => {
    const c = await checkout();
    const before = await snapshot(t.db, c, itemIds);
    const body = report(c);
    const res = await sendReport(t, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: 'settled',
      payment_status: 'paid',
      checkout_id: c.checkoutId,
      refund_due_order_ids: [],
    });
    const after = await snapshot(t.db, c, itemIds);
    expect(after.payment.status).toBe('paid');
    expect(after.payment.paidAt).not.toBeNull();
    expect(after.orders.map((o) => [o.orderStatus, o.paymentStatus, o.refundDue])).toEqual([
      ['pending', 'paid', 0],
      ['pending', 'paid', 0],
    ]);
    expect(after.stock).toEqual(before.stock);
    expect(after.couponUses).toBe(1);
    expect(after.events).toEqual([{ eventId: body.event_id, accepted: 'yes', status: 'paid' }]);
    expect(after.notes).toEqual(
      c.orderIds.map((id) => ({
        type: 'payment',
        orderId: id,
        description: `We received your payment for order #${id}.`,
      })),
    );
  });

  it("'paid' empties the customer's stored cart (kept while the payment was pending); 'failed' keeps it", async () => {
    const line = { item_id: items[0].id, quantity: 1 };
    await t.db
      .insert(carts)
      .values({ userId, lines: [line], couponCode: null })
      .onConflictDoUpdate({
        target: carts.userId,
        set: { lines: [line], couponCode: null },
      });
    const failing = await checkout();
    expect((await sendReport(t, report(failing, { status: 'failed' }))).statusCode).toBe(200);
    expect(await t.db.select().from(carts).where(eq(carts.userId, userId))).toHaveLength(1);
    const paying = await checkout();
    expect((await sendReport(t, report(paying))).statusCode).toBe(200);
    expect(await t.db.select().from(carts).where(eq(carts.userId, userId))).toHaveLength(0);
  });

  it('a replayed event id is refused (409) and changes nothing', async () => {
    const c = await checkout();
    const body = report(c);
    expect((await sendReport(t, body)).statusCode).toBe(200);
    const before = await snapshot(t.db, c, itemIds);
    const replay = await sendReport(t, body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ errors: [{ code: 'event_id' }] });
    // Even as a 'failed' report under the same id (re-signed): still a replay.
    const twisted = await sendReport(t, { ...body, status: 'failed' });
    expect(twisted.statusCode).toBe(409);
    expect(await snapshot(t.db, c, itemIds)).toEqual(before);
    expect(warnings('replayed').length).toBeGreaterThanOrEqual(2);
  });

  it("a second 'paid' with a new event id is answered 200 and changes nothing", async () => {
    const c = await checkout();
    expect((await sendReport(t, report(c))).statusCode).toBe(200);
    const before = await snapshot(t.db, c, itemIds);
    const second = report(c);
    const res = await sendReport(t, second);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'duplicate', payment_status: 'paid' });
    const after = await snapshot(t.db, c, itemIds);
    expect({ ...after, events: after.events.slice(0, 1) }).toEqual(before);
    expect(after.events[1]).toEqual({ eventId: second.event_id, accepted: 'yes', status: 'paid' });
  });

  it("'failed' after 'paid' is refused (409): the payment and orders stay paid", async () => {
    const c = await checkout();
    expect((await sendReport(t, report(c))).statusCode).toBe(200);
    const before = await snapshot(t.db, c, itemIds);
    const failed = report(c, { status: 'failed' });
    const res = await sendReport(t, failed);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errors: [{ code: 'status' }] });
    const after = await snapshot(t.db, c, itemIds);
    expect({ ...after, events: after.events.slice(0, 1) }).toEqual(before);
    expect(after.payment.status).toBe('paid');
    expect(after.orders.every((o) => o.paymentStatus === 'paid' && o.orderStatus === 'pending')).toBe(true);
    expect(after.events[1]).toEqual({ eventId: failed.event_id, accepted: 'no', status: 'failed' });
    expect(warnings('already_paid').length).toBeGreaterThanOrEqual(1);
  });

  it("'failed' on a pending payment fails the orders and gives stock and coupon use back", async () => {
    const c = await checkout();
    const before = await snapshot(t.db, c, itemIds);
    const res = await sendReport(t, report(c, { status: 'failed' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 'settled', payment_status: 'failed' });
    const after = await snapshot(t.db, c, itemIds);
    expect(after.payment).toEqual({ status: 'failed', paidAt: null });
    expect(after.orders.map((o) => [o.orderStatus, o.paymentStatus, o.released])).toEqual([
      ['failed', 'unpaid', true],
      ['failed', 'unpaid', true],
    ]);
    const back = new Map([
      [items[0].id, 2],
      [items[1].id, 1],
    ]);
    expect(after.stock).toEqual(
      before.stock.map((s) => ({ id: s.id, stock: s.stock + (back.get(s.id) ?? 0) })),
    );
    expect([after.couponUses, after.couponUseRows]).toEqual([0, 0]);
    const history = await t.db
      .select({ status: orderStatusHistory.status, actor: orderStatusHistory.actor })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, c.orderIds[0]!));
    expect(history).toContainEqual({ status: 'failed', actor: 'system' });
    // A second 'failed' (new event id) changes nothing: stock is not given back twice.
    const again = await sendReport(t, report(c, { status: 'failed' }));
    expect(again.json()).toMatchObject({ result: 'duplicate', payment_status: 'failed' });
    const twice = await snapshot(t.db, c, itemIds);
    expect({ ...twice, events: [] }).toEqual({ ...after, events: [] });
  });
});

describe('concurrent callbacks', () => {
  it("parallel 'paid' reports settle once; parallel replays of one event are accepted once", async () => {
    const c = await checkout();
    const reports = Array.from({ length: 4 }, () => report(c));
    const answers = await Promise.all(reports.map((r) => sendReport(t, r)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.json().result).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'settled',
    ]);
    const after = await snapshot(t.db, c, itemIds);
    expect(after.payment.status).toBe('paid');
    expect(after.notes).toHaveLength(2);
    expect(after.events).toHaveLength(4);

    const d = await checkout();
    const one = report(d);
    const replays = await Promise.all([1, 2, 3].map(() => sendReport(t, one)));
    expect(replays.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const settled = await snapshot(t.db, d, itemIds);
    expect(settled.events).toEqual([{ eventId: one.event_id, accepted: 'yes', status: 'paid' }]);
    expect(settled.notes).toHaveLength(2);
  });
});

describe('documentation', () => {
  it('the callback is in the OpenAPI document; the gateway pages are not', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const callback = doc.paths['/api/v1/payments/sandbox/callback'];
    expect(Object.keys(callback)).toEqual(['post']);
    expect(Object.keys(callback.post.responses).sort()).toEqual(['200', '400', '401', '403', '409', '422']);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/payments/'))).toBe(false);
  });
});
