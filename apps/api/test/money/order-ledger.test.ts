import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession } from '../../src/auth/staff';
import { MONEY_COMMANDS } from '../../src/cli/money-commands';
import { SYSTEM_ACTOR } from '../../src/commerce/audit';
import { setStoreCommission } from '../../src/commerce/commission';
import { postOrderDelivered } from '../../src/commerce/order-settlement';
import { auditLog, coupons, orders } from '../../src/db/schema';
import { createCourier } from '../staff/courier-support';
import { ADMIN, balanceOf, get, SELLER, staffToken, storeIdOf } from '../staff/staff-support';
import { registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { adminMoves, ledgerLinesOf, orderFor, post, sellerDelivers } from './money-support';

describe('the market ledger settles a delivered order once (decision 410)', () => {
  let t: TestApp;
  let seller: string;
  let admin: string;
  let storeId: number;
  let userId: number;

  const order = (o: Omit<Parameters<typeof orderFor>[1], 'userId' | 'storeId'> = {}) =>
    orderFor(t.db, { userId, storeId, ...o });
  const earningInfo = async () => {
    const res = await get(t, '/api/v1/vendor/earning-info', seller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    seller = await staffToken(t, SELLER);
    admin = await staffToken(t, ADMIN);
    storeId = await storeIdOf(t.db, SELLER.slug);
    const customer = await registerCustomer(t);
    userId = (await get(t, '/api/v1/customer/info', customer.token)).json().id;
  });
  afterAll(() => t.close());

  it('posts a store-delivered cash order once: the store holds the cash and earns it less 10 %; a race or a retry adds nothing', async () => {
    const id = await order({
      money: { orderAmount: 1120, deliveryCharge: 120, originalDeliveryCharge: 120 },
    });
    const moves = await Promise.all([sellerDelivers(t, seller, id), sellerDelivers(t, seller, id)]);
    expect(moves.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const posted = [
      `order:${id}:delivered cash:store:${storeId} -1120`,
      `order:${id}:delivered store:${storeId} 1020`,
      `order:${id}:delivered platform:commission 100`,
    ];
    expect(await ledgerLinesOf(t.db, id)).toEqual(posted);
    // The posting itself is idempotent too: its key is unique per account.
    expect(await t.db.transaction((tx) => postOrderDelivered(tx, id))).toBe(false);
    expect((await sellerDelivers(t, seller, id)).statusCode).toBe(403);
    expect(await ledgerLinesOf(t.db, id)).toEqual(posted);
    expect(await earningInfo()).toMatchObject({
      store_id: storeId,
      today: 1020,
      this_week: 1020,
      this_month: 1020,
      all_time: 1020,
      balance: 1020,
      cash_in_hand: 1120,
      pending_withdraw: 0,
      withdrawable_balance: 0,
      commission: 10,
      commission_paid: 100,
    });
  });

  it("shows the order's amount less the commission the operator set on the statement, newest first", async () => {
    await setStoreCommission(t.db, SYSTEM_ACTOR, storeId, 12.5);
    const id = await order({ method: 'wallet' });
    expect((await sellerDelivers(t, seller, id)).statusCode).toBe(200);
    const res = await get(t, '/api/v1/vendor/statement?limit=1', seller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total_size: 2, limit: 1, offset: 1, balance: 1020 + 875 });
    expect(res.json().statement).toEqual([
      expect.objectContaining({
        transaction: `order:${id}:delivered`,
        kind: 'earning',
        order_id: id,
        order_amount: 1000,
        commission: 125,
        amount: 875,
        balance: 1020 + 875,
        tips: 0,
        payout_id: null,
      }),
    ]);
    expect(
      (await get(t, '/api/v1/vendor/statement?offset=2&limit=1', seller)).json().statement[0],
    ).toMatchObject({ kind: 'earning', amount: 1020, balance: 1020 });
    expect((await earningInfo()).commission).toBe(12.5);
    await setStoreCommission(t.db, SYSTEM_ACTOR, storeId, null);
    expect((await earningInfo()).commission).toBe(10);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'store.commission'));
    expect(audits.map((a) => a.after)).toEqual([{ commission: 12.5 }, { commission: null }]);
  });

  it("charges a store's own coupon to the store and a market coupon to the market", async () => {
    await t.db.insert(coupons).values({
      title: 'Store ten',
      code: 'JINNAH100',
      startDate: '2026-01-01',
      expireDate: '2099-12-31',
      discount: 100,
      discountType: 'amount',
      couponType: 'store_wise',
      storeId,
    });
    const own = await order({
      method: 'wallet',
      money: { orderAmount: 900, couponCode: 'JINNAH100', couponDiscountAmount: 100 },
    });
    const market = await order({
      method: 'wallet',
      money: { orderAmount: 900, couponCode: 'WELCOME100', couponDiscountAmount: 100 },
    });
    for (const id of [own, market]) expect((await sellerDelivers(t, seller, id)).statusCode).toBe(200);
    expect(await ledgerLinesOf(t.db, own)).toEqual([
      `order:${own}:delivered platform:bank -900`,
      `order:${own}:delivered store:${storeId} 810`,
      `order:${own}:delivered platform:commission 90`,
    ]);
    expect(await ledgerLinesOf(t.db, market)).toEqual([
      `order:${market}:delivered platform:bank -900`,
      `order:${market}:delivered store:${storeId} 900`,
      `order:${market}:delivered platform:commission 100`,
      `order:${market}:delivered platform:coupon -100`,
    ]);
  });

  it('a refund after delivery takes back what the order earned, once, beside the wallet credit', async () => {
    const id = await order({ method: 'wallet' });
    expect((await sellerDelivers(t, seller, id)).statusCode).toBe(200);
    await t.db.update(orders).set({ orderStatus: 'refund_requested' }).where(eq(orders.id, id));
    const wallet = await balanceOf(t.db, userId);
    const commissionPaid = (await earningInfo()).commission_paid;
    expect((await adminMoves(t, admin, id, 'refunded')).statusCode).toBe(200);
    expect(await balanceOf(t.db, userId)).toBe(wallet + 1000);
    // The market gives its commission back on refunded goods.
    expect((await earningInfo()).commission_paid).toBe(commissionPaid - 100);
    expect(await ledgerLinesOf(t.db, id)).toEqual([
      `order:${id}:delivered platform:bank -1000`,
      `order:${id}:delivered store:${storeId} 900`,
      `order:${id}:delivered platform:commission 100`,
      `order:${id}:refunded refund 1000`,
      `order:${id}:refunded store:${storeId} -900`,
      `order:${id}:refunded platform:commission -100`,
    ]);
    expect((await adminMoves(t, admin, id, 'refunded')).statusCode).toBe(403);
    const statement = (await get(t, '/api/v1/vendor/statement?limit=1', seller)).json().statement;
    expect(statement[0]).toMatchObject({ kind: 'refund', order_id: id, amount: -900, commission: -100 });
  });

  it('an order delivered before the ledger existed posts no refund (its wallet credit is its record)', async () => {
    const id = await order({ method: 'wallet', status: 'refund_requested' });
    expect((await adminMoves(t, admin, id, 'refunded')).statusCode).toBe(200);
    expect(await ledgerLinesOf(t.db, id)).toEqual([]);
  });

  it('cash held by the store is paid from its earnings, then handed over to the market', async () => {
    const before = await earningInfo();
    expect(before).toMatchObject({ cash_in_hand: 1120, withdrawable_balance: before.balance - 1120 });
    const over = await post(t, '/api/v1/vendor/make-collected-cash-payment', seller, { amount: 1121 });
    expect(over.statusCode).toBe(403);
    expect(over.json().errors).toEqual([
      { code: 'amount', message: 'The amount is more than the cash you hold (Rs 1120)' },
    ]);
    const paid = await post(t, '/api/v1/vendor/make-collected-cash-payment', seller, { amount: 1020 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Collected cash paid successfully',
      cash_in_hand: 100,
      balance: before.balance - 1020,
    });
    const out = await MONEY_COMMANDS['receive-cash'](t.db, ['store', String(storeId), '100']);
    expect(out).toBe(`Received Rs 100 from store ${storeId}; it still holds Rs 0 in cash.`);
    await expect(MONEY_COMMANDS['receive-cash'](t.db, ['store', String(storeId), '1'])).rejects.toThrow(
      'The amount is more than the cash you hold (Rs 0)',
    );
    expect(await earningInfo()).toMatchObject({
      cash_in_hand: 0,
      withdrawable_balance: before.balance - 1020,
    });
    const actions = (await t.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['cash.settlement', 'cash.handover']));
  });

  it("a market courier's cash order: the courier holds the cash and earns the rate and tips; its income statement shows them", async () => {
    const courier = await createCourier(t.db);
    const token = await createStaffSession(t.db, courier.id);
    const id = await order({
      money: {
        orderAmount: 1126,
        deliveryCharge: 96,
        originalDeliveryCharge: 120,
        dmTips: 30,
        deliveryManId: courier.id,
      },
    });
    expect((await adminMoves(t, admin, id, 'delivered')).statusCode).toBe(200);
    expect(await ledgerLinesOf(t.db, id)).toEqual([
      `order:${id}:delivered cash:courier:${courier.id} -1126`,
      `order:${id}:delivered store:${storeId} 876`,
      `order:${id}:delivered platform:commission 100`,
      `order:${id}:delivered courier:${courier.id} 150`,
    ]);
    const res = await get(t, '/api/v1/delivery-man/income-statement', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      courier_id: courier.id,
      today: 150,
      all_time: 150,
      balance: 150,
      cash_in_hand: 1126,
      withdrawable_balance: 0,
      total_size: 1,
      statement: [
        { kind: 'delivery', order_id: id, amount: 150, tips: 30, order_amount: 1126, balance: 150 },
      ],
    });
    const refused = await post(t, '/api/v1/delivery-man/withdraw-request/create', token, {
      amount: 150,
      method: 'easypaisa',
      account_title: 'Test Courier',
      mobile_number: '03451234567',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toEqual({
      code: 'amount',
      message: 'The amount is more than your withdrawable balance of Rs 0',
    });
    const settled = await post(t, '/api/v1/delivery-man/make-collected-cash-payment', token, { amount: 150 });
    expect(settled.json()).toMatchObject({ balance: 0, cash_in_hand: 976 });
    expect(await MONEY_COMMANDS['receive-cash'](t.db, ['courier', String(courier.id), '976'])).toContain(
      'still holds Rs 0',
    );
  });
});
