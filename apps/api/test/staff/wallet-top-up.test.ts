import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { ADMIN, balanceOf, get, ledgerOf, SELLER, staffToken } from './staff-support';

describe('admin wallet top-up (add_fund_by_admin)', () => {
  let t: TestApp;
  let admin: string;
  let customer: { email: string; token: string; id: number };

  const addFund = (payload: unknown, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/wallet/add-fund',
      headers: bearer(token),
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await staffToken(t, ADMIN);
    const registered = await registerCustomer(t);
    const id = (await get(t, '/api/v1/customer/info', registered.token)).json().id as number;
    customer = { email: registered.email, token: registered.token, id };
  });
  afterAll(() => t.close());

  it('credits the wallet by email: one ledger row, and the balance the customer sees matches', async () => {
    const res = await addFund({ email: customer.email.toUpperCase(), amount: 2500, reference: 'Eid gift' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Fund added successfully',
      user_id: customer.id,
      amount: 2500,
      balance: 2500,
    });
    expect(body.reference).toMatch(/^Eid gift · [0-9a-f-]{36}$/);
    const ledger = await ledgerOf(t.db, customer.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      credit: 2500,
      debit: 0,
      transactionType: 'add_fund_by_admin',
      reference: body.reference,
      transactionId: body.transaction_id,
    });
    const info = await get(t, '/api/v1/customer/info', customer.token);
    expect(info.json().wallet_balance).toBe(2500);
  });

  it('credits by user_id; the same amount twice is two credits with their own references', async () => {
    const first = await addFund({ user_id: customer.id, amount: 100 });
    const second = await addFund({ user_id: customer.id, amount: 100 });
    expect(first.json().reference).toMatch(/^Added by admin · /);
    expect(second.json().reference).not.toBe(first.json().reference);
    expect(second.json().balance).toBe(2700);
    expect(await balanceOf(t.db, customer.id)).toBe(2700);
  });

  it('adds up parallel top-ups exactly', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => addFund({ user_id: customer.id, amount: 50 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await balanceOf(t.db, customer.id)).toBe(3100);
    expect(await ledgerOf(t.db, customer.id)).toHaveLength(11);
  });

  it.each([
    ['0', 0],
    ['-5', -5],
    ['1.5', 1.5],
    ['"abc"', 'abc'],
    ['1,000,001', 1_000_001],
    ['true', true],
    ['null', null],
  ])('refuses amount %s with 403 on the amount field, ledger unchanged', async (_, amount) => {
    const before = await ledgerOf(t.db, customer.id);
    const res = await addFund({ user_id: customer.id, amount });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [{ code: 'amount', message: 'Amount must be a whole number from 1 to 1000000' }],
    });
    expect(await ledgerOf(t.db, customer.id)).toHaveLength(before.length);
  });

  it('takes the amount as digits in text (form clients), up to the limit', async () => {
    const res = await addFund({ user_id: customer.id, amount: '1000000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toBe(1_003_100);
  });

  it('needs a customer, and one that exists', async () => {
    const none = await addFund({ amount: 10 });
    expect(none.statusCode).toBe(403);
    expect(none.json().errors).toEqual([{ code: 'user_id', message: 'Enter the customer id or email' }]);
    const unknown = await addFund({ email: 'nobody@example.pk', amount: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ code: 'customer', message: 'Customer not found' }]);
    const mismatch = await addFund({ user_id: customer.id, email: 'demo@bazaar.pk', amount: 10 });
    expect(mismatch.statusCode).toBe(404);
    expect(await balanceOf(t.db, customer.id)).toBe(1_003_100);
  });

  it('answers in the asked locale', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/wallet/add-fund',
      headers: { ...bearer(admin), 'x-localization': 'sp' },
      payload: { user_id: customer.id, amount: 0 },
    });
    expect(res.json().errors[0].message).toBe('El importe debe ser un número entero de 1 a 1000000');
  });

  it('is for admins only: a seller is 403, a customer 401', async () => {
    const seller = await staffToken(t, SELLER);
    expect((await addFund({ user_id: customer.id, amount: 10 }, seller)).statusCode).toBe(403);
    expect((await addFund({ user_id: customer.id, amount: 10 }, customer.token)).statusCode).toBe(401);
    expect(await balanceOf(t.db, customer.id)).toBe(1_003_100);
  });
});
