import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, outbox } from '../db/schema';

/** An outbox row of kind 'push' (written by commerce/notify.ts), as a worker claimed it. */
export type ClaimedPush = {
  id: number;
  /** The claim's number: the row's `attempts` after this claim. Finishing a row checks it still is. */
  attempts: number;
  payload: PushPayload;
};

export type PushPayload = {
  notification_id?: number | null;
  user_id?: number | null;
  order_id?: number | null;
  /** Subscriptions already sent to (or refused for good) by earlier attempts: never sent again. */
  handled_subscriptions?: number[];
  /** A broadcast's progress: the last subscription id it reached. */
  cursor?: number;
};

/** Attempts after which a row is left alone (its last_error says why); about 2 hours of backoff in all. */
export const MAX_ATTEMPTS = 8;
/** While a worker holds a claim the row is invisible to others; longer than one row can take to send. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Claims up to `limit` due push rows in one statement: the rows are locked FOR UPDATE SKIP LOCKED (a
 * worker racing this one takes other rows or none), their attempt counted and `available_at` moved a
 * lease ahead, so no other worker claims them while they are being sent.
 */
export async function claimDuePushes(db: Database, now: Date, limit: number): Promise<ClaimedPush[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'push'),
        isNull(outbox.deliveredAt),
        lte(outbox.availableAt, now),
        lt(outbox.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(outbox.availableAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      availableAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      updatedAt: now,
    })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, attempts: outbox.attempts, payload: outbox.payload });
  return rows.map((row) => ({ ...row, payload: row.payload as PushPayload })).sort((a, b) => a.id - b.id);
}

export type PushFinish =
  | { done: true; payload: PushPayload }
  | { done: false; payload: PushPayload; retryAt: Date; error: string; countAttempt: boolean };

/**
 * Records how a claimed row ended: delivered (never claimed again), or back in the queue at `retryAt`.
 * Only the claim that holds the row may finish it (`attempts` unchanged since the claim); a stale
 * claim whose lease ran out changes nothing and answers false.
 */
export async function finishPush(db: Database, row: ClaimedPush, now: Date, end: PushFinish) {
  const set = end.done
    ? { deliveredAt: now, payload: end.payload, lastError: null, updatedAt: now }
    : {
        payload: end.payload,
        availableAt: end.retryAt,
        lastError: end.error.slice(0, 1000),
        updatedAt: now,
        // Progress through a broadcast's audience is not a failed attempt.
        ...(end.countAttempt ? {} : { attempts: sql`${outbox.attempts} - 1` }),
      };
  const updated = await db
    .update(outbox)
    .set(set)
    .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.deliveredAt)))
    .returning({ id: outbox.id });
  return updated.length > 0;
}

/** The notification a push row announces, or null when it was deleted since. */
export async function notificationOf(db: Database, id: number | null | undefined) {
  if (!id) return null;
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      description: notifications.description,
      image: notifications.image,
      type: notifications.type,
      orderId: notifications.orderId,
    })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row ?? null;
}
