import { t as translate } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickCustomer } from '../support/checkout';
import { insertOrder, itemWithStock } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';
import { pushTestApp, runWorker, saveDevice } from './helpers';
import { decryptPush, device, type PushService, startPushService } from './push-service';

let t: TestApp;
let service: PushService;
beforeAll(async () => {
  t = await pushTestApp({ seed: true });
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

describe('an order change, end to end', () => {
  it('reaches the customer’s list and their browser, linking to the order', async () => {
    const a = await quickCustomer(t.db);
    const phone = device(service, 'order-phone');
    expect((await saveDevice(t, phone.subscription, a.headers)).statusCode).toBe(200);
    const item = await itemWithStock(t.db, 5);
    const { orderId } = await insertOrder(t.db, { userId: a.id, lines: [{ itemId: item.id, quantity: 1 }] });

    const cancel = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/order/cancel',
      headers: a.headers,
      payload: { order_id: orderId, reason: 'Ordered by mistake' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const list = (
      await t.app.inject({ url: '/api/v1/customer/global-notifications', headers: a.headers })
    ).json();
    const notice = list.notifications.data.find(
      (n: { data: { order_id: number } }) => n.data.order_id === orderId,
    );
    expect(notice).toMatchObject({ read: false, data: { type: 'order_status', title: `Order #${orderId}` } });

    const report = await runWorker(t);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const messages = service
      .delivered('order-phone')
      .map((r) => JSON.parse(decryptPush(r.body, phone.keys)) as Record<string, unknown>);
    expect(messages).toContainEqual(
      expect.objectContaining({
        notification_id: notice.id,
        order_id: orderId,
        url: `/customer/order/${orderId}`,
        title: notice.data.title,
        body: notice.data.description,
      }),
    );
  });
});

describe('a notice in the reader’s language (decision 502)', () => {
  it('the same order notice reads in English, Urdu and Arabic, the status translated inside the sentence', async () => {
    const a = await quickCustomer(t.db);
    const item = await itemWithStock(t.db, 5);
    const { orderId } = await insertOrder(t.db, { userId: a.id, lines: [{ itemId: item.id, quantity: 1 }] });
    const cancel = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/order/cancel',
      headers: a.headers,
      payload: { order_id: orderId, reason: 'Ordered by mistake' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const read = async (locale: string) => {
      const list = (
        await t.app.inject({
          url: '/api/v1/customer/global-notifications',
          headers: { ...a.headers, 'x-localization': locale },
        })
      ).json();
      return list.notifications.data.find((n: { data: { order_id: number } }) => n.data.order_id === orderId)
        .data as { title: string; description: string };
    };
    expect(await read('en')).toMatchObject({
      title: `Order #${orderId}`,
      description: `Your order #${orderId} is now ${translate('order.status.canceled')}.`,
    });
    for (const locale of ['ur', 'ar'] as const) {
      const text = await read(locale);
      expect(text.description).toContain(String(orderId));
      expect(text.description).toContain(translate('order.status.canceled', {}, locale));
      expect(`${text.title} ${text.description}`).not.toMatch(/[A-Za-z]{3}/);
    }
  });
});
