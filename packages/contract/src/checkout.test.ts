import { describe, expect, it } from 'vitest';
import { PlaceOrderBodySchema, PlaceOrderResponseSchema } from './checkout';
import { CouponSchema, PromoCodeAnswerSchema, PromoCodeQuerySchema } from './coupons';

/** The README's purchase: one store group, cash on delivery, an Islamabad address. */
const stores = [{ store_id: 4, cart: [{ item_id: 31, quantity: 3 }] }];
const placeForm = {
  Stores: JSON.stringify(stores),
  payment_method: 'cash_on_delivery',
  totalOrderAmount: '0',
  distance: '1',
  contact_person_name: 'Ayesha Khan',
  contact_person_number: '03001234567',
  address: 'House 7, Street 12, F-7/2, Islamabad',
  latitude: '33.7215',
  longitude: '73.0433',
};

describe('order placement (spec §7)', () => {
  it('reads the multipart form: Stores as JSON text, numbers as text', () => {
    const body = PlaceOrderBodySchema.parse(placeForm);
    expect(body.Stores).toEqual(stores);
    expect(body).toMatchObject({ totalOrderAmount: 0, distance: 1, latitude: 33.7215, longitude: 73.0433 });
  });

  it('reads the same order sent as JSON', () => {
    const json = { ...placeForm, Stores: stores, totalOrderAmount: 0, latitude: 33.7215 };
    expect(PlaceOrderBodySchema.parse(json).Stores).toEqual(stores);
  });

  it('pays cash on delivery when no method is given', () => {
    expect(PlaceOrderBodySchema.parse({ ...placeForm, payment_method: '' }).payment_method).toBe(
      'cash_on_delivery',
    );
  });

  it('never lets the client set what the server owns', () => {
    const body = PlaceOrderBodySchema.parse({
      ...placeForm,
      order_status: 'delivered',
      payment_status: 'paid',
      user_id: 1,
      order_amount: 1,
    });
    for (const field of ['order_status', 'payment_status', 'user_id', 'order_amount'])
      expect(body).not.toHaveProperty(field);
    const group = PlaceOrderBodySchema.parse({
      ...placeForm,
      Stores: JSON.stringify([{ store_id: 4, cart: [{ item_id: 31, quantity: 1, price: 1, discount: 99 }] }]),
    }).Stores[0];
    expect(group?.cart[0]).toEqual({ item_id: 31, quantity: 1 });
  });

  const refusedField = (change: Record<string, unknown>) =>
    PlaceOrderBodySchema.safeParse({ ...placeForm, ...change }).error?.issues[0]?.path[0];

  it.each([
    ['an empty cart', { Stores: '[]' }, 'Stores'],
    ['Stores that are not JSON', { Stores: 'not json' }, 'Stores'],
    [
      'a store id as text inside Stores',
      { Stores: '[{"store_id":"4","cart":[{"item_id":31,"quantity":1}]}]' },
      'Stores',
    ],
    ['a quantity of 0', { Stores: '[{"store_id":4,"cart":[{"item_id":31,"quantity":0}]}]' }, 'Stores'],
    ['half a unit', { Stores: '[{"store_id":4,"cart":[{"item_id":31,"quantity":1.5}]}]' }, 'Stores'],
    ['an unknown payment method', { payment_method: 'bitcoin' }, 'payment_method'],
    [
      'a phone number with a country code',
      { contact_person_number: '+923001234567' },
      'contact_person_number',
    ],
    ['no total', { totalOrderAmount: undefined }, 'totalOrderAmount'],
    ['a latitude off the globe', { latitude: '91' }, 'latitude'],
  ])('refuses %s', (_, change, field) => {
    expect(refusedField(change)).toBe(field);
  });

  it('answers status, message and order_payment.payment_method', () => {
    const placed = {
      status: true,
      message: 'Order placed successfully',
      order_id: 900,
      order_ids: [900, 901],
      checkout_id: 450,
      total_amount: 3_480,
      order_payment: { payment_method: 'cash_on_delivery', payment_status: 'unpaid', redirect_url: null },
    };
    expect(PlaceOrderResponseSchema.parse(placed)).toEqual(placed);
    const pricesChanged = { status: false, message: 'The total is 3480 now' };
    expect(PlaceOrderResponseSchema.parse(pricesChanged)).toEqual(pricesChanged);
    expect(PlaceOrderResponseSchema.safeParse({ status: 'ok', message: '' }).success).toBe(false);
    expect(
      PlaceOrderResponseSchema.safeParse({
        ...placed,
        order_payment: { ...placed.order_payment, payment_method: 'card' },
      }).success,
    ).toBe(false);
  });
});

const coupon = {
  id: 1,
  title: 'Eid offer',
  code: 'EID20',
  start_date: '2026-11-01',
  expire_date: '2026-12-31',
  min_purchase: 1_000,
  max_discount: 500,
  discount: 20,
  discount_type: 'percent',
  coupon_type: 'default',
  limit: 1,
  store_ids: [],
  zone_ids: [],
};

describe('promo codes (spec §7: status, coupon, message)', () => {
  it('answer a usable code with its coupon, and a refusal with status false and no coupon', () => {
    expect(PromoCodeAnswerSchema.parse({ status: true, coupon, message: 'Coupon applied' }).coupon).toEqual(
      coupon,
    );
    expect(
      PromoCodeAnswerSchema.parse({ status: false, coupon: null, message: 'Coupon expired' }).coupon,
    ).toBeNull();
    expect(PromoCodeAnswerSchema.safeParse({ status: false, message: 'Coupon expired' }).success).toBe(false);
  });

  it('refuse a coupon of an unknown kind', () => {
    expect(CouponSchema.safeParse({ ...coupon, coupon_type: 'first_order' }).success).toBe(false);
    expect(CouponSchema.safeParse({ ...coupon, discount_type: 'flat' }).success).toBe(false);
  });

  it.each([
    ['4', [4]],
    ['4,9', [4, 9]],
    ['[4,9]', [4, 9]],
    [
      ['4', '9'],
      [4, 9],
    ],
  ])('read store_id=%j as the stores %j', (store_id, ids) => {
    expect(PromoCodeQuerySchema.parse({ store_id }).store_id).toEqual(ids);
  });

  it.each(['0', 'x', '4,-1', '2147483648'])('refuse store_id=%j', (store_id) => {
    expect(PromoCodeQuerySchema.safeParse({ store_id }).success).toBe(false);
  });
});
