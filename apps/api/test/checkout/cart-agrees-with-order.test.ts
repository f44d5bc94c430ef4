import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { ADDRESS, place, plainItemsByStore, quickCustomer, stockUp } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

/** A small seeded generator (mulberry32), so a failing case can be found again from its seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[], n: number) => {
    const pool = [...list];
    const out: T[] = [];
    while (out.length < n && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0]!);
    return out;
  };
  return { int, pick };
}

type Answer = {
  cart: {
    store_id: number;
    order_amount: number;
    delivery_charges: number;
    coupon_discount_amount: number;
    tax_amount: number;
    discount_amount: number;
    cart: { item_id: number; quantity: number }[];
  }[];
  coupon_code: string | null;
};

let t: TestApp;
let byStore: { id: number; storeId: number }[][];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  byStore = [...(await plainItemsByStore(t.db)).values()].filter((list) => list.length >= 2);
  await stockUp(t.db, byStore.flat(), 1_000_000);
});
afterAll(() => t.close());

const CARTS = 200;
const CODES = [null, null, 'EID20', 'WELCOME100'];

describe('what the cart page shows is what the order charges', () => {
  it(`for ${CARTS} generated carts, every store's total, delivery, tax, discounts and coupon agree to the rupee`, async () => {
    const random = generator(20261123);
    let withCoupon = 0;
    for (let n = 0; n < CARTS; n++) {
      const stores = random.pick(byStore, random.int(1, 3));
      const lines = stores.flatMap((list) =>
        random.pick(list, random.int(1, 2)).map((item) => ({ item_id: item.id, quantity: random.int(1, 4) })),
      );
      const code = CODES[random.int(0, CODES.length - 1)] ?? null;
      const customer = await quickCustomer(t.db);
      // The cart page's figures: the stored cart as the server prices it.
      const cartRes = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/customer/cart',
        headers: customer.headers,
        payload: { cart: lines, coupon_code: code },
      });
      expect(cartRes.statusCode, cartRes.body).toBe(200);
      const shown = cartRes.json() as Answer;
      if (shown.cart.some((g) => g.coupon_discount_amount > 0)) withCoupon++;
      const total = shown.cart.reduce((s, g) => s + g.order_amount, 0);
      // Checkout sends those lines and that total.
      const res = await place(t, customer.headers, {
        Stores: shown.cart.map((g) => ({
          store_id: g.store_id,
          order_amount: g.order_amount,
          cart: g.cart.map((l) => ({ item_id: l.item_id, quantity: l.quantity })),
        })),
        payment_method: 'cash_on_delivery',
        totalOrderAmount: total,
        coupon_code: shown.coupon_code ?? undefined,
        ...ADDRESS,
      });
      expect(res.statusCode, `cart ${n}: ${res.body}`).toBe(200);
      const answer = res.json() as { status: boolean; checkout_id: number | string; total_amount: number };
      expect(answer.status, `cart ${n}`).toBe(true);
      expect(answer.total_amount, `cart ${n}`).toBe(total);
      const placed = await t.db
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, Number(answer.checkout_id)));
      expect(placed.map((o) => o.storeId).sort(), `cart ${n}`).toEqual(
        shown.cart.map((g) => g.store_id).sort(),
      );
      for (const group of shown.cart) {
        const order = placed.find((o) => o.storeId === group.store_id);
        expect(
          {
            orderAmount: order?.orderAmount,
            deliveryCharge: order?.deliveryCharge,
            couponDiscountAmount: order?.couponDiscountAmount,
            totalTaxAmount: order?.totalTaxAmount,
            storeDiscountAmount: order?.storeDiscountAmount,
          },
          `cart ${n}, store ${group.store_id}`,
        ).toEqual({
          orderAmount: group.order_amount,
          deliveryCharge: group.delivery_charges,
          couponDiscountAmount: group.coupon_discount_amount,
          totalTaxAmount: group.tax_amount,
          storeDiscountAmount: group.discount_amount,
        });
      }
    }
    // The generated carts did exercise coupons.
    expect(withCoupon).toBeGreaterThan(20);
  });
});
