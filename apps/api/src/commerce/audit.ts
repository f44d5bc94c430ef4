import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuthedStaff } from '../auth/staff';
import { auditLog } from '../db/schema';
import type { Db } from './tx';

/** Who made a change: a signed-in staff member, or the system (a sweep, a CLI command). */
export type AuditActor =
  | Pick<AuthedStaff, 'id' | 'role' | 'storeId'>
  | { role: 'system'; id: null; storeId: null };

export const SYSTEM_ACTOR: AuditActor = { role: 'system', id: null, storeId: null };

export type AuditChange = {
  /** What was done, as a verb on the entity: 'item.update', 'store.hours', 'order.cancel'. */
  action: string;
  /** The table-level thing changed: 'item', 'store', 'coupon', 'order', 'payout'. */
  entity: string;
  entityId: string | number | null;
  /** The store the change belongs to (a seller's own, or the store an operator changed). */
  storeId?: number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit-log row (issue 36: who, what, before and after, when). Call it inside the
 * change's own transaction, so a change and its record commit or roll back together.
 */
export async function recordAudit(tx: Db, actor: AuditActor, change: AuditChange) {
  await tx.insert(auditLog).values({
    actorRole: actor.role,
    actorId: actor.id,
    storeId: change.storeId ?? actor.storeId ?? null,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === null ? null : String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** A store's audit trail, newest first, `limit` rows before the id `before` (keyset paging). */
export async function storeAuditTrail(db: Db, storeId: number, page: { limit: number; before?: number }) {
  const where: SQL[] = [eq(auditLog.storeId, storeId)];
  if (page.before) where.push(lt(auditLog.id, page.before));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
}
