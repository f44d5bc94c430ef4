import { eq } from 'drizzle-orm';
import { notifications, outbox, pushSubscriptions } from '../../src/db/schema';
import { resolvePush } from '../../src/push/config';
import { deliverPushNotifications } from '../../src/push/worker';
import { createTestApp, type TestApp, type TestAppOptions } from '../support/test-app';

/** An app whose push worker is off (tests run it) and that accepts the local push service's endpoints. */
export const pushTestApp = (options: TestAppOptions = {}) =>
  createTestApp({ push: { worker: false, allowLoopbackEndpoints: true }, ...options });

export const saveDevice = (t: TestApp, token: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/customer/save-device-token', headers, payload: { token } });

/** The settings the app runs with: the same VAPID pair, read back from the app's data folder. */
export const pushSettingsOf = (t: TestApp) =>
  resolvePush({
    dataDir: t.dataDir,
    env: { VAPID_SUBJECT: 'mailto:no-reply@bazaar.pk' },
    push: { allowLoopbackEndpoints: true },
  });

/** One pass of the worker, as if run at `now` (by default just after every row queued so far). */
export async function runWorker(t: TestApp, now = new Date(Date.now() + 1)) {
  return deliverPushNotifications({ db: t.db, push: await pushSettingsOf(t) }, { now });
}

/**
 * A personal notification with this text for one customer and its queued push (notification + outbox
 * row, as order moves write them; free text, as an operator's message to one customer would be).
 */
export async function notify(
  t: TestApp,
  userId: number,
  title = 'Order #7',
  description = 'Your order #7 is now Confirmed.',
) {
  const [row] = await t.db
    .insert(notifications)
    .values({ userId, title, description, type: 'order_status' })
    .returning({ id: notifications.id });
  await t.db.insert(outbox).values({ kind: 'push', payload: { notification_id: row?.id, user_id: userId } });
  return row?.id as number;
}

/** A broadcast to everyone and its queued push, as an operator's announcement would be written. */
export async function broadcast(t: TestApp, title: string, description = 'For everyone') {
  const [row] = await t.db.insert(notifications).values({ userId: null, title, description }).returning();
  await t.db.insert(outbox).values({ kind: 'push', payload: { notification_id: row?.id, user_id: null } });
  return row?.id as number;
}

export const pushRows = (t: TestApp) =>
  t.db.select().from(outbox).where(eq(outbox.kind, 'push')).orderBy(outbox.id);
export const subscriptionRows = (t: TestApp) =>
  t.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);

export const seconds = (now: Date, s: number) => new Date(now.getTime() + s * 1000);
