import {
  type DiscountOffer,
  discountOn,
  nextPakistanMidnight,
  offerHasTimedChange,
  offerRunsOn,
  pakistanDate,
} from '@bazaar/domain';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { itemDiscountPlans, items } from '../../db/schema';

/** Plans looked at per sweep transaction. */
const BATCH = 500;

/**
 * Discounts with days (decision 409): at each Pakistan midnight, a plan whose first day has come
 * puts its discount on the item, and one past its last day takes it off. Each is a write of the item
 * row, so caches and the search index follow it as they follow any seller's change (decision 209).
 * Plans another process is sweeping are skipped (SKIP LOCKED); sweeping again finds nothing to do.
 * Answers how many items changed.
 */
export async function applyDueDiscounts(db: Database, now: Date = new Date()): Promise<number> {
  const today = pakistanDate(now);
  let changed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(itemDiscountPlans)
        .where(
          or(
            and(
              eq(itemDiscountPlans.applied, false),
              or(isNull(itemDiscountPlans.startsOn), lte(itemDiscountPlans.startsOn, today)),
            ),
            sql`${itemDiscountPlans.endsOn} < ${today}`,
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const plan of due) {
        const offer: DiscountOffer = {
          discount: Number(plan.discount),
          discount_type: plan.discountType === 'amount' ? 'amount' : 'percent',
          discount_start: plan.startsOn,
          discount_end: plan.endsOn,
        };
        const live = discountOn(offer, today);
        await tx
          .update(items)
          .set({ discount: live.discount, discountType: live.discount_type, updatedAt: now })
          .where(eq(items.id, plan.itemId));
        if (offerHasTimedChange(offer, today))
          await tx
            .update(itemDiscountPlans)
            .set({ applied: offerRunsOn(offer, today) })
            .where(eq(itemDiscountPlans.itemId, plan.itemId));
        else await tx.delete(itemDiscountPlans).where(eq(itemDiscountPlans.itemId, plan.itemId));
      }
      return due.length;
    });
    changed += done;
    if (done < BATCH) return changed;
  }
}

/**
 * Sweeps when the app is ready (a midnight passed while it was down) and then a second after each
 * Pakistan midnight, when dates change; the timer never keeps the process alive.
 */
export function startDiscountSweep(app: FastifyInstance, db: Database) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;
  const sweep = () => {
    running = applyDueDiscounts(db).catch((err: unknown) => app.log.error({ err }, 'discount sweep failed'));
    schedule();
  };
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(sweep, nextPakistanMidnight(Date.now()) + 1000 - Date.now());
    timer.unref();
  };
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
