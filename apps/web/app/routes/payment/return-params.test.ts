import { describe, expect, it } from 'vitest';
import { checkoutOrderIds, readReturnParams } from './return-params';

describe('readReturnParams', () => {
  it('reads the ids the provider sends back', () => {
    expect(readReturnParams(new URLSearchParams('order_id=12&checkout_id=7'))).toEqual({
      orderId: 12,
      checkoutId: 7,
    });
  });

  it('drops missing, empty and hand-edited ids', () => {
    expect(readReturnParams(new URLSearchParams('order_id=&checkout_id=abc'))).toEqual({
      orderId: null,
      checkoutId: null,
    });
    expect(readReturnParams(new URLSearchParams('order_id=-3&checkout_id=99999999999'))).toEqual({
      orderId: null,
      checkoutId: null,
    });
  });
});

describe('checkoutOrderIds', () => {
  const orders = [
    { id: 14, checkout_id: 7 },
    { id: 13, checkout_id: 7 },
    { id: 9, checkout_id: 5 },
  ];

  it('lists every order of the checkout, one per store', () => {
    expect(checkoutOrderIds(orders, { orderId: 13, checkoutId: 7 })).toEqual([13, 14]);
  });

  it('falls back to the one id in the address for a guest or an unknown checkout', () => {
    expect(checkoutOrderIds(null, { orderId: 13, checkoutId: 7 })).toEqual([13]);
    expect(checkoutOrderIds(orders, { orderId: 21, checkoutId: 8 })).toEqual([21]);
    expect(checkoutOrderIds(null, { orderId: null, checkoutId: null })).toEqual([]);
  });
});
