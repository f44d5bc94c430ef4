import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications, outbox, pushSubscriptions } from '../../src/db/schema';
import { MAX_ATTEMPTS } from '../../src/push/outbox';
import { backoffMs, deliverPushNotifications, startPushWorker } from '../../src/push/worker';
import { quickCustomer } from '../support/checkout';
import type { TestApp } from '../support/test-app';
import {
  broadcast,
  notify,
  pushRows,
  pushSettingsOf,
  pushTestApp,
  runWorker,
  saveDevice,
  seconds,
  subscriptionRows,
} from './helpers';
import { decryptPush, device, type PushService, startPushService, verifyVapid } from './push-service';

let t: TestApp;
let service: PushService;
beforeAll(async () => {
  t = await pushTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  service = await startPushService();
  // Each test starts with an empty queue and no devices.
  await t.db.delete(outbox);
  await t.db.delete(pushSubscriptions);
});
afterEach(() => service.close());

/** A customer with devices saved through the API. */
async function customerWith(...names: string[]) {
  const customer = await quickCustomer(t.db);
  const devices = names.map((name) => device(service, name));
  for (const d of devices)
    expect((await saveDevice(t, d.subscription, customer.headers)).statusCode).toBe(200);
  return { ...customer, devices };
}

describe('the push worker', () => {
  it('delivers a notice to each of the customer’s devices, encrypted for each, with VAPID, exactly once', async () => {
    const a = await customerWith('a-phone', 'a-laptop');
    const b = await customerWith('b-phone');
    const guest = device(service, 'guest');
    expect((await saveDevice(t, JSON.stringify(guest.subscription))).statusCode).toBe(200);
    const id = await notify(t, a.id, 'Order #7', 'Your order #7 is now Confirmed.');

    const report = await runWorker(t);
    expect(report).toMatchObject({ sent: 2, dropped: 0, retried: [] });
    expect(report.delivered).toHaveLength(1);
    const { publicKey } = (await pushSettingsOf(t)).vapid;
    for (const d of a.devices) {
      const [request, ...more] = service.requests.filter((r) => r.device === d.name);
      expect(more).toEqual([]);
      expect(request?.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request?.headers.ttl)).toBeGreaterThan(0);
      const claims = await verifyVapid(request!.headers, service.origin, publicKey);
      expect(claims.sub).toBe('mailto:no-reply@bazaar.pk');
      const message = JSON.parse(decryptPush(request!.body, d.keys));
      expect(message).toMatchObject({
        title: 'Order #7',
        body: 'Your order #7 is now Confirmed.',
        url: '/customer/notifications',
        tag: `notification-${id}`,
        notification_id: id,
      });
    }
    // Not for B's device nor the guest's; and a device's keys do not open another's message.
    expect(service.requests.map((r) => r.device).sort()).toEqual(['a-laptop', 'a-phone']);
    const phone = service.requests.find((r) => r.device === 'a-phone')!;
    expect(() => decryptPush(phone.body, b.devices[0]!.keys)).toThrow();

    const [row] = await pushRows(t);
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    // Later passes, however late, send nothing more.
    expect(await runWorker(t, seconds(new Date(), 86_400))).toMatchObject({ delivered: [], sent: 0 });
    expect(service.requests).toHaveLength(2);
  });

  it('sends each notice to each device once when workers race each other', async () => {
    const a = await customerWith('race-1', 'race-2');
    const ids: number[] = [];
    for (let i = 1; i <= 6; i++) ids.push(await notify(t, a.id, `Notice ${i}`, `Body ${i}`));
    const settings = await pushSettingsOf(t);
    // After the rows were queued: available_at is the database's now(), in microseconds, so a worker
    // reading the clock in the same millisecond as the last insert would leave it for its next pass.
    const now = new Date(Date.now() + 1);
    const reports = await Promise.all(
      [1, 2, 3].map(() => deliverPushNotifications({ db: t.db, push: settings }, { now })),
    );
    expect(reports.flatMap((r) => r.delivered).sort()).toHaveLength(6);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(12);
    for (const d of a.devices) {
      const seen = service.requests
        .filter((r) => r.device === d.name)
        .map((r) => JSON.parse(decryptPush(r.body, d.keys)).notification_id as number);
      expect(seen.sort((x, y) => x - y)).toEqual(ids);
    }
    expect(await runWorker(t, seconds(new Date(), 3600))).toMatchObject({ sent: 0 });
  });

  it('retries a device whose push service failed (500, then 201), and only that device', async () => {
    const a = await customerWith('flaky', 'steady');
    service.answer('flaky', 500);
    await notify(t, a.id, 'Order #8', 'Your order #8 is now Delivered.');
    // After the row was queued: available_at is the database's now(), in microseconds.
    const now = new Date(Date.now() + 1);

    const first = await runWorker(t, now);
    expect(first).toMatchObject({ sent: 1, delivered: [] });
    expect(first.retried).toHaveLength(1);
    const [queued] = await pushRows(t);
    expect(queued).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(queued?.lastError).toContain('500');
    expect(queued?.availableAt.getTime()).toBe(now.getTime() + backoffMs(1));

    // Not due before the backoff has passed.
    expect(await runWorker(t, seconds(now, 29))).toMatchObject({ sent: 0, retried: [], delivered: [] });
    const second = await runWorker(t, seconds(now, 31));
    expect(second).toMatchObject({ sent: 1, retried: [] });
    expect(second.delivered).toHaveLength(1);

    const flaky = service.requests.filter((r) => r.device === 'flaky');
    expect(flaky.map((r) => r.status)).toEqual([500, 201]);
    const flakyDevice = a.devices[0]!;
    expect(JSON.parse(decryptPush(flaky[1]!.body, flakyDevice.keys)).title).toBe('Order #8');
    expect(service.requests.filter((r) => r.device === 'steady')).toHaveLength(1);
    expect((await pushRows(t))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('drops a subscription its push service says is gone (410, 404) and delivers to the rest', async () => {
    const a = await customerWith('gone-410', 'gone-404', 'alive');
    service.answer('gone-410', 410);
    service.answer('gone-404', 404);
    await notify(t, a.id);
    const report = await runWorker(t);
    expect(report).toMatchObject({ sent: 1, dropped: 2, retried: [] });
    expect(report.delivered).toHaveLength(1);
    expect((await subscriptionRows(t)).map((s) => s.token)).toEqual([service.endpoint('alive')]);
    // The next notice goes only to the device that is left.
    await notify(t, a.id, 'Again');
    await runWorker(t);
    expect(service.requests.filter((r) => r.device.startsWith('gone-'))).toHaveLength(2);
    expect(service.delivered('alive')).toHaveLength(2);
  });

  it('backs off exponentially and gives up after the last attempt, saying why', async () => {
    const a = await customerWith('down');
    service.answer('down', ...Array(MAX_ATTEMPTS + 2).fill(503));
    await notify(t, a.id);
    let now = new Date(Date.now() + 1);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await runWorker(t, now);
      expect(report.retried, `attempt ${attempt}`).toHaveLength(1);
      const [row] = await pushRows(t);
      expect(row?.availableAt.getTime()).toBe(now.getTime() + backoffMs(attempt));
      now = row!.availableAt;
    }
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    expect(await runWorker(t, seconds(now, 86_400))).toMatchObject({ retried: [], delivered: [], sent: 0 });
    const [row] = await pushRows(t);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, deliveredAt: null });
    expect(row?.lastError).toMatch(/^gave up after 8 attempts: push service answered 503/);
    expect(service.requests).toHaveLength(MAX_ATTEMPTS);
  });

  it('sends a broadcast to every device, customers’ and guests’', async () => {
    await customerWith('c1');
    await customerWith('c2');
    const guest = device(service, 'guest-1');
    await saveDevice(t, guest.subscription);
    await broadcast(t, 'Eid sale', 'Everything 10% off');
    const report = await runWorker(t);
    expect(report).toMatchObject({ sent: 3 });
    expect(report.delivered).toHaveLength(1);
    expect(JSON.parse(decryptPush(service.delivered('guest-1')[0]!.body, guest.keys))).toMatchObject({
      title: 'Eid sale',
      body: 'Everything 10% off',
    });
    expect(await runWorker(t, seconds(new Date(), 3600))).toMatchObject({ sent: 0 });
  });

  it('sends a broadcast to a large audience page by page, each device once', async () => {
    const keys = device(service, 'unused').keys;
    const names = Array.from({ length: 150 }, (_, i) => `crowd-${i}`);
    await t.db.insert(pushSubscriptions).values(
      names.map((name) => ({
        userId: null,
        token: service.endpoint(name),
        p256dh: keys.p256dh,
        auth: keys.auth,
      })),
    );
    await broadcast(t, 'Big news');
    const first = await runWorker(t);
    expect(first).toMatchObject({ sent: 100, delivered: [] });
    const [row] = await pushRows(t);
    expect(row).toMatchObject({ attempts: 0, deliveredAt: null });
    const second = await runWorker(t);
    expect(second).toMatchObject({ sent: 50 });
    expect(second.delivered).toHaveLength(1);
    expect(service.requests.map((r) => r.device).sort()).toEqual([...names].sort());
    expect(await runWorker(t, seconds(new Date(), 3600))).toMatchObject({ sent: 0 });
  });

  it('finishes a queued push whose notification was deleted, sending nothing', async () => {
    const a = await customerWith('quiet');
    const id = await notify(t, a.id);
    await t.db.delete(notifications).where(eq(notifications.id, id));
    const report = await runWorker(t);
    expect(report.delivered).toHaveLength(1);
    expect(service.requests).toEqual([]);
  });

  it('runs on its own once started, and stops with the app', async () => {
    const a = await customerWith('auto');
    await notify(t, a.id, 'By itself');
    const host = Fastify();
    const worker = startPushWorker(host, { db: t.db, push: await pushSettingsOf(t) }, 10);
    host.addHook('onClose', () => worker.stop());
    await host.ready();
    await vi.waitFor(() => expect(service.delivered('auto')).toHaveLength(1), {
      timeout: 20_000,
      interval: 20,
    });
    await host.close();
    expect((await pushRows(t))[0]?.deliveredAt).toBeInstanceOf(Date);
  });
});
