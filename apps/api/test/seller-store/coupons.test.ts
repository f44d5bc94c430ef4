import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons, orders } from '../../src/db/schema';
import { orderBody, place, plainItemsByStore, quickCustomer, stockUp } from '../support/checkout';
import { call, expectSellerOnly, type SellerStoreApp, sellerStoreApp } from './support';

// Issue 36, store coupons: vendor/coupon/{list,view,store,update,status,delete} (decision 408).

let s: SellerStoreApp;
let theirs: number;
beforeAll(async () => {
  s = await sellerStoreApp();
  const [row] = await s.t.db
    .insert(coupons)
    .values({
      title: 'Hafeez tablets',
      code: 'HAFEEZ-TAB',
      startDate: '2020-01-01',
      expireDate: '2099-12-31',
      discount: 5,
      discountType: 'percent',
      couponType: 'store_wise',
      storeId: s.otherStoreId,
    })
    .returning();
  theirs = row!.id;
});
afterAll(() => s.t.close());

const seller = (
  url: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
  payload?: object,
  locale?: string,
) => call(s.t, url, { method, token: s.tokens.seller, payload, locale });
const eid = (over: object = {}) => ({
  title: 'Eid groceries',
  code: 'EID-JINNAH',
  discount_type: 'percent',
  discount: 10,
  min_purchase: 1000,
  max_discount: 300,
  start_date: '2026-01-01',
  expire_date: '2099-12-31',
  limit: 2,
  total_limit: 100,
  ...over,
});

describe('a seller’s coupons', () => {
  let id: number;

  it('makes a store-wise coupon for the seller’s own store, audited', async () => {
    const res = await seller('/vendor/coupon/store', 'POST', eid());
    expect(res.statusCode, res.body).toBe(200);
    const { coupon, message } = res.json();
    expect(message).toBe('Coupon created successfully');
    expect(coupon).toMatchObject({
      ...eid(),
      coupon_type: 'store_wise',
      store_id: s.storeId,
      active: true,
      total_uses: 0,
    });
    id = coupon.id;
    const [audit] = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: 'coupon.create', actorRole: 'seller', storeId: s.storeId });
  });

  it('lists its own coupons only, newest first, and shows one', async () => {
    await seller(
      '/vendor/coupon/store',
      'POST',
      eid({ code: 'JINNAH-50', discount_type: 'amount', discount: 50, max_discount: null }),
    );
    const list = (await seller('/vendor/coupon/list?limit=10')).json();
    expect(list.total_size).toBe(2);
    expect(list.coupons.map((c: { code: string }) => c.code)).toEqual(['JINNAH-50', 'EID-JINNAH']);
    const view = await seller(`/vendor/coupon/view/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ id, code: 'EID-JINNAH' });
  });

  it('keeps codes unique across the market without case', async () => {
    for (const code of ['eid-jinnah', 'welcome100', 'hafeez-tab']) {
      const res = await seller('/vendor/coupon/store', 'POST', eid({ code }));
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([
        { code: 'code', message: 'This code is already used by another coupon' },
      ]);
    }
  });

  it.each([
    ['a percent over 100', { discount: 120 }, 'discount', 'A percent discount can not be more than 100'],
    [
      'an amount of 0',
      { discount_type: 'amount', discount: 0, max_discount: null },
      'discount',
      'The discount must be more than 0',
    ],
    [
      'a cap on an amount',
      { discount_type: 'amount', discount: 50 },
      'max_discount',
      'A maximum discount applies to a percent discount only',
    ],
    [
      'an expiry before the start',
      { start_date: '2099-12-01', expire_date: '2099-11-30' },
      'expire_date',
      'The expiry date can not be before the start date',
    ],
    [
      'an expiry already past',
      { start_date: '2020-01-01', expire_date: '2020-01-31' },
      'expire_date',
      'The expiry date has already passed',
    ],
    ['a code with spaces', { code: 'EID 10' }, 'code', 'Use 3 to 30 letters, digits, - or _'],
    ['no title', { title: undefined }, 'title', 'Enter the coupon title'],
  ])('refuses %s under its field', async (_name, over, code, message) => {
    const res = await seller('/vendor/coupon/store', 'POST', eid({ code: 'FRESH-CODE', ...over }));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toContainEqual({ code, message });
  });

  it('answers in the request’s language, field by field', async () => {
    const res = await seller(
      '/vendor/coupon/store',
      'POST',
      eid({ code: 'FRESH-CODE', discount: 150 }),
      'ar',
    );
    expect(res.json().errors).toEqual([
      { code: 'discount', message: 'لا يمكن أن يزيد الخصم بالنسبة المئوية عن 100' },
    ]);
  });

  it('edits only what is sent, judged with what is kept; switching to an amount drops the cap', async () => {
    const res = await seller(`/vendor/coupon/update/${id}`, 'PUT', {
      title: 'Eid ul Adha groceries',
      total_limit: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().coupon).toMatchObject({
      title: 'Eid ul Adha groceries',
      total_limit: 50,
      max_discount: 300,
    });
    const over = await seller(`/vendor/coupon/update/${id}`, 'PUT', { limit: 60 });
    expect(over.json().errors).toEqual([
      { code: 'limit', message: 'Uses per customer can not be more than the total uses' },
    ]);
    const amount = await seller(`/vendor/coupon/update/${id}`, 'PUT', {
      discount_type: 'amount',
      discount: 150,
    });
    expect(amount.json().coupon).toMatchObject({
      discount_type: 'amount',
      discount: 150,
      max_discount: null,
    });
    const back = await seller(`/vendor/coupon/update/${id}`, 'PUT', {
      discount_type: 'percent',
      discount: 10,
      max_discount: 300,
    });
    expect(back.statusCode).toBe(200);
  });

  it('switches a coupon off and on', async () => {
    const off = await seller(`/vendor/coupon/status/${id}`, 'PUT', { status: 0 });
    expect(off.json()).toMatchObject({
      message: 'Coupon status updated successfully',
      coupon: { active: false },
    });
    expect(
      (await seller('/vendor/coupon/list?status=inactive')).json().coupons.map((c: { id: number }) => c.id),
    ).toEqual([id]);
    expect((await seller(`/vendor/coupon/status/${id}`, 'PUT', { status: '1' })).json().coupon.active).toBe(
      true,
    );
  });

  it('another store’s coupon is 404 on every call, as a missing one, and is left alone', async () => {
    for (const target of [theirs, 2_000_000]) {
      const answers = await Promise.all([
        seller(`/vendor/coupon/view/${target}`),
        seller(`/vendor/coupon/update/${target}`, 'PUT', { title: 'Mine now' }),
        seller(`/vendor/coupon/status/${target}`, 'PUT', { status: 0 }),
        seller(`/vendor/coupon/delete/${target}`, 'DELETE'),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json().errors).toEqual([{ code: 'coupon', message: 'Coupon not found' }]);
      }
    }
    const [row] = await s.t.db.select().from(coupons).where(eq(coupons.id, theirs));
    expect(row).toMatchObject({ title: 'Hafeez tablets', active: true });
  });

  it('deletes a coupon never used', async () => {
    const made = (await seller('/vendor/coupon/store', 'POST', eid({ code: 'GONE-SOON' }))).json().coupon;
    const res = await seller(`/vendor/coupon/delete/${made.id}`, 'DELETE');
    expect(res.statusCode).toBe(200);
    expect(await s.t.db.select().from(coupons).where(eq(coupons.id, made.id))).toEqual([]);
  });

  it('refuses a customer (401) and a courier (403) on every coupon call', async () => {
    await expectSellerOnly(s, '/vendor/coupon/list');
    await expectSellerOnly(s, `/vendor/coupon/view/${id}`);
    await expectSellerOnly(s, '/vendor/coupon/store', 'POST');
    await expectSellerOnly(s, `/vendor/coupon/update/${id}`, 'PUT');
    await expectSellerOnly(s, `/vendor/coupon/status/${id}`, 'PUT');
    await expectSellerOnly(s, `/vendor/coupon/delete/${id}`, 'DELETE');
  });
});

describe('a seller’s coupon at checkout', () => {
  it('discounts that store’s group only; once used, it can be switched off but not deleted nor recoded', async () => {
    const byStore = await plainItemsByStore(s.t.db);
    const mine = byStore.get(s.storeId)![0]!;
    const other = byStore.get(s.otherStoreId)![0]!;
    await stockUp(s.t.db, [mine, other], 50);
    const made = await seller('/vendor/coupon/store', 'POST', {
      title: 'Flat 100',
      code: 'Jinnah100',
      discount_type: 'amount',
      discount: 100,
      start_date: '2026-01-01',
      expire_date: '2099-12-31',
    });
    expect(made.statusCode, made.body).toBe(200);
    const coupon = {
      code: 'JINNAH100',
      discount: 100,
      discount_type: 'amount' as const,
      coupon_type: 'store_wise' as const,
      store_ids: [s.storeId],
    };
    const lines = [
      { item_id: mine.id, quantity: Math.ceil(500 / mine.price) + 1 },
      { item_id: other.id, quantity: Math.ceil(1000 / other.price) + 1 },
    ];
    const { body, cart } = await orderBody(s.t.db, lines, { coupon_code: 'jinnah100' }, coupon);
    expect(cart.find((g) => g.store_id === s.storeId)!.coupon_discount_amount).toBe(100);
    expect(cart.find((g) => g.store_id === s.otherStoreId)!.coupon_discount_amount).toBe(0);
    const customer = await quickCustomer(s.t.db);
    const res = await place(s.t, customer.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const placed = await s.t.db.select().from(orders).where(eq(orders.checkoutId, res.json().checkout_id));
    expect(placed.find((o) => o.storeId === s.storeId)).toMatchObject({ couponDiscountAmount: 100 });
    expect(placed.find((o) => o.storeId === s.otherStoreId)).toMatchObject({ couponDiscountAmount: 0 });

    const id = made.json().coupon.id;
    const del = await seller(`/vendor/coupon/delete/${id}`, 'DELETE');
    expect(del.statusCode).toBe(409);
    expect(del.json().errors).toEqual([
      {
        code: 'coupon',
        message: 'This coupon has been used, so it can not be deleted. Switch it off instead',
      },
    ]);
    const recode = await seller(`/vendor/coupon/update/${id}`, 'PUT', { code: 'JINNAH200' });
    expect(recode.json().errors).toEqual([
      { code: 'code', message: 'This coupon has been used, so its code can not change' },
    ]);
    const fewer = await seller(`/vendor/coupon/update/${id}`, 'PUT', { total_limit: 0 });
    expect(fewer.statusCode).toBe(403);
    expect((await seller(`/vendor/coupon/status/${id}`, 'PUT', { status: 0 })).statusCode).toBe(200);
    const [audit] = await s.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'coupon.status',
      before: { active: true },
      after: { active: false },
    });
  });
});
