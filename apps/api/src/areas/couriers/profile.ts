import { COURIER_CURRENT_STATUSES } from '@bazaar/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../commerce/audit';
import type { Db } from '../../commerce/tx';
import type { Database } from '../../db/client';
import { couriers, orders } from '../../db/schema';
import { type Courier, signedInCourier } from './courier';

async function orderCount(db: Db, courierId: number, statuses: readonly string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.deliveryManId, courierId), inArray(orders.orderStatus, [...statuses])));
  return row?.n ?? 0;
}

/** delivery-man/profile: who the courier is, where they work, and how many orders they have. */
export async function courierProfile(db: Db, courierId: number) {
  const courier = await signedInCourier(db, courierId);
  const [current, delivered] = await Promise.all([
    orderCount(db, courierId, COURIER_CURRENT_STATUSES),
    orderCount(db, courierId, ['delivered']),
  ]);
  return {
    id: courier.id,
    name: courier.name,
    email: courier.email,
    phone: courier.phone,
    image: courier.image,
    zone_id: courier.zoneId,
    store_id: courier.storeId,
    type: courier.earning === 'salary_based' ? ('salary_based' as const) : ('freelancer' as const),
    identity_type: courier.identityType as 'passport' | 'driving_license' | 'nid',
    online: courier.online,
    current_orders: current,
    delivered_orders: delivered,
  };
}

/** Goes online (offered new orders) or offline; said outright, so a retry changes nothing. */
export async function setOnline(db: Database, actor: Courier, online: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ online: couriers.online })
      .from(couriers)
      .where(eq(couriers.staffId, actor.id))
      .for('update');
    if (!before) await signedInCourier(tx, actor.id);
    await tx.update(couriers).set({ online, updatedAt: new Date() }).where(eq(couriers.staffId, actor.id));
    await recordAudit(tx, actor, {
      action: 'courier.active_status',
      entity: 'courier',
      entityId: actor.id,
      before: { online: before?.online },
      after: { online },
    });
    return online;
  });
}
