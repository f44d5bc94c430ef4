import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { nulPathIn } from '../../src/platform/nul-text';
import { ADMIN, SELLER, staffToken } from '../staff/staff-support';
import { bearer, registration } from '../support/accounts';
import { quickCustomer } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

// What the fuzz battery (test/resilience/fuzz.test.ts, decision 212) found, each held on its own.
let t: TestApp;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  customer = (await quickCustomer(t.db)).headers;
});
afterAll(() => t.close());

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
const codesOf = (res: Answer) => (res.json().errors as { code: string }[]).map((e) => e.code);

describe('a NUL character, which PostgreSQL text cannot hold, is refused as a field error (not a 500)', () => {
  it('finds the first key or string holding one, and leaves bytes alone', () => {
    expect(nulPathIn({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(nulPathIn({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(nulPathIn('\u0000')).toBe('');
    expect(nulPathIn({ image: { data: Buffer.from([0, 0]) } })).toBeNull();
    expect(nulPathIn({ a: 'fine', n: 1, none: null })).toBeNull();
  });

  it('in a sign-up name: 403 under the field, and no account is made', async () => {
    const form = registration({ f_name: 'Ay\u0000esha' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-up', payload: form });
    expect(res.statusCode, res.body).toBe(403);
    expect(codesOf(res)).toEqual(['f_name']);
    expect(await t.db.select().from(users).where(eq(users.email, form.email))).toEqual([]);
  });

  it('in a path parameter (a promo code) and in a body field (a push endpoint)', async () => {
    const promo = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/check-promo-code/SAVE%0010',
      headers: customer,
    });
    expect(promo.statusCode, promo.body).toBe(403);
    expect(codesOf(promo)).toEqual(['code']);
    const device = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/remove-device-token',
      headers: customer,
      payload: { endpoint: 'https://push.example.test/\u0000' },
    });
    expect(device.statusCode, device.body).toBe(403);
    expect(codesOf(device)).toEqual(['endpoint']);
  });
});

describe('a broken form is the client’s 400, not a 500', () => {
  const form = (type: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/ticket/create',
      headers: { ...customer, 'content-type': type },
      payload: body,
    });

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHi\r\n--x--\r\n',
    ],
    [
      'no closing boundary',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHi\r\n',
    ],
  ])('%s', async (_, type, body) => {
    const res = await form(type, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ errors: [{ code: 'request', message: 'Bad request' }] });
  });

  it('on a JSON call of a scope that takes forms too', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/ticket/close',
      headers: { ...customer, 'content-type': 'multipart/form-data' },
      payload: 'ticket_id=1',
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('catalogue answers sent with their own serializer say they are JSON', () => {
  it.each([
    ['an item list', '/api/v1/items/latest?limit=1', 200],
    ['a missing item', '/api/v1/items/details/2147483000', 404],
    ['a missing store', '/api/v1/stores/details/no-such-store', 404],
    ['a malformed zoneId header', '/api/v1/items/popular', 403],
  ])('%s', async (_, url, status) => {
    const res = await t.app.inject({
      url,
      headers: { zoneId: status === 403 ? '[' : '[1]', ...bearer('x'.repeat(40)) },
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('a staff call given an id past the integer column refuses it (403 under the field, not a 500)', () => {
  it.each([
    ['seller', 'PUT', '/api/v1/vendor/order/status', { order_id: 2 ** 31, status: 'accepted' }, 'order_id'],
    ['admin', 'PUT', '/api/v1/admin/order/status', { order_id: 2 ** 31, status: 'accepted' }, 'order_id'],
    [
      'admin',
      'PUT',
      '/api/v1/admin/refund-request/settle',
      { order_id: 2 ** 31, action: 'approve' },
      'order_id',
    ],
    ['admin', 'POST', '/api/v1/admin/wallet/add-fund', { user_id: 2 ** 31, amount: 5 }, 'user_id'],
    ['admin', 'GET', '/api/v1/admin/orders?store_id=2147483648', undefined, 'store_id'],
  ] as const)('%s %s %s', async (who, method, url, payload, field) => {
    const token = await staffToken(t, who === 'admin' ? ADMIN : SELLER);
    const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
    expect(res.statusCode, res.body).toBe(403);
    expect(codesOf(res)).toEqual([field]);
  });
});
