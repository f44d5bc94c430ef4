import type { OrderStatus } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { cashToCollect, courierStep, deliveryContact, mayRecordCash, telLink } from './courier-orders';

describe("a courier's next step", () => {
  it.each<[OrderStatus, ReturnType<typeof courierStep>]>([
    ['confirmed', null],
    ['accepted', null],
    ['processing', null],
    ['handover', 'picked_up'],
    ['picked_up', 'delivered'],
    ['delivered', null],
    ['canceled', null],
  ])('%s → %s', (status, step) => {
    expect(courierStep(status)).toBe(step);
  });
});

describe('cash at the door', () => {
  const cash = { payment_method: 'cash_on_delivery', payment_status: 'unpaid', order_amount: 1250 } as const;
  it.each([
    [cash, 1250],
    [{ ...cash, payment_status: 'paid' }, 0],
    [{ ...cash, payment_method: 'wallet' }, 0],
    [{ ...cash, payment_method: 'digital_payment' }, 0],
  ] as const)('%o collects %d', (order, amount) => {
    expect(cashToCollect(order)).toBe(amount);
  });

  it.each<[OrderStatus, 'unpaid' | 'paid', boolean]>([
    ['handover', 'unpaid', false],
    ['picked_up', 'unpaid', true],
    ['delivered', 'unpaid', true],
    ['delivered', 'paid', false],
  ])('cash may be recorded when %s and %s: %s', (status, paid, may) => {
    expect(mayRecordCash({ ...cash, payment_status: paid, order_status: status })).toBe(may);
  });
});

describe('the delivery contact', () => {
  it('names the receiver, the phone and the street from the checkout address', () => {
    expect(
      deliveryContact({
        contact_person_name: ' Sana Qureshi ',
        contact_person_number: '0300 1234567',
        house: 'House 7',
        road: '',
        address: 'F-7/2, Islamabad',
      }),
    ).toEqual({ name: 'Sana Qureshi', phone: '0300 1234567', street: 'House 7, F-7/2, Islamabad' });
  });

  it('is empty without an address', () => {
    expect(deliveryContact(null)).toEqual({ name: null, phone: null, street: null });
    expect(deliveryContact({ latitude: 33.7 })).toEqual({ name: null, phone: null, street: null });
  });

  it('dials the digits of a written number', () => {
    expect(telLink('0300 123-4567')).toBe('tel:03001234567');
    expect(telLink('+92 300 1234567')).toBe('tel:+923001234567');
  });
});
