import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, zones } from '../../src/db/schema';
import {
  cartTestApp,
  couponByCode,
  customer,
  insertCoupon,
  recordCouponUse,
  storeByName,
} from '../cart/cart-fixtures';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let lahore: number;
let karachi: number;

beforeAll(async () => {
  t = await cartTestApp();
  const zoneRows = await t.db.select().from(zones);
  lahore = zoneRows.find((z) => z.name === 'Lahore')!.id;
  karachi = zoneRows.find((z) => z.name === 'Karachi')!.id;
  await t.db
    .update(coupons)
    .set({ zoneIds: [lahore] })
    .where(eq(coupons.code, 'LAHORE10'));
});
afterAll(async () => t.close());

type Who = Awaited<ReturnType<typeof customer>>;
async function list(who: Who, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: '/api/v1/coupon/list', headers: { ...who.headers, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { code: string; expire_date: string }[];
}
const codes = (rows: { code: string }[]) => rows.map((c) => c.code);

describe('GET coupon/list: the coupons this customer can use now', () => {
  it('lists the running seeded coupons soonest to expire first; the expired one never', async () => {
    const who = await customer(t);
    // Expiring in 90, 120, 120 and 365 days (ties by id); SUMMER50 expired 100 days ago.
    expect(codes(await list(who, { zoneId: `[${lahore}]` }))).toEqual([
      'EID20',
      'LAHORE10',
      'LIBERTY15',
      'WELCOME100',
    ]);
  });

  it('gives each coupon in the contract shape', async () => {
    const liberty = await storeByName(t.db, 'Liberty Fashion House');
    const rows = await list(await customer(t), { zoneId: `[${lahore}]` });
    expect(rows.find((c) => c.code === 'LIBERTY15')).toMatchObject({
      title: 'Fashion House 15%',
      discount_type: 'percent',
      discount: 15,
      min_purchase: 3000,
      max_discount: 1000,
      coupon_type: 'store_wise',
      limit: 2,
      store_ids: [liberty],
      zone_ids: [],
    });
    expect(rows.find((c) => c.code === 'WELCOME100')).toMatchObject({ max_discount: null, limit: 1 });
  });

  it('leaves out zone-wise coupons outside the zoneId header', async () => {
    const who = await customer(t);
    expect(codes(await list(who, { zoneId: `[${karachi}]` }))).toEqual(['EID20', 'LIBERTY15', 'WELCOME100']);
    expect(codes(await list(who))).toEqual(['EID20', 'LIBERTY15', 'WELCOME100']);
  });

  it('leaves out a coupon once the customer used it up, but not for others', async () => {
    const [used, other] = [await customer(t), await customer(t)];
    await recordCouponUse(t.db, (await couponByCode(t.db, 'WELCOME100')).id, used.id);
    expect(codes(await list(used))).toEqual(['EID20', 'LIBERTY15']);
    expect(codes(await list(other))).toEqual(['EID20', 'LIBERTY15', 'WELCOME100']);
  });

  it('leaves out coupons not started, inactive, of an unknown kind or used up in total', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await insertCoupon(t.db, { code: 'NOTYET', startDate: later });
    await insertCoupon(t.db, { code: 'PAUSED', active: false });
    await insertCoupon(t.db, { code: 'FREESHIP', couponType: 'free_delivery' });
    await insertCoupon(t.db, { code: 'GONE', totalLimit: 2, totalUses: 2 });
    await insertCoupon(t.db, { code: 'LASTONE', totalLimit: 2, totalUses: 1, expireDate: soon });
    expect(codes(await list(await customer(t)))).toEqual(['LASTONE', 'EID20', 'LIBERTY15', 'WELCOME100']);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ url: '/api/v1/coupon/list' });
    expect(res.statusCode).toBe(401);
  });

  it('both coupon calls are in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/v1/coupon/list'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/v1/customer/order/check-promo-code/{code}'] ?? {})).toEqual(['post']);
  });
});
