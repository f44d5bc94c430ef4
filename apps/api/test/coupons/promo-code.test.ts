import { t as message } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, coupons, couponUses, zones } from '../../src/db/schema';
import {
  cartTestApp,
  couponByCode,
  customer,
  insertCoupon,
  knownItem,
  recordCouponUse,
  storeByName,
} from '../cart/cart-fixtures';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let lahore: number;
let karachi: number;
let liberty: number;

beforeAll(async () => {
  t = await cartTestApp();
  const zoneRows = await t.db.select().from(zones);
  lahore = zoneRows.find((z) => z.name === 'Lahore')!.id;
  karachi = zoneRows.find((z) => z.name === 'Karachi')!.id;
  liberty = await storeByName(t.db, 'Liberty Fashion House');
  // The demo seed leaves LAHORE10 without zones; give it Lahore's.
  await t.db
    .update(coupons)
    .set({ zoneIds: [lahore] })
    .where(eq(coupons.code, 'LAHORE10'));
});
afterAll(async () => t.close());

type Who = Awaited<ReturnType<typeof customer>>;
const check = (who: Who, code: string, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/customer/order/check-promo-code/${encodeURIComponent(code)}${query}`,
    headers: { ...who.headers, ...headers },
  });

/** Asserts a refusal: 200, status false, no coupon, this message. */
async function refused(res: Awaited<ReturnType<typeof check>>, message: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ status: false, coupon: null, message });
}

describe('POST customer/order/check-promo-code/{code}', () => {
  it('answers a usable code with the coupon (api-contract shape) and the message', async () => {
    const who = await customer(t);
    const res = await check(who, 'WELCOME100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.message).toBe('Coupon applied successfully');
    expect(body.coupon).toMatchObject({
      title: 'Welcome to Bazaar',
      code: 'WELCOME100',
      discount_type: 'amount',
      discount: 100,
      min_purchase: 1000,
      max_discount: null,
      coupon_type: 'default',
      limit: 1,
      store_ids: [],
      zone_ids: [],
    });
    expect(body.coupon.id).toBeTypeOf('number');
    expect(body.coupon.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.coupon).not.toHaveProperty('total_uses');
  });

  it('matches the code without case and surrounding spaces', async () => {
    const who = await customer(t);
    for (const code of ['welcome100', '  Welcome100 ', 'eid20']) {
      const res = await check(who, code);
      expect(res.json().status, code).toBe(true);
    }
    expect((await check(who, ' eid20 ')).json().coupon).toMatchObject({ code: 'EID20', max_discount: 500 });
  });

  it.each([
    ['a blank code', '   ', 'Invalid code'],
    ['an unknown code', 'NOSUCHCODE', 'Invalid code or failed to get discount'],
    ['a code that is only part of one', 'WELCOME', 'Invalid code or failed to get discount'],
    ['an expired coupon', 'SUMMER50', 'This coupon has expired'],
    ['a very long code', 'X'.repeat(150), 'Invalid code or failed to get discount'],
  ])('refuses %s with 200, status false and the message', async (_, code, message) => {
    await refused(await check(await customer(t), code), message);
  });

  it('refuses a coupon that has not started yet, and an inactive one', async () => {
    const who = await customer(t);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await insertCoupon(t.db, { code: 'LATER5', startDate: tomorrow });
    await insertCoupon(t.db, { code: 'OFF5', active: false });
    await refused(await check(who, 'LATER5'), 'This coupon is not active yet');
    await refused(await check(who, 'off5'), 'Invalid code or failed to get discount');
  });

  it('refuses a customer who reached the per-customer limit; another customer may still use it', async () => {
    const [used, fresh] = [await customer(t), await customer(t)];
    const welcome = await couponByCode(t.db, 'WELCOME100'); // limit 1
    await recordCouponUse(t.db, welcome.id, used.id);
    await refused(await check(used, 'WELCOME100'), 'You have reached the usage limit of this coupon');
    expect((await check(fresh, 'WELCOME100')).json().status).toBe(true);

    const eid = await couponByCode(t.db, 'EID20'); // limit 3
    await recordCouponUse(t.db, eid.id, used.id);
    await recordCouponUse(t.db, eid.id, used.id);
    expect((await check(used, 'EID20')).json().status).toBe(true);
    await recordCouponUse(t.db, eid.id, used.id);
    await refused(await check(used, 'EID20'), 'You have reached the usage limit of this coupon');
  });

  it('refuses a coupon whose total limit is used up, for everyone', async () => {
    await insertCoupon(t.db, { code: 'FIRST3', totalLimit: 3, totalUses: 3, limit: null });
    await insertCoupon(t.db, { code: 'ROOM3', totalLimit: 3, totalUses: 2, limit: null });
    const who = await customer(t);
    await refused(await check(who, 'FIRST3'), 'This coupon has reached its usage limit');
    expect((await check(who, 'ROOM3')).json().status).toBe(true);
  });

  it('a zone-wise coupon needs one of its zones in the zoneId header', async () => {
    const who = await customer(t);
    const inZone = await check(who, 'LAHORE10', { zoneId: `[${karachi},${lahore}]` });
    expect(inZone.json()).toMatchObject({
      status: true,
      coupon: { coupon_type: 'zone_wise', zone_ids: [lahore] },
    });
    await refused(
      await check(who, 'LAHORE10', { zoneId: `[${karachi}]` }),
      'This coupon is not valid in your zone',
    );
    await refused(await check(who, 'LAHORE10'), 'This coupon is not valid in your zone');
    // Other coupons do not care about the zone.
    expect((await check(who, 'WELCOME100', { zoneId: `[${karachi}]` })).json().status).toBe(true);
  });

  it('a malformed zoneId header is a 403 field error, not a refusal of the code', async () => {
    const res = await check(await customer(t), 'LAHORE10', { zoneId: '[1,' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('zoneId');
  });

  it('a store-wise coupon needs its store in the stored cart or in store_id', async () => {
    const who = await customer(t);
    const other = await knownItem(t.db, { price: 500, stock: 50, notStoreId: liberty });
    await refused(await check(who, 'LIBERTY15'), 'This coupon is not valid for the stores in your cart');
    await refused(
      await check(who, 'LIBERTY15', {}, `?store_id=${other.storeId}`),
      'This coupon is not valid for the stores in your cart',
    );
    const listed = await check(who, 'LIBERTY15', {}, `?store_id=${other.storeId},${liberty}`);
    expect(listed.json()).toMatchObject({
      status: true,
      coupon: { coupon_type: 'store_wise', store_ids: [liberty] },
    });
    expect((await check(who, 'LIBERTY15', {}, `?store_id=[${liberty}]`)).json().status).toBe(true);

    // With a Liberty item in the stored cart, no store_id is needed.
    const dress = await knownItem(t.db, { price: 4000, stock: 10, storeId: liberty });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/cart',
      headers: who.headers,
      payload: { cart: [{ item_id: dress.id, quantity: 1 }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await check(who, 'LIBERTY15')).json().status).toBe(true);
  });

  it('a bad store_id list is a 403 field error', async () => {
    const res = await check(await customer(t), 'LIBERTY15', {}, '?store_id=abc');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('store_id');
  });

  it('answers in the requested locale', async () => {
    const res = await check(await customer(t), 'SUMMER50', { 'x-localization': 'ur' });
    expect(res.json()).toMatchObject({ status: false, message: message('coupon.expired', {}, 'ur') });
    expect(res.json().message).not.toBe('This coupon has expired');
  });

  it('checking a code changes nothing: no use is recorded, no cart is made', async () => {
    const who = await customer(t);
    const before = await couponByCode(t.db, 'EID20');
    await check(who, 'EID20');
    await check(who, 'SUMMER50');
    expect((await couponByCode(t.db, 'EID20')).totalUses).toBe(before.totalUses);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.userId, who.id))).toEqual([]);
    expect(await t.db.select().from(carts).where(eq(carts.userId, who.id))).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/check-promo-code/WELCOME100',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('auth-001');
  });
});
