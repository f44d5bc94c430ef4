import {
  COURIER_CURRENT_STATUSES,
  type CourierReach,
  DELIVERED_ORDER_TYPE,
  OFFERED_ORDER_STATUSES,
  type OfferScope,
} from '@bazaar/domain';
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { couriers, orders, staff } from '../db/schema';
import type { Db } from './tx';

/**
 * Couriers as the API reads them (decision 407): a `staff` row of role 'courier' with its `couriers`
 * profile. The SQL here is the domain's courier rules (`offerScope`, `isOfferedTo`,
 * `isAvailableToStore`) written as conditions; the API tests check the two agree.
 */

const courierColumns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  storeId: staff.storeId,
  phone: couriers.phone,
  image: couriers.image,
  zoneId: couriers.zoneId,
  earning: couriers.earning,
  identityType: couriers.identityType,
  online: couriers.online,
};

/** Couriers who may work: the account is a courier's and active. */
const ACTIVE_COURIER = and(eq(staff.role, 'courier'), eq(staff.active, 'active'));

const selectCouriers = (db: Db) =>
  db.select(courierColumns).from(staff).innerJoin(couriers, eq(couriers.staffId, staff.id)).$dynamic();

export type CourierRow = Awaited<ReturnType<typeof selectCouriers>>[number];

export const reachOf = (c: Pick<CourierRow, 'online' | 'zoneId' | 'storeId'>): CourierReach => ({
  online: c.online,
  zoneId: c.zoneId,
  storeId: c.storeId,
});

/** One active courier with their profile; null when there is none. */
export async function findCourier(db: Db, staffId: number): Promise<CourierRow | null> {
  const [row] = await selectCouriers(db).where(and(ACTIVE_COURIER, eq(staff.id, staffId)));
  return row ?? null;
}

/** The orders offered to a courier whose offers come from `scope` (the domain's `isOfferedTo`). */
export function offeredOrdersWhere(scope: OfferScope): SQL {
  if (!scope) return sql`false`;
  const fromStores =
    'storeId' in scope
      ? eq(orders.storeId, scope.storeId)
      : sql`${orders.storeId} in (select id from stores where zone_id = ${scope.zoneId})`;
  return and(
    isNull(orders.deliveryManId),
    inArray(orders.orderStatus, [...OFFERED_ORDER_STATUSES]),
    eq(orders.orderType, DELIVERED_ORDER_TYPE),
    fromStores,
  )!;
}

/** A courier's orders still running (current-orders). */
export const currentOrdersWhere = (courierId: number) =>
  and(eq(orders.deliveryManId, courierId), inArray(orders.orderStatus, [...COURIER_CURRENT_STATUSES]))!;

/** The couriers a store may give an order to (the domain's `isAvailableToStore`). */
function availableToStore(store: { id: number; zoneId: number | null }): SQL {
  const own = eq(staff.storeId, store.id);
  if (store.zoneId === null) return own;
  const market = and(isNull(staff.storeId), eq(couriers.online, true), eq(couriers.zoneId, store.zoneId));
  return or(own, market)!;
}

/** How many running orders each courier has. */
async function currentOrderCounts(db: Db, courierIds: number[]) {
  if (courierIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ courierId: orders.deliveryManId, n: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.deliveryManId, courierIds),
        inArray(orders.orderStatus, [...COURIER_CURRENT_STATUSES]),
      ),
    )
    .groupBy(orders.deliveryManId);
  return new Map(rows.map((r) => [r.courierId!, r.n]));
}

/** A page of the couriers a store may assign: its own first, then the market's, by name. */
export async function storeCouriers(
  db: Db,
  store: { id: number; zoneId: number | null },
  page: { limit: number; offset: number },
) {
  const where = and(ACTIVE_COURIER, availableToStore(store));
  const [rows, [total]] = await Promise.all([
    selectCouriers(db)
      .where(where)
      .orderBy(sql`${staff.storeId} is null`, asc(staff.name), asc(staff.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db.select({ n: count() }).from(staff).innerJoin(couriers, eq(couriers.staffId, staff.id)).where(where),
  ]);
  const running = await currentOrderCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: total?.n ?? 0,
    couriers: rows.map((c) => ({
      id: c.id,
      name: c.name,
      phone: c.phone,
      image: c.image,
      zone_id: c.zoneId,
      online: c.online,
      own: c.storeId !== null,
      current_orders: running.get(c.id) ?? 0,
    })),
  };
}

/** One courier the store may assign now, or null (then the caller answers 404). */
export async function storeCourier(db: Db, store: { id: number; zoneId: number | null }, courierId: number) {
  const [row] = await selectCouriers(db).where(
    and(ACTIVE_COURIER, eq(staff.id, courierId), availableToStore(store)),
  );
  return row ?? null;
}
