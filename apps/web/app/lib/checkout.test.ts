import { type CartAnswer, PlaceOrderBodySchema } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import {
  grandTotal,
  keyOrFresh,
  newIdempotencyKey,
  outcomeOfAnswer,
  outcomeOfError,
  placeLineOf,
  readOrderIds,
  storesOf,
  thankYouPath,
  walletCovers,
} from './checkout';

type Group = CartAnswer['cart'][number];
type Line = Group['cart'][number];

const line = (over: Partial<Line> = {}): Line => ({
  id: 'l1',
  item_id: 7,
  store_id: 1,
  name: 'Kurta',
  image: null,
  price: 1000,
  new_price: 900,
  total_price: 1800,
  quantity: 2,
  variation: [],
  variant: '',
  choices: [],
  add_on_ids: [],
  add_on_qtys: [],
  add_ons: [],
  item_campaign_id: null,
  tax_amount: 0,
  tax_value: 0,
  tax_type: 'percent',
  tax_included: false,
  discount: 10,
  discount_amount: 200,
  discount_value: 100,
  discount_type: 'percent',
  weight: 0.5,
  length: 0,
  height: 0,
  width: 0,
  stock: 10,
  orderWeight: 500,
  delivery_charges_contribution: 0,
  ...over,
});

const group = (store_id: number, order_amount: number, cart: Line[]): Group => ({
  cart,
  coupon: null,
  coupon_discount_amount: 0,
  order_amount,
  order_price: order_amount,
  actual_amount: order_amount,
  store_id,
  store_name: `Store ${store_id}`,
  store_slug: `store-${store_id}`,
  minimum_order: 0,
  distance: 0,
  discount_amount: 0,
  tax_amount: 0,
  latitude: null,
  longitude: null,
  address_type: null,
  dm_tips: 0,
  delivery_charges: 0,
  actual_delivery_charges: 0,
  delivery_charges_contribution: 0,
  leopard_detail: null,
});

describe('checkout helpers', () => {
  it('sends only what identifies a line: item, quantity, variation, choices, add-ons, campaign', () => {
    expect(placeLineOf(line())).toEqual({ item_id: 7, quantity: 2, item_campaign_id: null });
    expect(
      placeLineOf(
        line({
          variant: 'Red-L',
          choices: [{ name: 'Size', values: [{ label: 'L', optionPrice: 50 }] }],
          add_on_ids: [3, 4],
          add_on_qtys: [1, 2],
          item_campaign_id: 9,
        }),
      ),
    ).toEqual({
      item_id: 7,
      quantity: 2,
      variant: 'Red-L',
      choices: [{ name: 'Size', values: ['L'] }],
      add_on_ids: [3, 4],
      add_on_qtys: [1, 2],
      item_campaign_id: 9,
    });
  });

  it('builds Stores per store group with the total shown, skipping empty groups; the grand total sums them', () => {
    const cart = [
      group(1, 1920, [line()]),
      group(2, 0, []),
      group(3, 530, [line({ item_id: 8, store_id: 3 })]),
    ];
    const stores = storesOf(cart);
    expect(stores.map((s) => [s.store_id, s.order_amount, s.cart.length])).toEqual([
      [1, 1920, 1],
      [3, 530, 1],
    ]);
    expect(grandTotal(cart)).toBe(2450);
    // What the page posts is what order placement's own schema reads back.
    expect(PlaceOrderBodySchema.shape.Stores.parse(JSON.stringify(stores))).toEqual(stores);
  });

  it('keeps a posted idempotency key, replaces a malformed one', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[\w.:-]{1,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(keyOrFresh(key)).toBe(key);
    expect(keyOrFresh('bad key with spaces')).not.toBe('bad key with spaces');
    expect(keyOrFresh(null)).toMatch(/^checkout-/);
  });

  it('wallet covers the total only when the balance reaches it', () => {
    expect(walletCovers(500, 500)).toBe(true);
    expect(walletCovers(499, 500)).toBe(false);
  });

  it('reads the thank-you page ids', () => {
    expect(readOrderIds('12,13, 12,x,-1,0')).toEqual([12, 13]);
    expect(readOrderIds(null)).toEqual([]);
    expect(thankYouPath([4, 5])).toBe('/checkout/thank-you?orders=4,5');
  });
});

describe('answers of order placement (spec §8)', () => {
  /** An API refusal as isApiError knows it (by name and status, never by class). */
  const refusal = (status: number, errors: { code: string; message: string }[]) =>
    Object.assign(new Error(errors[0]?.message), { name: 'ApiError', status, body: { errors } });

  it('placed: the order ids, the method and the provider page', () => {
    expect(
      outcomeOfAnswer({
        status: true,
        message: 'Order placed successfully',
        order_id: 4,
        order_ids: [4, 5],
        order_payment: {
          payment_method: 'digital_payment',
          payment_status: 'unpaid',
          redirect_url: '/pay/x',
        },
      }),
    ).toEqual({ kind: 'placed', orderIds: [4, 5], redirectUrl: '/pay/x', method: 'digital_payment' });
  });

  it('200 with status false → a toast with the message', () => {
    expect(outcomeOfAnswer({ status: false, message: 'Prices changed' })).toEqual({
      kind: 'toast',
      message: 'Prices changed',
    });
  });

  it('203 (a success status to fetch, so it arrives as an answer) → the first error', () => {
    const answer = { errors: [{ code: 'wallet', message: 'Insufficient wallet balance' }] } as never;
    expect(outcomeOfAnswer(answer)).toEqual({
      kind: 'first',
      code: 'wallet',
      message: 'Insufficient wallet balance',
    });
  });

  it('406 → the first error; 403 → every error; 409 → kept; 401 → sign in; others → generic', () => {
    const two = [
      { code: 'store', message: 'Store is closed now' },
      { code: 'x', message: 'Second' },
    ];
    expect(outcomeOfError(refusal(406, two))).toEqual({
      kind: 'first',
      code: 'store',
      message: 'Store is closed now',
    });
    expect(outcomeOfError(refusal(403, two))).toEqual({ kind: 'list', errors: two });
    expect(outcomeOfError(refusal(409, [{ code: 'k', message: 'Still running' }]))).toEqual({
      kind: 'kept',
      message: 'Still running',
    });
    expect(outcomeOfError(refusal(401, two))).toEqual({ kind: 'signin' });
    expect(outcomeOfError(refusal(500, two))).toEqual({ kind: 'generic', status: 500 });
    expect(outcomeOfError(refusal(404, two))).toEqual({ kind: 'generic', status: 404 });
    expect(() => outcomeOfError(new Error('boom'))).toThrow('boom');
  });
});
