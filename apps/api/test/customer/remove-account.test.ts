import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  checkouts,
  orders,
  passwordResets,
  pushSubscriptions,
  sessions,
  stores,
  users,
  walletTransactions,
  wishlistStores,
} from '../../src/db/schema';
import { bearer, info, login, multipart, PASSWORD, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

describe('customer/remove-account (decision 307)', () => {
  let t: TestApp;
  let storeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [store] = await t.db
      .insert(stores)
      .values({ name: 'Liberty Books', slug: 'liberty-books' })
      .returning({ id: stores.id });
    storeId = store!.id;
  });
  afterAll(() => t.close());

  async function placeOrder(userId: number, status: string) {
    const [checkout] = await t.db
      .insert(checkouts)
      .values({ userId, paymentMethod: 'cash_on_delivery', totalAmount: 1500 })
      .returning();
    const [order] = await t.db
      .insert(orders)
      .values({
        checkoutId: checkout!.id,
        userId,
        storeId,
        orderAmount: 1500,
        paymentMethod: 'cash_on_delivery',
        orderStatus: status,
        orderNote: 'Call before coming, gate 2',
        deliveryAddress: {
          contact_person_name: 'Ayesha Khan',
          contact_person_number: '03001234567',
          address: 'House 12, Street 4, F-7/2, Islamabad',
        },
      })
      .returning();
    return order!;
  }

  const remove = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/v1/customer/remove-account', headers: bearer(token) });

  it.each([
    'pending',
    'confirmed',
    'processing',
    'picked_up',
    'refund_requested',
  ])('answers 203 while an order is %s, and keeps everything', async (status) => {
    const c = await registerCustomer(t);
    const me = (await info(t, c.token)).json();
    await placeOrder(me.id, 'delivered');
    await placeOrder(me.id, status);
    const res = await remove(c.token);
    expect(res.statusCode).toBe(203);
    expect(res.json()).toEqual({
      errors: [{ code: 'orders', message: 'You can not delete your account while you have running orders' }],
    });
    expect((await info(t, c.token)).statusCode).toBe(200);
  });

  it('answers 203 while the wallet holds money, in the request language, and keeps everything', async () => {
    const c = await registerCustomer(t);
    const me = (await info(t, c.token)).json();
    await t.db.insert(walletTransactions).values({
      userId: me.id,
      credit: 1250,
      transactionType: 'add_fund_by_admin',
      reference: `gift:${me.id}`,
    });
    const res = await remove(c.token);
    expect(res.statusCode).toBe(203);
    expect(res.json().errors).toEqual([
      {
        code: 'wallet',
        message:
          'You can not delete your account while your wallet holds Rs 1,250. Please use it or ask support to pay it out first',
      },
    ]);
    const ur = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/customer/remove-account',
      headers: { ...bearer(c.token), 'x-localization': 'ur' },
    });
    expect(ur.statusCode).toBe(203);
    expect(ur.json().errors[0].message).toContain('Rs 1,250');
    expect(ur.json().errors[0].message).not.toContain('You can not');
    expect((await info(t, c.token)).json().wallet_balance).toBe(1250);
  });

  it('removes the account and its personal data, revokes every token, keeps the orders anonymised', async () => {
    const c = await registerCustomer(t);
    const second = (await login(t, c.email, PASSWORD)).json().token as string;
    const me = (await info(t, c.token)).json();
    const body = await multipart(
      { f_name: 'A', l_name: 'K', email: c.email, phone: c.phone },
      {
        name: 'me.png',
        type: 'image/png',
        data: await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: { ...bearer(c.token), ...body.headers },
      payload: body.payload,
    });
    const image = (await info(t, c.token)).json().image as string;
    await t.db.insert(addresses).values({
      userId: me.id,
      contactPersonName: 'Ayesha',
      contactPersonNumber: '03001234567',
      address: 'F-7/2',
      latitude: 33.72,
      longitude: 73.05,
    });
    await t.db.insert(wishlistStores).values({ userId: me.id, storeId });
    await t.db.insert(pushSubscriptions).values({ userId: me.id, token: `push-${me.id}` });
    // A spent wallet (balance 0): its ledger stays, anonymised, once the account goes.
    const ledger = await t.db
      .insert(walletTransactions)
      .values([
        { userId: me.id, credit: 500, transactionType: 'add_fund_by_admin' },
        { userId: me.id, debit: 500, transactionType: 'order_place' },
      ])
      .returning({ id: walletTransactions.id });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: c.email } });
    const done = [
      await placeOrder(me.id, 'delivered'),
      await placeOrder(me.id, 'canceled'),
      await placeOrder(me.id, 'refunded'),
    ];

    const res = await remove(c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted' });

    for (const token of [c.token, second]) expect((await info(t, token)).statusCode).toBe(401);
    expect((await login(t, c.email, PASSWORD)).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    for (const table of [
      sessions,
      addresses,
      wishlistStores,
      pushSubscriptions,
      walletTransactions,
      passwordResets,
    ]) {
      const rows = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, me.id));
      expect(rows[0]!.n).toBe(0);
    }
    expect(await readdir(path.join(t.dataDir, 'uploads', 'profile'))).not.toContain(image);
    const keptLedger = await t.db
      .select()
      .from(walletTransactions)
      .where(
        sql`${walletTransactions.id} in (${sql.join(
          ledger.map((l) => sql`${l.id}`),
          sql`, `,
        )})`,
      );
    expect(keptLedger.map((l) => [l.userId, l.credit, l.debit])).toEqual([
      [null, 500, 0],
      [null, 0, 500],
    ]);

    const kept = await t.db
      .select()
      .from(orders)
      .where(
        sql`${orders.id} in (${sql.join(
          done.map((o) => sql`${o.id}`),
          sql`, `,
        )})`,
      );
    expect(kept).toHaveLength(3);
    for (const order of kept) {
      expect(order).toMatchObject({
        userId: null,
        deliveryAddress: null,
        orderNote: null,
        orderAmount: 1500,
        storeId,
      });
    }
    expect(JSON.stringify(kept)).not.toMatch(/Ayesha|03001234567|F-7/);

    // The email is free again.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          payload: { f_name: 'A', l_name: 'K', email: c.email, phone: c.phone, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });
});
