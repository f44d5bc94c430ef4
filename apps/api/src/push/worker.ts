import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { PushSettings } from './config';
import { checkPushEndpoint } from './endpoints';
import {
  type ClaimedPush,
  claimDuePushes,
  finishPush,
  MAX_ATTEMPTS,
  notificationOf,
  type PushFinish,
} from './outbox';
import { type SendOutcome, type StoredSubscription, sendPush } from './send';
import { customerSubscriptions, dropSubscriptions, everySubscriptionAfter } from './subscriptions';

/** How often the running app looks for queued pushes. */
export const PUSH_WORKER_MS = 5_000;
const BATCH = 20;
/** A broadcast goes out this many devices per claim. */
const BROADCAST_PAGE = 100;
/** Requests in flight at once for one row. */
const PARALLEL = 10;

/** The first retry waits 30 s, each next one twice as long, never more than an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export type PushDeps = { db: Database; push: PushSettings };
export type PushReport = {
  /** Outbox rows finished (every device reached, refused or gone). */
  delivered: number[];
  /** Outbox rows put back for a later attempt. */
  retried: number[];
  /** Requests the push services accepted. */
  sent: number;
  /** Subscriptions dropped because their push service said they are gone (404/410). */
  dropped: number;
};

type Message = NonNullable<Awaited<ReturnType<typeof notificationOf>>>;

/** What the service worker shows (apps/web/public/sw.js): small, well under the 4 KB push limit. */
function pushPayload(n: Message): string {
  return JSON.stringify({
    title: n.title.slice(0, 200),
    body: n.description.slice(0, 1000),
    url: n.orderId ? `/customer/order/${n.orderId}` : '/customer/notifications',
    tag: `notification-${n.id}`,
    notification_id: n.id,
    order_id: n.orderId,
    type: n.type,
    image: n.image,
  });
}

async function sendAll(subs: StoredSubscription[], payload: string, deps: PushDeps) {
  const outcomes: SendOutcome[] = [];
  for (let i = 0; i < subs.length; i += PARALLEL) {
    const slice = subs.slice(i, i + PARALLEL);
    outcomes.push(
      ...(await Promise.all(
        slice.map((sub) =>
          checkPushEndpoint(sub.endpoint, { allowLoopback: deps.push.allowLoopback }) === 'ok'
            ? sendPush(sub, payload, deps.push.vapid)
            : Promise.resolve<SendOutcome>({ kind: 'rejected', error: 'endpoint not allowed' }),
        ),
      )),
    );
  }
  return subs.map((sub, i) => ({ sub, outcome: outcomes[i] as SendOutcome }));
}

/** Sends one claimed row to the devices it has not reached yet, and says how it ended. */
async function deliverRow(
  deps: PushDeps,
  row: ClaimedPush,
  now: Date,
  report: PushReport,
): Promise<PushFinish> {
  const notice = await notificationOf(deps.db, row.payload.notification_id);
  if (!notice) return { done: true, payload: row.payload }; // deleted since: nothing left to announce
  const broadcast = notice.userId === null;
  const handled = row.payload.handled_subscriptions ?? [];
  const cursor = row.payload.cursor ?? 0;
  const subs = broadcast
    ? await everySubscriptionAfter(deps.db, cursor, BROADCAST_PAGE)
    : await customerSubscriptions(deps.db, notice.userId as number, handled);
  const results = await sendAll(subs, pushPayload(notice), deps);
  const gone = results.filter((r) => r.outcome.kind === 'gone').map((r) => r.sub);
  await dropSubscriptions(deps.db, gone);
  report.dropped += gone.length;
  report.sent += results.filter((r) => r.outcome.kind === 'sent').length;

  if (broadcast) {
    // A broadcast is best effort per device: it moves on page by page and retries no one device.
    const last = subs.at(-1)?.id;
    if (subs.length < BROADCAST_PAGE || last === undefined) return { done: true, payload: row.payload };
    const payload = { ...row.payload, cursor: last };
    return { done: false, payload, retryAt: now, error: 'broadcast in progress', countAttempt: false };
  }
  const failed = results.filter((r) => r.outcome.kind === 'retry');
  const payload = {
    ...row.payload,
    handled_subscriptions: [
      ...handled,
      ...results.filter((r) => r.outcome.kind !== 'retry').map((r) => r.sub.id),
    ],
  };
  if (!failed.length) return { done: true, payload };
  const reason = failed.map((r) => ('error' in r.outcome ? r.outcome.error : '')).join('; ');
  const error = row.attempts >= MAX_ATTEMPTS ? `gave up after ${row.attempts} attempts: ${reason}` : reason;
  return {
    done: false,
    payload,
    retryAt: new Date(now.getTime() + backoffMs(row.attempts)),
    error,
    countAttempt: true,
  };
}

/**
 * One pass of the push worker: claims due outbox rows (SKIP LOCKED, so workers racing each other never
 * take the same row), sends each to its customer's devices with VAPID, drops devices that are gone,
 * and marks the row delivered, or puts it back with exponential backoff when a push service failed.
 * A device reached once is never sent the same notification again, on a retry or by another worker.
 */
export async function deliverPushNotifications(
  deps: PushDeps,
  opts: { now?: Date; log?: FastifyBaseLogger } = {},
): Promise<PushReport> {
  const now = opts.now ?? new Date();
  const report: PushReport = { delivered: [], retried: [], sent: 0, dropped: 0 };
  for (const row of await claimDuePushes(deps.db, now, BATCH)) {
    try {
      const end = await deliverRow(deps, row, now, report);
      if (!(await finishPush(deps.db, row, now, end))) continue;
      (end.done ? report.delivered : report.retried).push(row.id);
      if (!end.done && end.countAttempt) opts.log?.warn({ outboxId: row.id, error: end.error }, 'push retry');
    } catch (err) {
      // The claim's lease runs out and the row is tried again; the others go on.
      opts.log?.error({ err, outboxId: row.id }, 'push delivery failed');
    }
  }
  return report;
}

/** Runs the worker every 5 s from app ready until close; the timer never keeps the process alive. */
export function startPushWorker(app: FastifyInstance, deps: PushDeps, everyMs = PUSH_WORKER_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return; // a slow pass is not overlapped by the next
      running = deliverPushNotifications(deps, { log: app.log })
        .catch((err: unknown) => app.log.error({ err }, 'push worker failed'))
        .finally(() => {
          running = null;
        });
    }, everyMs);
    timer.unref();
  });
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
