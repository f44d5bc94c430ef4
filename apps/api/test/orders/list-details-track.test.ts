import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, itemWithStock } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';
import { get, ordersTestApp, shopper } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await ordersTestApp();
});
afterAll(() => t.close());

describe('customer/order/list', () => {
  it('lists running and past orders apart, newest first, paged by page number', async () => {
    const a = await shopper(t);
    const item = await itemWithStock(t.db, 20);
    const ids: Record<string, number> = {};
    for (const status of ['pending', 'delivered', 'confirmed', 'canceled', 'picked_up']) {
      ids[status] = (
        await insertOrder(t.db, { userId: a.userId, status, lines: [{ itemId: item.id, quantity: 1 }] })
      ).orderId;
    }
    const running = (await get(t, a.token, '/customer/order/list?type=running')).json();
    expect(running.total_size).toBe(3);
    expect(running.orders.map((o: { id: number }) => o.id)).toEqual([
      ids.picked_up,
      ids.confirmed,
      ids.pending,
    ]);
    const past = (await get(t, a.token, '/customer/order/list?type=past')).json();
    expect(past.orders.map((o: { id: number }) => o.id)).toEqual([ids.canceled, ids.delivered]);
    expect(past).toMatchObject({ total_size: 2, limit: 20, offset: 1 });

    const page1 = (await get(t, a.token, '/customer/order/list?limit=2&offset=1')).json();
    const page3 = (await get(t, a.token, '/customer/order/list?limit=2&offset=3')).json();
    expect(page1).toMatchObject({ total_size: 5, limit: 2, offset: 1 });
    expect(page1.orders.map((o: { id: number }) => o.id)).toEqual([ids.picked_up, ids.canceled]);
    expect(page3.orders.map((o: { id: number }) => o.id)).toEqual([ids.pending]);
    expect((await get(t, a.token, '/customer/order/list?limit=2&offset=4')).json().orders).toEqual([]);
  });

  it('refuses bad paging or type with field errors, and strangers with 401', async () => {
    const a = await shopper(t);
    const bad = await get(t, a.token, '/customer/order/list?type=soon&limit=0');
    expect(bad.statusCode).toBe(403);
    expect(
      bad
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['limit', 'type']);
    const anonymous = await t.app.inject({ url: '/api/v1/customer/order/list' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('customer/order/details', () => {
  it('answers the order with its figures, store, status times and lines', async () => {
    const a = await shopper(t);
    const first = await itemWithStock(t.db, 10);
    const { orderId, checkoutId } = await insertOrder(t.db, {
      userId: a.userId,
      status: 'confirmed',
      lines: [
        { itemId: first.id, quantity: 2, price: 150 },
        { itemId: first.id, quantity: 1, price: 400 },
      ],
    });
    const res = await get(t, a.token, `/customer/order/details?order_id=${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { order, details, refund_request } = res.json();
    expect(order).toMatchObject({
      id: orderId,
      checkout_id: checkoutId,
      user_id: a.userId,
      store_id: first.storeId,
      order_amount: 700,
      order_status: 'confirmed',
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
      details_count: 2,
      refund_due: 0,
      delivered: null,
      canceled: null,
    });
    expect(order.store_name).toEqual(expect.any(String));
    expect(order.store_slug).toEqual(expect.any(String));
    expect(Date.parse(order.pending)).not.toBeNaN();
    expect(Date.parse(order.confirmed)).not.toBeNaN();
    expect(details).toHaveLength(2);
    expect(details[0]).toMatchObject({
      order_id: orderId,
      item_id: first.id,
      price: 150,
      quantity: 2,
      discount_on_item: 0,
      tax_amount: 0,
      variation: [],
      add_ons: [],
      item_campaign_id: null,
    });
    expect(details[0].item_details).toMatchObject({ id: first.id, name: first.name });
    expect(details[1]).toMatchObject({ price: 400, quantity: 1 });
    expect(refund_request).toBeNull();
  });

  it('answers 404 for a missing order and 403 for a bad id', async () => {
    const a = await shopper(t);
    expect((await get(t, a.token, '/customer/order/details?order_id=99999999')).statusCode).toBe(404);
    const bad = await get(t, a.token, '/customer/order/details?order_id=abc');
    expect(bad.statusCode).toBe(403);
    expect(bad.json().errors[0].code).toBe('order_id');
  });
});

describe('customer/order/track', () => {
  const cases = [
    { status: 'pending', done: [true, false, false, false], halted: null, delivered: false },
    { status: 'confirmed', done: [true, true, false, false], halted: null, delivered: false },
    { status: 'processing', done: [true, true, true, false], halted: null, delivered: false },
    { status: 'picked_up', done: [true, true, true, true], halted: null, delivered: false },
    { status: 'delivered', done: [true, true, true, true], halted: null, delivered: true },
    { status: 'canceled', done: [true, false, false, false], halted: 'canceled', delivered: false },
  ];
  it.each(cases)('$status: steps done $done', async ({ status, done, halted, delivered }) => {
    const a = await shopper(t);
    const { orderId } = await insertOrder(t.db, { userId: a.userId, status });
    const res = await get(t, a.token, `/customer/order/track?order_id=${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ order_id: orderId, order_status: status, halted, delivered });
    expect(body.steps.map((s: { done: boolean }) => s.done)).toEqual(done);
    expect(body.steps.map((s: { label: string }) => s.label)).toEqual([
      'Order placed',
      'Order confirmed',
      'Preparing item',
      'Delivery on the way',
    ]);
  });

  it('labels the steps in the asked locale', async () => {
    const a = await shopper(t);
    const { orderId } = await insertOrder(t.db, { userId: a.userId });
    const res = await t.app.inject({
      url: `/api/v1/customer/order/track?order_id=${orderId}`,
      headers: { authorization: `Bearer ${a.token}`, 'x-localization': 'ar' },
    });
    expect(res.json().steps[0].label).not.toBe('Order placed');
    expect(res.json().steps[0].label).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('OpenAPI', () => {
  it('documents every order call with its body and answers', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths['/api/v1/customer/order/list']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/v1/customer/order/cancel']!)).toEqual(['put']);
    expect(Object.keys(paths['/api/v1/customer/order/refund-request/cancel']!)).toEqual(['put']);
    const refund = paths['/api/v1/customer/order/refund-request']!.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
    };
    const form = refund.requestBody.content['multipart/form-data']!.schema.properties;
    expect(Object.keys(form)).toEqual(expect.arrayContaining(['order_id', 'reason', 'note', 'image']));
    expect(Object.keys(refund.responses).sort()).toEqual(['200', '401', '403', '404']);
    expect(Object.keys(paths['/api/v1/customer/order/reorder']!.post!.responses)).toContain('200');
  });
});
