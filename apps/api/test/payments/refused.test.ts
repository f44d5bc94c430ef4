import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  type DigitalCheckout,
  digitalCheckout,
  newCustomer,
  report,
  SECRET,
  sendReport,
  snapshot,
  twoItems,
} from './fixture';

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

async function expectRefused(
  c: DigitalCheckout,
  send: () => Promise<{ statusCode: number; json(): unknown }>,
) {
  const before = await snapshot(t.db, c, itemIds);
  const res = await send();
  const after = await snapshot(t.db, c, itemIds);
  expect({ ...after, events: [] }).toEqual({ ...before, events: [] });
  expect(after.payment.status).toBe('pending');
  return { res, before, after };
}

describe('refused callbacks change nothing and are logged', () => {
  it('a signature made with another secret is refused (401) and not stored', async () => {
    const c = await checkout();
    const { res, after } = await expectRefused(c, () =>
      sendReport(t, report(c), { secret: 'an-attackers-secret-000000' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: [{ code: 'signature', message: 'The payment report is not signed correctly' }],
    });
    expect(after.events).toEqual([]);
    expect(warnings('bad_signature').length).toBeGreaterThanOrEqual(1);
  });

  it('a body changed after signing is refused (401)', async () => {
    const c = await checkout();
    const body = JSON.stringify(report(c));
    const timestamp = String(Math.floor(Date.now() / 1000));
    const { signCallback } = await import('../../src/payments/sandbox');
    const { res } = await expectRefused(c, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/callback',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-timestamp': timestamp,
          'x-sandbox-signature': signCallback(SECRET, timestamp, body),
        },
        payload: body.replace(`"amount":${c.amount}`, `"amount":${c.amount - 1}`),
      }),
    );
    expect(res.statusCode).toBe(401);
  });

  it('a missing signature is refused (401)', async () => {
    const c = await checkout();
    const { res } = await expectRefused(c, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/callback',
        headers: { 'content-type': 'application/json' },
        payload: report(c),
      }),
    );
    expect(res.statusCode).toBe(401);
    expect(warnings('missing_signature').length).toBeGreaterThanOrEqual(1);
  });

  it('a correctly signed report older than 5 minutes, or over a minute ahead, is refused (401)', async () => {
    const c = await checkout();
    const stale = await expectRefused(c, () =>
      sendReport(t, report(c), { at: new Date(Date.now() - 301_000) }),
    );
    expect(stale.res.statusCode).toBe(401);
    expect(stale.res.json()).toMatchObject({ errors: [{ code: 'timestamp' }] });
    const ahead = await expectRefused(c, () =>
      sendReport(t, report(c), { at: new Date(Date.now() + 120_000) }),
    );
    expect(ahead.res.statusCode).toBe(401);
    expect(ahead.after.events).toEqual([]);
    expect(warnings('stale_timestamp').length).toBeGreaterThanOrEqual(2);
  });

  it('a mismatched amount is refused (422), recorded as not accepted', async () => {
    const c = await checkout();
    const body = report(c, { amount: c.amount - 1 });
    const { res, after } = await expectRefused(c, () => sendReport(t, body));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: [{ code: 'amount', message: 'The payment report does not match its payment: amount' }],
    });
    expect(after.events).toEqual([{ eventId: body.event_id, accepted: 'no', status: 'paid' }]);
    expect(warnings('amount_mismatch').length).toBeGreaterThanOrEqual(1);
  });

  it('a mismatched checkout is refused (422)', async () => {
    const c = await checkout();
    const other = await checkout();
    const body = report(c, { checkout_id: other.checkoutId });
    const { res, after } = await expectRefused(c, () => sendReport(t, body));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ code: 'checkout_id' }] });
    expect(after.events).toEqual([{ eventId: body.event_id, accepted: 'no', status: 'paid' }]);
    expect((await snapshot(t.db, other, itemIds)).payment.status).toBe('pending');
  });

  it('an unknown reference is refused (422)', async () => {
    const c = await checkout();
    const body = report(c, { provider_ref: 'f'.repeat(32) });
    const { res } = await expectRefused(c, () => sendReport(t, body));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ code: 'provider_ref' }] });
    const [row] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, body.event_id));
    expect(row).toMatchObject({ paymentId: null, accepted: 'no' });
  });

  it('unreadable JSON: 400 when signed, 401 when not; a signed body of the wrong shape: 403', async () => {
    const c = await checkout();
    const signed = await expectRefused(c, () => sendReport(t, '{"event_id":'));
    expect(signed.res.statusCode).toBe(400);
    expect(signed.res.json()).toMatchObject({ errors: [{ code: 'body' }] });
    const unsigned = await expectRefused(c, () =>
      sendReport(t, '{"event_id":', { headers: { 'x-sandbox-signature': 'ab'.repeat(32) } }),
    );
    expect(unsigned.res.statusCode).toBe(401);
    const shape = await expectRefused(c, () =>
      sendReport(t, JSON.stringify({ ...report(c), amount: 'lots', status: 'refunded' })),
    );
    expect(shape.res.statusCode).toBe(403);
    expect((shape.res.json() as { errors: { code: string }[] }).errors.map((e) => e.code).sort()).toEqual([
      'amount',
      'status',
    ]);
  });
});
