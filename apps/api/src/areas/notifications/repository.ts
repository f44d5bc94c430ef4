import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationReads, notifications, users } from '../../db/schema';

/**
 * What a customer sees: their own notifications, and the broadcasts (user_id null) sent since their
 * account was made, so a new customer does not start with every old announcement unread.
 */
const visibleTo = (userId: number) =>
  or(
    eq(notifications.userId, userId),
    and(
      isNull(notifications.userId),
      gte(
        notifications.createdAt,
        sql`(select ${users.createdAt} from ${users} where ${users.id} = ${userId})`,
      ),
    ),
  );

/** This customer's read mark on the notification row in the query. */
const readBy = (userId: number) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId));

export async function notificationPage(db: Database, userId: number, limit: number, page: number) {
  const rows = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      description: notifications.description,
      notice: notifications.notice,
      orderId: notifications.orderId,
      image: notifications.image,
      type: notifications.type,
      createdAt: notifications.createdAt,
      readAt: notificationReads.readAt,
    })
    .from(notifications)
    .leftJoin(notificationReads, readBy(userId))
    .where(visibleTo(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const counts = await notificationCounts(db, userId);
  return { rows, ...counts };
}

/** How many notifications the customer can see, and how many of them are unread. */
export async function notificationCounts(db: Database, userId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notificationReads.userId} is null))::int`,
    })
    .from(notifications)
    .leftJoin(notificationReads, readBy(userId))
    .where(visibleTo(userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks one notification read for this customer; false when they cannot see it (another's, or none). */
export async function markRead(db: Database, userId: number, id: number): Promise<boolean> {
  const [visible] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), visibleTo(userId)));
  if (!visible) return false;
  await db.insert(notificationReads).values({ notificationId: id, userId }).onConflictDoNothing();
  return true;
}

/** Marks every notification the customer can see read, in one statement (already read ones stay as they were). */
export async function markAllRead(db: Database, userId: number): Promise<void> {
  await db.execute(sql`
    insert into ${notificationReads} (notification_id, user_id)
    select ${notifications.id}, ${userId}::int from ${notifications} where ${visibleTo(userId)}
    on conflict do nothing`);
}
