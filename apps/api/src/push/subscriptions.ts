import { and, desc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { StoredSubscription } from './send';

/** Devices one customer keeps; saving an eleventh forgets the one not refreshed for longest. */
export const MAX_SUBSCRIPTIONS_PER_CUSTOMER = 10;
/** Devices saved without an account (they receive broadcasts only); past this the stalest go first. */
export const MAX_GUEST_SUBSCRIPTIONS = 10_000;

export type NewSubscription = { endpoint: string; p256dh: string; auth: string };

const columns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.token,
  p256dh: sql<string>`coalesce(${pushSubscriptions.p256dh}, '')`,
  auth: sql<string>`coalesce(${pushSubscriptions.auth}, '')`,
};

/**
 * Saves a browser's subscription for `userId` (null: a guest). The endpoint is the device's identity:
 * saving it again refreshes keys and `updated_at`. A guest's device may be claimed by the customer who
 * signs in on it; a customer's device is never moved to another account or back to a guest (decision
 * 220): anyone who learnt its URL could otherwise take it. Such a save changes nothing and answers
 * 'taken' (the browser then subscribes anew, with a new endpoint; signing out forgets the device).
 */
export async function saveSubscription(
  db: Database,
  userId: number | null,
  sub: NewSubscription,
): Promise<'saved' | 'taken'> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const owner = pushSubscriptions.userId;
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ userId, token: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, updatedAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.token,
        set: { userId, p256dh: sub.p256dh, auth: sub.auth, updatedAt: now },
        // One statement, so two accounts saving one new endpoint at once cannot both have it.
        setWhere: userId === null ? isNull(owner) : or(isNull(owner), eq(owner, userId)),
      })
      .returning({ id: pushSubscriptions.id });
    if (!saved) return 'taken';
    const mine = userId === null ? isNull(owner) : eq(owner, userId);
    const cap = userId === null ? MAX_GUEST_SUBSCRIPTIONS : MAX_SUBSCRIPTIONS_PER_CUSTOMER;
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(mine)
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(cap);
    await tx.delete(pushSubscriptions).where(and(mine, notInArray(pushSubscriptions.id, kept)));
    return 'saved';
  });
}

/** Forgets the caller's own subscription for `endpoint`; false when the caller has none there. */
export async function removeSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.token, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** A customer's devices not yet handled for a notification. */
export function customerSubscriptions(db: Database, userId: number, handled: number[]) {
  return db
    .select(columns)
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        handled.length ? notInArray(pushSubscriptions.id, handled) : undefined,
      ),
    )
    .orderBy(pushSubscriptions.id)
    .limit(MAX_SUBSCRIPTIONS_PER_CUSTOMER * 2);
}

/** Every device (customers' and guests'), a page at a time in id order: a broadcast's audience. */
export function everySubscriptionAfter(db: Database, afterId: number, limit: number) {
  return db
    .select(columns)
    .from(pushSubscriptions)
    .where(gt(pushSubscriptions.id, afterId))
    .orderBy(pushSubscriptions.id)
    .limit(limit);
}

/** Drops subscriptions the push service answered 404/410 for (only if the endpoint is still theirs). */
export async function dropSubscriptions(db: Database, gone: StoredSubscription[]) {
  if (!gone.length) return;
  await db.delete(pushSubscriptions).where(
    and(
      inArray(
        pushSubscriptions.id,
        gone.map((s) => s.id),
      ),
      inArray(
        pushSubscriptions.token,
        gone.map((s) => s.endpoint),
      ),
    ),
  );
}
