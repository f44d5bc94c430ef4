import { ORDER_STATUSES } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { LoginBodySchema, SessionResponseSchema, SignUpBodySchema, SignUpResponseSchema } from './auth';
import { ZoneResponseSchema } from './config';
import { CustomerInfoSchema } from './customer';
import { ErrorEnvelopeSchema } from './errors';
import { CustomerOrderSchema, OrderListSchema, OrderSchema, OrderTrackingSchema } from './orders';

describe('the error envelope (api-contract.md)', () => {
  it('takes {"errors":[{"code","message"}]}, one entry per field', () => {
    const envelope = {
      errors: [
        { code: 'email', message: 'Email is required' },
        { code: 'password', message: 'Password is required' },
      ],
    };
    expect(ErrorEnvelopeSchema.parse(envelope)).toEqual(envelope);
  });

  it.each([
    ['a bare message', { message: 'Unauthenticated.' }],
    ['errors as text', { errors: 'Unauthenticated.' }],
    ['an entry without code', { errors: [{ message: 'Unauthenticated.' }] }],
    ['a numeric code', { errors: [{ code: 401, message: 'Unauthenticated.' }] }],
  ])('refuses %s', (_, answer) => {
    expect(ErrorEnvelopeSchema.safeParse(answer).success).toBe(false);
  });
});

describe('accounts (spec §7)', () => {
  it('answers a sign-in with token and is_phone_verified, a sign-up with its registration_type too', () => {
    const session = { message: 'Signed in', token: 'opaque-token', is_phone_verified: false };
    expect(SessionResponseSchema.parse(session)).toEqual(session);
    expect(SessionResponseSchema.safeParse({ ...session, is_phone_verified: 0 }).success).toBe(false);
    const signedUp = { ...session, registration_type: 'manual' };
    expect(SignUpResponseSchema.parse(signedUp)).toEqual(signedUp);
    expect(SignUpResponseSchema.safeParse({ ...session, registration_type: 'facebook' }).success).toBe(false);
  });

  it('signs in with email, password and login_with (manual unless said)', () => {
    expect(LoginBodySchema.parse({ email: ' Ayesha@Example.PK ', password: 'secret1' })).toEqual({
      email: 'ayesha@example.pk',
      password: 'secret1',
      login_with: 'manual',
    });
  });

  it('takes the storefront sign-up payload and drops fields it does not know (mass assignment)', () => {
    const payload = {
      f_name: 'Ayesha',
      l_name: 'Khan',
      phone: '03001234567',
      email: 'ayesha@example.pk',
      password: 'secret1',
      registration_type: 'manual',
    };
    const body = SignUpBodySchema.parse({ ...payload, is_admin: true, wallet_balance: 1_000_000, id: 1 });
    expect(body).toMatchObject({ f_name: 'Ayesha', email: 'ayesha@example.pk', registration_type: 'manual' });
    for (const field of ['is_admin', 'wallet_balance', 'id']) expect(body).not.toHaveProperty(field);
  });

  it('shows the signed-in customer with wallet balance and order count', () => {
    const info = {
      id: 5,
      f_name: 'Ayesha',
      l_name: 'Khan',
      email: 'ayesha@example.pk',
      phone: '03001234567',
      image: null,
      image_full_url: null,
      is_phone_verified: false,
      email_verified_at: null,
      registration_type: 'manual',
      login_with: 'manual',
      has_password: true,
      wallet_balance: 5_000,
      order_count: 2,
      created_at: '2026-11-20T10:00:00.000Z',
    };
    expect(CustomerInfoSchema.parse(info)).toEqual(info);
    expect(CustomerInfoSchema.safeParse({ ...info, wallet_balance: '5000' }).success).toBe(false);
  });

  it('answers the zone as JSON text of ids, as the platform’s clients expect', () => {
    const zone = { zone_id: '[1]', zone_data: [{ id: 1, name: 'Islamabad' }] };
    expect(ZoneResponseSchema.parse(zone)).toEqual(zone);
    expect(ZoneResponseSchema.safeParse({ ...zone, zone_id: [1] }).success).toBe(false);
  });
});

/** An order as api-contract.md lists it: one timestamp per status, null until reached. */
const order = {
  id: 900,
  checkout_id: 450,
  user_id: 5,
  store_id: 4,
  order_amount: 3_480,
  coupon_discount_amount: 0,
  coupon_code: null,
  payment_status: 'unpaid',
  order_status: 'confirmed',
  payment_method: 'cash_on_delivery',
  total_tax_amount: 0,
  store_discount_amount: 120,
  delivery_charge: 120,
  original_delivery_charge: 120,
  dm_tips: 0,
  order_type: 'delivery',
  order_note: null,
  delivery_address: { contact_person_name: 'Ayesha Khan', address: 'House 7, Street 12, F-7/2, Islamabad' },
  store_name: 'Jinnah Super Grocers',
  store_slug: 'jinnah-super-grocers',
  store_logo: null,
  details_count: 1,
  refund_due: 0,
  delivery_man: null,
  cancellation_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:05:00.000Z',
  ...Object.fromEntries(ORDER_STATUSES.map((status) => [status, null])),
  pending: '2026-11-20T10:00:00.000Z',
  confirmed: '2026-11-20T10:05:00.000Z',
};

describe('orders', () => {
  it('show an order with every api-contract.md field and a timestamp per status', () => {
    expect(OrderSchema.parse(order)).toEqual(order);
    for (const status of [
      'pending',
      'accepted',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
      'delivered',
    ])
      expect(OrderSchema.shape).toHaveProperty(status);
  });

  it.each([
    ['an unknown status', { order_status: 'shipped' }],
    ['a payment status other than paid or unpaid', { payment_status: 'partial' }],
    ['no timestamp of a status', { delivered: undefined }],
  ])('refuse an order with %s', (_, change) => {
    expect(OrderSchema.safeParse({ ...order, ...change }).success).toBe(false);
  });

  it('carry the delivery verification code only in the customer’s own order shape (decision 407)', () => {
    const own = { ...order, delivery_verification_code: '0427' };
    expect(CustomerOrderSchema.parse(own).delivery_verification_code).toBe('0427');
    expect(CustomerOrderSchema.safeParse(order).success).toBe(false);
    // Every other answer is the plain Order: a code that reached it by mistake is not sent.
    expect(OrderSchema.parse(own)).not.toHaveProperty('delivery_verification_code');
  });

  it('page order lists under orders', () => {
    expect(
      OrderListSchema.parse({ total_size: 1, limit: 10, offset: 1, orders: [order] }).orders,
    ).toHaveLength(1);
  });

  it('track the four steps of spec §4', () => {
    const tracking = {
      order_id: 900,
      order_status: 'confirmed',
      steps: [
        { key: 'tracking.order_placed', label: 'Order placed', done: true },
        { key: 'tracking.order_confirmed', label: 'Order confirmed', done: true },
        { key: 'tracking.preparing_item', label: 'Preparing item', done: false },
        { key: 'tracking.on_the_way', label: 'Delivery on the way', done: false },
      ],
      halted: null,
      delivered: false,
    };
    expect(OrderTrackingSchema.parse(tracking)).toEqual(tracking);
    const unknownStep = { ...tracking, steps: [{ key: 'tracking.packed', label: 'Packed', done: true }] };
    expect(OrderTrackingSchema.safeParse(unknownStep).success).toBe(false);
  });
});
