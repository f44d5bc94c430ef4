import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { lockOverduePayment, overduePaymentIds, setPaymentStatus } from './repository';
import { failCheckoutOrders } from './settle';

/** How often the running app looks for unpaid digital orders whose time ran out. */
export const EXPIRY_SWEEP_MS = 30_000;
const BATCH = 100;

export type ExpiryReport = { expired: number[]; failedOrders: number[] };

/**
 * Expires pending payments past their `expires_at`: each in its own transaction, locked with SKIP
 * LOCKED (a callback settling it right now wins), marked expired, and its pending orders moved to
 * 'failed' by the system, which gives their stock and coupon use back. Running it again finds nothing.
 */
export async function expireUnpaidPayments(
  db: Database,
  now: Date = new Date(),
  log?: FastifyBaseLogger,
): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: [], failedOrders: [] };
  for (const id of await overduePaymentIds(db, now, BATCH)) {
    try {
      const done = await db.transaction(async (tx) => {
        const payment = await lockOverduePayment(tx, id, now);
        if (!payment) return null;
        await setPaymentStatus(tx, payment.id, 'expired');
        return failCheckoutOrders(tx, payment.checkoutId, 'Digital payment not completed in time');
      });
      if (!done) continue;
      report.expired.push(id);
      report.failedOrders.push(...done.failed);
      if (done.skipped.length) {
        log?.warn({ paymentId: id, orders: done.skipped }, 'expired payment: orders past pending kept');
      }
    } catch (err) {
      // One payment that can not expire must not stop the others; it is tried again next sweep.
      log?.error({ err, paymentId: id }, 'payment expiry failed');
    }
  }
  if (report.expired.length) log?.info(report, 'expired unpaid digital payments');
  return report;
}

/** Runs the sweep every 30 s from app ready until close; the timer never keeps the process alive. */
export function startExpirySweep(app: FastifyInstance, db: Database, everyMs = EXPIRY_SWEEP_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return; // a slow sweep is not overlapped by the next
      running = expireUnpaidPayments(db, new Date(), app.log)
        .catch((err: unknown) => app.log.error({ err }, 'payment expiry sweep failed'))
        .finally(() => {
          running = null;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
