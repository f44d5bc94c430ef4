import { pakistanDate } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDueDiscounts } from '../../src/areas/seller-items/discount-sweep';
import { itemDiscountPlans } from '../../src/db/schema';
import { SELLER, staffToken } from '../staff/staff-support';
import { bearer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { categoryChoices, send } from './seller-items-support';

// Issue 36, item 4 and decision 409: a discount with days. items.discount holds what applies today;
// the midnight sweep puts a planned discount on when its first day comes and takes it off after its last.

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

describe('a discount with a first and a last day', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  const shopperPrice = async () => {
    // The sweep is no request: wait until its commit's notices are heard here (decision 209).
    await t.app.changes.fence();
    const res = await t.app.inject({ url: `/api/v1/items/details/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return { discount: res.json().discount, type: res.json().discount_type };
  };
  const sellerView = async () =>
    (await t.app.inject({ url: `/api/v1/vendor/item/details/${id}`, headers: bearer(token) })).json();

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    token = await staffToken(t, SELLER);
    const leaf = (await categoryChoices(t, token)).leaf.id;
    const res = await send(t, 'POST', '/api/v1/vendor/item/store', token, {
      name: 'Numbat Honey 500g',
      category_id: leaf,
      price: 1500,
      stock: 20,
      discount: 20,
      discount_type: 'percent',
      discount_start: pakistanDate(at(1)),
      discount_end: pakistanDate(at(3)),
    });
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().item.id;
  });
  afterAll(() => t.close());

  it('shoppers see no discount before its first day; the seller sees the plan', async () => {
    expect(await shopperPrice()).toEqual({ discount: 0, type: 'percent' });
    expect(await sellerView()).toMatchObject({
      discount: 20,
      discount_start: pakistanDate(at(1)),
      discount_end: pakistanDate(at(3)),
      discount_now: { discount: 0 },
    });
    expect(await applyDueDiscounts(t.db, new Date())).toBe(0);
  });

  it('from its first day the discount is on, on the next read; sweeping again changes nothing', async () => {
    expect(await applyDueDiscounts(t.db, at(1))).toBe(1);
    expect(await shopperPrice()).toEqual({ discount: 20, type: 'percent' });
    expect(await applyDueDiscounts(t.db, at(2))).toBe(0);
    const [plan] = await t.db.select().from(itemDiscountPlans).where(eq(itemDiscountPlans.itemId, id));
    expect(plan).toMatchObject({ applied: true });
  });

  it('after its last day the discount is off and the plan gone', async () => {
    expect(await applyDueDiscounts(t.db, at(4))).toBe(1);
    expect(await shopperPrice()).toEqual({ discount: 0, type: 'percent' });
    expect(await t.db.$count(itemDiscountPlans, eq(itemDiscountPlans.itemId, id))).toBe(0);
  });

  it('a discount running today is on at once; one with no days needs no plan', async () => {
    const ends = await send(t, 'PUT', `/api/v1/vendor/item/update/${id}`, token, {
      discount: 100,
      discount_type: 'amount',
      discount_start: '',
      discount_end: pakistanDate(at(0)),
    });
    expect(ends.statusCode, ends.body).toBe(200);
    expect(await shopperPrice()).toEqual({ discount: 100, type: 'amount' });
    expect(await t.db.$count(itemDiscountPlans, eq(itemDiscountPlans.itemId, id))).toBe(1);
    const open = await send(t, 'PUT', `/api/v1/vendor/item/update/${id}`, token, { discount_end: '' });
    expect(open.json().item).toMatchObject({
      discount: 100,
      discount_end: null,
      discount_now: { discount: 100 },
    });
    expect(await t.db.$count(itemDiscountPlans, eq(itemDiscountPlans.itemId, id))).toBe(0);
  });
});
