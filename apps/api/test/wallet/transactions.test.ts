import { WalletTransactionListSchema } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions } from '../../src/db/schema';
import { quickCustomer } from '../support/checkout';
import { countQueries } from '../support/query-counter';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = { credit?: number; debit?: number; type: string; reference: string };

/** A customer whose ledger holds `rows`, written oldest first. */
async function customerWithLedger(rows: Row[]) {
  const who = await quickCustomer(t.db);
  for (const r of rows) {
    await t.db.insert(walletTransactions).values({
      userId: who.id,
      credit: r.credit ?? 0,
      debit: r.debit ?? 0,
      transactionType: r.type,
      reference: `${r.reference}:${who.id}`,
    });
  }
  return who;
}

const history = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ url: `/api/v1/customer/wallet/transactions${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return WalletTransactionListSchema.parse(res.json());
};

const LEDGER: Row[] = [
  { credit: 5000, type: 'add_fund_by_admin', reference: 'Added by admin' },
  { debit: 1200, type: 'order_place', reference: 'checkout:1' },
  { debit: 800, type: 'order_place', reference: 'checkout:2' },
  { credit: 800, type: 'order_refund', reference: 'order:2' },
  { credit: 250, type: 'add_fund_by_admin', reference: 'Eid gift' },
];

describe('GET customer/wallet/transactions', () => {
  it('lists the ledger newest first, each row with the running balance after it', async () => {
    const who = await customerWithLedger(LEDGER);
    const page = await history(who.headers);
    expect(page).toMatchObject({ total_size: 5, limit: 20, offset: 1 });
    expect(page.data.map((r) => [r.transaction_type, r.credit, r.debit, r.balance])).toEqual([
      ['add_fund_by_admin', 250, 0, 4050],
      ['order_refund', 800, 0, 3800],
      ['order_place', 0, 800, 3000],
      ['order_place', 0, 1200, 3800],
      ['add_fund_by_admin', 5000, 0, 5000],
    ]);
    expect(page.data[0]).toMatchObject({ reference: `Eid gift:${who.id}` });
    expect(page.data[0]!.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(page.data[0]!.created_at))).toBe(false);
  });

  it('pages with limit and offset (a page number from 1); the balance stays the ledger’s, not the page’s', async () => {
    const who = await customerWithLedger(LEDGER);
    const second = await history(who.headers, '?limit=2&offset=2');
    expect(second).toMatchObject({ total_size: 5, limit: 2, offset: 2 });
    expect(second.data.map((r) => r.balance)).toEqual([3000, 3800]);
    const last = await history(who.headers, '?limit=2&offset=3');
    expect(last.data.map((r) => r.balance)).toEqual([5000]);
    const past = await history(who.headers, '?limit=2&offset=9');
    expect(past).toEqual({ total_size: 5, limit: 2, offset: 9, data: [] });
  });

  it('answers an empty history for a customer without rows', async () => {
    const who = await quickCustomer(t.db);
    expect(await history(who.headers)).toEqual({ total_size: 0, limit: 20, offset: 1, data: [] });
  });

  it('counts 20 to a page by default and works the balance out in one statement', async () => {
    const who = await quickCustomer(t.db);
    await t.db.insert(walletTransactions).values(
      Array.from({ length: 45 }, (_, i) => ({
        userId: who.id,
        credit: 100,
        transactionType: 'add_fund_by_admin',
        reference: `bulk:${who.id}:${i}`,
      })),
    );
    const counter = countQueries(t.db);
    try {
      let page: Awaited<ReturnType<typeof history>> | undefined;
      // The customer's session, then the page with its total and balances.
      expect(
        await counter.during(async () => {
          page = await history(who.headers);
        }),
      ).toBeLessThanOrEqual(2);
      expect(page!.total_size).toBe(45);
      expect(page!.data).toHaveLength(20);
      expect(page!.data[0]!.balance).toBe(4500);
      expect(page!.data[19]!.balance).toBe(2600);
    } finally {
      counter.restore();
    }
  });
});

describe('customer/wallet/transactions: another customer’s rows and bad input', () => {
  it('shows a customer only their own rows', async () => {
    const a = await customerWithLedger(LEDGER);
    const b = await customerWithLedger([{ credit: 10, type: 'add_fund_by_admin', reference: 'b' }]);
    const seen = await history(b.headers);
    expect(seen.total_size).toBe(1);
    expect(seen.data.map((r) => r.reference)).toEqual([`b:${b.id}`]);
    expect(seen.data[0]!.balance).toBe(10);
    expect((await history(a.headers)).total_size).toBe(5);
  });

  it('leaves out the rows of a removed account (user_id null)', async () => {
    const a = await customerWithLedger(LEDGER);
    await t.db.update(walletTransactions).set({ userId: null }).where(eq(walletTransactions.userId, a.id));
    expect((await history(a.headers)).total_size).toBe(0);
  });

  it('asks for a token (401)', async () => {
    const res = await t.app.inject({ url: '/api/v1/customer/wallet/transactions' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('auth-001');
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?offset=0', 'offset'],
    ['?offset=-1', 'offset'],
    ['?offset=1e9', 'offset'],
    [`?offset=${'9'.repeat(5000)}`, 'offset'],
  ])('refuses %s with a 403 envelope under %s', async (query, field) => {
    const who = await customerWithLedger(LEDGER);
    const res = await t.app.inject({
      url: `/api/v1/customer/wallet/transactions${query}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().errors.map((e: { code: string }) => e.code)).toEqual([field]);
  });

  it('refuses writes (404) and a 1 MB body without a 5xx', async () => {
    const who = await customerWithLedger(LEDGER);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/wallet/transactions',
      headers: { ...who.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ credit: 1_000_000, pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors).toHaveLength(1);
    expect((await history(who.headers)).total_size).toBe(5);
  });
});
