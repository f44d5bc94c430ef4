import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { digitalCheckout, newCustomer, report, SECRET, sendReport, snapshot, twoItems } from './fixture';

let t: TestApp;
let items: Awaited<ReturnType<typeof twoItems>>;
let itemIds: number[];
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PAYMENT_SECRET: SECRET } });
  items = await twoItems(t.db, 20);
  itemIds = items.map((i) => i.id).sort((a, b) => a - b);
  userId = await newCustomer(t);
});
afterAll(async () => t.close());

/** Rs 1,234 × 1 + Rs 500 × 2 = Rs 2,234 over two orders. */
const checkout = (expiresAt?: Date) =>
  digitalCheckout(t.db, {
    userId,
    lines: [
      { itemId: items[0].id, quantity: 1, price: 1234 },
      { itemId: items[1].id, quantity: 2, price: 500 },
    ],
    ...(expiresAt && { expiresAt }),
  });

const page = (ref: string) => t.app.inject({ url: `/payments/sandbox/${ref}` });
const press = (ref: string, action: 'pay' | 'fail') =>
  t.app.inject({
    method: 'POST',
    url: `/payments/sandbox/${ref}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('the hosted payment page', () => {
  it('shows the amount in rupees, the orders and two buttons, and changes nothing', async () => {
    const c = await checkout();
    const before = await snapshot(t.db, c, itemIds);
    const res = await page(c.ref);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).toContain('Rs 2,234');
    expect(res.body).toContain(`Orders #${c.orderIds[0]}, #${c.orderIds[1]}`);
    expect(res.body).toContain(`<form method="post" action="/payments/sandbox/${c.ref}/pay">`);
    expect(res.body).toContain('>Pay Rs 2,234</button>');
    expect(res.body).toContain(`action="/payments/sandbox/${c.ref}/fail"`);
    expect(res.body).toContain('>Fail payment</button>');
    expect(res.body).not.toContain('<script');
    // Opening the page, or a return page, twice: still nothing changed.
    await page(c.ref);
    await t.app.inject({ url: `/payment-success?order_id=${c.orderIds[0]}&checkout_id=${c.checkoutId}` });
    await t.app.inject({ url: `/payment-fail?order_id=${c.orderIds[0]}&checkout_id=${c.checkoutId}` });
    expect(await snapshot(t.db, c, itemIds)).toEqual(before);
  });

  it('paying on the page settles through the signed callback and returns to /payment-success', async () => {
    const c = await checkout();
    const before = await snapshot(t.db, c, itemIds);
    const res = await press(c.ref, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/payment-success?order_id=${c.orderIds[0]}&checkout_id=${c.checkoutId}`,
    );
    const after = await snapshot(t.db, c, itemIds);
    expect(after.payment.status).toBe('paid');
    expect(after.payment.paidAt).not.toBeNull();
    expect(after.orders.map((o) => [o.orderStatus, o.paymentStatus])).toEqual([
      ['pending', 'paid'],
      ['pending', 'paid'],
    ]);
    expect(after.stock).toEqual(before.stock);
    expect(after.events).toHaveLength(1);
    expect(after.events[0]).toMatchObject({ accepted: 'yes', status: 'paid' });
    // Now settled: the page says so (410) and a second press changes nothing.
    const again = await page(c.ref);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('Payment already completed');
    expect((await press(c.ref, 'fail')).statusCode).toBe(410);
    expect(await snapshot(t.db, c, itemIds)).toEqual(after);
  });

  it('failing on the page fails the orders, gives stock back and returns to /payment-fail', async () => {
    const c = await checkout();
    const before = await snapshot(t.db, c, itemIds);
    const res = await press(c.ref, 'fail');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment-fail?order_id=${c.orderIds[0]}&checkout_id=${c.checkoutId}`);
    const after = await snapshot(t.db, c, itemIds);
    expect(after.payment.status).toBe('failed');
    expect(after.orders.map((o) => o.orderStatus)).toEqual(['failed', 'failed']);
    expect(after.stock).toEqual(
      before.stock.map((s) => ({ id: s.id, stock: s.stock + (s.id === items[0].id ? 1 : 2) })),
    );
    expect(after.couponUses).toBe(0);
  });

  it('an unknown, malformed, expired or settled reference gets a clear page, never a 5xx', async () => {
    const unknown = await page('0'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Payment not found');
    expect((await page('not-a-ref')).statusCode).toBe(404);
    expect((await page(`${'a'.repeat(150)}<script>`)).statusCode).toBe(404);
    expect((await press('0'.repeat(32), 'pay')).statusCode).toBe(404);

    const late = await checkout(new Date(Date.now() - 1000));
    const before = await snapshot(t.db, late, itemIds);
    const expired = await page(late.ref);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Payment link expired');
    expect((await press(late.ref, 'pay')).statusCode).toBe(410);
    expect(await snapshot(t.db, late, itemIds)).toEqual(before);

    const swept = await checkout();
    await t.db.update(payments).set({ status: 'expired' }).where(eq(payments.id, swept.paymentId));
    expect((await page(swept.ref)).statusCode).toBe(410);

    const failed = await checkout();
    expect((await sendReport(t, report(failed, { status: 'failed' }))).statusCode).toBe(200);
    const settled = await page(failed.ref);
    expect(settled.statusCode).toBe(410);
    expect(settled.body).toContain('declined');
  });
});
